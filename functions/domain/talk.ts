/**
 * Table talk's decisions (docs/talk.md), pure: what talk a game allows now, who may read and
 * write it, what a viewer is shown, a message's text as it is kept, and the limits.
 */
import type { ChatMode, ChatRules, ReactionId } from '../../engine/index.js';
import { Forbidden, ValidationError } from '../errors.js';
import type { GameRecord } from './game-record.js';

/** Longest message, in characters (code points) after normalising. */
export const MESSAGE_MAX_CHARS = 280;
/** Lines one player may add to one game's talk per window (`TALK_WINDOW_SECONDS`). */
export const TALK_PER_WINDOW = 6;
export const TALK_WINDOW_SECONDS = 60;
/** Lines a game keeps: adding one more drops the oldest. */
export const TALK_KEPT = 100;

/** What the creator chose (or the game type's default): the talk allowed, and whether spectators may read it. */
export interface TalkSettings {
  chat: ChatMode;
  spectators: boolean;
}

/** One line of talk as kept: a seat's quick reaction or short message. */
export type TalkLine = { seq: number; seat: number; at: string } & ({ kind: 'reaction'; reaction: ReactionId } | { kind: 'message'; text: string });

/** What a line says, as a player sends it. */
export type TalkSaying = { kind: 'reaction'; reaction: ReactionId } | { kind: 'message'; text: string };

/** The creator's stored choice over the game type's declared default. */
export function talkSettingsOf(stored: Partial<TalkSettings>, rules: ChatRules): TalkSettings {
  return { chat: stored.chat ?? rules.chat, spectators: stored.spectators ?? false };
}

/** Who is looking: the seat a person holds (null: a spectator), and the seats they muted for themselves. */
export interface TalkViewer {
  seat: number | null;
  muted: readonly number[];
}

/** The caller's seat, when a person (not deleted) holds one; bots and spectators hold none. */
export function talkSeatOf(game: GameRecord, playerId: string | null): number | null {
  if (playerId === null) return null;
  const held = game.seats.find((taken) => taken.playerId === playerId && !taken.deleted);
  return held?.seat ?? null;
}

/** Seated players read their game's talk; spectators only when the creator allows it. */
export function mayRead(settings: TalkSettings, viewer: TalkViewer): boolean {
  return viewer.seat !== null || settings.spectators;
}

/** What the talk allowed now lets through: nothing while off, reactions only in `reactions`. */
export function modeShows(chat: ChatMode, kind: TalkLine['kind']): boolean {
  return chat === 'free' || (chat === 'reactions' && kind === 'reaction');
}

/** The lines this viewer may see: none unless they may read; never a kind the talk does not allow now, nor a seat they muted. */
export function visibleLines(lines: readonly TalkLine[], settings: TalkSettings, viewer: TalkViewer): TalkLine[] {
  if (!mayRead(settings, viewer)) return [];
  return lines.filter((line) => modeShows(settings.chat, line.kind) && !viewer.muted.includes(line.seat));
}

/** Throws unless a seated person (the route requires a seat) may say this now: a game not called off, a kind the talk allows. */
export function checkSaying(game: GameRecord, settings: TalkSettings, saying: TalkSaying): void {
  if (game.status === 'cancelled') throw new Forbidden('this game was called off: its talk is closed', { reason: 'GAME_CANCELLED' });
  if (settings.chat === 'off') throw new Forbidden("the game's creator turned talk off", { reason: 'TALK_OFF' });
  if (!modeShows(settings.chat, saying.kind)) throw new Forbidden("this game allows quick reactions only: its creator may open free chat", { reason: 'REACTIONS_ONLY' });
}

/** Bidirectional overrides and isolates: they could make a line read as something else. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu;
/** Control characters (line breaks included) become spaces; runs of white space one space. */
const CONTROLS_AND_SPACES = /[\p{Cc}\s]+/gu;

/** The text as kept: NFC, no control or bidirectional characters, white space folded; refused empty or over `MESSAGE_MAX_CHARS`. */
export function normalisedMessage(raw: string): string {
  const text = raw.normalize('NFC').replace(BIDI_CONTROLS, '').replace(CONTROLS_AND_SPACES, ' ').trim();
  if (text.length === 0) throw new ValidationError('a message needs some text');
  const chars = [...text].length;
  if (chars > MESSAGE_MAX_CHARS) throw new ValidationError(`a message is at most ${MESSAGE_MAX_CHARS} characters; this one has ${chars}`, { max: MESSAGE_MAX_CHARS });
  return text;
}

/** The fixed window a line sent at `now` counts in (epoch seconds of its start), and when the next one starts. */
export function talkWindow(now: Date): { start: number; next: number } {
  const start = Math.floor(now.getTime() / 1000 / TALK_WINDOW_SECONDS) * TALK_WINDOW_SECONDS;
  return { start, next: start + TALK_WINDOW_SECONDS };
}

/** How many lines one seat added, as a digest counts them for a reader. */
export interface TalkTally {
  seat: number;
  messages: number;
  reactions: number;
}

/** The lines said after `since` that `viewer` may see, by the other seats, counted per seat (seat order). */
export function talkTally(lines: readonly TalkLine[], settings: TalkSettings, viewer: TalkViewer, since: string): TalkTally[] {
  const bySeat = new Map<number, TalkTally>();
  for (const line of visibleLines(lines, settings, viewer)) {
    if (line.seat === viewer.seat || line.at <= since) continue;
    const tally = bySeat.get(line.seat) ?? { seat: line.seat, messages: 0, reactions: 0 };
    if (line.kind === 'message') tally.messages++;
    else tally.reactions++;
    bySeat.set(line.seat, tally);
  }
  return [...bySeat.values()].sort((a, b) => a.seat - b.seat);
}
