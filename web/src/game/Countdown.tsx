/** Time left until a deadline, ticking each second (as text, so a screen reader reads it on demand). */
import { useEffect, useState } from 'preact/hooks';

export function timeLeft(deadline: string, now: number): string {
  const seconds = Math.max(0, Math.round((Date.parse(deadline) - now) / 1000));
  if (seconds === 0) return 'time is up';
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h left`;
  if (hours > 0) return `${hours} h ${minutes} min left`;
  return `${minutes} min ${seconds % 60} s left`;
}

export function Countdown(props: { deadline: string }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <time dateTime={props.deadline} title={new Date(props.deadline).toLocaleString()}>{timeLeft(props.deadline, now)}</time>;
}
