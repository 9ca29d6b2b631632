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

const SUPPORT = pushSupport();

const BLOCKED = 'Notifications are blocked for this site in this browser. Allow them in the site settings (the icon beside the address), then press the switch again.';

export function PushSwitch({ player, onPlayer }: { player: Player | null; onPlayer: (next: Player) => void }) {
  const { api } = useSession();
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
      if (permission !== 'granted') return permission === 'denied' ? BLOCKED : 'Notifications were not allowed; press the switch again to be asked once more.';
      const subscription = await subscribeThisDevice(publicKey!);
      onPlayer(await api.updateMe({ notify: { push: { subscription } } }));
      setEndpoint(subscription.endpoint);
      return 'This device will be notified when it is your turn.';
    });

  const turnOff = () =>
    act(async () => {
      if (thisDevice) onPlayer(await api.updateMe({ notify: { push: { remove: thisDevice.id } } }));
      await unsubscribeThisDevice();
      setEndpoint(null);
      return 'This device will not be notified any more.';
    });

  const remove = (device: PushDevice) =>
    act(async () => {
      onPlayer(await api.updateMe({ notify: { push: { remove: device.id } } }));
      return `Removed ${deviceWords(device.endpoint)}, added ${new Date(device.createdAt).toLocaleDateString()}.`;
    });

  return (
    <section class="panel stack" aria-labelledby="push-title">
      <h2 id="push-title">Notifications on this device</h2>
      {SUPPORT === 'home-screen' && (
        <p>
          On an iPhone or iPad, notifications reach only the installed app: <strong>add to Home Screen first</strong> (the Share button, then “Add to Home Screen”), open turnpost from
          there, and switch them on here.
        </p>
      )}
      {SUPPORT === 'unsupported' && <p>This browser cannot show notifications from web apps; use the e-mail or webhook channels below.</p>}
      {SUPPORT === 'supported' && publicKey === null && <p>This server does not send push notifications (it has no keys for them); use the channels below.</p>}
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
          <label for="push-switch">Notify me on this device</label>
        </div>
      )}
      {SUPPORT === 'supported' && thisDevice && <p class="muted">This device is subscribed since {new Date(thisDevice.createdAt).toLocaleString()}.</p>}
      {others.length > 0 && (
        <>
          <h3>Your other devices</h3>
          <ul class="devices">
            {others.map((device) => (
              <li key={device.id}>
                <span>
                  {deviceWords(device.endpoint)}, added {new Date(device.createdAt).toLocaleDateString()}
                </span>
                <button type="button" class="quiet" disabled={busy} onClick={() => void remove(device)} aria-label={`Remove ${deviceWords(device.endpoint)}, added ${new Date(device.createdAt).toLocaleDateString()}`}>
                  Remove
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
