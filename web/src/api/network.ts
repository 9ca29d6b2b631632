/**
 * Whether the server can be reached, as this browser knows it: every API call's fate (a fetch
 * that fails outright means no network, whatever `navigator.onLine` says; any answer at all means
 * it is back), and the browser's own online and offline events, which the offline banner feeds in.
 * (Kept free of browser globals: the API client, and so this, also runs in the Node tests.)
 */
type Listener = (reachable: boolean) => void;

const listeners = new Set<Listener>();
let reachable = true;

/** An API call got an answer (any status) or none; or the browser went online or offline. */
export function noteReached(answered: boolean): void {
  if (answered === reachable) return;
  reachable = answered;
  for (const listener of listeners) listener(answered);
}

export function isReachable(): boolean {
  return reachable;
}

/** Calls `listener` on every change; answers the function that stops it. */
export function onReachability(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
