/** apply() for the table-talk moves of §9 (R11, R16): hints and showCommands. */
import { done, emit, violation, type Applied, type Draft, type Seat } from '../../core/index.js';
import { COMMANDS, SILENCE, commandCode, type CommandCode } from './cards.js';
import type { HintMove } from './schema.js';
import { commandShows, draftOf, type PileSignal, type SeatHints, type TheGameState } from './state.js';

/** GAME_OVER, OPTION_NOT_ENABLED, COMMUNICATION_FORBIDDEN: the checks shared by every talk move. */
function assertMayTalk(state: TheGameState, needsExtreme: boolean): void {
  if (state.phase === 'ended') violation('GAME_OVER', 'the game has ended');
  if (needsExtreme && !state.extreme) violation('OPTION_NOT_ENABLED', 'command hints need the extreme option');
  if (commandShows(state, SILENCE)) violation('COMMUNICATION_FORBIDDEN', 'a no-communication card shows');
}

/** The move's result: the state with `seat`'s standing hints replaced (copy on write). */
function withSeatHints(draft: Draft<TheGameState>, seat: Seat, hints: SeatHints): Applied<TheGameState> {
  draft.s.hints = draft.s.hints.slice();
  draft.s.hints[seat] = hints;
  return done(draft);
}

export function applyHint(state: TheGameState, seat: Seat, move: HintMove): Applied<TheGameState> {
  assertMayTalk(state, move.command !== undefined);
  const current = state.hints[seat]!;
  if (move.pile !== undefined) {
    const pile = move.pile;
    if ((current.piles[pile] ?? 'none') === move.signal) violation('HINT_UNCHANGED', `your signal for ${pile} is already ${move.signal}`);
    const piles = { ...current.piles };
    if (move.signal === 'none') delete piles[pile];
    else piles[pile] = move.signal as PileSignal;
    const draft = draftOf(state);
    emit(draft, 'hintGiven', { seat, pile, signal: move.signal });
    return withSeatHints(draft, seat, { ...current, piles });
  }
  const command = move.command!;
  const avoiding = move.signal === 'avoid';
  if (current.avoid.includes(command) === avoiding) violation('HINT_UNCHANGED', `your request for ${command} is already ${move.signal}`);
  const avoid = COMMANDS.filter((code) => (code === command ? avoiding : current.avoid.includes(code)));
  const draft = draftOf(state);
  emit(draft, 'hintGiven', { seat, command, signal: move.signal });
  return withSeatHints(draft, seat, { ...current, avoid });
}

/** The true counts of each command in `seat`'s hand, zeros included (§9: the engine computes them). */
function commandCounts(state: TheGameState, seat: Seat): Record<CommandCode, number> {
  const counts = Object.fromEntries(COMMANDS.map((code) => [code, 0])) as Record<CommandCode, number>;
  for (const card of state.hands[seat]!) {
    const command = state.commandOf[card]!;
    if (command !== 0) counts[commandCode(command)] += 1;
  }
  return counts;
}

export function applyShowCommands(state: TheGameState, seat: Seat): Applied<TheGameState> {
  assertMayTalk(state, true);
  const current = state.hints[seat]!;
  if (current.shownCounts !== null) violation('HINT_UNCHANGED', 'your shown command counts still stand');
  const counts = commandCounts(state, seat);
  const draft = draftOf(state);
  emit(draft, 'commandsShown', { seat, counts: { ...counts } });
  return withSeatHints(draft, seat, { ...current, shownCounts: counts });
}
