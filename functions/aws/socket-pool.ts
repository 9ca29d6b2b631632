/**
 * Keep-alive connections by origin (`protocol//host:port`): at most `maxSockets` open per origin
 * (idle or busy); a call beyond that waits for one to be free. Idle connections are unref'd (they
 * never hold the process open), reused newest first, and dropped when they close, fail, or have
 * been idle for `idleMs` — checked again at reuse, since a frozen Lambda's timers do not run.
 */
import type { Connection } from './connection.js';

export interface PoolLimits {
  maxSockets: number;
  idleMs: number;
}

interface OriginPool {
  idle: Connection[];
  /** Idle and busy. */
  open: number;
  waiting: Array<() => void>;
}

export interface Lease {
  connection: Connection;
  /** True for a connection that has carried an earlier call (it may have gone stale meanwhile). */
  reused: boolean;
}

export class SocketPool {
  private readonly origins = new Map<string, OriginPool>();

  constructor(private readonly limits: PoolLimits) {}

  /** A connection for `origin`: an idle one unless `fresh`, else one `open` makes, waiting while the origin is at its cap. */
  async acquire(origin: string, open: () => Connection, fresh = false): Promise<Lease> {
    const pool = this.poolOf(origin);
    for (;;) {
      if (!fresh) {
        const connection = this.takeIdle(pool);
        if (connection) return { connection, reused: true };
      } else if (pool.open >= this.limits.maxSockets && pool.idle.length > 0) {
        pool.idle.shift()!.destroy(); // the oldest idle one makes room for the fresh one
      }
      if (pool.open < this.limits.maxSockets) {
        const connection = open();
        pool.open++;
        connection.onGone = () => this.forget(pool, connection);
        return { connection, reused: false };
      }
      await new Promise<void>((wake) => pool.waiting.push(wake));
    }
  }

  /** Hands `connection` back after a whole exchange: kept idle if it can carry another. */
  release(origin: string, connection: Connection): void {
    const pool = this.poolOf(origin);
    if (!connection.usable) {
      connection.destroy();
      return;
    }
    connection.idle(this.limits.idleMs);
    pool.idle.push(connection);
    pool.waiting.shift()?.();
  }

  private takeIdle(pool: OriginPool): Connection | null {
    const now = Date.now();
    for (let connection = pool.idle.pop(); connection; connection = pool.idle.pop()) {
      if (connection.usable && now - connection.idleSince < this.limits.idleMs) {
        connection.busy();
        return connection;
      }
      connection.destroy();
    }
    return null;
  }

  private forget(pool: OriginPool, connection: Connection): void {
    pool.open--;
    const at = pool.idle.indexOf(connection);
    if (at >= 0) pool.idle.splice(at, 1);
    pool.waiting.shift()?.();
  }

  private poolOf(origin: string): OriginPool {
    let pool = this.origins.get(origin);
    if (!pool) this.origins.set(origin, (pool = { idle: [], open: 0, waiting: [] }));
    return pool;
  }
}
