/** Plain words shared by every table: seats by name, errors, outcomes, a generic event or move line. */
import { ApiError } from '../api/client.js';
import type { Envelope, GameEvent, Move } from '../api/types.js';
import { GameMovedOn } from './moved-on.js';
import { durationWords } from './time-left.js';

export function seatName(game: Pick<Envelope, 'seats' | 'you'>, seat: number | null | undefined): string {
  if (seat === null || seat === undefined) return 'nobody';
  if (seat === game.you) return 'you';
  return game.seats.find((holder) => holder.seat === seat)?.name ?? `seat ${seat + 1}`;
}

/** Capitalises a sentence's first letter ("you played" → "You played"). */
export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const CONTRACT_ERRORS: Record<string, string> = {
  VERSION_CONFLICT: 'Someone moved first: the table has been refreshed, please look again.',
  FORBIDDEN: 'You may not do that in this game.',
  UNAUTHENTICATED: 'This browser is not signed in any more.',
  NOT_FOUND: 'There is no such game.',
  RATE_LIMITED: 'The server is busy; try again in a moment.',
  VALIDATION: 'The server did not understand that request.',
};

/** A 400's own codes (`details.code`, or an issue's `code`) the player can act on. */
const VALIDATION_WORDS: Record<string, (details: Record<string, unknown>) => string> = {
  VACATION_IN_PAST: () => 'The vacation must end later than now.',
  VACATION_ALLOWANCE_EXCEEDED: (details) =>
    typeof details.leftSeconds === 'number' ? `That is longer than the vacation you have left this year (${details.leftSeconds > 0 ? durationWords(details.leftSeconds) : 'none'}).` : 'That is longer than the vacation you have left this year.',
  digest_needs_email: () => 'The daily digest is an e-mail: give an e-mail address too (or turn the digest off).',
  channel_unavailable: () => 'This server cannot send notifications that way.',
};

/** An API failure in words: the game's rule code through `ruleWords`, a known 400 code, else the contract's code. */
export function errorWords(failure: unknown, ruleWords: Record<string, string> = {}): string {
  if (failure instanceof GameMovedOn) return ''; // the game page says what changed
  if (!(failure instanceof ApiError)) return 'Could not reach the server; check the connection and try again.';
  if (failure.status === 422) return ruleWords[failure.ruleCode] ?? `Not allowed by the rules (${failure.ruleCode.toLowerCase().replace(/_/g, ' ')}).`;
  const known = failure.body.code === 'VALIDATION' ? validationWords(failure.body.details ?? {}) : null;
  return known ?? CONTRACT_ERRORS[failure.body.code] ?? failure.body.message;
}

function validationWords(details: Record<string, unknown>): string | null {
  const issues = Array.isArray(details.issues) ? (details.issues as Array<{ code?: unknown }>) : [];
  const codes = [details.code, ...issues.map((issue) => issue.code)].filter((code): code is string => typeof code === 'string' && code in VALIDATION_WORDS);
  return codes.length ? [...new Set(codes)].map((code) => VALIDATION_WORDS[code]!(details)).join(' ') : null;
}

/** `{type: "play", card: 7}` → "play: card 7". */
export function moveWords(move: Move): string {
  const fields = Object.entries(move).filter(([key]) => key !== 'type');
  const words = spaced(move.type);
  return fields.length === 0 ? words : `${words}: ${fields.map(([key, value]) => `${spaced(key)} ${valueWords(value)}`).join(', ')}`;
}

export function genericEventWords(event: GameEvent, game: Pick<Envelope, 'seats' | 'you'>): string {
  const fields = Object.entries(event).filter(([key]) => key !== 'type');
  const parts = fields.map(([key, value]) => (key === 'seat' && typeof value === 'number' ? seatName(game, value) : `${spaced(key)} ${valueWords(value)}`));
  return `${sentence(spaced(event.type))}${parts.length ? ` (${parts.join(', ')})` : ''}`;
}

/** camelCase or kebab-case → lower-case words. */
export function spaced(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
}

export function valueWords(value: unknown): string {
  if (Array.isArray(value)) return value.map(valueWords).join(', ') || 'none';
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') return Object.entries(value).map(([key, inner]) => `${spaced(key)} ${valueWords(inner)}`).join('; ');
  return typeof value === 'string' ? spaced(value) : String(value);
}
