/**
 * What table talk the rules allow (engine/core/chat.ts). The Game forbids naming numbers or cards:
 * the team talks only through the standing hints (§9, R16), so beside them a new game offers the
 * quick reactions only, none of which carries a number. Its creator may still open free chat.
 */
import type { ChatRules } from '../../core/index.js';
import { theGameEn } from './words/en.js';

export const CHAT_RULES: ChatRules = {
  chat: 'reactions',
  why: theGameEn.chatWhy, // in every language: words/<lang>.ts
};
