/**
 * A move not sent because the game had moved on: the page found it behind the server just before
 * sending (or the server answered 409). The page says what changed; the table shows nothing more.
 */
export class GameMovedOn extends Error {}
