/**
 * The Game as a card table: four piles with their direction and top card, the draw pile, the
 * other players' hand sizes, the Extreme commands showing, and the hand as buttons. A turn is
 * built by clicking a card, then a pile; the plays are sent together, after a confirm. Hints and
 * shown command counts (table talk, talk.ts) are sent at once, each as one move.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { plannedPlayCode, withoutPlanned } from '../../../../engine/games/the-game/turn-plan.js';
import { useStoredPlan } from '../../game/stored-plan.js';
import type { TheGameView } from '../../../../engine/games/the-game/view.js';
import { seatName, sentence } from '../../game/words.js';
import type { GameTable, TableProps } from '../table.js';
import { planMoves, topsAfter, type PlannedPlay } from './plan.js';
import { commandHintChoices, mayShowCommands, pileHints, seatTalkWords, type TalkChoice } from './talk.js';
import { commandBadges, commandWords, isUp, outcomeWords, PILES, pileWords, ruleWords, tableWords, theGameEventWords, theGameOutcome, type Pile } from './words.js';
import { submitOrExplain } from '../submit.js';
import { refusalWords } from './refusal.js';
import { TableTalk } from './TableTalk.js';

function TheGameTableView({ game, submit, busy }: TableProps) {
  const view = game.view as TheGameView;
  const you = view.you;
  const [selected, setSelected] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<null | { endTurn: boolean }>(null);
  const [error, setError] = useState<string | null>(null);
  const [showAsked, setShowAsked] = useState(false);
  // A changed table (a play, a new turn, a new hand) starts the plan afresh: the server's table is
  // the truth. A hint changes the version but not the table, so it leaves the plan alone.
  // A game that ended (a resignation, a timeout) drops the plan too: nothing of it can be sent.
  const tableKey = `${game.status}|${view.phase}|${view.turn}|${Object.values(view.tops).join()}|${you?.hand.join() ?? ''}`;
  // Kept across a reload of this tab (web/src/game/stored-plan.ts), until the table changes.
  const [plan, setPlan] = useStoredPlan<PlannedPlay[]>(game.id, tableKey, []);
  useEffect(() => {
    setSelected(null);
    setConfirming(null);
  }, [tableKey]);
  // After a card is placed the pile buttons turn off: keep the keyboard in the hand, not on the page's body.
  const handRef = useRef<HTMLDivElement>(null);
  const [placed, setPlaced] = useState(0);
  useEffect(() => {
    if (placed === 0) return;
    const next = handRef.current?.querySelector<HTMLButtonElement>('button:not(:disabled)') ?? document.querySelector<HTMLButtonElement>('.the-game .actions .primary');
    next?.focus();
  }, [placed]);

  const commandOf = new Map<number, string>();
  for (const [command, cards] of Object.entries(view.commandCards ?? {})) for (const card of cards) commandOf.set(card, command);
  const words = tableWords;
  const cardLabel = (card: number) => (commandOf.has(card) ? words.commandCard(card, commandWords[commandOf.get(card)!]!) : String(card));

  const tops = topsAfter(view.tops, plan);
  const planned = new Set(plan.map((play) => play.card));
  const hand = (you?.hand ?? []).filter((card) => !planned.has(card));
  const canAct = game.status === 'active' && game.yourTurn && !busy;
  const firstFits = new Set((you?.legalPlays ?? []).map((play) => `${play.card}:${play.pile}`));

  // Only legal plays are planned: each is judged by the engine's own checks on the table as planned.
  const whyNot = (card: number, pile: Pile) => plannedPlayCode(view, plan, { card, pile });
  const choosePile = (pile: Pile) => {
    if (selected === null) return;
    const code = whyNot(selected, pile);
    if (code !== null) {
      setError(`${words.onPile(selected, pileWords[pile])}: ${ruleWords[code] ?? words.notAllowed}`);
      return;
    }
    setPlan([...plan, { card: selected, pile }]);
    setSelected(null);
    setError(null);
    setPlaced((count) => count + 1);
  };
  const send = async (endTurn: boolean) => {
    setConfirming(null);
    // A Stop ends the turn by itself (R7): an endTurn after it would be refused.
    const stopped = plan.some((play) => commandOf.get(play.card) === 'stop');
    const moves = planMoves(plan, endTurn && !stopped);
    setError(null);
    try {
      await submit(moves);
    } catch (failure) {
      setError(refusalWords(failure, moves));
    }
  };
  const talk = async (choice: TalkChoice) => {
    setShowAsked(false);
    await submitOrExplain(submit, [choice.move], ruleWords, setError);
  };
  const talkButtons = (choices: TalkChoice[]) =>
    choices.map((choice) => (
      <button type="button" key={choice.label} onClick={() => talk(choice)} disabled={busy}>
        {choice.label}
      </button>
    ));
  const fitsNow = (card: number, pile: Pile) => (plan.length === 0 ? firstFits.has(`${card}:${pile}`) : whyNot(card, pile) === null);

  return (
    <div class="the-game">
      <section class="table" aria-label={words.table}>
        <div class="piles">
          {PILES.map((pile) => {
            const showing = view.infinityCommands.find((shown) => shown.pile === pile);
            const skull = view.skullPiles.includes(pile);
            const direction = isUp(pile) ? '↑' : '↓';
            const empty = tops[pile] === (isUp(pile) ? 1 : 100);
            const planned = tops[pile] !== view.tops[pile];
            const hints = pileHints(view, pile);
            const label = words.pileLabel({ pile: pileWords[pile], up: isUp(pile), top: empty ? words.emptyTop(tops[pile]) : cardLabel(tops[pile]), planned, skull, selected });
            return (
              <div class="pile-slot" key={pile}>
                <button
                  type="button"
                  class={`pile ${isUp(pile) ? 'up' : 'down'}${selected !== null && fitsNow(selected, pile) ? ' fits' : ''}`}
                  aria-label={label}
                  disabled={selected === null || !canAct}
                  onClick={() => choosePile(pile)}
                >
                  <span class="direction" aria-hidden="true">
                    {direction} {isUp(pile) ? words.up : words.down}
                  </span>
                  <span class="top" aria-hidden="true">
                    {tops[pile]}
                  </span>
                  <span class="pile-name" aria-hidden="true">
                    {pileWords[pile]}
                    {planned && words.planned}
                  </span>
                  {(showing || skull || commandOf.has(tops[pile])) && (
                    <span class="command" aria-hidden="true">
                      {skull ? words.skull : commandWords[showing?.command ?? commandOf.get(tops[pile])!]}
                    </span>
                  )}
                </button>
                {hints.length > 0 && (
                  <ul class="pile-hints" aria-label={words.hintsOn(pileWords[pile])}>
                    {hints.map(([seat, words]) => (
                      <li key={seat}>
                        {sentence(seatName(game, seat))}: {words}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
        <p class="draw-pile">
          {words.drawPile} <strong>{view.drawPileCount}</strong> {words.drawPileCards}
          {words.cardsLeft(view.cardsLeft)}
          {view.phase === 'playing' && words.needs(view.minimum, view.threePlayed)}
        </p>
        <ul class="players" aria-label={words.players}>
          {view.handCounts.map((count, seat) => (
            <li key={seat} class={game.awaiting.includes(seat) ? 'awaited' : ''}>
              <span>{sentence(seatName(game, seat))}</span> <span>{words.handCount(count)}</span>
              {game.awaiting.includes(seat) && game.status === 'active' && <strong>{words.toPlay(seat === game.you)}</strong>}
              {seatTalkWords(view, seat) && <span class="talk"> · {seatTalkWords(view, seat)}</span>}
            </li>
          ))}
        </ul>
        {view.commandCards && (
          <details class="commands">
            <summary>{words.commandCards}</summary>
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
          <h2 id="hand-title">{words.yourHand}</h2>
          <p class="hint">{canAct ? (selected === null ? words.chooseCard : words.choosePile(selected)) : game.yourTurn ? words.sending : words.wait}</p>
          <div class="hand" role="group" aria-label={words.yourHand} ref={handRef}>
            {hand.map((card) => (
              <button
                type="button"
                key={card}
                class={`card${commandOf.has(card) ? ' has-command' : ''}`}
                aria-pressed={selected === card}
                aria-label={words.card(cardLabel(card))}
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
              <h3>{words.soFar}</h3>
              <ol>
                {plan.map((play) => (
                  <li key={play.card}>
                    {words.onPile(play.card, pileWords[play.pile])}{' '}
                    <button type="button" class="take-back" onClick={() => setPlan(withoutPlanned(view, plan, play.card))} disabled={busy}>
                      {words.takeBack(play.card)}
                    </button>
                  </li>
                ))}
              </ol>
            </div>
          )}
          {canAct && (
            <div class="actions">
              <button type="button" class="primary" disabled={plan.length === 0 && !you.canEndTurn} onClick={() => setConfirming({ endTurn: true })}>
                {plan.length === 0 ? words.endTurn : words.playAndEnd}
              </button>
              {plan.length > 0 && (
                <button type="button" onClick={() => setConfirming({ endTurn: false })}>
                  {words.playAndKeep}
                </button>
              )}
            </div>
          )}
          {confirming && (
            <div class="confirm" role="alertdialog" aria-labelledby="confirm-text">
              <p id="confirm-text">
                {plan.length > 0 ? words.confirmPlays(plan.map((play) => words.onPile(play.card, pileWords[play.pile]))) : words.nothingMore}
                {confirming.endTurn ? words.andEnd : words.andKeep}
              </p>
              <button type="button" class="primary" onClick={() => send(confirming.endTurn)}>
                {words.confirm}
              </button>
              <button type="button" onClick={() => setConfirming(null)}>
                {words.cancel}
              </button>
            </div>
          )}
          {game.status === 'active' && commandHintChoices(view).length > 0 && (
            <details class="talk-commands">
              <summary>{words.askCommands}</summary>
              <div class="hint-choices">{talkButtons(commandHintChoices(view))}</div>
            </details>
          )}
          {game.status === 'active' && mayShowCommands(view) && !showAsked && (
            <button type="button" class="quiet" onClick={() => setShowAsked(true)} disabled={busy}>
              {words.showCommands}
            </button>
          )}
          {showAsked && (
            <div class="confirm" role="alertdialog" aria-labelledby="show-text">
              <p id="show-text">{words.showAsk}</p>
              <button type="button" class="primary" onClick={() => talk({ move: { type: 'showCommands' }, label: 'Show' })}>
                {words.showThem}
              </button>
              <button type="button" onClick={() => setShowAsked(false)}>
                {words.cancel}
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
      {game.status === 'active' && <TableTalk view={view} busy={busy} talk={talk} />}
      {view.revealed && (
        <section aria-labelledby="revealed-title">
          <h2 id="revealed-title">{words.revealed}</h2>
          <ul>
            {view.revealed.hands.map((cards, seat) => (
              <li key={seat}>
                {sentence(seatName(game, seat))}: {cards.length ? cards.join(', ') : words.noCards}
              </li>
            ))}
            <li>{words.revealedDrawPile(view.revealed.drawPile.length)}</li>
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
  outcomeWords,
  outcomeSentence(game) {
    const ended = (game.view as TheGameView | null)?.outcome;
    return ended && ended.seat !== null ? theGameOutcome(ended.reason, seatName(game, ended.seat), ended.seat === game.you) : null;
  },
};
