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
import { seatName, sentence } from '../../game/words.js';
import type { GameTable, TableProps } from '../table.js';
import { CardFace, FaceParts, faceClass } from './CardFace.js';
import { CALLS, blockingTops, callWords, cardWords, colourWords, isJoker, stacksOf, valueOf } from './cards.js';
import { turnNotices } from './notices.js';
import { LastPassage, ScoreBoard } from './Scores.js';
import { auslageEventWords, points, possessive, ruleWords } from './words.js';
import { submitOrExplain } from '../submit.js';

interface Chosen {
  card: CardCode;
  from: 'hand' | 'display';
}

function AuslageTableView({ game, submit, busy }: TableProps) {
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
      <section class="table" aria-label="Table">
        <div class="middle">
          <div class="middle-pile" role="group" aria-label={`Middle pile, ${view.middle.length} cards, top ${cardWords(top)}${view.call !== null ? `, called ${callWords(view.call)}` : ''}`}>
            <span class="pile-name">Middle pile</span>
            <CardFace card={top} />
            {view.call !== null && (
              <span class="call">
                called: <strong>{callWords(view.call)}</strong>
              </span>
            )}
            <span class="pile-name">{view.middle.length} cards</span>
          </div>
          <p class="draw-pile">
            Passage <strong>{view.passage}</strong> · {sentence(seatName(game, view.startingSeat))} began · draw pile <strong>{view.drawPileSize}</strong> cards
            {view.rebuilds > 0 && ` (rebuilt ${view.rebuilds} of at most 2 times)`}
          </p>
        </div>
        {turnNotices(view, game).map((notice) => (
          <p key={notice.kind} class={`notice ${notice.kind}`} role="status">
            {notice.text}
          </p>
        ))}
        <ul class="seats" aria-label="Players">
          {seatsFromNext(view).map((seat) => (
            <SeatRow key={seat.seat} seat={seat} view={view} name={seatName(game, seat.seat)} awaited={view.active === seat.seat}>
              {(colour, stack) => {
                const card = stack[stack.length - 1]!;
                const label = `${colourWords[colour]} stack, ${stack.length} ${stack.length === 1 ? 'card' : 'cards'}, top ${cardWords(card)}`;
                if (seat.seat !== view.you || !canAct) return <CardFace card={card} />;
                return (
                  <button
                    type="button"
                    class={`card ${faceClass(card)}`}
                    data-card={card}
                    aria-pressed={chosen?.card === card}
                    aria-label={`display card ${cardWords(card)}, top of your ${label}${playable.has(card) ? ', matches the middle' : ''}`}
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
          <h2 id="hand-title">Your hand</h2>
          <p class="hint">
            {canAct
              ? 'Choose a card (✓: it matches the middle), then what to do with it.'
              : game.yourTurn
                ? 'Sending…'
                : 'Wait for your turn.'}
          </p>
          <div class="hand" role="group" aria-label="Your hand">
            {view.hand.map((card) => (
              <button
                type="button"
                key={card}
                class={`card ${faceClass(card)}`}
                data-card={card}
                aria-pressed={chosen?.card === card}
                aria-label={`card ${cardWords(card)}${playable.has(card) ? ', matches the middle' : ''}`}
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
  const words = cardWords(card);
  if (isJoker(card)) {
    return (
      <div class="actions calls" role="group" aria-label="Play the joker and call a colour or a number">
        <p>Play the joker to the middle and call a colour or a number — only that (or another joker) matches it next:</p>
        {CALLS.map((call: Call) => (
          <button type="button" key={call} aria-label={`Play the joker, call ${callWords(call)}`} onClick={() => send({ type: 'play', card, call })}>
            {callWords(call)}
          </button>
        ))}
      </div>
    );
  }
  return (
    <div class="actions">
      <button type="button" class="primary" onClick={() => send({ type: 'play', card })}>
        {from === 'hand' ? `Play ${words} to the middle` : `Give ${words} back from your display to the middle`}
      </button>
      {from === 'hand' && (
        <button type="button" onClick={() => send({ type: 'display', card })}>
          Lay out {words} and draw
        </button>
      )}
    </div>
  );
}

/** One seat: name, hand size, display points and total; its display, a stack per colour (top card, the count below, the covered cards in words). */
function SeatRow(props: { seat: SeatView; view: AuslageView; name: string; awaited: boolean; children(colour: Colour, stack: CardCode[]): ComponentChildren }) {
  const { seat, view, name, awaited } = props;
  const top = view.middle[view.middle.length - 1]!;
  const blocking = new Set(awaited ? blockingTops(seat.display, top, view.call) : []);
  const stacks = stacksOf(seat.display);
  return (
    <li class={`seat${awaited ? ' awaited' : ''}`}>
      <p class="seat-head">
        <strong>{sentence(name)}</strong> · {seat.handSize} {seat.handSize === 1 ? 'card' : 'cards'} in hand · display {stacks.length === 0 ? 'empty' : `${seat.displayPoints} ${seat.displayPoints === 1 ? 'point' : 'points'}`} · total <strong>{points(seat.total)}</strong>
        {awaited && <strong class="to-play"> · to play</strong>}
        {seat.resigned && ' · resigned'}
      </p>
      {stacks.length > 0 && (
        <ul class="stacks" aria-label={`${sentence(possessive(name))} display`}>
          {stacks.map(([colour, stack]) => {
            const card = stack[stack.length - 1]!;
            const under = stack.slice(0, -1);
            return (
              <li key={colour} class={blocking.has(card) ? 'stack blocking' : 'stack'}>
                {props.children(colour, stack)}
                <span class="count">
                  {stack.length} {stack.length === 1 ? 'card' : 'cards'}
                </span>
                {under.length > 0 && <span class="under">under: {under.map(valueOf).join(' · ')}</span>}
                {blocking.has(card) && <span class="matches">matches!</span>}
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
  outcomeWords: { completed: 'The last passage is scored: the highest total won.', resigned: 'Every other player resigned.' },
};
