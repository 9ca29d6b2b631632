/**
 * Bot benchmark: basic against random, per title. A figure, not a test.
 *
 * - Team games (The Game; Reihen cooperative and solo): every seat basic, then every seat random;
 *   win rate and mean score (The Game and cooperative Reihen: cards left, lower is better).
 * - Competitive games: one basic seat among random seats (the basic seat rotates over the seats,
 *   so no seat order favours it), against the same seat played randomly and the 1/n baseline;
 *   win rate (a shared win counts) and that seat's mean score.
 *
 *   npm run bench:bots                  # every title, 1 000 games per row and level
 *   npm run bench:bots -- flip-7        # one title
 *   BENCH_GAMES=200 npm run bench:bots  # fewer games
 */
import { gameById, type BotLevel } from '../../engine/index.js';
import { playBotGame } from '../support/bot-playout.js';

interface Row {
  id: string;
  label: string;
  players: number;
  options?: Record<string, unknown>;
  /** `team`: all seats share the level; `rival`: one basic seat against random ones. */
  kind: 'team' | 'rival';
  /** What the score column means, and whether lower is better. */
  score: string;
  lowerIsBetter: boolean;
}

const ROWS: Row[] = [
  { id: 'the-game', label: '3 players', players: 3, kind: 'team', score: 'cards left', lowerIsBetter: true },
  { id: 'the-game', label: 'extreme, 3', players: 3, options: { extreme: true }, kind: 'team', score: 'cards left', lowerIsBetter: true },
  { id: 'flip-7', label: '3 players', players: 3, kind: 'rival', score: 'points', lowerIsBetter: false },
  { id: 'flip-7', label: '5 players', players: 5, kind: 'rival', score: 'points', lowerIsBetter: false },
  { id: 'auslage', label: '3 players', players: 3, kind: 'rival', score: 'points', lowerIsBetter: false },
  { id: 'auslage', label: '2 players', players: 2, kind: 'rival', score: 'points', lowerIsBetter: false },
  { id: 'reihen', label: '3 players', players: 3, kind: 'rival', score: 'cards held', lowerIsBetter: true },
  { id: 'reihen', label: '3, characters', players: 3, options: { useCharacters: true }, kind: 'rival', score: 'cards held', lowerIsBetter: true },
  { id: 'reihen', label: 'cooperative 3', players: 3, options: { mode: 'cooperative' }, kind: 'team', score: 'cards left', lowerIsBetter: true },
  { id: 'reihen', label: 'solo', players: 1, kind: 'team', score: 'points', lowerIsBetter: false },
  { id: 'downhill', label: '3 players', players: 3, kind: 'rival', score: 'points', lowerIsBetter: true },
  { id: 'downhill', label: '4, matchsticks', players: 4, options: { scoring: 'matchsticks' }, kind: 'rival', score: 'matchsticks', lowerIsBetter: false },
];

interface Tally {
  wins: number;
  score: number;
}

/** Plays `games` games of `row`; `level` is the measured seat's level (all seats' in a team game). */
function measure(row: Row, level: BotLevel, games: number): Tally {
  const game = gameById(row.id)!;
  const tally = { wins: 0, score: 0 };
  for (let i = 0; i < games; i++) {
    const seat = row.kind === 'team' ? 0 : i % row.players;
    const levels = Array.from({ length: row.players }, (_, s) => (row.kind === 'team' || s === seat ? level : 'random'));
    // The same seeds for both levels: the two columns play the same deals.
    const playout = playBotGame(game, { players: row.players, options: row.options ?? {}, seed: `bench-${i}` }, levels, { botSeed: `bots-${i}` });
    if (!playout.ended) throw new Error(`${row.id} game bench-${i} did not end`);
    if (playout.outcome!.winners.includes(seat)) tally.wins++;
    tally.score += playout.outcome!.scores[seat]!;
  }
  return { wins: tally.wins / games, score: tally.score / games };
}

const only = process.argv.slice(2);
const games = Number(process.env.BENCH_GAMES ?? 1000);
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`.padStart(7);
console.log(`bot benchmark — basic vs random, ${games} games per row and level, node ${process.version}`);
console.log('game       config          seats  measured          win basic  win random  baseline   score        basic   random  better');
for (const row of ROWS) {
  if (only.length > 0 && !only.includes(row.id)) continue;
  const started = process.hrtime.bigint();
  const basic = measure(row, 'basic', games);
  const random = measure(row, 'random', games);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const measured = row.kind === 'team' ? 'all seats' : 'one seat vs rnd';
  const baseline = row.kind === 'team' ? '      -' : percent(1 / row.players);
  const better = row.lowerIsBetter ? basic.score < random.score : basic.score > random.score;
  console.log(
    `${row.id.padEnd(10)} ${row.label.padEnd(15)} ${String(row.players).padStart(5)}  ${measured.padEnd(16)} ${percent(basic.wins).padStart(10)} ${percent(random.wins).padStart(11)} ${baseline.padStart(9)}   ${row.score.padEnd(11)} ${basic.score.toFixed(1).padStart(7)} ${random.score.toFixed(1).padStart(8)}  ${better ? 'yes' : 'NO'}${row.lowerIsBetter ? ' (lower)' : ''}  ${seconds.toFixed(1)}s`,
  );
}
