/**
 * The account's devices: a sign-in link for another device (a token of its own, so that device
 * can be signed out alone), the devices signed in with their last use, signing one out, signing
 * out everywhere (every other token stops working; this browser gets a new one), and deleting
 * the account.
 */
import { useEffect, useState } from 'preact/hooks';
import type { DeviceSession } from '../api/types.js';
import { useSession } from '../app/context.js';
import { navigate } from '../app/navigate.js';
import { paths } from '../app/routes.js';
import { deviceLink } from '../app/session.js';
import { errorWords } from '../game/words.js';
import { appWords, currentLanguage } from '../i18n/language.js';

export function Devices({ name }: { name: string | null }) {
  const { api, renew, signOut } = useSession();
  const words = appWords().devices;
  const [devices, setDevices] = useState<DeviceSession[] | null>(null);
  const [device, setDevice] = useState(words.another);
  const [link, setLink] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const refresh = () => api.sessions().then(setDevices, (error: unknown) => setMessage(errorWords(error)));
  useEffect(() => {
    void refresh();
  }, [api]);

  const act = async (work: () => Promise<void>) => {
    setMessage(null);
    try {
      await work();
    } catch (error) {
      setMessage(errorWords(error));
    }
  };
  const makeLink = () =>
    act(async () => {
      const made = await api.addSession(device.trim() || words.another);
      setLink(deviceLink(made.token));
      await refresh();
    });
  const signOutDevice = (target: DeviceSession) =>
    act(async () => {
      await api.revokeSession(target.id);
      await refresh();
    });
  const everywhere = () =>
    act(async () => {
      if (!window.confirm(words.everywhereAsk)) return;
      renew(await api.signOutEverywhere());
      setLink(null);
      setMessage(words.everywhereDone);
    });
  const deleteAccount = () =>
    act(async () => {
      if (!window.confirm(words.deleteAsk(name ?? ''))) return;
      await api.deleteMe();
      signOut();
      navigate(paths.home);
    });

  return (
    <section class="stack" aria-labelledby="devices-title">
      <h2 id="devices-title">{words.title}</h2>
      <p>{words.how}</p>
      {link ? (
        <>
          <input readOnly aria-label={words.link} value={link} onFocus={(event) => event.currentTarget.select()} />
          <button type="button" onClick={() => navigator.clipboard?.writeText(link).catch(() => undefined)}>
            {words.copy}
          </button>
        </>
      ) : (
        <>
          <label for="device-name">{words.name}</label>
          <input id="device-name" maxLength={40} value={device} onInput={(event) => setDevice(event.currentTarget.value)} />
          <button type="button" onClick={makeLink}>
            {words.show}
          </button>
        </>
      )}
      <h2 id="signed-in-title">{words.signedIn}</h2>
      {devices && (
        <ul class="stack" aria-labelledby="signed-in-title">
          {devices.map((session) => (
            <li key={session.id}>
              <strong>{session.device}</strong>
              {session.current ? words.thisBrowser : ''}{words.lastUsed(new Date(session.lastUsedAt).toLocaleString(currentLanguage()))}{' '}
              {!session.current && (
                <button type="button" onClick={() => signOutDevice(session)} aria-label={words.signOutOne(session.device)}>
                  {words.signOut}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={everywhere}>
        {words.everywhere}
      </button>
      <button type="button" class="danger" onClick={deleteAccount}>
        {words.delete}
      </button>
      {message && <p role="status">{message}</p>}
    </section>
  );
}
