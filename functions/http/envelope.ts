/**
 * The game envelope of the contract, built for one viewer: the view is the game's own
 * `view(state, seat)` (an allow-list), the seed only appears once the game is finished.
 */
import type { AnyGame, Seat } from '../../engine/index.js';
import { isTakenOver, seatsBotsPlayed } from '../domain/absent-seats.js';
import { botAt, type GameRecord } from '../domain/game-record.js';
import type { Envelope, SeatHolder } from './schemas.js';

export function envelope(game: GameRecord, definition: AnyGame, you: Seat | null, options: { legal?: boolean } = {}): Envelope {
  const started = game.state !== null;
  const yourTurn = you !== null && game.awaiting.includes(you);
  const answer: Envelope = {
    id: game.id,
    type: game.type,
    status: game.status,
    version: game.version,
    seats: seatHolders(game),
    you,
    awaiting: game.awaiting,
    yourTurn,
    deadline: game.deadline,
    yourLastMoveVersion: yourLastMoveVersion(game, you),
    options: game.options,
    view: started ? definition.view(game.state, you) : null,
    outcome: started ? definition.outcome(game.state) : null,
    botPlayed: seatsBotsPlayed(game),
    fairness: game.status === 'finished' ? { seedCommitment: game.seedCommitment, seed: game.seed } : { seedCommitment: game.seedCommitment },
  };
  if (game.rematch !== null) answer.rematch = { id: game.rematch.id };
  if (options.legal && yourTurn) answer.legalMoves = definition.legalMoves(game.state, you);
  return answer;
}

/** The version of the viewer's own last move (../domain/game-record.ts `lastMoveVersions`); null for a spectator or a seat that never moved. */
export function yourLastMoveVersion(game: Pick<GameRecord, 'lastMoveVersions'>, you: Seat | null): number | null {
  return you === null ? null : (game.lastMoveVersions[you] ?? null);
}

/** Every seat: taken by a player, played by a bot (no player, marked `bot`), or free (no player yet). */
export function seatHolders(game: Pick<GameRecord, 'seats' | 'bots' | 'seatCount'>): SeatHolder[] {
  return Array.from({ length: game.seatCount }, (_, seat) => {
    const taken = game.seats.find((holder) => holder.seat === seat);
    const deleted = taken?.deleted ? { deleted: true as const } : {};
    if (taken && isTakenOver(game, seat)) return { seat, playerId: taken.playerId, name: taken.name, ...deleted, bot: { level: botAt(game, seat)!, takenOver: true } };
    if (taken) return { seat, playerId: taken.playerId, name: taken.name, ...deleted };
    const level = botAt(game, seat);
    return level === null ? { seat, playerId: null, name: null } : { seat, playerId: null, name: `Bot (${level})`, bot: { level } };
  });
}
