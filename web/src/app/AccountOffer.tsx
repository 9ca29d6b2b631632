/**
 * A sign-in link was opened: whose account it is, who is signed in here now, and the player's
 * choice. Nothing is stored before they choose "use": a link someone else sent must not sign
 * this browser into the sender's account unasked (login CSRF), and switching keeps the account
 * used so far on this browser (Account lists both).
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Api, ApiError } from '../api/client.js';
import { useSession } from './context.js';
import { appWords } from '../i18n/language.js';

type Offer = { state: 'reading' } | { state: 'ready'; name: string } | { state: 'invalid' } | { state: 'failed' };

export function AccountOffer({ offered, onDone }: { offered: string; onDone: () => void }) {
  const { token, accounts, signIn } = useSession();
  const offeredApi = useMemo(() => new Api(() => offered), [offered]);
  const [offer, setOffer] = useState<Offer>({ state: 'reading' });
  const current = accounts.find((account) => account.token === token);
  const [currentName, setCurrentName] = useState<string | null>(current?.name ?? null);
  const { api } = useSession();
  const words = appWords().accountOffer;
  useEffect(() => {
    offeredApi.me().then(
      (player) => setOffer({ state: 'ready', name: player.name }),
      (failure: unknown) => setOffer(failure instanceof ApiError && failure.status === 401 ? { state: 'invalid' } : { state: 'failed' }),
    );
  }, [offeredApi]);
  useEffect(() => {
    if (token) api.me().then((player) => setCurrentName(player.name), () => undefined);
  }, [api, token]);

  if (offer.state === 'reading') return <section class="panel" aria-busy="true"><p>{words.reading}</p></section>;
  if (offer.state !== 'ready')
    return (
      <section class="panel stack" aria-labelledby="offer-title">
        <h1 id="offer-title">{words.broken}</h1>
        <p>{offer.state === 'invalid' ? words.invalid : words.unreachable}</p>
        <button type="button" class="primary" onClick={onDone}>
          {token ? words.goOnAs(currentName) : words.goOn}
        </button>
      </section>
    );
  const held = accounts.some((account) => account.token === offered);
  return (
    <section class="panel stack" aria-labelledby="offer-title">
      <h1 id="offer-title">{words.title(offer.name)}</h1>
      <p>
        {words.signsIn} <strong>{offer.name}</strong>.{' '}
        {token ? (
          <>
            {words.signedInHere} <strong>{currentName ?? words.anotherPlayer}</strong>{words.staysHere}
          </>
        ) : null}
      </p>
      <p>{words.onlyYours}</p>
      {held && <p class="muted">{words.held}</p>}
      <div class="actions">
        <button
          type="button"
          class="primary"
          onClick={() => {
            signIn(offered, offer.name);
            onDone();
          }}
        >
          {words.use(offer.name)}
        </button>
        <button type="button" onClick={onDone}>
          {token ? words.stay(currentName) : words.dont}
        </button>
      </div>
    </section>
  );
}
