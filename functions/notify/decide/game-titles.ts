/**
 * The hosted games' titles, for the words of a notification (a push notification's title). Kept
 * here as plain data, not read from the engine's registry, so the notifier and deliverer bundles
 * carry no game code; test/notify/push-message.test.ts holds it equal to the registry.
 */
export const GAME_TITLES: Readonly<Record<string, string>> = {
  'the-game': 'The Game',
  'flip-7': 'Flip 7',
  auslage: 'Auslage',
  reihen: 'Reihen',
  downhill: 'Downhill',
};

/** The game's title; its type id for a game not listed. */
export function gameTitleOf(type: string): string {
  return GAME_TITLES[type] ?? type;
}
