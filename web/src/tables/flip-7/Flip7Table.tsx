/**
 * Flip 7 as a card table: every seat's row (number cards, modifiers, a held Second Chance) with
 * its status, running round score and total toward the target; the open Flip Threes, nested as
 * they were opened; hit / stay on one's turn; the eligible seats as buttons when one must give a
 * Freeze, Flip Three or Second Chance; the last round's result. Every card is face up (§8): the
 * draw pile shows only as a count.
 */
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Move } from '../../api/types.js';
import type { Flip7View, SeatView } from '../../../../engine/games/flip-7/view.js';
import { seatName, sentence, whoIn } from '../../game/words.js';
import type { GameTable, TableProps } from '../table.js';
import { choicePrompt, flipThreeWords, pendingChoice, targetLabel, waitingWords, type Choice } from './choice.js';
import { cardFace, cardLabel, flip7EventWords, lastScoredRound, outcomeWords, ruleWords, statusWords, tableWords as words } from './words.js';
import { submitOrExplain } from '../submit.js';

function Flip7TableView({ game, submit, busy }: TableProps) {
  const view = game.view as Flip7View;
  const [error, setError] = useState<string | null>(null);
  // A refusal speaks of the table it was made on; a new version is a new table.
  useEffect(() => setError(null), [game.version]);
  const running = game.status === 'active';
  const choice = running ? pendingChoice(view) : null;
  const me = view.seat;
  const canAct = running && game.yourTurn && !busy;
  const target = view.options.targetScore;

  const send = (move: Move) => submitOrExplain(submit, [move], ruleWords, setError);

  return (
    <div class="table-flip-7">
      {running && (
        <section class="panel f7-actions" aria-labelledby="f7-actions-title">
          <h2 id="f7-actions-title">{me !== null && game.yourTurn ? words.yourMove : words.waiting}</h2>
          {choice && choice.chooser === me && <ChoiceButtons choice={choice} game={game} disabled={!canAct} send={send} />}
          {choice && choice.chooser !== me && <p>{waitingWords(choice, game)}</p>}
          {!choice && me !== null && game.yourTurn && <HitOrStay seat={view.seats[me]!} disabled={!canAct} send={send} />}
          {!choice && !game.yourTurn && view.turn !== null && <p>{words.toHitOrStay(whoIn(game)(view.turn))}</p>}
          {error && (
            <p role="alert" class="error">
              {error}
            </p>
          )}
        </section>
      )}
      <section class="table" aria-label={words.table}>
        <p class="f7-round">
          {words.roundBefore(view.round, whoIn(game)(view.dealer))}
          <strong>{target}</strong>
          {words.roundAfter(view.drawPileCount)}
        </p>
        {view.flipThrees.length > 0 && <FlipThrees view={view} game={game} />}
        <ul class="f7-seats" aria-label={words.players}>
          {view.seats.map((seat) => (
            <SeatRow key={seat.seat} seat={seat} view={view} game={game} />
          ))}
        </ul>
        {view.lastRoundScores && (
          <p class="f7-result">
            <strong>{words.roundScored(lastScoredRound(view, game))}</strong>{' '}
            {view.lastRoundScores.map((score, seat) => `${sentence(seatName(game, seat))} ${score}`).join(' · ')}
          </p>
        )}
        <Discard view={view} />
      </section>
    </div>
  );
}

