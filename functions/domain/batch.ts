/**
 * How a batch of moves is judged, in memory: each move is checked by the game's move schema (400
 * naming its index), then by the rules (422 naming its index). A move that reveals hidden or
 * random information (the game declares which: `GameDefinition.reveals`) ends what the batch can
 * judge: the moves after it are refused unjudged, with `BATCH_AFTER_REVEAL` at the first of them,
 * since their verdict would depend on cards the player has not seen yet — the refusal would tell
 * them. So every answer depends on the seat's view alone.
 */
import { RuleViolation, type AnyGame, type Applied, type GameEvent, type Seat } from '../../engine/core/index.js';
import { MoveRejected, ValidationError } from '../errors.js';
import { issuesOf } from '../validation.js';

/** The code of a move sent after a revealing move of the same batch. */
export const BATCH_AFTER_REVEAL = 'BATCH_AFTER_REVEAL';

export interface JudgedBatch {
  state: unknown;
  events: GameEvent[];
  /** The moves as parsed (defaults filled). */
  applied: unknown[];
  /** True when one of the moves revealed something (the last one, by the rule above). */
  revealed: boolean;
}

/** `moves` applied in order for `seat` to `state`; all land or none (throws ValidationError or MoveRejected). */
export function judgeBatch(definition: AnyGame, state: unknown, seat: Seat, moves: readonly unknown[]): JudgedBatch {
  const parsed = moves.map((raw, index) => {
    const result = definition.move.safeParse(raw);
    if (!result.success) throw new ValidationError(`move ${index} does not match the game's move schema`, { index, issues: issuesOf(result.error, ['moves', index]) });
    return result.data;
  });
  const events: GameEvent[] = [];
  let revealed = false;
  parsed.forEach((move, index) => {
    if (revealed) {
      throw new MoveRejected(BATCH_AFTER_REVEAL, `move ${index - 1} reveals cards: send move ${index} and those after it in a new request, once you have seen them`, index);
    }
    const before = state;
    const result = applyOne(() => definition.apply(before, seat, move), index);
    state = result.state;
    events.push(...result.events);
    revealed = definition.reveals(before, seat, move, result.state);
  });
  return { state, events, applied: parsed, revealed };
}

/** The rules' verdict on one action; a rule violation names the action's index in the batch. */
export function applyOne(apply: () => Applied<unknown>, index: number): Applied<unknown> {
  try {
    return apply();
  } catch (error) {
    if (error instanceof RuleViolation) throw new MoveRejected(error.code, error.message, index);
    throw error;
  }
}
