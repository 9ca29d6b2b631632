/**
 * The JSON logger: each line is one JSON object with an ISO timestamp, the level, the message and
 * the fields; LOG_LEVEL drops the lines below its level (info when unset or unknown).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJsonLogger, createLocalLogger, logLevelFrom, writeToStreams, type LogLevel } from '../../functions/log.js';

const at = new Date('2026-03-01T12:00:00.000Z');

function recorded(level?: LogLevel) {
  const lines: Array<{ level: LogLevel; line: Record<string, unknown> }> = [];
  const log = createJsonLogger({ level, now: () => at, write: (line, lineLevel) => lines.push({ level: lineLevel, line: JSON.parse(line) as Record<string, unknown> }) });
  return { log, lines };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('the JSON logger', () => {
  it('writes the timestamp, level and message first, then the fields; a field cannot overwrite them', () => {
    const { log, lines } = recorded();
    log.info('swept', { due: 3, level: 'debug', timestamp: 'yesterday' });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.line).toEqual({ timestamp: '2026-03-01T12:00:00.000Z', level: 'info', message: 'swept', due: 3 });
    expect(Object.keys(lines[0]!.line)).toEqual(['timestamp', 'level', 'message', 'due']);
  });

  it('writes one JSON object whether there are fields or not (an undefined field is left out)', () => {
    const texts: string[] = [];
    const log = createJsonLogger({ now: () => at, write: (line) => texts.push(line) });
    log.info('request', { route: 'POST /games/{id}/moves', status: 200, skipped: undefined, nested: { a: [1, 'x'] } });
    log.info('bare');
    log.info('empty', {});
    log.info('only undefined', { skipped: undefined });
    const head = (message: string) => `"timestamp":"2026-03-01T12:00:00.000Z","level":"info","message":"${message}"`;
    expect(texts).toEqual([
      `{${head('request')},"route":"POST /games/{id}/moves","status":200,"nested":{"a":[1,"x"]}}`,
      `{${head('bare')}}`,
      `{${head('empty')}}`,
      `{${head('only undefined')}}`,
    ]);
  });

  it('drops debug lines at the default level, info', () => {
    const { log, lines } = recorded();
    log.debug('noise');
    log.info('kept');
    log.warn('kept too');
    log.error('and this');
    expect(lines.map(({ line }) => `${line.level} ${line.message}`)).toEqual(['info kept', 'warn kept too', 'error and this']);
  });

  it.each([
    ['debug', ['debug', 'info', 'warn', 'error']],
    ['info', ['info', 'warn', 'error']],
    ['warn', ['warn', 'error']],
    ['error', ['error']],
  ] as const)('at level %s writes %j', (level, written) => {
    const { log, lines } = recorded(level);
    for (const each of ['debug', 'info', 'warn', 'error'] as const) log[each](`a ${each} line`);
    expect(lines.map((entry) => entry.level)).toEqual(written);
    expect(lines.map(({ line }) => line.level)).toEqual(written);
  });

  it('reads LOG_LEVEL in any case, and falls back to info when it is unset or names no level', () => {
    expect(logLevelFrom('DEBUG')).toBe('debug');
    expect(logLevelFrom(' warn ')).toBe('warn');
    expect(logLevelFrom(undefined)).toBe('info');
    expect(logLevelFrom('verbose')).toBe('info');
  });

  it('sends warnings and errors to stderr, the rest to stdout', () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => {});
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = createJsonLogger({ level: 'debug' });
    log.debug('d');
    log.info('i');
    log.warn('w');
    log.error('e');
    expect(out.mock.calls.map(([line]) => (JSON.parse(line as string) as { message: string }).message)).toEqual(['d', 'i']);
    expect(err.mock.calls.map(([line]) => (JSON.parse(line as string) as { message: string }).message)).toEqual(['w', 'e']);
    expect(Date.parse((JSON.parse(out.mock.calls[0]![0] as string) as { timestamp: string }).timestamp)).not.toBeNaN();
  });

  it("the local stack's writer puts each line on stdout or stderr, as console.log and console.error would", () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const log = createJsonLogger({ level: 'debug', write: writeToStreams });
    log.debug('d');
    log.info('i');
    log.warn('w');
    log.error('e');
    const [outCalls, errCalls] = [[...out.mock.calls], [...err.mock.calls]];
    out.mockRestore();
    err.mockRestore();
    const messages = (calls: unknown[][]) => calls.map(([text]) => (text as string).split('\n').filter(Boolean).map((line) => (JSON.parse(line) as { message: string }).message)).flat();
    expect(messages(outCalls)).toEqual(['d', 'i']);
    expect(messages(errCalls)).toEqual(['w', 'e']);
    expect(outCalls.every(([text]) => (text as string).endsWith('\n'))).toBe(true);
  });

  it('the service logger takes its level from LOG_LEVEL', async () => {
    vi.stubEnv('LOG_LEVEL', 'error');
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const out = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { jsonLogger } = await import('../../functions/log.js');
    jsonLogger.info('dropped');
    jsonLogger.warn('dropped too');
    jsonLogger.error('kept');
    expect(out).not.toHaveBeenCalled();
    expect(err).toHaveBeenCalledTimes(1);
    expect(JSON.parse(err.mock.calls[0]![0] as string)).toMatchObject({ level: 'error', message: 'kept' });
  });
});

describe("the local stack's logger", () => {
  /** What the local logger writes to stdout and stderr for a request line and an error. */
  function written(verbose: boolean, level: string | undefined): string[] {
    const out: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(`out ${String(chunk)}`), true));
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (out.push(`err ${String(chunk)}`), true));
    const log = createLocalLogger(verbose, level);
    log.info('request', { route: 'GET /health', status: 200 });
    log.error('sweep failed', { error: 'boom' });
    vi.restoreAllMocks();
    return out.map((line) => `${line.slice(0, 3)} ${(JSON.parse(line.slice(4)) as { message: string }).message}`);
  }

  it('keeps a terminal quiet: no line per request unless --verbose or LOG_LEVEL=debug; errors always', () => {
    expect(written(false, undefined)).toEqual(['err sweep failed']);
    expect(written(false, 'info')).toEqual(['err sweep failed']);
    expect(written(false, 'debug')).toEqual(['out request', 'err sweep failed']);
    expect(written(true, undefined)).toEqual(['out request', 'err sweep failed']);
  });
});
