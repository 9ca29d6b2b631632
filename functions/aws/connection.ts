/**
 * One keep-alive connection (a net or TLS socket) carrying one exchange at a time — no
 * pipelining: a request is written, its answer parsed, then the connection is free again. Its
 * listeners are set once, when it opens, so a call adds none.
 */
import type { Socket } from 'node:net';
import { ResponseParser, type WireResponse } from './http-wire.js';

/** A failed exchange: `code` as node's (ECONNRESET, ETIMEDOUT, …), so retry.ts knows a connection fault. */
export interface ConnectionFault extends Error {
  code: string;
  /** Whether any byte of the answer had arrived: if none had, the server never began to answer. */
  answerStarted: boolean;
}

interface Exchange {
  parser: ResponseParser;
  resolve: (response: WireResponse) => void;
  reject: (fault: ConnectionFault) => void;
}

export class Connection {
  private exchange: Exchange | null = null;
  private closed = false;
  /** When it was last handed back to the pool (ms since the epoch). */
  idleSince = 0;
  /** Called once when the socket is gone (closed, failed, timed out), so the pool forgets it. */
  onGone: (connection: Connection) => void = () => {};

  constructor(
    readonly socket: Socket,
    private readonly timeoutMs: number,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.received(chunk));
    socket.on('end', () => this.ended());
    socket.on('error', (error: NodeJS.ErrnoException) => this.fail(error.code ?? 'ECONNRESET', error.message));
    socket.on('close', () => this.fail('ECONNRESET', 'the connection closed before the answer was complete'));
    socket.on('timeout', () => this.fail('ETIMEDOUT', 'AWS request timed out'));
  }

  get usable(): boolean {
    return !this.closed && !this.socket.destroyed && this.socket.writable;
  }

  /** Writes `wire` (one whole request) and resolves with the parsed answer. */
  send(wire: Buffer): Promise<WireResponse> {
    return new Promise((resolve, reject) => {
      // A write to a destroyed socket would fail without an 'error' event, leaving the call to hang.
      if (!this.usable) return reject(fault('ECONNRESET', 'the connection is closed', false));
      this.exchange = { parser: new ResponseParser(), resolve, reject };
      this.socket.setTimeout(this.timeoutMs);
      this.socket.write(wire);
    });
  }

  /** Sets the idle timeout: the socket closes itself after `ms` without a call. */
  idle(ms: number): void {
    this.idleSince = Date.now();
    this.socket.setTimeout(ms);
    this.socket.unref();
  }

  busy(): void {
    this.socket.ref();
  }

  destroy(): void {
    this.closed = true;
    this.socket.destroy();
    this.gone();
  }

  private received(chunk: Buffer): void {
    const exchange = this.exchange;
    if (!exchange) {
      // Bytes nobody asked for (a server's late error page): the connection's state is unknown.
      this.destroy();
      return;
    }
    let response: WireResponse | null;
    try {
      response = exchange.parser.feed(chunk);
    } catch (error) {
      this.fail('EPROTO', (error as Error).message);
      return;
    }
    if (response) this.complete(exchange, response);
  }

  /** The server's FIN: the end of a body read to the close, else a cut-short answer. */
  private ended(): void {
    const exchange = this.exchange;
    const response = exchange?.parser.end();
    if (exchange && response) this.complete(exchange, response);
    else this.fail('ECONNRESET', 'the connection closed before the answer was complete');
  }

  private complete(exchange: Exchange, response: WireResponse): void {
    this.exchange = null;
    if (!response.reusable) this.destroy();
    exchange.resolve(response);
  }

  private fail(code: string, message: string): void {
    const exchange = this.exchange;
    this.exchange = null;
    if (!this.socket.destroyed) this.socket.destroy();
    this.closed = true;
    this.gone();
    if (exchange) exchange.reject(fault(code, message, exchange.parser.started));
  }

  private gone(): void {
    const onGone = this.onGone;
    this.onGone = () => {};
    onGone(this);
  }
}

function fault(code: string, message: string, answerStarted: boolean): ConnectionFault {
  return Object.assign(new Error(message), { code, answerStarted });
}
