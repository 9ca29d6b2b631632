/**
 * "You are offline", on every page while the server cannot be reached (the browser says it is
 * offline, or an API call got no answer): what the page shows may be out of date.
 */
import { useEffect, useState } from 'preact/hooks';
import { isReachable, noteReached, onReachability } from '../api/network.js';
import { appWords } from '../i18n/language.js';

export function OfflineBanner() {
  const [reachable, setReachable] = useState(isReachable);
  useEffect(() => {
    const stop = onReachability(setReachable);
    const online = () => noteReached(true);
    const offline = () => noteReached(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    if (!navigator.onLine) noteReached(false);
    return () => {
      stop();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, []);
  if (reachable) return null;
  return (
    <p class="offline" role="status">
      <strong>{appWords().shell.offline}</strong> {appWords().shell.offlineMore}
    </p>
  );
}
