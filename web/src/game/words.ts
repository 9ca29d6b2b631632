/** Plain words shared by every table: seats by name, errors, outcomes, a generic event or move line. */
import { ApiError } from '../api/client.js';
import type { Envelope, GameEvent, Move } from '../api/types.js';
import { GameMovedOn } from './moved-on.js';
import { durationWords } from './time-left.js';
import type { Who, WhoOf } from '../../../engine/core/words/types.js';
import { appWords } from '../i18n/language.js';

export function seatName(game: Pick<Envelope, 'seats' | 'you'>, seat: number | null | undefined): string {
  const words = appWords().words;
  if (seat === null || seat === undefined) return words.nobody;
  if (seat === game.you) return words.you;
  return game.seats.find((holder) => holder.seat === seat)?.name ?? words.seat(seat + 1);
}

/** A seat as a game's words name it in a sentence (engine/core/words/types.ts). */
export function whoIn(game: Pick<Envelope, 'seats' | 'you'>): WhoOf {
  return (seat: unknown): Who => ({ name: seatName(game, seat as number | null | undefined), you: seat === game.you && seat !== null && seat !== undefined });
}

/** Capitalises a sentence's first letter ("you played" → "You played"). */
export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A 400's own codes (`details.code`, or an issue's `code`) the player can act on. */
const VALIDATION_WORDS: Record<string, (details: Record<string, unknown>) => string> = {
  VACATION_IN_PAST: () => appWords().words.vacationInPast,
  VACATION_ALLOWANCE_EXCEEDED: (details) =>
    appWords().words.vacationAllowance(typeof details.leftSeconds === 'number' ? (details.leftSeconds > 0 ? durationWords(details.leftSeconds) : appWords().words.none) : null),
  digest_needs_email: () => appWords().words.digestNeedsEmail,
  channel_unavailable: () => appWords().words.channelUnavailable,
};

/** An API failure in words: the game's rule code through `ruleWords`, a known 400 code, else the contract's code. */
export function errorWords(failure: unknown, ruleWords: Record<string, string> = {}): string {
  if (failure instanceof GameMovedOn) return ''; // the game page says what changed
  const words = appWords().words;
  if (!(failure instanceof ApiError)) return words.unreachable;
  if (failure.status === 422) return ruleWords[failure.ruleCode] ?? words.serverRules[failure.ruleCode] ?? words.notAllowed(failure.ruleCode.toLowerCase().replace(/_/g, ' '));
  const known = failure.body.code === 'VALIDATION' ? validationWords(failure.body.details ?? {}) : null;
  return known ?? words.contract[failure.body.code] ?? failure.body.message;
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
  const platform = appWords().game.events[event.type];
  // A take-back names how many of the seat's submissions (one on events from before it was said).
  if (platform && typeof event.seat === 'number') return platform(sentence(seatName(game, event.seat)), event.seat === game.you, typeof event.submissions === 'number' ? event.submissions : 1);
  const fields = Object.entries(event).filter(([key]) => key !== 'type');
  const parts = fields.map(([key, value]) => (key === 'seat' && typeof value === 'number' ? seatName(game, value) : `${spaced(key)} ${valueWords(value)}`));
  return `${sentence(spaced(event.type))}${parts.length ? ` (${parts.join(', ')})` : ''}`;
}

/** camelCase or kebab-case → lower-case words. */
export function spaced(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
}

export function valueWords(value: unknown): string {
  const words = appWords().words;
  if (Array.isArray(value)) return value.map(valueWords).join(', ') || words.none;
  if (value === null || value === undefined) return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'object') return Object.entries(value).map(([key, inner]) => `${spaced(key)} ${valueWords(inner)}`).join('; ');
  return typeof value === 'string' ? spaced(value) : String(value);
}
