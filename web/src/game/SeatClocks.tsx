/**
 * Each seat's clock (time left on the turn limit or in the bank) and who is on vacation, with the
 * exact deadline in the tooltip. Only this list ticks, once a second and only while a clock runs
 * (or waits to resume), so the table beside it is not drawn again each second.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Envelope, SeatHolder } from '../api/types.js';
import { clockState, clockWords, localDateTime, type ClockState } from './seat-clock.js';
import { seatName, sentence } from './words.js';
import { appWords, currentLanguage } from '../i18n/language.js';

export function SeatClocks({ game }: { game: Envelope }) {
  const shown = game.seats.filter((holder) => holder.clock || holder.onVacation);
  const ticking = game.status === 'active' && shown.some((holder) => holder.clock?.runningSince);
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking, game]);
  if (shown.length === 0 || game.status !== 'active') return null;
  const mine = game.you === null ? undefined : game.seats.find((holder) => holder.seat === game.you);
  const myClock = mine && game.yourTurn ? clockState(mine, now) : null;
  return (
    <section class="clocks" aria-label={appWords().clock.clocks}>
      {myClock && (
        <p class={`my-clock ${myClock.kind}`} role="timer">
          {appWords().clock.yours} <ClockTime state={myClock} />
        </p>
      )}
      <ul>
        {shown.map((holder) => (
          <SeatLine key={holder.seat} holder={holder} game={game} now={now} />
        ))}
      </ul>
    </section>
  );
}

function SeatLine({ holder, game, now }: { holder: SeatHolder; game: Envelope; now: number }) {
  const state = clockState(holder, now);
  const awaited = game.awaiting.includes(holder.seat);
  return (
    <li class={`seat-clock${awaited ? ' awaited' : ''}${holder.seat === game.you ? ' mine' : ''}`}>
      <strong>{sentence(seatName(game, holder.seat))}</strong>
      {state && <ClockTime state={state} />}
      {holder.onVacation && (
        <span class="away" title={new Date(holder.onVacation.until).toLocaleString(currentLanguage())}>
          {appWords().clock.onVacation(localDateTime(holder.onVacation.until))}
        </span>
      )}
    </li>
  );
}

function ClockTime({ state }: { state: ClockState }) {
  const words = clockWords(state);
  if (state.kind === 'running') {
    return (
      <time class="clock running" dateTime={state.runsOutAt} title={appWords().clock.runsOut(new Date(state.runsOutAt).toLocaleString(currentLanguage()))}>
        {words}
      </time>
    );
  }
  const title = state.kind === 'held' && state.resumesAt ? appWords().clock.resumes(new Date(state.resumesAt).toLocaleString(currentLanguage())) : appWords().clock.notRunning;
  return (
    <span class={`clock ${state.kind}`} title={title}>
      {words}
    </span>
  );
}
