/** The invite as a link (`/play/join/<id>#<code>`: the code stays in the fragment), to copy or share. */
import { useState } from 'preact/hooks';
import { paths } from '../app/routes.js';

export function inviteLink(id: string, code: string): string {
  return `${location.origin}${paths.join(id)}#${code}`;
}

export function Invite({ id, code }: { id: string; code: string }) {
  const link = inviteLink(id, code);
  const [copied, setCopied] = useState(false);
  const share = async () => {
    try {
      await navigator.share({ title: 'Join my turnpost game', url: link });
    } catch {
      // Dismissed: nothing to do.
    }
  };
  return (
    <div class="invite">
      <label for="invite-link">Invite link — send it to the other players</label>
      <input id="invite-link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      <div class="actions">
        <button
          type="button"
          onClick={async () => {
            await navigator.clipboard?.writeText(link).catch(() => undefined);
            setCopied(true);
          }}
        >
          {copied ? 'Copied' : 'Copy link'}
        </button>
        {'share' in navigator && (
          <button type="button" onClick={share}>
            Share…
          </button>
        )}
      </div>
    </div>
  );
}
