/**
 * The accounts this browser holds: the active one, a switch to each other one, and removing the
 * active one from this browser — after a warning, since its token may be the only copy.
 */
import { useSession } from '../app/context.js';
import { navigate } from '../app/navigate.js';
import { paths } from '../app/routes.js';

export function BrowserAccounts({ name }: { name: string | null }) {
  const { token, accounts, signIn, signOut } = useSession();
  const others = accounts.filter((account) => account.token !== token);
  const signOutHere = () => {
    const warning = `Remove ${name ?? 'this account'} from this browser? Without a sign-in link kept on another device, the account cannot be opened again.`;
    if (!window.confirm(warning)) return;
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
