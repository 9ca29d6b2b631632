/** Entry point: renders the shell into #app, marks the first render for the performance timeline, then registers the service worker. */
import { render } from 'preact';
import { App } from './app/App.js';
import { registerServiceWorker } from './app/service-worker.js';
import { chosenLanguage, useLanguage } from './i18n/language.js';

const root = document.getElementById('app')!;
// A language other than English is fetched before the first render, so no page flashes in English.
void useLanguage(chosenLanguage()).then(() => {
  root.textContent = '';
  render(<App />, root);
  performance.mark('turnpost:first-render');
});
if (document.readyState === 'complete') void registerServiceWorker();
else window.addEventListener('load', () => void registerServiceWorker(), { once: true });
