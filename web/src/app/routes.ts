/** The app's pages, by path under /play/ (the server answers index.html for every one of them). */
export type Page =
  | { name: 'home' }
  | { name: 'new' }
  | { name: 'settings' }
  | { name: 'game'; id: string }
  | { name: 'replay'; id: string }
  | { name: 'join'; id: string }
  | { name: 'missing' };

const ID = '([a-z2-7]{16})';

export function pageOf(path: string): Page {
  const rest = path.replace(/^\/play\/?/, '/').replace(/\/+$/, '') || '/';
  if (rest === '/') return { name: 'home' };
  if (rest === '/new') return { name: 'new' };
  if (rest === '/settings') return { name: 'settings' };
  const game = new RegExp(`^/games/${ID}$`).exec(rest);
  if (game) return { name: 'game', id: game[1]! };
  const replay = new RegExp(`^/games/${ID}/replay$`).exec(rest);
  if (replay) return { name: 'replay', id: replay[1]! };
  const join = new RegExp(`^/join/${ID}$`).exec(rest);
  if (join) return { name: 'join', id: join[1]! };
  return { name: 'missing' };
}

export const paths = {
  home: '/play/',
  new: '/play/new',
  settings: '/play/settings',
  game: (id: string) => `/play/games/${id}`,
  /** A finished game stepped through; `#move=N` opens it at version N. */
  replay: (id: string, version?: number) => `/play/games/${id}/replay${version === undefined ? '' : `#move=${version}`}`,
  join: (id: string) => `/play/join/${id}`,
};
