/**
 * Engine benchmark: plays random games per game id with the uniform-random-legal-move policy
 * (an awaited seat, then one of its legal moves, both uniformly) and prints games, moves,
 * moves per second and mean moves per game. A figure, not a test.
 *
 *   npm run bench:engine                 # every game, default configurations
 *   npm run bench:engine -- the-game     # one game
 *   BENCH_SECONDS=5 npm run bench:engine # longer runs per configuration (default 2 s)
 *   BENCH_PEER=0 npm run bench:engine    # without the boardgame.io peer
 *   BENCH_PEER_DIR=/tmp/peer npm run bench:engine  # reuse an installed copy of the peer
 *
 * With The Game in the run, it then plays the boardgame.io peer's in-process bench (its 2000
 * games, 3 players, its seeds and policy; test/bench/support/peer.ts) and the same 2000 games on
 * our engine (support/peer-games.ts), and prints both, the ratio (target ≥ 40×) and both
 * summaries (mean moves per game, cards left, digest).
 */
import { games, type AnyGame } from '../../engine/index.js';
import { playRandomGame } from '../support/playout.js';
import { installPeer, peerEngine, type PeerEngineRun } from './support/peer.js';
import { peerDigest, playPeerGame, type PeerGameResult } from './support/peer-games.js';

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

/** The peer's in-process run: its game count and player count (its README's table). */
const PEER_GAMES = 2000;
const PEER_PLAYERS = 3;
/** The project's target: our engine ≥ 40× boardgame.io's in-process figure on The Game. */
const TARGET_PEER_RATIO = 40;

interface PeerGamesRun {
  results: PeerGameResult[];
  moves: number;
  wallSeconds: number;
  cpuSeconds: number;
}

/** The peer's games on our engine, whole passes of all of them, for at least `seconds`. */
function benchPeerGames(game: AnyGame, seconds: number): PeerGamesRun {
  const pass = () => Array.from({ length: PEER_GAMES }, (_, index) => playPeerGame(game, index, PEER_PLAYERS));
  const results = pass(); // the warm-up pass, also the one the summary describes
  let moves = 0;
  const cpuAtStart = process.cpuUsage();
  const started = performance.now();
  do {
    for (const result of pass()) moves += result.moves;
  } while (performance.now() - started < seconds * 1000);
  const cpu = process.cpuUsage(cpuAtStart);
  return { results, moves, wallSeconds: (performance.now() - started) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

function printPeerComparison(ours: PeerGamesRun[], peer: PeerEngineRun): void {
  const moves = ours.reduce((sum, run) => sum + run.moves, 0);
  const wall = moves / ours.reduce((sum, run) => sum + run.wallSeconds, 0);
  const cpu = moves / ours.reduce((sum, run) => sum + run.cpuSeconds, 0);
  const results = ours[0]!.results;
  const gameMoves = results.reduce((sum, result) => sum + result.moves, 0);
  const cardsLeft = results.reduce((sum, result) => sum + result.cardsLeft, 0);
  const ratio = (value: number) => `${value.toFixed(1)}×${value >= TARGET_PEER_RATIO ? '' : ' (below target)'}`;
  console.log(`\nThe Game beside boardgame.io in process — the peer's ${PEER_GAMES} games (${PEER_PLAYERS} players, its seeds, deck and policy); ours timed before and after the peer's run`);
  console.log('engine           moves/s  moves/cpu-s   moves/game  cards left  digest');
  console.log(`turnpost      ${Math.round(wall).toString().padStart(10)} ${Math.round(cpu).toString().padStart(12)} ${(gameMoves / results.length).toFixed(2).padStart(12)} ${(cardsLeft / results.length).toFixed(2).padStart(11)}  ${peerDigest(results)}`);
  console.log(`boardgame.io  ${peer.movesPerSecond.toString().padStart(10)} ${Math.round(peer.movesPerCpuSecond).toString().padStart(12)} ${peer.meanMovesPerGame.toFixed(2).padStart(12)} ${peer.meanCardsLeft.toFixed(2).padStart(11)}  ${peer.digest}`);
  console.log(`ratio (target ≥ ${TARGET_PEER_RATIO}×): ${ratio(wall / peer.movesPerSecond)} wall, ${ratio(cpu / peer.movesPerCpuSecond)} cpu`);
  // Why the summaries differ: support/peer-games.ts (R5 refuses plays the peer lets a seat make).
  console.log('(the games agree move for move until a play our rules refuse as a dead end (R5) or a turn start our rules call lost (R6); hence the other digest)');
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

const theGame = games.find((game) => game.id === 'the-game')!;
if (only.length === 0 || only.includes(theGame.id)) {
  const directory = process.env.BENCH_PEER === '0' ? null : installPeer();
  if (directory === null) {
    console.log(`\nboardgame.io peer: ${process.env.BENCH_PEER === '0' ? 'skipped (BENCH_PEER=0)' : 'not available (above)'}; no ratio printed`);
  } else {
    // Ours on both sides of the peer's run, so a change of load on a shared machine falls on both.
    const before = benchPeerGames(theGame, seconds / 2);
    const peer = peerEngine(directory, PEER_GAMES, PEER_PLAYERS);
    const after = benchPeerGames(theGame, seconds / 2);
    printPeerComparison([before, after], peer);
  }
}
