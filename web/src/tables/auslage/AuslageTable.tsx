/**
 * Auslage as a card table: the middle pile's top (and a joker's call), every seat's display — the
 * top card of each colour with the count below — its hand size and total, what binds the active
 * seat (follow duty, forced return), my hand, and the scores toward the target. A move is one card:
 * choose it (from the hand or a display top), then what to do with it; it is sent at once.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Call, CardCode, Colour } from '../../../../engine/games/auslage/cards.js';
import type { AuslageView, SeatView } from '../../../../engine/games/auslage/view.js';
import type { Move } from '../../api/types.js';
import type { Who } from '../../../../engine/core/words/types.js';
import { seatName, sentence, whoIn } from '../../game/words.js';
import type { GameTable, TableProps } from '../table.js';
import { CardFace, FaceParts, faceClass } from './CardFace.js';
import { CALLS, blockingTops, callWords, cardWords, colourWords, isJoker, stacksOf, valueOf } from './cards.js';
import { turnNotices } from './notices.js';
import { LastPassage, ScoreBoard } from './Scores.js';
import { auslageEventWords, outcomeWords, points, ruleWords, tableWords } from './words.js';
import { submitOrExplain } from '../submit.js';

interface Chosen {
  card: CardCode;
  from: 'hand' | 'display';
}

function AuslageTableView({ game, submit, busy }: TableProps) {
  const words = tableWords;
  const view = game.view as AuslageView;
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A new version is a new table: whatever was chosen before may be gone.
  useEffect(() => setChosen(null), [game.version]);

  const canAct = game.status === 'active' && game.yourTurn && !busy;
  const playable = new Set(view.playable ?? []);
  const top = view.middle[view.middle.length - 1]!;
  const choose = (card: CardCode, from: Chosen['from']) => {
    setError(null);
    setChosen(chosen?.card === card ? null : { card, from });
  };
  const send = (move: Move) => submitOrExplain(submit, [move], ruleWords, setError);

  return (
    <div class="table-auslage">
      <section class="table" aria-label={words.table}>
        <div class="middle">
          <div class="middle-pile" role="group" aria-label={words.middle(view.middle.length, cardWords(top), view.call !== null ? callWords(view.call) : null)}>
            <span class="pile-name">{words.middlePile}</span>
            <CardFace card={top} />
            {view.call !== null && (
              <span class="call">
                {words.called}
                <strong>{callWords(view.call)}</strong>
              </span>
            )}
            <span class="pile-name">{words.cards(view.middle.length)}</span>
          </div>
          <p class="draw-pile">
            {words.passage}
            <strong>{view.passage}</strong>
            {words.began(whoIn(game)(view.startingSeat))}
            <strong>{view.drawPileSize}</strong>
            {words.drawCards}
            {view.rebuilds > 0 && words.rebuilt(view.rebuilds)}
          </p>
        </div>
        {turnNotices(view, game).map((notice) => (
          <p key={notice.kind} class={`notice ${notice.kind}`} role="status">
            {notice.text}
          </p>
        ))}
        <ul class="seats" aria-label={words.players}>
          {seatsFromNext(view).map((seat) => (
            <SeatRow key={seat.seat} seat={seat} view={view} name={seatName(game, seat.seat)} who={whoIn(game)(seat.seat)} awaited={view.active === seat.seat}>
              {(colour, stack) => {
                const card = stack[stack.length - 1]!;
                const label = words.stack(colourWords[colour], stack.length, cardWords(card));
                if (seat.seat !== view.you || !canAct) return <CardFace card={card} />;
                return (
                  <button
                    type="button"
                    class={`card ${faceClass(card)}`}
                    data-card={card}
                    aria-pressed={chosen?.card === card}
                    aria-label={words.displayCard(cardWords(card), label, playable.has(card))}
                    onClick={() => choose(card, 'display')}
                  >
                    <FaceParts card={card} />
                  </button>
                );
              }}
            </SeatRow>
          ))}
        </ul>
      </section>

      {view.hand && game.status === 'active' && (
        <section class="hand-area" aria-labelledby="hand-title">
          <h2 id="hand-title">{words.yourHand}</h2>
          <p class="hint">
            {canAct ? words.choose : game.yourTurn ? words.sending : words.wait}
          </p>
          <div class="hand" role="group" aria-label={words.yourHand}>
            {view.hand.map((card) => (
              <button
                type="button"
                key={card}
                class={`card ${faceClass(card)}`}
                data-card={card}
                aria-pressed={chosen?.card === card}
                aria-label={words.card(cardWords(card), playable.has(card))}
                disabled={!canAct}
                onClick={() => choose(card, 'hand')}
              >
                <FaceParts card={card} />
                {canAct && playable.has(card) && <i aria-hidden="true">✓</i>}
              </button>
            ))}
          </div>
          {canAct && chosen && <Actions chosen={chosen} send={send} />}
          {error && (
            <p role="alert" class="error">
              {error}
            </p>
          )}
        </section>
      )}
      <ScoreBoard view={view} game={game} />
      <LastPassage view={view} game={game} />
    </div>
  );
}

/** What can be done with the chosen card: a number card to the middle or into the display; a joker to the middle with a call. */
function Actions({ chosen, send }: { chosen: Chosen; send(move: Move): void }) {
  const { card, from } = chosen;
  const words = tableWords;
  const named = cardWords(card);
  if (isJoker(card)) {
    return (
      <div class="actions calls" role="group" aria-label={words.jokerCalls}>
        <p>{words.jokerHint}</p>
        {CALLS.map((call: Call) => (
          <button type="button" key={call} aria-label={words.jokerCall(callWords(call))} onClick={() => send({ type: 'play', card, call })}>
            {callWords(call)}
          </button>
        ))}
      </div>
    );
  }
  return (
    <div class="actions">
      <button type="button" class="primary" onClick={() => send({ type: 'play', card })}>
        {from === 'hand' ? words.playToMiddle(named) : words.giveBack(named)}
      </button>
      {from === 'hand' && (
        <button type="button" onClick={() => send({ type: 'display', card })}>
          {words.layOut(named)}
        </button>
      )}
    </div>
  );
}

