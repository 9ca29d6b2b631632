/**
 * The replay, computed in this browser with the same engine the server runs: loaded on demand
 * (the app's first load does not carry the engine). From what a finished game publishes — seed,
 * options, the log's steps — it recomputes every state, and checks the result twice: the seed
 * against the commitment published at the start, the last state against the server's.
 */
import { eventFor, gameById, replayGame, type GameEvent, type ReplayFrame, type ReplayStep as EngineStep } from '../../../engine/index.js';
import type { Envelope, GameEvent as ShownEvent, Replay } from '../api/types.js';
import { sha256Hex } from '../game/verify.js';

/** Whose eyes the replay shows: a spectator's (null), one seat's, or every hand open. */
export type Viewer = number | null | 'all';

export interface Verdict {
  /** SHA-256 of the revealed seed equals the commitment published at the start. */
  seed: boolean;
  /** The replay from seed and steps arrived at exactly the server's final state. */
  replay: boolean;
  /** Why the replay could not be computed at all (an unknown game, a step the rules refuse). */
  failure?: string;
}

export interface Replayed {
  frames: ReplayFrame[];
  verdict: Verdict;
  /** The table's input at step `index`, as `viewer` sees it. */
  envelopeAt(index: number, viewer: number | null): Envelope;
  /** What step `index` made happen, as `viewer` sees it (every hand open: everything). */
  eventsAt(index: number, viewer: Viewer): ShownEvent[];
}

export async function replayed(replay: Replay): Promise<Replayed> {
  const seed = (await sha256Hex(replay.fairness.seed)) === replay.fairness.seedCommitment;
  const game = gameById(replay.type);
  if (!game) return { frames: [], verdict: { seed, replay: false, failure: 'this app does not know the game' }, envelopeAt: () => { throw new Error('no game'); }, eventsAt: () => [] };
  let frames: ReplayFrame[];
  try {
    frames = replayGame(game, { players: replay.players, options: replay.options, seed: replay.fairness.seed }, replay.steps as EngineStep[]);
  } catch (failure) {
    return { frames: [], verdict: { seed, replay: false, failure: failure instanceof Error ? failure.message : String(failure) }, envelopeAt: () => { throw new Error('no replay'); }, eventsAt: () => [] };
  }
  const last = frames.length - 1;
  return {
    frames,
    verdict: { seed, replay: sameJson(frames[last]?.state ?? null, replay.finalState) },
    envelopeAt(index, viewer) {
      const state = frames[index]!.state;
      return {
        id: replay.id,
        type: replay.type,
        status: index === last ? 'finished' : 'active',
        version: frames[index]!.version,
        seats: replay.seats,
        you: viewer,
        awaiting: state === null ? [] : game.awaiting(state),
        yourTurn: false,
        deadline: null,
        options: replay.options,
        view: state === null ? null : (JSON.parse(JSON.stringify(game.view(state, viewer))) as unknown),
        outcome: state === null ? null : game.outcome(state),
        fairness: replay.fairness,
        // A replay is watched, not played: no move is the viewer's own, and the seats say who is a bot.
        yourLastMoveVersion: null,
        botPlayed: [],
      };
    },
    eventsAt(index, viewer) {
      return frames[index]!.events.map((event) => (viewer === 'all' ? openEvent(event) : eventFor(event, viewer)));
    },
  };
}

function openEvent(event: GameEvent): ShownEvent {
  return { type: event.type, ...event.data, ...(event.secret?.data ?? {}) };
}

/** Equal as JSON values (the server's state came through JSON; key order does not matter). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((item, i) => sameJson(item, (b as unknown[])[i]));
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return keysA.length === keysB.length && keysA.every((key) => sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
