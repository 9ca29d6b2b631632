/**
 * The accounts this browser holds: the active one, a switch to each other one, and signing the
 * active one out of this browser (its session ends) — after a warning, since it may be the only
 * device signed in.
 */
import { useSession } from '../app/context.js';
import { navigate } from '../app/navigate.js';
import { paths } from '../app/routes.js';
import { appWords } from '../i18n/language.js';

export function BrowserAccounts({ name }: { name: string | null }) {
  const { api, token, accounts, signIn, signOut } = useSession();
  const others = accounts.filter((account) => account.token !== token);
  const words = appWords().browserAccounts;
  const signOutHere = async () => {
    const warning = words.removeAsk(name);
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
      <h2 id="browser-accounts-title">{words.title}</h2>
      {others.length === 0 ? (
        <p class="muted">{words.only(name)}</p>
      ) : (
        <ul class="stack" aria-label={words.others}>
          {others.map((account) => (
            <li key={account.token}>
              <button type="button" onClick={() => { signIn(account.token, account.name); navigate(paths.home); }}>
                {words.switchTo(account.name ?? null)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" class="danger" onClick={signOutHere}>
        {words.signOut}
      </button>
    </section>
  );
}
