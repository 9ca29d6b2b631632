/** Entry point: renders the shell into #app and marks the first render for the performance timeline. */
import { render } from 'preact';
import { App } from './app/App.js';

const root = document.getElementById('app')!;
root.textContent = '';
render(<App />, root);
performance.mark('turnpost:first-render');
