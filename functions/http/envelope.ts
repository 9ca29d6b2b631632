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
