/**
 * Bot benchmark: the `strong` level against the targets it was built for, per game and seat
 * count, with a 95 % interval and the time per decision. A figure, not a test (not in npm test).
 *
 * - The Game: every seat strong; win rate and mean cards left, without talk, with talk among the
 *   bots, and Extreme (with talk; its target is half the base-rules rate measured just before).
 * - Flip 7: strong one-on-one against basic.
 * - Auslage, Reihen, Downhill: one strong seat against basic seats, 2 and 4 seats (the strong seat
 *   rotates over the seats, so no seat order favours it); a shared win counts.
 *
 *   npm run bench:bots                        # the issue's game counts (long: hours on 2 cores)
 *   npm run bench:bots -- --quick             # a tenth of them
 *   npm run bench:bots -- --games 300 flip-7  # a set count, one game
 *   npm run bench:bots -- --playouts 24       # another search budget per decision
 */
import { percentile, mean } from './support/stats.js';
import { DEFAULT_BOT_BUDGET, gameById, type BotLevel } from '../../engine/index.js';
import { playBotGame } from '../support/bot-playout.js';

interface Row {
  id: string;
  label: string;
  players: number;
  options?: Record<string, unknown>;
  /** `team`: every seat strong; `rival`: one strong seat, basic in the others. */
  kind: 'team' | 'rival';
  talk: boolean;
  /** The games the issue asks for. */
  games: number;
  /** The win rate to reach: a number, or half the rate of the row named (Extreme). */
  target: number | { halfOf: string };
  /** The published anchor printed beside ours. */
  anchor?: string;
  score: string;
}

const NO_TALK = [12, 18, 8, 11, 12];
const FULL_TALK_PUBLISHED = [4, 24, 10, 8, 5];
const BASIC_ISSUE = [2.0, 8.6, 3.6, 5.7, 7.3];

const ROWS: Row[] = [
  ...[1, 2, 3, 4, 5].map((players): Row => ({
    id: 'the-game', label: `${players} seat${players > 1 ? 's' : ''}, no talk`, players, kind: 'team', talk: false, games: 5000,
    target: NO_TALK[players - 1]! / 100, anchor: `best heuristic ${NO_TALK[players - 1]}%, basic ${BASIC_ISSUE[players - 1]}%`, score: 'cards left',
  })),
  ...[2, 3].map((players): Row => ({
    id: 'the-game', label: `${players} seats, talk`, players, kind: 'team', talk: true, games: 5000,
    target: players === 2 ? 0.25 : 0.12, anchor: `full-talk simulator ${FULL_TALK_PUBLISHED[players - 1]}%`, score: 'cards left',
  })),
  ...[2, 3, 4, 5].map((players): Row => ({
    id: 'the-game', label: `${players} seats, extreme`, players, options: { extreme: true }, kind: 'team', talk: true, games: 5000,
    target: { halfOf: `the-game ${players} seats, no talk` }, anchor: 'basic ≈0.3% or less', score: 'cards left',
  })),
  { id: 'flip-7', label: '2 seats vs basic', players: 2, kind: 'rival', talk: false, games: 10000, target: 0.53, anchor: 'basic 63% vs "stay at 20"', score: 'points' },
  ...['auslage', 'reihen', 'downhill'].flatMap((id): Row[] => [
    { id, label: '2 seats vs basic', players: 2, kind: 'rival', talk: false, games: 2000, target: 0.65, score: id === 'auslage' ? 'points' : id === 'reihen' ? 'cards held' : 'points (lower)' },
    { id, label: '4 seats, 1 strong', players: 4, kind: 'rival', talk: false, games: 2000, target: 0.25, anchor: 'its share 25%', score: id === 'auslage' ? 'points' : id === 'reihen' ? 'cards held' : 'points (lower)' },
  ]),
];

interface Measured {
  games: number;
  wins: number;
  score: number;
  times: number[];
}

function measure(row: Row, games: number, playouts: number): Measured {
  const game = gameById(row.id)!;
  let wins = 0;
  let score = 0;
  const times: number[] = [];
  for (let i = 0; i < games; i++) {
    const seat = row.kind === 'team' ? 0 : i % row.players;
    const levels = Array.from({ length: row.players }, (_, s): BotLevel => (row.kind === 'team' || s === seat ? 'strong' : 'basic'));
    const strongTimes: number[] = [];
    const playout = playBotGame(game, { players: row.players, options: row.options ?? {}, seed: `bench-${i}` }, levels, {
      botSeed: `bots-${i}`, talk: row.talk, budget: { playouts }, decisionTimes: strongTimes,
    });
    if (!playout.ended) throw new Error(`${row.id} game bench-${i} did not end`);
    if (playout.outcome!.winners.includes(seat)) wins++;
    score += playout.outcome!.scores[seat]!;
    times.push(...strongTimes);
  }
  return { games, wins, score: score / games, times };
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const quick = process.argv.includes('--quick');
const fixedGames = argument('--games');
const playouts = Number(argument('--playouts') ?? DEFAULT_BOT_BUDGET.playouts);
const named = process.argv.slice(2).filter((arg, index, all) => !arg.startsWith('--') && !['--games', '--playouts'].includes(all[index - 1] ?? ''));
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

console.log(`bot benchmark — strong, ${playouts} playouts per decision${quick ? ', quick (a tenth of the games)' : ''}, node ${process.version}`);
console.log('game       table                 games    win  ±95%      target  verdict                score  cpu mean/decision  p99/decision  anchor');
const rates = new Map<string, number>();
for (const row of ROWS) {
  if (named.length > 0 && !named.includes(row.id)) continue;
  const games = fixedGames !== undefined ? Number(fixedGames) : quick ? Math.ceil(row.games / 10) : row.games;
  const measured = measure(row, games, playouts);
  const rate = measured.wins / measured.games;
  const margin = 1.96 * Math.sqrt(Math.max(rate * (1 - rate), 1 / measured.games) / measured.games);
  const key = `${row.id} ${row.label}`;
  rates.set(key, rate);
  const target = typeof row.target === 'number' ? row.target : (rates.get(row.target.halfOf) ?? NaN) / 2;
  const verdict = Number.isNaN(target) ? 'no base row run' : rate >= target ? 'met' : `NOT met by ${((target - rate) * 100).toFixed(1)} pts`;
  console.log(
    [
      row.id.padEnd(10), row.label.padEnd(20), String(games).padStart(6), percent(rate).padStart(6), `±${(margin * 100).toFixed(1)}`.padStart(6),
      `≥${percent(target)}`.padStart(9), ` ${verdict.padEnd(22)}`, `${measured.score.toFixed(1)} ${row.score}`.padStart(18),
      `${mean(measured.times).toFixed(2)} ms`.padStart(13), `${percentile(measured.times, 99).toFixed(1)} ms`.padStart(13), ` ${row.anchor ?? ''}`,
    ].join(' '),
  );
}
