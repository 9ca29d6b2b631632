/** In-app navigation: a new history entry, no reload; the shell listens for the event and shows the page. */
export function navigate(path: string, replace = false): void {
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  window.dispatchEvent(new Event('turnpost:navigate'));
}
