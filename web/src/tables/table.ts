/** What a game's table gets from the game page, and what it tells the page. */
import type { FunctionComponent } from 'preact';
import type { Envelope, GameEvent, Move } from '../api/types.js';

export interface TableProps {
  game: Envelope;
  /** Sends moves as one batch at the game's version; rejects with the API's error (shown by the table). */
  submit(moves: Move[]): Promise<void>;
  busy: boolean;
}

export interface GameTable {
  Table: FunctionComponent<TableProps>;
  /** A game's rule-violation codes in plain words. */
  ruleWords: Record<string, string>;
  /** How a game ended (its outcome's `reason`) in plain words; a reason without words is spelled out as it is. */
  outcomeWords?: Record<string, string>;
  /** How this game ended, from the whole envelope (e.g. naming who resigned); null falls back to `outcomeWords`. */
  outcomeSentence?(game: Envelope): string | null;
  /** One event in plain words, or null to fall back to the generic wording. */
  eventWords(event: GameEvent, game: Envelope): string | null;
}
