/** The daily digest's 24 hours as the player reads them: each UTC hour at its local time, in local order. */
export interface DigestHour {
  hourUtc: number;
  label: string;
}

/** `day` picks the date whose offset from UTC applies (today's: a summer hour reads differently in winter). */
export function digestHours(day: Date = new Date()): DigestHour[] {
  const hours = Array.from({ length: 24 }, (_, hourUtc) => {
    const at = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hourUtc));
    const local = at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
    return { hourUtc, label: `${local} (${String(hourUtc).padStart(2, '0')}:00 UTC)`, order: at.getHours() * 60 + at.getMinutes() };
  });
  return hours.sort((a, b) => a.order - b.order).map(({ hourUtc, label }) => ({ hourUtc, label }));
}
