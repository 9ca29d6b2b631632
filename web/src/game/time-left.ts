/** Time left until a deadline, in words a glance (or a screen reader) takes in. */
export function timeLeftText(deadline: string, now: number): string {
  const seconds = Math.max(0, Math.round((Date.parse(deadline) - now) / 1000));
  if (seconds === 0) return 'time is up';
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h left`;
  if (hours > 0) return `${hours} h ${minutes} min left`;
  return `${minutes} min ${seconds % 60} s left`;
}
