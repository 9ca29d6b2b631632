/**
 * Engine benchmark: plays random games per game id with the uniform-random-legal-move policy
 * (an awaited seat, then one of its legal moves, both uniformly) and prints games, moves,
 * moves per second and mean moves per game. A figure, not a test.
 *
 *   npm run bench:engine                 # every game, default configurations
 *   npm run bench:engine -- the-game     # one game
 *   BENCH_SECONDS=5 npm run bench:engine # longer runs per configuration (default 2 s)
 */
import { games, type AnyGame } from '../../engine/index.js';
import { playRandomGame } from '../support/playout.js';

interface BenchConfig {
  label: string;
  players: number;
  options: Record<string, unknown>;
}

/** Variants worth measuring beyond the default options (keyed by game id). */
const variants: Record<string, Array<Omit<BenchConfig, 'players'> & { players?: number }>> = {
  'the-game': [{ label: 'extreme', options: { extreme: true } }],
  'flip-7': [
    { label: '18 players', players: 18, options: {} },
    { label: 'share, 60', options: { targetScore: 60, flip7Bonus: 0, tieRule: 'share' } },
  ],
  auslage: [
    { label: '2 players', players: 2, options: {} },
    { label: '5 players', players: 5, options: {} },
  ],
  reihen: [
    { label: 'characters', options: { useCharacters: true } },
    { label: 'coop+chars', options: { mode: 'cooperative', useCharacters: true } },
    { label: 'solo+chars', players: 1, options: { useCharacters: true } },
  ],
  downhill: [
    { label: 'matchsticks', options: { scoring: 'matchsticks' } },
    { label: '5p 1 round', players: 5, options: { rounds: 1 } },
  ],
};

/** The project's target, moves per second of 3-player The Game on the 2-core reference machine. */
const TARGET_MOVES_PER_SECOND = 130_000;

function configsFor(game: AnyGame): BenchConfig[] {
  const players = Math.min(Math.max(3, game.minPlayers), game.maxPlayers);
  const extra = (variants[game.id] ?? []).map((variant) => ({ players, ...variant }));
  return [{ label: 'default', players, options: {} }, ...extra];
}

function bench(game: AnyGame, config: BenchConfig, seconds: number) {
  // Warm up the JIT on a few games before measuring.
  for (let i = 0; i < 20; i++) playRandomGame(game, { players: config.players, options: config.options, seed: `warm-${i}` });
  let gamesPlayed = 0;
  let moves = 0;
  const cpuAtStart = process.cpuUsage();
  const started = process.hrtime.bigint();
  const budget = BigInt(Math.round(seconds * 1e9));
  while (process.hrtime.bigint() - started < budget) {
    let count = 0;
    const playout = playRandomGame(game, { players: config.players, options: config.options, seed: `bench-${gamesPlayed}` }, { onStep: () => count++ });
    if (!playout.ended) throw new Error(`${game.id} game bench-${gamesPlayed} did not end`);
    moves += count;
    gamesPlayed++;
  }
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = process.cpuUsage(cpuAtStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return { gamesPlayed, moves, elapsed, movesPerSecond: moves / elapsed, movesPerCpuSecond: moves / cpuSeconds };
}

const only = process.argv.slice(2);
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
console.log(`engine benchmark — random legal playouts, ${seconds}s per configuration, node ${process.version}`);
// moves/cpu-s divides by the CPU time this process got: on a shared, loaded machine it is the steadier figure.
console.log('game            config       players   games      moves    moves/s  moves/cpu-s   moves/game');
for (const game of games) {
  if (only.length > 0 && !only.includes(game.id)) continue;
  for (const config of configsFor(game)) {
    const result = bench(game, config, seconds);
    const target = game.id === 'the-game' && config.players === 3 ? `  (target ≥ ${TARGET_MOVES_PER_SECOND}: ${(result.movesPerSecond / TARGET_MOVES_PER_SECOND).toFixed(2)}× wall, ${(result.movesPerCpuSecond / TARGET_MOVES_PER_SECOND).toFixed(2)}× cpu)` : '';
    console.log(
      `${game.id.padEnd(15)} ${config.label.padEnd(12)} ${String(config.players).padStart(7)} ${String(result.gamesPlayed).padStart(7)} ${String(result.moves).padStart(10)} ${Math.round(result.movesPerSecond).toString().padStart(10)} ${Math.round(result.movesPerCpuSecond).toString().padStart(12)} ${(result.moves / result.gamesPlayed).toFixed(1).padStart(12)}${target}`,
    );
  }
}
