/** The talk a seat may give now (§9, R16): every hint and showCommands move the rules would accept. */
import type { Seat } from '../../core/index.js';
import { COMMANDS, PILES, SILENCE } from './cards.js';
import type { TheGameMove } from './schema.js';
import { commandShows, type TheGameState } from './state.js';

const PILE_SIGNALS = ['keepOff', 'canPlayWell', 'none'] as const;
const COMMAND_SIGNALS = ['avoid', 'none'] as const;

/** The hints that change something (HINT_UNCHANGED is never offered), none while the game is over or a silence card shows (R11). */
export function talkMoves(state: TheGameState, seat: Seat): TheGameMove[] {
  if (state.phase === 'ended' || commandShows(state, SILENCE)) return [];
  const standing = state.hints[seat];
  if (standing === undefined) return [];
  const moves: TheGameMove[] = [];
  for (const pile of PILES) {
    for (const signal of PILE_SIGNALS) if ((standing.piles[pile] ?? 'none') !== signal) moves.push({ type: 'hint', pile, signal });
  }
  if (!state.extreme) return moves;
  for (const command of COMMANDS) {
    const avoiding = standing.avoid.includes(command);
    for (const signal of COMMAND_SIGNALS) if ((signal === 'avoid') !== avoiding) moves.push({ type: 'hint', command, signal });
  }
  if (standing.shownCounts === null) moves.push({ type: 'showCommands' });
  return moves;
}
