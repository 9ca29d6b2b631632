/**
 * The accounts this browser holds: the active one, a switch to each other one, and signing the
 * active one out of this browser (its session ends) — after a warning, since it may be the only
 * device signed in.
 */
import { useSession } from '../app/context.js';
import { navigate } from '../app/navigate.js';
import { paths } from '../app/routes.js';

export function BrowserAccounts({ name }: { name: string | null }) {
  const { api, token, accounts, signIn, signOut } = useSession();
  const others = accounts.filter((account) => account.token !== token);
  const signOutHere = async () => {
    const warning = `Remove ${name ?? 'this account'} from this browser? Without another device signed in, the account cannot be opened again.`;
    if (!window.confirm(warning)) return;
    // This browser's token stops working too (best effort: offline, it is only forgotten here).
    await api
      .sessions()
      .then((sessions) => sessions.find((session) => session.current))
      .then((own) => own && api.revokeSession(own.id))
      .catch(() => undefined);
    signOut();
    navigate(paths.home);
  };
  return (
    <section class="stack" aria-labelledby="browser-accounts-title">
      <h2 id="browser-accounts-title">Accounts on this browser</h2>
      {others.length === 0 ? (
        <p class="muted">Only {name ?? 'this account'}.</p>
      ) : (
        <ul class="stack" aria-label="Other accounts on this browser">
          {others.map((account) => (
            <li key={account.token}>
              <button type="button" onClick={() => { signIn(account.token, account.name); navigate(paths.home); }}>
                Switch to {account.name ?? 'an unnamed account'}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" class="danger" onClick={signOutHere}>
        Sign out of this browser
      </button>
    </section>
  );
}
