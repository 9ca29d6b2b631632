/**
 * The boardgame.io peer (../shared/peers/boardgame-io: The Game on boardgame.io 0.50.2, the same
 * seeded random policy; its README). `../shared` may be read-only, so the peer is copied to a
 * temporary folder and installed there with `npm ci` (the npm registry must be reachable);
 * BENCH_PEER_DIR names an installed copy to reuse instead. Its benches print one JSON line each.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../../lib/lambda-bundling.js';

export const PEER_SOURCE = join(projectRoot, '..', 'shared', 'peers', 'boardgame-io');

export interface PeerServerRun {
  moves: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number; mean: number };
  movesPerSecond: number;
  serverCpuMsPerMove: number;
  digest: string;
}

export interface PeerEngineRun {
  games: number;
  moves: number;
  wallSeconds: number;
  movesPerSecond: number;
  cpuSeconds: number;
  movesPerCpuSecond: number;
  meanMovesPerGame: number;
  meanCardsLeft: number;
  digest: string;
}

/** An installed copy of the peer, or null (with the reason printed) when it cannot be had. */
export function installPeer(): string | null {
  if (process.env.BENCH_PEER_DIR) return process.env.BENCH_PEER_DIR;
  if (!existsSync(PEER_SOURCE)) {
    console.log(`boardgame.io peer: not found at ${PEER_SOURCE}; its figures are left out`);
    return null;
  }
  const directory = mkdtempSync(join(tmpdir(), 'turnpost-peer-'));
  cpSync(PEER_SOURCE, directory, { recursive: true, filter: (source) => !source.includes('node_modules') });
  const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: directory, encoding: 'utf8' });
  if (installed.status !== 0) {
    console.log(`boardgame.io peer: npm ci failed in ${directory}; its figures are left out\n${installed.stderr.trim().split('\n').slice(-3).join('\n')}`);
    return null;
  }
  return directory;
}

function runPeer<T>(directory: string, script: string, args: string[]): T {
  const output = execFileSync(process.execPath, [join(directory, 'bench', script), ...args], { cwd: directory, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  return JSON.parse(output.trim().split('\n').at(-1)!) as T;
}

/** The peer's network bench: its Server in a child process, socket.io clients, one game at a time. */
export function peerServer(directory: string, games: number, players: number): PeerServerRun {
  return runPeer(directory, 'server.mjs', ['--games', String(games), '--players', String(players), '--concurrency', '1']);
}

export function peerEngine(directory: string, games: number, players: number): PeerEngineRun {
  return runPeer(directory, 'engine.mjs', ['--games', String(games), '--players', String(players)]);
}
