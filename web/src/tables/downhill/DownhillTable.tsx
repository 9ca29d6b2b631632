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
import { seatName, sentence, whoIn } from '../../game/words.js';
import type { GameTable, TableProps } from '../table.js';
import { face, fitsOn, kindOf, limitArithmetic, sortCards, spoken } from './cards.js';
import { flipChoices, playCallDue, playMove, toggleCard, type Chosen, type Source } from './choice.js';
import { Scores } from './Scores.js';
import { cardCount, cardList, downhillEventWords, outcomeWords, playWords, ruleWords, tableWords as words } from './words.js';
import { submitOrExplain } from '../submit.js';

type Seat = DownhillView['seats'][number];

function limitWords(view: DownhillView): string {
  if (view.limit === null) return words.emptyPile;
  const arithmetic = limitArithmetic(view.pile);
  const how = arithmetic && arithmetic !== String(view.limit) ? arithmetic : '';
  return words.playUnder(view.limit, how);
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
      {view.active === seat.seat && <strong>{words.toPlay}</strong>}
      <span>{words.inHand(seat.handCount)}</span>
      <span class="dh-row" role="img" aria-label={words.seatCards(up.length ? cardList(up) : null, down)}>
        {up.map((code) => (
          <span class="dh-mini" key={code} data-card={code}>
            {face(code)}
          </span>
        ))}
        {seat.faceDown.map((occupied, slot) => occupied && <span class="dh-mini dh-back" key={`down${slot}`} />)}
      </span>
      {seat.skipNext && <span class="dh-flag">{words.willBeSkipped}</span>}
      {seat.resigned && <span class="dh-flag">{words.resigned}</span>}
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
        aria-label={words.card(spoken(code), from === 'table')}
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
      <section class="table" aria-label={words.table}>
        <p class="dh-round">
          {words.round(view.round, view.rounds, whoIn(game)(view.dealer), whoIn(game)(view.opener))}
        </p>
        <div class="dh-pile" aria-label={words.pile(top ? spoken(top) : null)} role="group">
          <div class={`dh-top${top ? '' : ' dh-empty'}`} aria-hidden="true">
            {top ? <CardFace code={top} /> : words.empty}
          </div>
          <div>
            <p class="dh-limit">
              <strong>{limitWords(view)}</strong>
            </p>
            {view.pile.length > 0 && (
              <p class="dh-pile-cards">
                {words.pileCards}{' '}
                {view.pile.map((code, index) => (
                  <span key={index} data-card={code}>
                    {index > 0 ? ', ' : ''}
                    {face(code)}
                  </span>
                ))}
              </p>
            )}
            <p class="dh-aside">
              {words.aside(view.removed.length, view.setAsideCount)}
            </p>
          </div>
        </div>
        <ul class="players dh-seats" aria-label={words.players}>
          {view.seats.map((seat) => (
            <SeatRow key={seat.seat} game={game} view={view} seat={seat} />
          ))}
        </ul>
      </section>

      {me?.hand && game.status === 'active' && (
        <section class="hand-area" aria-labelledby="dh-hand-title">
          <h2 id="dh-hand-title">{words.yourCards}</h2>
          <p class="hint" aria-live="polite">
            {!game.yourTurn
              ? words.wait
              : busy
                ? words.sending
                : view.continuation === 'sweep'
                  ? words.swept
                  : view.continuation === 'minusTwo'
                    ? words.minusTwoUp
                    : words.choose}
          </p>
          <h3>{words.hand(me.hand.length)}</h3>
          <div class="hand" role="group" aria-label={words.yourHand}>
            {me.hand.length ? sortCards(me.hand).map((code) => cardButton(code, 'hand', true)) : <span class="muted">{words.empty}</span>}
          </div>
          <h3>{words.faceUp(faceUp.length)}</h3>
          {!me.tableOpen && faceUp.length > 0 && <p class="hint">{words.faceUpLater}</p>}
          <div class="hand" role="group" aria-label={words.yourFaceUp}>
            {faceUp.length ? faceUp.map((code) => cardButton(code, 'table', me.tableOpen)) : <span class="muted">{words.none}</span>}
          </div>
          <h3>{words.faceDown(me.faceDown.filter(Boolean).length)}</h3>
          <div class="hand" role="group" aria-label={words.yourFaceDown}>
            {me.faceDown.map((occupied, slot) =>
              occupied ? (
                <button
                  type="button"
                  key={slot}
                  class="card dh-back"
                  aria-pressed={flipSlot === slot}
                  aria-label={words.turnUpSlot(slot + 1)}
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
          {faceUp.length > 0 && me.faceDown.some(Boolean) && <p class="hint">{words.faceDownLater}</p>}

          {canAct && chosen && (
            <div class="actions">
              {callDue ? (
                <>
                  <button type="button" class="primary" onClick={() => send(playMove(chosen, me.cardsLeft, true))}>
                    {words.playCall(playWords(chosen.cards))}
                  </button>
                  <button type="button" onClick={() => send(playMove(chosen, me.cardsLeft, false))}>
                    {words.playSilent(playWords(chosen.cards))}
                  </button>
                </>
              ) : (
                <button type="button" class="primary" onClick={() => send(playMove(chosen, me.cardsLeft, false))}>
                  {words.play(playWords(chosen.cards))}
                </button>
              )}
              <button type="button" class="quiet" onClick={() => setChosen(null)}>
                {words.chooseAgain}
              </button>
            </div>
          )}
          {canAct && flipSlot !== null && flips.has(flipSlot) && (
            <div class="confirm" role="alertdialog" aria-labelledby="dh-flip-text">
              <p id="dh-flip-text">
                {words.flipAsk(flipSlot + 1)}
              </p>
              {flips.get(flipSlot) ? (
                <>
                  <button type="button" class="primary" onClick={() => send({ type: 'flip', slot: flipSlot, announce: true })}>
                    {words.flipCall}
                  </button>
                  <button type="button" onClick={() => send({ type: 'flip', slot: flipSlot, announce: false })}>
                    {words.flipSilent}
                  </button>
                </>
              ) : (
                <button type="button" class="primary" onClick={() => send({ type: 'flip', slot: flipSlot })}>
                  {words.flip}
                </button>
              )}
              <button type="button" onClick={() => setFlipSlot(null)}>
                {words.cancel}
              </button>
            </div>
          )}
          {canAct && (mayPickUp || mayPass) && (
            <div class="actions">
              {mayPickUp && (
                <button type="button" onClick={() => send({ type: 'pickUp' })}>
                  {words.pickUp(cardCount(view.pile.length))}
                </button>
              )}
              {mayPass && (
                <button type="button" onClick={() => send({ type: 'pass' })}>
                  {words.pass}
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
  outcomeWords,
};
