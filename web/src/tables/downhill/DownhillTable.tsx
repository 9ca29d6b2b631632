/**
 * Downhill as a card table: the pile's top and the limit to match or go under (with the −2
 * arithmetic), every seat's cards on the table (face-up by value, face-down as backs only) and
 * hand size, my hand and table cards as buttons, the score sheet. A play is equal cards chosen
 * from one source, sent at once; a blind flip is asked to confirm; where "last card" is due the
 * table offers calling it or deliberately not (the skip).
 */
import { useEffect, useState } from 'preact/hooks';
import type { DownhillView } from '../../../../engine/games/downhill/view.js';
import type { Move } from '../../api/types.js';
import { seatName, sentence } from '../../game/words.js';
import type { GameTable, TableProps } from '../table.js';
import { face, fitsOn, kindOf, limitArithmetic, sortCards, spoken } from './cards.js';
import { flipChoices, playCallDue, playMove, toggleCard, type Chosen, type Source } from './choice.js';
import { Scores } from './Scores.js';
import { cardCount, cardList, downhillEventWords, playWords, ruleWords } from './words.js';
import { submitOrExplain } from '../submit.js';

type Seat = DownhillView['seats'][number];

function limitWords(view: DownhillView): string {
  if (view.limit === null) return 'The pile is empty: start it with any number or a >>> (a −2 cannot start a pile).';
  const arithmetic = limitArithmetic(view.pile);
  const how = arithmetic && arithmetic !== String(view.limit) ? ` (${arithmetic})` : '';
  return `Play ${view.limit} or lower${how}, or a −2, or a >>>.`;
}

function CardFace({ code }: { code: string }) {
  const kind = kindOf(code);
  return (
    <span class={`dh-face${typeof kind === 'number' ? '' : ` dh-${kind}`}`} aria-hidden="true">
      {face(code)}
    </span>
  );
}

/** One seat's cards on the table: face-up by value, face-down as backs, the hand as a count. */
function SeatRow({ game, view, seat }: { game: TableProps['game']; view: DownhillView; seat: Seat }) {
  const who = sentence(seatName(game, seat.seat));
  const down = seat.faceDown.filter(Boolean).length;
  const up = seat.faceUp.filter((code): code is string => code !== null);
  return (
    <li class={view.active === seat.seat ? 'awaited' : ''}>
      <span class="dh-name">{who}</span>
      {view.active === seat.seat && <strong> · to play</strong>}
      <span> · {seat.handCount} in hand</span>
      <span class="dh-row" role="img" aria-label={`face up: ${up.length ? cardList(up) : 'none'}; ${down} face down`}>
        {up.map((code) => (
          <span class="dh-mini" key={code} data-card={code}>
            {face(code)}
          </span>
        ))}
        {seat.faceDown.map((occupied, slot) => occupied && <span class="dh-mini dh-back" key={`down${slot}`} />)}
      </span>
      {seat.skipNext && <span class="dh-flag"> · will be skipped (no “last card” call)</span>}
      {seat.resigned && <span class="dh-flag"> · resigned</span>}
    </li>
  );
}

