/**
 * One ping per turn: which seats are told `your-turn` by a change, as a pure
 * function of the game before and after it and the seat whose change it is. A seat is pinged
 * when it is a person's awaited seat (not one a bot plays), the change is not its own, and
 * - it becomes awaited (it was not awaited before, or the game was not running), or
 * - it stays awaited and has not been pinged since its own last change
 *   (so another seat's change after its own is told once, and never twice until it acts), or
 * - the change ended a turn offered to several seats (The Game's opening) and left it awaited:
 *   the ping for the offer did not tell it that the turn is now really its own.
 * The commit path writes the result into the game item (`pinged`: the seats told by this version;
 * `told`: the awaited seats pinged since their own last change), so the notifier reads the
 * decision from the stream's new image alone. Both lists are small (usually one seat) and absent
 * when empty.
 */
import type { Seat } from '../../engine/index.js';
import { isTakenOver } from './absent-seats.js';
import type { GameRecord } from './game-record.js';

type PingFields = Pick<GameRecord, 'pinged' | 'told'>;

/** What the change did beyond its seats: `offerTaken`, it ended a turn offered to several seats (engine `offersTurn`). */
export interface ChangeKind {
  offerTaken?: boolean;
}

type PingInputs = Pick<GameRecord, 'status' | 'awaiting' | 'seats' | 'bots' | 'told'>;

/** The awaited seats a person holds and plays (a bot seat or a taken-over seat is not pinged). */
function awaitedPersons(game: Pick<GameRecord, 'status' | 'awaiting' | 'seats' | 'bots'>): Seat[] {
  if (game.status !== 'active') return [];
  return game.awaiting.filter((seat) => game.seats.some((taken) => taken.seat === seat) && !isTakenOver(game, seat));
}

/** The ping markers of `after`, the game `before` changed into by `actor`'s change (null: nobody's, e.g. the start). */
export function pingsAfter(before: PingInputs | null, after: Omit<PingInputs, 'told'>, actor: Seat | null, change: ChangeKind = {}): PingFields {
  const awaitedBefore = before === null ? [] : awaitedPersons(before);
  // A ping for an offered turn (The Game's opening) is not a ping for the turn that follows it.
  const toldBefore = change.offerTaken === true ? [] : (before?.told ?? []);
  const awaitedNow = awaitedPersons(after);
  const pinged = awaitedNow.filter((seat) => seat !== actor && (!awaitedBefore.includes(seat) || !toldBefore.includes(seat)));
  const told = awaitedNow.filter((seat) => pinged.includes(seat) || (seat !== actor && toldBefore.includes(seat)));
  return { pinged, told };
}

/** `after` with its ping markers (see `pingsAfter`). */
export function withPings<G extends GameRecord>(before: PingInputs | null, after: G, actor: Seat | null, change: ChangeKind = {}): G {
  return { ...after, ...pingsAfter(before, after, actor, change) };
}
