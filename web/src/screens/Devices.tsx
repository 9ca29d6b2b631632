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

export function Devices({ name }: { name: string | null }) {
  const { api, renew, signOut } = useSession();
  const [devices, setDevices] = useState<DeviceSession[] | null>(null);
  const [device, setDevice] = useState('Another device');
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
      const made = await api.addSession(device.trim() || 'Another device');
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
      if (!window.confirm('Sign out every other device? Their links and tokens stop working; this browser stays signed in.')) return;
      renew(await api.signOutEverywhere());
      setLink(null);
      setMessage('Every other device is signed out.');
    });
  const deleteAccount = () =>
    act(async () => {
      if (!window.confirm(`Delete the account ${name ?? ''} for good? Your name, settings and devices go; your seats show “deleted player” and a bot finishes your running games.`)) return;
      await api.deleteMe();
      signOut();
      navigate(paths.home);
    });

  return (
    <section class="stack" aria-labelledby="devices-title">
      <h2 id="devices-title">Use on another device</h2>
      <p>Open a sign-in link on your phone or another browser to play there as you. Each link is for one device, which you can sign out below. Anyone with it can play as you: keep it private.</p>
      {link ? (
        <>
          <input readOnly aria-label="Sign-in link for another device" value={link} onFocus={(event) => event.currentTarget.select()} />
          <button type="button" onClick={() => navigator.clipboard?.writeText(link).catch(() => undefined)}>
            Copy the sign-in link
          </button>
        </>
      ) : (
        <>
          <label for="device-name">The other device’s name</label>
          <input id="device-name" maxLength={40} value={device} onInput={(event) => setDevice(event.currentTarget.value)} />
          <button type="button" onClick={makeLink}>
            Show the sign-in link
          </button>
        </>
      )}
      <h2 id="signed-in-title">Devices signed in</h2>
      {devices && (
        <ul class="stack" aria-labelledby="signed-in-title">
          {devices.map((session) => (
            <li key={session.id}>
              <strong>{session.device}</strong>
              {session.current ? ' (this browser)' : ''} — last used {new Date(session.lastUsedAt).toLocaleString()}{' '}
              {!session.current && (
                <button type="button" onClick={() => signOutDevice(session)} aria-label={`Sign out ${session.device}`}>
                  Sign out
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={everywhere}>
        Sign out everywhere else
      </button>
      <button type="button" class="danger" onClick={deleteAccount}>
        Delete my account
      </button>
      {message && <p role="status">{message}</p>}
    </section>
  );
}
