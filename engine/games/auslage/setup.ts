import { SetupError, assertPermutation, assertPlayerCount, done, draftOver, type Applied, type Random } from '../../core/index.js';
import { FULL_DECK, type CardCode } from './cards.js';
import { dealPassage } from './flow.js';
import type { AuslageOptions, AuslageStack } from './schema.js';
import type { AuslageState } from './state.js';

/** §4: a new game with `options` and `stack` already parsed by their schemas; passage 1 is dealt at once. */
export function setup(players: number, options: AuslageOptions, random: Random, stack?: AuslageStack): Applied<AuslageState> {
  assertPlayerCount(players, 2, 5);
  const draft = draftOver<AuslageState>({
    players,
    options,
    rng: random.state,
    stackedDecks: stackedDecks(stack),
    passage: 0,
    startingSeat: 0,
    active: 0,
    followDuty: false,
    hands: [],
    displays: [],
    middle: [],
    call: null,
    drawPile: [],
    rebuilds: 0,
    totals: new Array<number>(players).fill(0),
    passageScores: [],
    lastPassage: null,
    resigned: new Array<boolean>(players).fill(false),
    result: null,
  });
  dealPassage(draft, 1, random);
  return done(draft);
}

/** §3 and R20: the stacked decks, one per passage from passage 1; `INVALID_DECK` when wrong. */
function stackedDecks(stack: AuslageStack | undefined): CardCode[][] {
  if (stack === undefined) return [];
  const { deck, decks } = stack;
  if (deck !== undefined && decks !== undefined) throw new SetupError('INVALID_DECK', 'give either `deck` or `decks`, not both');
  const given = deck !== undefined ? [deck] : (decks ?? []);
  return given.map((entry) => assertPermutation(entry, FULL_DECK) as CardCode[]);
}
