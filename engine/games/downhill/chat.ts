/** What table talk the rules allow (engine/core/chat.ts): they limit nothing players say, so free chat. */
import { FREE_CHAT, type ChatRules } from '../../core/index.js';

export const CHAT_RULES: ChatRules = FREE_CHAT;
