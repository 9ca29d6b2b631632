/**
 * A sign-in link was opened: whose account it is, who is signed in here now, and the player's
 * choice. Nothing is stored before they choose "use": a link someone else sent must not sign
 * this browser into the sender's account unasked (login CSRF), and switching keeps the account
 * used so far on this browser (Account lists both).
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Api, ApiError } from '../api/client.js';
import { useSession } from './context.js';

type Offer = { state: 'reading' } | { state: 'ready'; name: string } | { state: 'invalid' } | { state: 'failed' };

export function AccountOffer({ offered, onDone }: { offered: string; onDone: () => void }) {
  const { token, accounts, signIn } = useSession();
  const offeredApi = useMemo(() => new Api(() => offered), [offered]);
  const [offer, setOffer] = useState<Offer>({ state: 'reading' });
  const current = accounts.find((account) => account.token === token);
  const [currentName, setCurrentName] = useState<string | null>(current?.name ?? null);
  const { api } = useSession();
  useEffect(() => {
    offeredApi.me().then(
      (player) => setOffer({ state: 'ready', name: player.name }),
      (failure: unknown) => setOffer(failure instanceof ApiError && failure.status === 401 ? { state: 'invalid' } : { state: 'failed' }),
    );
  }, [offeredApi]);
  useEffect(() => {
    if (token) api.me().then((player) => setCurrentName(player.name), () => undefined);
  }, [api, token]);

  if (offer.state === 'reading') return <section class="panel" aria-busy="true"><p>Reading the sign-in link…</p></section>;
  if (offer.state !== 'ready')
    return (
      <section class="panel stack" aria-labelledby="offer-title">
        <h1 id="offer-title">This sign-in link does not work</h1>
        <p>{offer.state === 'invalid' ? 'It was signed out, replaced, or is incomplete. Ask for a new link from Account on the other device.' : 'Could not reach the server to check it; open the link again later.'}</p>
        <button type="button" class="primary" onClick={onDone}>
          {token ? `Go on as ${currentName ?? 'before'}` : 'Go on'}
        </button>
      </section>
    );
  const held = accounts.some((account) => account.token === offered);
  return (
    <section class="panel stack" aria-labelledby="offer-title">
      <h1 id="offer-title">Sign in as {offer.name}?</h1>
      <p>
        This link signs this browser in as <strong>{offer.name}</strong>.{' '}
        {token ? (
          <>
            You are signed in here as <strong>{currentName ?? 'another player'}</strong>; that account stays on this browser, and Account switches back.
          </>
        ) : null}
      </p>
      <p>Use it only if the link is yours: whoever sent it could see the games you play and the settings you enter under that name.</p>
      {held && <p class="muted">This browser already holds this account.</p>}
      <div class="actions">
        <button
          type="button"
          class="primary"
          onClick={() => {
            signIn(offered, offer.name);
            onDone();
          }}
        >
          Use {offer.name}
        </button>
        <button type="button" onClick={onDone}>
          {token ? `Stay ${currentName ?? 'signed in as before'}` : 'Do not sign in'}
        </button>
      </div>
    </section>
  );
}
