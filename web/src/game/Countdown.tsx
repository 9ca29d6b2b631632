/** Time left until a deadline, ticking each second (as text, so a screen reader reads it on demand). */
import { useEffect, useState } from 'preact/hooks';
import { timeLeftText } from './time-left.js';
import { currentLanguage } from '../i18n/language.js';

export function Countdown(props: { deadline: string }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={props.deadline} title={new Date(props.deadline).toLocaleString(currentLanguage())}>
      {timeLeftText(props.deadline, now)}
    </time>
  );
}
