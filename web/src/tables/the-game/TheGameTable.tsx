/**
 * The Game as a card table: four piles with their direction and top card, the draw pile, the
 * other players' hand sizes, the Extreme commands showing, and the hand as buttons. A turn is
 * built by clicking a card, then a pile; the plays are sent together, after a confirm.
 */
import { useEffect, useState } from 'preact/hooks';
import type { TheGameView } from '../../../../engine/games/the-game/view.js';
import { errorWords, seatName, sentence } from '../../game/words.js';
import type { GameTable, TableProps } from '../table.js';
import { fits, planMoves, topsAfter, type PlannedPlay } from './plan.js';
import { commandBadges, commandWords, isUp, PILES, pileWords, ruleWords, theGameEventWords, type Pile } from './words.js';

function TheGameTableView({ game, submit, busy }: TableProps) {
  const view = game.view as TheGameView;
  const you = view.you;
  const [plan, setPlan] = useState<PlannedPlay[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<null | { endTurn: boolean }>(null);
  const [error, setError] = useState<string | null>(null);
  // A new version (mine or another's) starts the plan afresh: the server's table is the truth.
  useEffect(() => {
    setPlan([]);
    setSelected(null);
    setConfirming(null);
  }, [game.version]);

  const commandOf = new Map<number, string>();
  for (const [command, cards] of Object.entries(view.commandCards ?? {})) for (const card of cards) commandOf.set(card, command);
  const cardLabel = (card: number) => (commandOf.has(card) ? `${card}, ${commandWords[commandOf.get(card)!]} command` : String(card));

  const tops = topsAfter(view.tops, plan);
  const planned = new Set(plan.map((play) => play.card));
  const hand = (you?.hand ?? []).filter((card) => !planned.has(card));
  const canAct = game.status === 'active' && game.yourTurn && !busy;
  const firstFits = new Set((you?.legalPlays ?? []).map((play) => `${play.card}:${play.pile}`));

  const choosePile = (pile: Pile) => {
    if (selected === null) return;
    setPlan([...plan, { card: selected, pile }]);
    setSelected(null);
    setError(null);
  };
  const send = async (endTurn: boolean) => {
    setConfirming(null);
    setError(null);
    try {
      // A Stop ends the turn by itself (R7): an endTurn after it would be refused.
      const stopped = plan.some((play) => commandOf.get(play.card) === 'stop');
      await submit(planMoves(plan, endTurn && !stopped));
    } catch (failure) {
      setError(errorWords(failure, ruleWords));
    }
  };
  const fitsNow = (card: number, pile: Pile) => (plan.length === 0 ? firstFits.has(`${card}:${pile}`) : fits(card, pile, tops[pile]));

  return (
    <div class="the-game">
      <section class="table" aria-label="Table">
        <div class="piles">
          {PILES.map((pile) => {
            const showing = view.infinityCommands.find((shown) => shown.pile === pile);
            const skull = view.skullPiles.includes(pile);
            const direction = isUp(pile) ? '↑' : '↓';
            const empty = tops[pile] === (isUp(pile) ? 1 : 100);
            const planned = tops[pile] !== view.tops[pile];
            const label = `${pileWords[pile]}, ${isUp(pile) ? 'going up' : 'going down'}, top ${empty ? `${tops[pile]} (empty)` : cardLabel(tops[pile])}${planned ? ' (planned, not sent yet)' : ''}${skull ? ', skull showing' : ''}${selected !== null ? `: play ${selected} here` : ''}`;
            return (
              <button
                type="button"
                key={pile}
                class={`pile ${isUp(pile) ? 'up' : 'down'}${selected !== null && fitsNow(selected, pile) ? ' fits' : ''}`}
                aria-label={label}
                disabled={selected === null || !canAct}
                onClick={() => choosePile(pile)}
              >
                <span class="direction" aria-hidden="true">
                  {direction} {isUp(pile) ? 'up' : 'down'}
                </span>
                <span class="top" aria-hidden="true">
                  {tops[pile]}
                </span>
                <span class="pile-name" aria-hidden="true">
                  {pileWords[pile]}
                  {planned && ' · planned'}
                </span>
                {(showing || skull || commandOf.has(tops[pile])) && (
                  <span class="command" aria-hidden="true">
                    {skull ? '☠ Skull' : commandWords[showing?.command ?? commandOf.get(tops[pile])!]}
                  </span>
                )}
              </button>
            );
          })}
        </div>
        <p class="draw-pile">
          Draw pile: <strong>{view.drawPileCount}</strong> cards · cards left in the game: {view.cardsLeft}
          {view.phase === 'playing' && ` · this turn needs ${view.minimum}${view.threePlayed ? ' (exactly 3: a 3! was played)' : ''}`}
        </p>
        <ul class="players" aria-label="Players">
          {view.handCounts.map((count, seat) => (
            <li key={seat} class={game.awaiting.includes(seat) ? 'awaited' : ''}>
              <span>{sentence(seatName(game, seat))}</span> <span>{count} cards</span>
              {game.awaiting.includes(seat) && game.status === 'active' && <strong> · to play</strong>}
            </li>
          ))}
        </ul>
        {view.commandCards && (
          <details class="commands">
            <summary>Extreme command cards</summary>
            <ul>
              {Object.entries(view.commandCards).map(([command, cards]) => (
                <li key={command}>
                  {commandWords[command]}: {cards.join(', ')}
                </li>
              ))}
            </ul>
          </details>
        )}
      </section>

      {you && game.status === 'active' && (
        <section class="hand-area" aria-labelledby="hand-title">
          <h2 id="hand-title">Your hand</h2>
          <p class="hint">{canAct ? (selected === null ? 'Choose a card, then the pile to play it on.' : `Now choose a pile for ${selected}.`) : game.yourTurn ? 'Sending…' : 'Wait for your turn.'}</p>
          <div class="hand" role="group" aria-label="Your hand">
            {hand.map((card) => (
              <button
                type="button"
                key={card}
                class={`card${commandOf.has(card) ? ' has-command' : ''}`}
                aria-pressed={selected === card}
                aria-label={`card ${cardLabel(card)}`}
                disabled={!canAct}
                onClick={() => setSelected(selected === card ? null : card)}
              >
                <span aria-hidden="true">{card}</span>
                {commandOf.has(card) && (
                  <small aria-hidden="true">{commandBadges[commandOf.get(card)!]}</small>
                )}
              </button>
            ))}
          </div>
          {plan.length > 0 && (
            <div class="plan">
              <h3>This turn so far</h3>
              <ol>
                {plan.map((play) => (
                  <li key={play.card}>
                    {play.card} on {pileWords[play.pile]}
                  </li>
                ))}
              </ol>
              <button type="button" onClick={() => setPlan(plan.slice(0, -1))} disabled={busy}>
                Take back {plan[plan.length - 1]!.card}
              </button>
            </div>
          )}
          {canAct && (
            <div class="actions">
              <button type="button" class="primary" disabled={plan.length === 0 && !you.canEndTurn} onClick={() => setConfirming({ endTurn: true })}>
                {plan.length === 0 ? 'End turn' : 'Play these and end turn'}
              </button>
              {plan.length > 0 && (
                <button type="button" onClick={() => setConfirming({ endTurn: false })}>
                  Play these, keep the turn
                </button>
              )}
            </div>
          )}
          {confirming && (
            <div class="confirm" role="alertdialog" aria-labelledby="confirm-text">
              <p id="confirm-text">
                {plan.length > 0 ? `Play ${plan.map((play) => `${play.card} on ${pileWords[play.pile]}`).join(', ')}` : 'Play nothing more'}
                {confirming.endTurn ? ' and end your turn?' : ' and keep your turn?'}
              </p>
              <button type="button" class="primary" onClick={() => send(confirming.endTurn)}>
                Confirm
              </button>
              <button type="button" onClick={() => setConfirming(null)}>
                Cancel
              </button>
            </div>
          )}
          {error && (
            <p role="alert" class="error">
              {error}
            </p>
          )}
        </section>
      )}
      {view.revealed && (
        <section aria-labelledby="revealed-title">
          <h2 id="revealed-title">Revealed at the end</h2>
          <ul>
            {view.revealed.hands.map((cards, seat) => (
              <li key={seat}>
                {sentence(seatName(game, seat))}: {cards.length ? cards.join(', ') : 'no cards'}
              </li>
            ))}
            <li>Draw pile: {view.revealed.drawPile.length} cards</li>
          </ul>
        </section>
      )}
    </div>
  );
}

export const theGameTable: GameTable = {
  Table: TheGameTableView,
  ruleWords,
  eventWords: theGameEventWords,
};
