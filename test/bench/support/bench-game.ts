/**
 * One table of a title played over HTTP by random players, as a user's client plays it: the
 * awaited seat reads the game with its legal moves (`GET /games/{id}?legal=true`, not timed),
 * picks one at random (seeded) and submits it with the version it saw (`POST …/moves`, timed).
 * A finished game is replaced by a new one at the same table.
 */
import { Random, games } from '../../../engine/index.js';
import type { Envelope } from '../../../functions/http/schemas.js';
import { capacityOf, type ApiClient } from '../../support/api-client.js';
import { registerPlayer, startGame, type TestPlayer } from '../../support/test-stack.js';

/** The short multi-seat game each title declares for the cross-game tests (`quickGame`), 3 seats by default. */
export const titles = games.map((game) => ({
  type: game.id,
  seats: game.quickGame?.players ?? Math.min(Math.max(3, game.minPlayers), game.maxPlayers),
  options: game.quickGame?.options ?? {},
}));
/** A title's table; `request` adds fields to its POST /games (e.g. `turnTimeLimit`). */
export type Title = (typeof titles)[number] & { request?: Record<string, unknown> };

export interface MoveResult {
  /** Wall time of the POST, ms. */
  ms: number;
  status: number;
  /** DynamoDB capacity the local stack reports for the POST. */
  capacity: { read: number; write: number };
}

export class BenchGame {
  private players: TestPlayer[] = [];
  private envelope!: Envelope;
  private gameCount = 0;
  gameId = '';

  constructor(
    private readonly api: ApiClient,
    readonly title: Title,
    private readonly seed: string,
    private readonly random = Random.fromSeed(`chooser:${seed}`),
  ) {}

  /** Registers one player per seat (with `notify` channels, if given) and starts the first game. */
  async open(notify?: Record<string, unknown>): Promise<void> {
    for (let seat = 0; seat < this.title.seats; seat++) this.players.push(await registerPlayer(this.api, `${this.title.type}-${seat}`, notify));
    await this.newGame();
  }

  private async newGame(): Promise<void> {
    const started = await startGame(this.api, this.players[0]!, this.players.slice(1), { ...this.title.request, type: this.title.type, options: this.title.options, seed: `${this.seed}:${this.gameCount++}` });
    this.gameId = started.id;
    this.envelope = started.envelope;
  }

  get finished(): boolean {
    return this.envelope.status !== 'active';
  }

  /** Another client at the same table (the same players and game), choosing with its own seed: for races. */
  racer(seed: string): BenchGame {
    const other = new BenchGame(this.api, this.title, seed);
    other.players = this.players;
    other.gameId = this.gameId;
    other.envelope = this.envelope;
    return other;
  }

  /** An awaited seat's token and what it sees with its legal moves (not timed); null once the game is over. */
  async look(): Promise<{ token: string; envelope: Envelope } | null> {
    for (;;) {
      if (this.finished) return null;
      const token = this.players[this.random.pick(this.envelope.awaiting)]!.token;
      const answer = await this.api.get<Envelope>(`/games/${this.gameId}?legal=true`, { token });
      if (answer.status !== 200) throw new Error(`GET game → ${answer.status} ${answer.text}`);
      this.envelope = answer.body;
      // Another client moved first: the seat may no longer be awaited; look again with what it saw.
      if (answer.body.yourTurn) return { token, envelope: answer.body };
    }
  }

  /**
   * One random legal move by an awaited seat (null when the game was already over); a 409 (another
   * client moved first) leaves the table to look again next time. Starts a new game when this one
   * ends, unless `renew` is false. The POST goes through `via` when given (another client to time).
   */
  async move(renew = true, via: ApiClient = this.api): Promise<MoveResult | null> {
    const seen = await this.look();
    if (!seen) return null;
    const move = this.random.pick(seen.envelope.legalMoves!);
    const started = performance.now();
    const answer = await via.post<Envelope>(`/games/${this.gameId}/moves`, { token: seen.token, body: { version: seen.envelope.version, moves: [move] } });
    const ms = performance.now() - started;
    if (answer.status === 200) this.envelope = answer.body;
    if (renew && this.finished) await this.newGame();
    return { ms, status: answer.status, capacity: capacityOf(answer) };
  }
}
