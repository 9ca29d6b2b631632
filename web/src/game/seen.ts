/** The version of each game this browser last showed, so the page can tell what happened since. */
const key = (id: string) => `turnpost.seen.${id}`;

export function lastSeenVersion(id: string): number | null {
  const stored = localStorage.getItem(key(id));
  return stored === null ? null : Number(stored);
}

export function markSeen(id: string, version: number): void {
  localStorage.setItem(key(id), String(version));
}

/** The invite code is shown once, to the creator: kept here to show again while seats are free. */
const inviteKey = (id: string) => `turnpost.invite.${id}`;
export const inviteCodes = {
  get: (id: string) => localStorage.getItem(inviteKey(id)),
  set: (id: string, code: string) => localStorage.setItem(inviteKey(id), code),
};
