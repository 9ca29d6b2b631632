/**
 * The shell: session, header, the offline banner, and the page for the current path — or, when a
 * sign-in link was opened, the question whether to use its account (AccountOffer).
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Api } from '../api/client.js';
import { CreateGame } from '../screens/CreateGame.js';
import { GamePage } from '../screens/GamePage.js';
import { JoinGame } from '../screens/JoinGame.js';
import { ReplayPage } from '../replay/ReplayPage.js';
import { MyGames } from '../screens/MyGames.js';
import { Settings } from '../screens/Settings.js';
import { SessionContext, type Session } from './context.js';
import { Link } from './Link.js';
import { OfflineBanner } from './OfflineBanner.js';
import { pageOf, paths, type Page } from './routes.js';
import { AccountOffer } from './AccountOffer.js';
import { activateAccount, forgetAccount, rememberName, replaceActiveToken, storedAccounts, storedToken, takeTokenFromFragment } from './session.js';
import { SignUp } from './SignUp.js';
import { appWords } from '../i18n/language.js';

export function App() {
  const words = appWords().shell;
  const [token, setToken] = useState<string | null>(() => storedToken());
  // A sign-in link's token, waiting for the player's answer; never stored before it.
  const [offered, setOffered] = useState<string | null>(() => takeTokenFromFragment());
  const [page, setPage] = useState<Page>(() => pageOf(location.pathname));
  useEffect(() => {
    const follow = () => {
      const link = takeTokenFromFragment();
      if (link) setOffered(link);
      setPage(pageOf(location.pathname));
      window.scrollTo(0, 0);
    };
    window.addEventListener('popstate', follow);
    window.addEventListener('hashchange', follow);
    window.addEventListener('turnpost:navigate', follow);
    return () => {
      window.removeEventListener('popstate', follow);
      window.removeEventListener('hashchange', follow);
      window.removeEventListener('turnpost:navigate', follow);
    };
  }, []);
  const session = useMemo<Session>(() => {
    let current = token;
    return {
      api: new Api(() => current),
      token,
      accounts: storedAccounts(),
      signIn(next, name) {
        activateAccount(next, name);
        current = next;
        setToken(next);
      },
      renew(next) {
        replaceActiveToken(next);
        current = next;
        setToken(next);
      },
      rememberName(name) {
        if (current) rememberName(current, name);
      },
      signOut() {
        current = current === null ? null : forgetAccount(current);
        setToken(current);
      },
    };
  }, [token]);

  return (
    <SessionContext.Provider value={session}>
      <header class="bar">
        <Link href={paths.home} class="brand">
          turnpost
        </Link>
        {token && (
          <nav aria-label={words.main}>
            <Link href={paths.home}>{words.myGames}</Link>
            <Link href={paths.new}>{words.newGame}</Link>
            <Link href={paths.settings}>{words.account}</Link>
          </nav>
        )}
      </header>
      <OfflineBanner />
      <main id="main">{offered && offered !== token ? <AccountOffer offered={offered} onDone={() => setOffered(null)} /> : screenFor(page, token)}</main>
    </SessionContext.Provider>
  );
}

function screenFor(page: Page, token: string | null) {
  // A game page is public (spectators see the public view); everything else needs a player.
  if (page.name === 'game') return <GamePage key={page.id} id={page.id} />;
  if (page.name === 'replay') return <ReplayPage key={page.id} id={page.id} />;
  // An invite shows its game before sign-up (the page offers signing up itself).
  if (page.name === 'join') return <JoinGame id={page.id} />;
  if (!token) return <SignUp />;
  switch (page.name) {
    case 'home':
      return <MyGames />;
    case 'new':
      return <CreateGame />;
    case 'settings':
      return <Settings />;
    case 'missing':
      return (
        <section class="panel">
          <h1>{appWords().shell.nothingHere}</h1>
          <Link href={paths.home}>{appWords().shell.backHome}</Link>
        </section>
      );
  }
}
