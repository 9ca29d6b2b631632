/**
 * A well-formed move that the rules forbid. `code` is the stable rule-violation code of the
 * game's spec (e.g. `NOT_YOUR_TURN`); clients branch on it, humans read `message`.
 */
export class RuleViolation extends Error {
  override readonly name = 'RuleViolation';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A game that cannot be set up as asked: bad player count, option or stacked deck.
 * `code` is the spec's setup code (e.g. `INVALID_PLAYER_COUNT`, `INVALID_DECK`).
 */
export class SetupError extends Error {
  override readonly name = 'SetupError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Throws a RuleViolation; lets rule checks read as one line each. */
export function violation(code: string, message: string): never {
  throw new RuleViolation(code, message);
}
