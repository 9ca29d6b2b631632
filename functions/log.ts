/** Structured logging: one JSON object per line (CloudWatch Logs Insights reads the fields). */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export const jsonLogger: Logger = {
  info: (message, fields) => console.log(JSON.stringify({ level: 'info', message, ...fields })),
  error: (message, fields) => console.error(JSON.stringify({ level: 'error', message, ...fields })),
};

/** Drops info lines (tests, benchmarks); errors still go to stderr. */
export const quietLogger: Logger = {
  info: () => {},
  error: jsonLogger.error,
};
