/**
 * New game: the fields of how the table plays together, the settings POST /games takes beside the
 * game's own options (./play-choice.ts): take-backs, the table talk (the game declares its
 * default, shown preselected and named so, with its reason) and a bot for an absent player. A
 * bundle of its own, fetched when the form first shows (web/build.ts), so the first load does
 * not grow; until it is there, the defaults apply.
 */
import type { GameType } from '../api/types.js';
import type { GameWordsBase } from '../../../engine/core/words/types.js';
import { appWords, gameWords } from '../i18n/language.js';
import { botLevelWords } from './option-fields.js';
import type { ChatMode, PlayChoice } from './play-choice.js';

const CHAT_CHOICES: ChatMode[] = ['free', 'reactions', 'off'];

export function PlaySettings({ type, choice, onChange }: { type: GameType; choice: PlayChoice; onChange(choice: PlayChoice): void }) {
  const words = appWords();
  const create = words.create;
  const set = (change: Partial<PlayChoice>) => onChange({ ...choice, ...change });
  const gameDefault = type.chatRules.chat;
  const chat = choice.chat ?? gameDefault;
  const why = gameWords<GameWordsBase | undefined>(type.id)?.chatWhy;
  const levels = type.botLevels ?? [];
  const check = (key: 'undo' | 'spectators' | 'absentBot', label: string, help?: string) => (
    <div class="check">
      <input id={`play-${key}`} type="checkbox" checked={choice[key]} disabled={key === 'spectators' && chat === 'off'} onChange={(event) => set({ [key]: event.currentTarget.checked })} />
      <label for={`play-${key}`}>
        {label}
        {help && <small> — {help}</small>}
      </label>
    </div>
  );
  return (
    <fieldset class="stack">
      <legend>{create.together}</legend>
      {check('undo', create.undo, create.undoHelp)}
      <div>
        <label for="talk-chat">
          {words.talk.title}
          <small> — {why ?? create.talkHelp}</small>
        </label>
        <select
          id="talk-chat"
          value={chat}
          onChange={(event) => {
            const picked = event.currentTarget.value as ChatMode;
            set({ chat: picked === gameDefault ? null : picked });
          }}
        >
          {CHAT_CHOICES.map((mode) => (
            <option key={mode} value={mode}>
              {mode === gameDefault ? create.talkDefault(words.talk.chat[mode]!) : words.talk.chat[mode]}
            </option>
          ))}
        </select>
      </div>
      {check('spectators', words.talk.spectators)}
      {check('absentBot', create.absent, create.absentHelp)}
      {choice.absentBot && levels.length > 1 && (
        <div>
          <label for="absent-level">{create.absentLevel}</label>
          <select id="absent-level" value={choice.absentLevel ?? 'basic'} onChange={(event) => set({ absentLevel: event.currentTarget.value as PlayChoice['absentLevel'] })}>
            {levels.map((entry) => (
              <option key={entry.level} value={entry.level}>
                {create.bot(create.levels[entry.level] ?? entry.level, botLevelWords(type.id, entry))}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}
