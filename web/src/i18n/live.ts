/**
 * A table read in the current language at each use: modules are evaluated before the chosen
 * language has loaded (./language.ts), so a table they export is a view onto it, not a copy.
 */
export function live<T extends object>(table: () => T): T {
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(table(), key),
    has: (_target, key) => Reflect.has(table(), key),
    ownKeys: () => Reflect.ownKeys(table()),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(table(), key),
  });
}