/** One seat: name, hand size, display points and total; its display, a stack per colour (top card, the count below, the covered cards in words). */
function SeatRow(props: { seat: SeatView; view: AuslageView; name: string; who: Who; awaited: boolean; children(colour: Colour, stack: CardCode[]): ComponentChildren }) {
  const { seat, view, name, who, awaited } = props;
  const words = tableWords;
  const top = view.middle[view.middle.length - 1]!;
  const blocking = new Set(awaited ? blockingTops(seat.display, top, view.call) : []);
  const stacks = stacksOf(seat.display);
  return (
    <li class={`seat${awaited ? ' awaited' : ''}`}>
      <p class="seat-head">
        <strong>{sentence(name)}</strong>
        {words.seatHead(seat.handSize, stacks.length === 0 ? null : words.displayPoints(seat.displayPoints))}
        <strong>{points(seat.total)}</strong>
        {awaited && <strong class="to-play">{words.toPlay}</strong>}
        {seat.resigned && words.resigned}
      </p>
      {stacks.length > 0 && (
        <ul class="stacks" aria-label={words.seatDisplay(who)}>
          {stacks.map(([colour, stack]) => {
            const card = stack[stack.length - 1]!;
            const under = stack.slice(0, -1);
            return (
              <li key={colour} class={blocking.has(card) ? 'stack blocking' : 'stack'}>
                {props.children(colour, stack)}
                <span class="count">
                  {words.cards(stack.length)}
                </span>
                {under.length > 0 && <span class="under">
                    {words.under}
                    {under.map(valueOf).join(' · ')}
                  </span>}
                {blocking.has(card) && <span class="matches">{words.matches}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

/** The seats in turn order from the one after the viewer, so that my own display comes last, next to my hand. */
function seatsFromNext(view: AuslageView): SeatView[] {
  const first = view.you === null ? 0 : (view.you + 1) % view.players;
  return [...view.seats.slice(first), ...view.seats.slice(0, first)];
}

export const auslageTable: GameTable = {
  Table: AuslageTableView,
  ruleWords,
  eventWords: auslageEventWords,
  outcomeWords,
};
