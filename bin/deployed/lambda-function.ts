/**
 * One Lambda function of the template, run from its built bundle: each execution environment is
 * a child process (bin/deployed/lambda-runtime.mjs) with the function's environment and nothing of
 * ours, serving one invocation at a time; more environments start while all are busy, up to a
 * cap. An invocation past the function's timeout ends its environment, as Lambda's does. Each
 * invocation gets an X-Ray trace header as Lambda gives one (`_X_AMZN_TRACE_ID` while it runs,
 * sampled when the function's tracing is active), which the AWS SDK puts on every call it makes.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { stopProcess } from '../dynamodb-local.js';

const RUNTIME = fileURLToPath(new URL('./lambda-runtime.mjs', import.meta.url));

export interface LambdaFunctionSpec {
  logicalId: string;
  /** The function's name (as Lambda would give it). */
  name: string;
  /** The unzipped bundle. */
  directory: string;
  /** e.g. index.handler */
  handler: string;
  environment: Record<string, string>;
  timeoutSeconds: number;
  /** X-Ray active tracing (the template's TracingConfig): the invocations' trace headers say Sampled=1. */
  tracing: boolean;
}

/** A new trace's header as Lambda sets it in `_X_AMZN_TRACE_ID` (X-Ray's format: time, random id, parent segment, sampling). */
export function newTraceHeader(sampled: boolean, now: Date = new Date()): string {
  const time = Math.floor(now.getTime() / 1000).toString(16).padStart(8, '0');
  return `Root=1-${time}-${randomBytes(12).toString('hex')};Parent=${randomBytes(8).toString('hex')};Sampled=${sampled ? 1 : 0}`;
}

/** A function error as Lambda reports it to the service that invoked it. */
export class LambdaInvocationError extends Error {
  constructor(
    readonly functionName: string,
    readonly errorType: string,
    readonly errorMessage: string,
  ) {
    super(`${functionName} failed: ${errorType}: ${errorMessage}`);
    this.name = 'LambdaInvocationError';
  }
}

interface Environment {
  child: ChildProcess;
  ready: Promise<void>;
  busy: boolean;
}

interface Reply {
  type: 'ready' | 'init-error' | 'result' | 'error';
  id?: number;
  result?: unknown;
  error?: { errorType: string; errorMessage: string };
}

export class LambdaFunction {
  private readonly environments = new Set<Environment>();
  private readonly waiting: (() => void)[] = [];
  private nextId = 1;
  private stopped = false;

  constructor(
    readonly spec: LambdaFunctionSpec,
    private readonly options: { maxEnvironments: number; log: (functionName: string, line: string) => void },
  ) {}

  /** The trace headers of every invocation so far, in order. */
  readonly traceHeaders: string[] = [];

  /** Invokes the function with `event` and answers what its handler returned. */
  async invoke(event: unknown): Promise<unknown> {
    if (this.stopped) throw new LambdaInvocationError(this.spec.name, 'ServiceException', 'the local runner is stopping');
    const environment = await this.acquire();
    try {
      return await this.run(environment, event);
    } finally {
      environment.busy = false;
      this.waiting.shift()?.();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all([...this.environments].map((environment) => this.end(environment)));
  }

  private async acquire(): Promise<Environment> {
    for (;;) {
      const idle = [...this.environments].find((environment) => !environment.busy);
      if (idle) {
        idle.busy = true;
        await idle.ready;
        return idle;
      }
      if (this.environments.size < this.options.maxEnvironments) {
        const started = this.start();
        started.busy = true;
        try {
          await started.ready;
        } catch (error) {
          this.environments.delete(started);
          throw error;
        }
        return started;
      }
      await new Promise<void>((wake) => this.waiting.push(wake));
    }
  }

  private start(): Environment {
    const child = fork(RUNTIME, [this.spec.directory, this.spec.handler], {
      cwd: this.spec.directory,
      env: this.spec.environment,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      serialization: 'json',
    });
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream?.on('data', (chunk: Buffer) => {
        const lines = (partial + chunk.toString('utf8')).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) if (line !== '') this.options.log(this.spec.name, line);
      });
    }
    const environment: Environment = {
      child,
      busy: false,
      ready: new Promise<void>((resolve, reject) => {
        const onMessage = (reply: Reply) => {
          if (reply.type === 'ready') resolve();
          if (reply.type === 'init-error') reject(new LambdaInvocationError(this.spec.name, reply.error!.errorType, reply.error!.errorMessage));
        };
        child.on('message', onMessage);
        child.once('exit', (code) => reject(new LambdaInvocationError(this.spec.name, 'Runtime.ExitError', `the runtime exited during init (code ${code})`)));
      }),
    };
    environment.ready.catch(() => undefined);
    child.once('exit', () => this.environments.delete(environment));
    this.environments.add(environment);
    return environment;
  }

  private run(environment: Environment, event: unknown): Promise<unknown> {
    const id = this.nextId++;
    const timeoutMs = this.spec.timeoutSeconds * 1000;
    const { child } = environment;
    return new Promise((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      const onMessage = (reply: Reply) => {
        if (reply.id !== id) return;
        settle();
        if (reply.type === 'result') resolve(reply.result);
        else reject(new LambdaInvocationError(this.spec.name, reply.error!.errorType, reply.error!.errorMessage));
      };
      const onExit = (code: number | null) => {
        settle();
        reject(new LambdaInvocationError(this.spec.name, 'Runtime.ExitError', `the runtime exited (code ${code}) during an invocation`));
      };
      const timer = setTimeout(() => {
        settle();
        void this.end(environment);
        reject(new LambdaInvocationError(this.spec.name, 'Sandbox.Timedout', `Task timed out after ${this.spec.timeoutSeconds} seconds`));
      }, timeoutMs);
      child.on('message', onMessage);
      child.once('exit', onExit);
      const traceId = newTraceHeader(this.spec.tracing);
      this.traceHeaders.push(traceId);
      child.send({ id, event, requestId: randomUUID(), traceId, deadline: Date.now() + timeoutMs });
    });
  }

  private end(environment: Environment): Promise<void> {
    this.environments.delete(environment);
    return stopProcess(environment.child);
  }
}
