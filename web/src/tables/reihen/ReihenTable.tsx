/**
 * Reihen as a card table: the six rows with the number each needs, the discard pile and the
 * completed rows, every player's hand, draw pile and face-up character, and my hand. A turn is
 * built by clicking (or dragging): a card, then a row, plays it; a card in a row, then another row,
 * rebuilds (moves that card and the rest of its row). The steps are previewed and sent as one
 * batch, ending the turn or not, after a confirm; an exchange or a character use ends the batch.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Person } from '../../../../engine/games/reihen/cards.js';
import type { ReihenView } from '../../../../engine/games/reihen/view.js';
import type { Move } from '../../api/types.js';
import { seatName, sentence, whoIn } from '../../game/words.js';
import type { GameTable, TableProps } from '../table.js';
import { missing, needs, noPicks, pickCard, useMove, type Picks } from './characters.js';
import { Choice } from './Choice.js';
import { fitsRow, planMoves, plansProgress, preview, stepFits, type Ending, type Step } from './plan.js';
import { Rows } from './Rows.js';
import { Status } from './Status.js';
import { cardList, persons, reihenEventWords, rowWords, outcomeWords, ruleWords, tableWords as words, valueOf } from './words.js';
import { submitOrExplain } from '../submit.js';

type Mode = 'plan' | 'exchange' | 'character';
type Selection = { kind: 'card'; card: string } | { kind: 'run'; from: number; index: number } | null;
const REBUILDS_PER_TURN = 30;

function stepWords(step: Step): string {
  return step.type === 'play' ? words.playStep(step.card, rowWords(step.row)) : words.moveStep(rowWords(step.from), step.index + 1, rowWords(step.to));
}

function ReihenTableView({ game, submit, busy }: TableProps) {
  const view = game.view as ReihenView;
  const me = view.you === null ? null : view.seats[view.you]!;
  const [steps, setSteps] = useState<Step[]>([]);
  const [selected, setSelected] = useState<Selection>(null);
  const [mode, setMode] = useState<Mode>('plan');
  const [swapOut, setSwapOut] = useState<string[]>([]);
  const [picks, setPicks] = useState<Picks>(noPicks());
  const [confirming, setConfirming] = useState<null | { ending: Ending; words: string }>(null);
  const [error, setError] = useState<string | null>(null);
  // A changed table (another play, a new turn, a new hand) starts the plan afresh: the server's table is the truth.
  const tableKey = JSON.stringify([view.rows, view.hand, view.turn, view.discard.length]);
  useEffect(() => {
    setSteps([]);
    setSelected(null);
    setMode('plan');
    setSwapOut([]);
    setPicks(noPicks());
    setConfirming(null);
  }, [tableKey]);

  const shown = preview(view.rows, view.hand ?? [], steps);
  const canAct = game.status === 'active' && game.yourTurn && !busy && view.choice === null && view.turn.pending === null;
  const person = (me?.faceUp ?? null) as Person | null;
  const mayUse = canAct && view.useCharacters && person !== null && !view.turn.characterUsed && !view.turn.bonus;
  const mayExchange = canAct && view.turn.progress === 0 && !plansProgress(steps);
  const planned = new Set(steps.flatMap((step) => (step.type === 'play' ? [step.row] : [step.from, step.to])));
  const names = (seats: readonly number[]) => seats.map((seat) => sentence(seatName(game, seat)));

  const send = (ending: Ending) => sendMoves(planMoves(steps, ending));
  /** A marker or a pending choice goes alone: the planned steps stay planned. */
  const sendMoves = async (moves: Move[]) => {
    setConfirming(null);
    if (moves.length === 0) return setError(null);
    await submitOrExplain(submit, moves, ruleWords, setError);
  };

  const onCard = (card: string) => {
    setError(null);
    if (mode === 'exchange') setSwapOut(swapOut.includes(card) ? swapOut.filter((out) => out !== card) : [...swapOut, card]);
    else if (mode === 'character') setPicks(pickCard(person!, picks, card));
    else setSelected(selected?.kind === 'card' && selected.card === card ? null : { kind: 'card', card });
  };
  const onEntry = (from: number, index: number) => {
    setError(null);
    if (mode === 'character') {
      setPicks(needs[person!].run && !picks.run ? { ...picks, run: { from, index } } : { ...picks, row: from });
      return;
    }
    const same = selected?.kind === 'run' && selected.from === from && selected.index === index;
    setSelected(same ? null : { kind: 'run', from, index });
  };
  const onSlot = (slot: number) => {
    setError(null);
    if (mode === 'character') return setPicks({ ...picks, row: slot });
    if (!selected) return;
    setSteps([...steps, selected.kind === 'card' ? { type: 'play', card: selected.card, row: slot } : { type: 'move', from: selected.from, index: selected.index, to: slot }]);
    setSelected(null);
  };

  const slotAction =
    !canAct || mode === 'exchange'
      ? null
      : mode === 'character'
        ? needs[person!].row && (!needs[person!].run || picks.run)
          ? words.chooseFor(persons[person!].name)
          : null
        : selected?.kind === 'card'
          ? words.putHere(selected.card)
          : selected?.kind === 'run'
            ? words.moveHere(shown.rows[selected.from]![selected.index]!.cards.join('+'))
            : null;
  const fits = (slot: number) => {
    const row = shown.rows[slot] ?? null;
    if (selected?.kind === 'card') return fitsRow(valueOf(selected.card), row);
    if (selected?.kind === 'run') return stepFits(shown.rows, { type: 'move', from: selected.from, index: selected.index, to: slot });
    return false;
  };
  const markLabel = (slot: number) => {
    if (view.mode !== 'cooperative' || !canAct || !me || !view.rows[slot]) return null;
    if (me.markers.includes(slot)) return words.unmark(rowWords(slot));
    return me.markers.length < 2 ? words.mark(rowWords(slot)) : null;
  };
  const mark = (slot: number) => void sendMoves([{ type: 'mark', row: slot, on: !me!.markers.includes(slot) }]);
  const markers = view.rows.map((_, slot) => names(view.seats.filter((seat) => seat.markers.includes(slot)).map((seat) => seat.seat)));

  const hint = !canAct
    ? game.status !== 'active'
      ? ''
      : game.yourTurn
        ? view.choice
          ? words.choiceFirst
          : words.sending
        : words.wait
    : mode === 'exchange'
      ? words.chooseExchange
      : mode === 'character'
        ? words.stillToChoose(missing(person!, picks))
        : selected?.kind === 'card'
          ? words.chooseRowFor(selected.card)
          : selected?.kind === 'run'
            ? words.chooseRowForRun
            : words.chooseCard;
  const use = person ? useMove(person, picks) : null;
  const handPicked = (card: string) => (mode === 'exchange' ? swapOut.includes(card) : mode === 'character' ? picks.cards.includes(card) : selected?.kind === 'card' && selected.card === card);

  return (
    <div class="table-reihen">
      <section class="table" aria-label={words.table}>
        <Rows
          rows={shown.rows}
          planned={planned}
          run={mode === 'character' ? picks.run : selected?.kind === 'run' ? selected : null}
          slotAction={slotAction}
          fits={fits}
          entriesEnabled={canAct && mode !== 'exchange'}
          markers={markers}
          onSlot={onSlot}
          onEntry={onEntry}
          markLabel={markLabel}
          onMark={mark}
        />
        <Status game={game} view={view} plannedPlays={steps.filter((step) => step.type === 'play').length} plannedRebuilds={steps.length - steps.filter((step) => step.type === 'play').length} />
        <p class="discard">
          {words.discardPile}
          {view.discard.length === 0 && words.empty}
          {view.discard.map((card) => (
            <button type="button" key={card} class="entry" aria-pressed={picks.discard === card} aria-label={words.onDiscard(card)} disabled={!(mode === 'character' && needs[person!].discard)} onClick={() => setPicks({ ...picks, discard: card })}>
              {card}
            </button>
          ))}
        </p>
        {(view.completedRows.length > 0 || shown.completed.length > 0) && (
          <details class="completed">
            <summary>
              {words.completed(view.completedRows.length)}
              {shown.completed.length > 0 && words.completedPlanned(shown.completed.length)}
            </summary>
            <ol>
              {[...view.completedRows, ...shown.completed].map((cards) => (
                <li key={cards.join()}>{cardList(cards)}</li>
              ))}
            </ol>
          </details>
        )}
        <ul class="players" aria-label={words.players}>
          {view.seats.map((seat) => (
            <li key={seat.seat} class={game.awaiting.includes(seat.seat) ? 'awaited' : ''}>
              <span>{sentence(seatName(game, seat.seat))}</span>
              {words.seatCounts(seat.handCount, seat.pileCount)}
              {seat.faceUp && words.faceUp(persons[seat.faceUp].name)}
              {seat.status !== 'playing' && words.statuses[seat.status]}
              {view.revealed && words.revealedHand(cardList(view.revealed.hands[seat.seat]!))}
              {game.awaiting.includes(seat.seat) && game.status === 'active' && <strong>{words.toPlay}</strong>}
            </li>
          ))}
        </ul>
      </section>

      {view.choice && <Choice choice={view.choice} hand={view.hand ?? []} target={view.choice.kind === 'smuggler' ? whoIn(game)(view.choice.target) : null} busy={busy} send={(move: Move) => void sendMoves([move])} />}
      {view.turn.pending && view.turn.seat !== view.you && game.status === 'active' && (
        <p class="hint">
          {words.choosingFor(whoIn(game)(view.turn.seat), view.turn.pending.kind)}
        </p>
      )}

      {me && view.hand && game.status === 'active' && (
        <section class="hand-area" aria-labelledby="hand-title">
          <h2 id="hand-title">{words.yourHand}</h2>
          <p class="hint">
            {words.handLine(shown.hand.length, me.pileCount)}
            {hint}
          </p>
          <div class="hand" role="group" aria-label={words.yourHand}>
            {shown.hand.map((card) => (
              <button type="button" key={card} class="card" aria-pressed={handPicked(card)} aria-label={words.card(card)} disabled={!canAct} draggable={canAct && mode === 'plan'} onDragStart={() => setSelected({ kind: 'card', card })} onClick={() => onCard(card)}>
                <span aria-hidden="true">{valueOf(card)}</span>
                <small aria-hidden="true">{card}</small>
              </button>
            ))}
          </div>
          {steps.length > 0 && (
            <div class="plan">
              <h3>{words.soFar}</h3>
              <ol>
                {steps.map((step, index) => (
                  <li key={index}>
                    {stepWords(step)}
                    {!stepFits(preview(view.rows, view.hand ?? [], steps.slice(0, index)).rows, step) && <strong>{words.doesNotFit}</strong>}
                  </li>
                ))}
              </ol>
              <button type="button" onClick={() => setSteps(steps.slice(0, -1))} disabled={busy}>
                {words.takeBackLast}
              </button>
            </div>
          )}
          {person && view.useCharacters && (
            <div class="character">
              <p>
                {words.yourCharacter}
                <strong>{persons[person].name}</strong> — {persons[person].effect}
                {view.turn.characterUsed ? words.usedThisTurn : view.turn.bonus && words.notInBonus}
              </p>
              {mode === 'character' ? (
                <div class="actions">
                  {needs[person].count && (
                    <label>
                      {words.howMany}{' '}
                      <select value={String(picks.count)} onChange={(event) => setPicks({ ...picks, count: Number(event.currentTarget.value) })}>
                        {[1, 2, 3].map((count) => (
                          <option key={count}>{count}</option>
                        ))}
                      </select>
                    </label>
                  )}
                  {needs[person].target &&
                    view.seats
                      .filter((seat) => seat.seat !== view.you && seat.status === 'playing')
                      .map((seat) => (
                        <button type="button" key={seat.seat} aria-pressed={picks.target === seat.seat} onClick={() => setPicks({ ...picks, target: seat.seat })}>
                          {sentence(seatName(game, seat.seat))}
                        </button>
                      ))}
                  <button type="button" class="primary" disabled={!use} onClick={() => void send(use)}>
                    {words.useNow(persons[person].name)}
                  </button>
                  <button type="button" onClick={() => (setMode('plan'), setPicks(noPicks()))}>
                    {words.cancel}
                  </button>
                </div>
              ) : (
                mayUse && (
                  <button type="button" onClick={() => (setMode('character'), setSelected(null))}>
                    {words.use(persons[person].name)}
                  </button>
                )
              )}
            </div>
          )}
          {canAct && mode === 'plan' && (
            <div class="actions">
              <button type="button" class="primary" onClick={() => setConfirming({ ending: { type: 'endTurn' }, words: steps.length ? words.sendAndEnd(steps.map(stepWords)) : view.turn.progress > 0 ? words.endTurnAsk : words.passAsk })}>
                {steps.length ? words.playAndEnd : words.endTurn}
              </button>
              {steps.length > 0 && (
                <button type="button" onClick={() => setConfirming({ ending: null, words: words.sendAndKeep(steps.map(stepWords)) })}>
                  {words.playAndKeep}
                </button>
              )}
              {mayExchange && (
                <button type="button" onClick={() => (setMode('exchange'), setSelected(null))}>
                  {words.exchange}
                </button>
              )}
            </div>
          )}
          {canAct && mode === 'exchange' && (
            <div class="actions">
              <button type="button" class="primary" disabled={swapOut.length === 0} onClick={() => setConfirming({ ending: { type: 'exchange', cards: swapOut }, words: words.exchangeAsk(cardList(swapOut)) })}>
                {words.exchangeAndEnd(swapOut.length)}
              </button>
              <button type="button" onClick={() => (setMode('plan'), setSwapOut([]))}>
                {words.cancelExchange}
              </button>
            </div>
          )}
          {view.turn.rebuilds + steps.length > REBUILDS_PER_TURN - 5 && <p class="hint">{words.rebuildLimit(REBUILDS_PER_TURN)}</p>}
          {confirming && (
            <div class="confirm" role="alertdialog" aria-labelledby="confirm-text">
              <p id="confirm-text">{confirming.words}</p>
              <button type="button" class="primary" onClick={() => void send(confirming.ending)}>
                {words.confirm}
              </button>
              <button type="button" onClick={() => setConfirming(null)}>
                {words.cancel}
              </button>
            </div>
          )}
        </section>
      )}
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
    </div>
  );
}

export const reihenTable: GameTable = {
  Table: ReihenTableView,
  ruleWords,
  eventWords: reihenEventWords,
  outcomeWords,
};
