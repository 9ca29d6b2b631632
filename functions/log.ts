/**
 * Structured logging: one JSON object per line (CloudWatch Logs Insights reads the fields), each
 * with an ISO `timestamp` and a `level`. `LOG_LEVEL` (debug, info, warn, error; default info)
 * drops the lines below it. Errors and warnings go to stderr, the rest to stdout.
 */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What the service's code logs through. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** The JSON logger has every level. */
export interface LevelledLogger extends Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

export interface JsonLoggerOptions {
  /** Lines below this level are dropped. @default 'info' */
  level?: LogLevel;
  /** @default the real time */
  now?: () => Date;
  /** Where a finished line goes. @default stderr for warn and error, stdout otherwise */
  write?: (line: string, level: LogLevel) => void;
}

/** The level `LOG_LEVEL` names (any case); info when it is unset or names no level. */
export function logLevelFrom(value: string | undefined): LogLevel {
  const level = value?.trim().toLowerCase();
  return LOG_LEVELS.find((known) => known === level) ?? 'info';
}

function writeToConsole(line: string, level: LogLevel): void {
  if (level === 'warn' || level === 'error') console.error(line);
  else console.log(line);
}

export function createJsonLogger(options: JsonLoggerOptions = {}): LevelledLogger {
  const threshold = LOG_LEVELS.indexOf(options.level ?? 'info');
  const now = options.now ?? (() => new Date());
  const write = options.write ?? writeToConsole;
  const at = (level: LogLevel) => (message: string, fields?: Record<string, unknown>) => {
    if (LOG_LEVELS.indexOf(level) < threshold) return;
    const timestamp = now().toISOString();
    const head = { timestamp, level, message };
    // The head comes first and cannot be overwritten by a field of the same name.
    write(JSON.stringify({ ...head, ...fields, ...head }), level);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

export const jsonLogger: LevelledLogger = createJsonLogger({ level: logLevelFrom(process.env.LOG_LEVEL) });

/**
 * A finished line straight onto process.stdout or stderr, as console.log would put it. On Lambda the
 * runtime's console is the writer (it adds the request id and level CloudWatch shows), so the
 * service's default stays console; the local stack has no such console, and console.log's
 * formatting cost several times the write itself.
 */
export function writeToStreams(line: string, level: LogLevel): void {
  (level === 'warn' || level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
}

/**
 * The local stack's logger, written by `writeToStreams`. The service's info lines (one per request,
 * per notified batch, per sweep) feed CloudWatch's metrics on AWS; on a terminal they bury the
 * banner and the errors, so here they are debug lines: shown with `verbose` (`npm start --
 * --verbose`) or `LOG_LEVEL=debug`; warnings and errors always.
 */
export function createLocalLogger(verbose: boolean, level: string | undefined = process.env.LOG_LEVEL): LevelledLogger {
  const json = createJsonLogger({ level: verbose ? 'debug' : logLevelFrom(level), write: writeToStreams });
  return { ...json, info: json.debug };
}

/** Drops info lines (tests, benchmarks); errors still go to stderr. */
export const quietLogger: Logger = {
  info: () => {},
  error: jsonLogger.error,
};