function SeatRow({ seat, view, game }: { seat: SeatView; view: Flip7View; game: TableProps['game'] }) {
  const who = seatName(game, seat.seat);
  const target = view.options.targetScore;
  const awaited = game.status === 'active' && game.awaiting.includes(seat.seat);
  // A busted row keeps its duplicate as its last card (§6.2): marked, in words too.
  const duplicateAt = seat.status === 'busted' ? seat.row.length - 1 : -1;
  return (
    <li class={`f7-seat f7-${seat.status}${awaited ? ' awaited' : ''}${seat.flip7 ? ' f7-seven' : ''}`}>
      <div class="f7-head">
        <strong>{sentence(who)}</strong>
        <span class="f7-status">{statusWords[seat.status]}</span>
        {seat.flip7 && <span class="f7-badge">★ Flip 7! +{view.options.flip7Bonus}</span>}
        {awaited && <span class="f7-badge">{words.toPlay}</span>}
      </div>
      <ol class="f7-row" aria-label={words.seatCards(whoIn(game)(seat.seat))}>
        {seat.row.map((card, index) => (
          <li
            key={index}
            class={`f7-card${card.startsWith('+') || card === 'x2' ? ' f7-mod' : ''}${index === duplicateAt ? ' f7-dup' : ''}`}
            aria-label={index === duplicateAt ? words.duplicate(cardLabel(card)) : cardLabel(card)}
          >
            {cardFace(card)}
          </li>
        ))}
        {seat.row.length === 0 && <li class="f7-none">{words.noCards}</li>}
      </ol>
      {seat.secondChance && <p class="f7-sc">{words.holdsSecondChance}</p>}
      <p class="f7-score">
        {words.thisRound}
        <strong>{seat.roundScore}</strong>
        {seat.status === 'busted' ? words.bustedMark : ''}
        {words.total}
        <strong>{seat.total}</strong>
        {words.of(target)}
      </p>
      <div class="f7-progress" aria-hidden="true">
        <span style={{ width: `${Math.min(100, (seat.total / target) * 100)}%` }} />
      </div>
    </li>
  );
}

/** The open Flip Threes, each newer one inside the one it was opened from (§6.5, R11). */
function FlipThrees({ view, game }: { view: Flip7View; game: TableProps['game'] }) {
  const nest = (index: number): JSX.Element | null => {
    const record = view.flipThrees[index];
    if (!record) return null;
    return (
      <ol class="f7-flip-three">
        <li>
          {index > 0 && <span class="muted">{words.insideIt}</span>}
          {flipThreeWords(record, game)}
          {nest(index + 1)}
        </li>
      </ol>
    );
  };
  return (
    <section class="f7-flip-threes" aria-label={words.openFlipThrees}>
      <h3>{words.flipThreesOpen(view.flipThrees.length)}</h3>
      {nest(0)}
    </section>
  );
}

function ChoiceButtons({ choice, game, disabled, send }: { choice: Choice; game: TableProps['game']; disabled: boolean; send(move: Move): void }) {
  return (
    <>
      <p>{choicePrompt(choice)}</p>
      <div class="actions" role="group" aria-label={words.whoGetsCard}>
        {choice.eligible.map((target) => (
          <button type="button" key={target} class="primary" disabled={disabled} onClick={() => send({ type: 'giveAction', target, card: choice.card })}>
            {targetLabel(choice.card, target, game)}
          </button>
        ))}
      </div>
    </>
  );
}

/**
 * Hit or stay. Stay is offered even with no card, as a player may say it at a real table; the
 * rules refuse it then (R5) and the refusal is shown in words — the hint says so beforehand.
 */
function HitOrStay({ seat, disabled, send }: { seat: SeatView; disabled: boolean; send(move: Move): void }) {
  const hasStay = seat.row.length > 0 || seat.secondChance; // a card to stay with (§2, R5)
  return (
    <>
      <p class="hint">{hasStay ? words.hitHint(seat.roundScore) : words.noCardHint}</p>
      <div class="actions">
        <button type="button" class="primary" disabled={disabled} onClick={() => send({ type: 'hit' })}>
          {words.hit}
        </button>
        <button type="button" disabled={disabled} onClick={() => send({ type: 'stay' })}>
          {hasStay ? words.stayBank(seat.roundScore) : words.stay}
        </button>
      </div>
    </>
  );
}

/** The discard pile as counts per card (R18: a memory aid for play days apart). */
function Discard({ view }: { view: Flip7View }) {
  const held = Object.entries(view.discard).filter(([, count]) => count > 0);
  const total = held.reduce((sum, [, count]) => sum + count, 0);
  return (
    <details class="f7-discard">
      <summary>{words.discardPile(total)}</summary>
      <p>{held.length === 0 ? words.empty : held.map(([card, count]) => `${cardFace(card)}: ${count}`).join(' · ')}</p>
    </details>
  );
}

export const flip7Table: GameTable = {
  Table: Flip7TableView,
  ruleWords,
  eventWords: flip7EventWords,
  outcomeWords,
};
