/**
 * Table talk beside the moves (docs/talk.md): what each game's rules allow players to say to one
 * another, and the fixed quick reactions. Plain data: the service enforces it, the web app shows it.
 */

/** `off`: no talk; `reactions`: the quick reactions only; `free`: reactions and short messages. */
export const CHAT_MODES = ['off', 'reactions', 'free'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

/** What a game's rules allow by default; a game's creator may open or close it (docs/talk.md). */
export interface ChatRules {
  /** The talk a new game of this type starts with: free chat, or quick reactions only where the rules limit what players may say. */
  readonly chat: Exclude<ChatMode, 'off'>;
  /** Why, in words a player understands (shown where the creator chooses), citing the rules where they decide it. */
  readonly why: string;
}

/** The default of a game whose rules put no limit on what players say. */
export const FREE_CHAT: ChatRules = { chat: 'free', why: 'the rules put no limit on what players say to each other' };

/** The quick reactions, in the order a page offers them: a stable id and what it shows. None names a card or a number. */
export const REACTIONS = [
  { id: 'thumbs-up', label: '👍' },
  { id: 'party', label: '🎉' },
  { id: 'grimace', label: '😬' },
  { id: 'laugh', label: '😄' },
  { id: 'your-turn', label: 'your turn!' },
  { id: 'thinking', label: 'thinking…' },
  { id: 'well-played', label: 'well played!' },
  { id: 'sorry', label: 'sorry!' },
  { id: 'good-game', label: 'good game' },
] as const;
export type ReactionId = (typeof REACTIONS)[number]['id'];
export const REACTION_IDS = REACTIONS.map((reaction) => reaction.id) as [ReactionId, ...ReactionId[]];