function DownhillTableView({ game, submit, busy }: TableProps) {
  const view = game.view as DownhillView;
  const me = view.you === null ? undefined : view.seats[view.you];
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [flipSlot, setFlipSlot] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Any change on the table (a play, a new turn) starts the choice afresh: the server's table is the truth.
  useEffect(() => {
    setChosen(null);
    setFlipSlot(null);
  }, [game.version]);

  const canAct = game.status === 'active' && game.yourTurn && !busy;
  const legal = game.legalMoves ?? [];
  const flips = flipChoices(legal);
  const mayPickUp = legal.some((move) => move.type === 'pickUp');
  const mayPass = legal.some((move) => move.type === 'pass');
  const send = (move: Move) => {
    setFlipSlot(null);
    return submitOrExplain(submit, [move], ruleWords, setError);
  };

  const cardButton = (code: string, from: Source, usable: boolean) => {
    const picked = chosen?.from === from && chosen.cards.includes(code);
    return (
      <button
        type="button"
        key={code}
        data-card={code}
        class={`card dh-card${fitsOn(code, view.limit) ? ' fits' : ''}`}
        aria-pressed={picked}
        aria-label={`${from === 'table' ? 'face-up card' : 'card'} ${spoken(code)}`}
        disabled={!canAct || !usable}
        onClick={() => {
          setError(null);
          setChosen(toggleCard(chosen, from, code));
        }}
      >
        <CardFace code={code} />
      </button>
    );
  };

  const top = view.pile[view.pile.length - 1];
  const callDue = me && chosen ? playCallDue(me.cardsLeft, chosen.cards.length) : false;
  const faceUp = me ? me.faceUp.filter((code): code is string => code !== null) : [];

  return (
    <div class="table-downhill">
      <section class="table" aria-label="Table">
        <p class="dh-round">
          Round {view.round} of {view.rounds} · {sentence(seatName(game, view.dealer))} dealt, {seatName(game, view.opener)} opened
        </p>
        <div class="dh-pile" aria-label={`The pile: ${top ? `top ${spoken(top)}` : 'empty'}`} role="group">
          <div class={`dh-top${top ? '' : ' dh-empty'}`} aria-hidden="true">
            {top ? <CardFace code={top} /> : 'empty'}
          </div>
          <div>
            <p class="dh-limit">
              <strong>{limitWords(view)}</strong>
            </p>
            {view.pile.length > 0 && (
              <p class="dh-pile-cards">
                Pile, bottom to top:{' '}
                {view.pile.map((code, index) => (
                  <span key={index} data-card={code}>
                    {index > 0 ? ', ' : ''}
                    {face(code)}
                  </span>
                ))}
              </p>
            )}
            <p class="dh-aside">
              Swept out this round: {view.removed.length} · set aside unseen: {view.setAsideCount}
            </p>
          </div>
        </div>
        <ul class="players dh-seats" aria-label="Players">
          {view.seats.map((seat) => (
            <SeatRow key={seat.seat} game={game} view={view} seat={seat} />
          ))}
        </ul>
      </section>

      {me?.hand && game.status === 'active' && (
        <section class="hand-area" aria-labelledby="dh-hand-title">
          <h2 id="dh-hand-title">Your cards</h2>
          <p class="hint" aria-live="polite">
            {!game.yourTurn
              ? 'Wait for your turn.'
              : busy
                ? 'Sending…'
                : view.continuation === 'sweep'
                  ? 'You swept the pile away: start a new pile.'
                  : view.continuation === 'minusTwo'
                    ? 'You turned up a −2: it is in your hand now. Play on.'
                    : 'Choose one card, or several equal ones, from your hand or your face-up cards, then play them.'}
          </p>
          <h3>Hand ({me.hand.length})</h3>
          <div class="hand" role="group" aria-label="Your hand">
            {me.hand.length ? sortCards(me.hand).map((code) => cardButton(code, 'hand', true)) : <span class="muted">empty</span>}
          </div>
          <h3>Face up ({faceUp.length})</h3>
          {!me.tableOpen && faceUp.length > 0 && <p class="hint">Your face-up cards join in from your second turn.</p>}
          <div class="hand" role="group" aria-label="Your face-up cards">
            {faceUp.length ? faceUp.map((code) => cardButton(code, 'table', me.tableOpen)) : <span class="muted">none</span>}
          </div>
          <h3>Face down ({me.faceDown.filter(Boolean).length})</h3>
          <div class="hand" role="group" aria-label="Your face-down cards">
            {me.faceDown.map((occupied, slot) =>
              occupied ? (
                <button
                  type="button"
                  key={slot}
                  class="card dh-back"
                  aria-pressed={flipSlot === slot}
                  aria-label={`face-down card ${slot + 1}: turn it up`}
                  disabled={!canAct || !flips.has(slot)}
                  onClick={() => {
                    setError(null);
                    setChosen(null);
                    setFlipSlot(flipSlot === slot ? null : slot);
                  }}
                >
                  <span aria-hidden="true">?</span>
                </button>
              ) : null,
            )}
          </div>
          {faceUp.length > 0 && me.faceDown.some(Boolean) && <p class="hint">Your face-down cards are turned up blind, one at a time, once your face-up cards are gone.</p>}

          {canAct && chosen && (
            <div class="actions">
              {callDue ? (
                <>
                  <button type="button" class="primary" onClick={() => send(playMove(chosen, me.cardsLeft, true))}>
                    Play {playWords(chosen.cards)} and call “last card”
                  </button>
                  <button type="button" onClick={() => send(playMove(chosen, me.cardsLeft, false))}>
                    Play {playWords(chosen.cards)} without calling (your next turn is skipped)
                  </button>
                </>
              ) : (
                <button type="button" class="primary" onClick={() => send(playMove(chosen, me.cardsLeft, false))}>
                  Play {playWords(chosen.cards)}
                </button>
              )}
              <button type="button" class="quiet" onClick={() => setChosen(null)}>
                Choose again
              </button>
            </div>
          )}
          {canAct && flipSlot !== null && flips.has(flipSlot) && (
            <div class="confirm" role="alertdialog" aria-labelledby="dh-flip-text">
              <p id="dh-flip-text">
                Turn up face-down card {flipSlot + 1}, blind? If it fits it is played; if it is too high you take the pile and it; a −2 goes into your hand.
              </p>
              {flips.get(flipSlot) ? (
                <>
                  <button type="button" class="primary" onClick={() => send({ type: 'flip', slot: flipSlot, announce: true })}>
                    Turn it up and call “last card”
                  </button>
                  <button type="button" onClick={() => send({ type: 'flip', slot: flipSlot, announce: false })}>
                    Turn it up without calling (your next turn is skipped)
                  </button>
                </>
              ) : (
                <button type="button" class="primary" onClick={() => send({ type: 'flip', slot: flipSlot })}>
                  Turn it up
                </button>
              )}
              <button type="button" onClick={() => setFlipSlot(null)}>
                Cancel
              </button>
            </div>
          )}
          {canAct && (mayPickUp || mayPass) && (
            <div class="actions">
              {mayPickUp && (
                <button type="button" onClick={() => send({ type: 'pickUp' })}>
                  Pick up the pile ({cardCount(view.pile.length)})
                </button>
              )}
              {mayPass && (
                <button type="button" onClick={() => send({ type: 'pass' })}>
                  Pass (nothing to start a pile with)
                </button>
              )}
            </div>
          )}
          {error && <p role="alert" class="error">{error}</p>}
        </section>
      )}
      <Scores game={game} view={view} />
    </div>
  );
}

export const downhillTable: GameTable = {
  Table: DownhillTableView,
  ruleWords,
  eventWords: downhillEventWords,
  outcomeWords: { completed: 'Every round is played: the lowest total won.', resigned: 'Every other player resigned.' },
};
