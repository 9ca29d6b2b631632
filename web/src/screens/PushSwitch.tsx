/**
 * "Notify me on this device": Web Push for this browser. Permission is asked only when the switch
 * is pressed (never on page load). On: subscribe with the server's public key and send the
 * subscription (`PATCH /players/me {"notify": {"push": {"subscription": …}}}`); off: remove this
 * device and drop the subscription. This device is the one whose endpoint the player's device
 * list holds; the others are listed with a remove button each.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Player, PushDevice } from '../api/types.js';
import { useSession } from '../app/context.js';
import { currentSubscription, deviceWords, pushSupport, subscribeThisDevice, unsubscribeThisDevice } from '../app/push.js';
import { errorWords } from '../game/words.js';
import { appWords, currentLanguage } from '../i18n/language.js';

const SUPPORT = pushSupport();

export function PushSwitch({ player, onPlayer }: { player: Player | null; onPlayer: (next: Player) => void }) {
  const { api } = useSession();
  const words = appWords().push;
  const BLOCKED = words.blocked;
  const [publicKey, setPublicKey] = useState<string | null | undefined>(undefined);
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(SUPPORT === 'supported' && Notification.permission === 'denied' ? BLOCKED : null);

  useEffect(() => {
    if (SUPPORT !== 'supported') return;
    api.pushPublicKey().then(setPublicKey, (error: unknown) => setMessage(errorWords(error)));
    currentSubscription().then((subscription) => setEndpoint(subscription?.endpoint ?? null), () => setEndpoint(null));
  }, [api]);

  const devices = player?.notify.push?.devices ?? [];
  const thisDevice = devices.find((device) => device.endpoint === endpoint);
  const others = devices.filter((device) => device !== thisDevice);

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      setMessage(await work());
    } catch (error) {
      setMessage(errorWords(error));
    } finally {
      setBusy(false);
    }
  };

  const turnOn = () =>
    act(async () => {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return permission === 'denied' ? BLOCKED : words.notAllowed;
      const subscription = await subscribeThisDevice(publicKey!);
      onPlayer(await api.updateMe({ notify: { push: { subscription } } }));
      setEndpoint(subscription.endpoint);
      return words.on;
    });

  const turnOff = () =>
    act(async () => {
      if (thisDevice) onPlayer(await api.updateMe({ notify: { push: { remove: thisDevice.id } } }));
      await unsubscribeThisDevice();
      setEndpoint(null);
      return words.off;
    });

  const remove = (device: PushDevice) =>
    act(async () => {
      onPlayer(await api.updateMe({ notify: { push: { remove: device.id } } }));
      return words.removed(deviceWords(device.endpoint), new Date(device.createdAt).toLocaleDateString(currentLanguage()));
    });

  return (
    <section class="panel stack" aria-labelledby="push-title">
      <h2 id="push-title">{words.title}</h2>
      {SUPPORT === 'home-screen' && (
        <p>
          {words.homeScreen} <strong>{words.homeScreenFirst}</strong> {words.homeScreenHow}
        </p>
      )}
      {SUPPORT === 'unsupported' && <p>{words.unsupported}</p>}
      {SUPPORT === 'supported' && publicKey === null && <p>{words.noKeys}</p>}
      {SUPPORT === 'supported' && publicKey !== null && (
        <div class="switch">
          <input
            id="push-switch"
            type="checkbox"
            role="switch"
            checked={thisDevice !== undefined}
            disabled={busy || publicKey === undefined || !player}
            onChange={(event) => {
              event.currentTarget.checked = thisDevice !== undefined; // shown as it is until the change is made
              void (thisDevice ? turnOff() : turnOn());
            }}
          />
          <label for="push-switch">{words.switch}</label>
        </div>
      )}
      {SUPPORT === 'supported' && thisDevice && <p class="muted">{words.since(new Date(thisDevice.createdAt).toLocaleString(currentLanguage()))}</p>}
      {others.length > 0 && (
        <>
          <h3>{words.others}</h3>
          <ul class="devices">
            {others.map((device) => (
              <li key={device.id}>
                <span>
                  {words.added(deviceWords(device.endpoint), new Date(device.createdAt).toLocaleDateString(currentLanguage()))}
                </span>
                <button type="button" class="quiet" disabled={busy} onClick={() => void remove(device)} aria-label={words.removeOne(deviceWords(device.endpoint), new Date(device.createdAt).toLocaleDateString(currentLanguage()))}>
                  {words.remove}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {message && <p role="status">{message}</p>}
    </section>
  );
}
