/** Time left until a deadline, in words a glance (or a screen reader) takes in. */
export function timeLeftText(deadline: string, now: number): string {
  const seconds = Math.max(0, Math.round((Date.parse(deadline) - now) / 1000));
  return seconds === 0 ? 'time is up' : `${durationWords(seconds)} left`;
}

/** A span of time in its two largest units: "2 d 4 h", "3 h 12 min", "4 min 5 s", "45 s". */
export function durationWords(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return seconds % 60 > 0 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  return `${seconds} s`;
}

/** Days rounded down to a tenth, for an allowance: "23.5 days", "30 days", "1 day". */
export function daysWords(seconds: number): string {
  const days = Math.floor((seconds / 86400) * 10) / 10;
  return `${Number.isInteger(days) ? days : days.toFixed(1)} ${days === 1 ? 'day' : 'days'}`;
}
