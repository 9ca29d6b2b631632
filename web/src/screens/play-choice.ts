/**
 * New game: how the table plays together, as the form chooses it (./PlaySettings.tsx shows it):
 * taking moves back (docs/undo.md), the table talk (docs/talk.md) and whether a bot plays an
 * absent player's seat (docs/bots.md); and the fields of POST /games for it.
 */
import type { GameType, TableSettingsRequest } from '../api/types.js';

export type ChatMode = GameType['chatRules']['chat'];

export interface PlayChoice {
  undo: boolean;
  /** null: the game's own default (`chatRules`). */
  chat: ChatMode | null;
  spectators: boolean;
  absentBot: boolean;
  /** null: the server's default level. */
  absentLevel: TableSettingsRequest['absentLevel'] | null;
}

export const DEFAULT_PLAY: PlayChoice = { undo: true, chat: null, spectators: false, absentBot: false, absentLevel: null };

/** The fields of POST /games for the choice: only what differs from the defaults. */
export function playRequest(choice: PlayChoice): TableSettingsRequest {
  const talk = { ...(choice.chat ? { chat: choice.chat } : {}), ...(choice.spectators && choice.chat !== 'off' ? { spectators: true } : {}) };
  return {
    ...(choice.undo ? {} : { undo: false }),
    ...(Object.keys(talk).length ? { talk } : {}),
    ...(choice.absentBot ? { absent: 'bot', ...(choice.absentLevel ? { absentLevel: choice.absentLevel } : {}) } : {}),
  };
}
