/**
 * Account: the "use on another device" link (the token in the URL fragment), sign out, push
 * notifications on this device, and the other notification channels (a webhook's signing secret
 * is shown once, right after it is made).
 */
import { useEffect, useState } from 'preact/hooks';
import type { NotifyChanges } from '../api/client.js';
import type { Player } from '../api/types.js';
import { useSession } from '../app/context.js';
import { navigate } from '../app/navigate.js';
import { paths } from '../app/routes.js';
import { deviceLink } from '../app/session.js';
import { errorWords } from '../game/words.js';
import { PushSwitch } from './PushSwitch.js';

export function Settings() {
  const { api, token, signOut } = useSession();
  const [player, setPlayer] = useState<Player | null>(null);
  const [webhook, setWebhook] = useState('');
  const [email, setEmail] = useState('');
  const [sns, setSns] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [showLink, setShowLink] = useState(false);

  const adopt = (next: Player) => {
    setPlayer(next);
    setWebhook(next.notify.webhook?.url ?? '');
    setEmail(next.notify.email?.address ?? '');
    setSns(Boolean(next.notify.sns));
  };
  useEffect(() => {
    api.me().then(adopt, (error: unknown) => setMessage(errorWords(error)));
  }, [api]);

  const save = async (event: Event, rotateSecret = false, turnBackOn = false) => {
    event.preventDefault();
    if (!player) return;
    // Only what changed is sent (a channel left out stays as it is): setting a webhook again
    // turns a webhook its receiver switched off back on, which only the button below should do.
    const stored = player.notify;
    const notify: NotifyChanges = {};
    if (rotateSecret || turnBackOn || webhook !== (stored.webhook?.url ?? '')) notify.webhook = webhook ? { url: webhook, ...(rotateSecret ? { rotateSecret: true } : {}) } : null;
    if (email !== (stored.email?.address ?? '')) notify.email = email ? { address: email } : null;
    if (sns !== Boolean(stored.sns)) notify.sns = sns || null;
    try {
      const next = await api.updateMe({ notify });
      adopt(next);
      setSecret(next.notify.webhook?.secret ?? null);
      setMessage('Saved.');
    } catch (error) {
      setMessage(errorWords(error));
    }
  };

  if (!token) return null;
  return (
    <div class="settings">
      <section class="panel stack" aria-labelledby="account-title">
        <h1 id="account-title">Account{player && `: ${player.name}`}</h1>
        <h2>Use on another device</h2>
        <p>Open this link on your phone or another browser to play there as you. Anyone with it can play as you: keep it private.</p>
        {showLink ? (
          <input readOnly aria-label="Sign-in link for another device" value={deviceLink(token)} onFocus={(event) => event.currentTarget.select()} />
        ) : (
          <button type="button" onClick={() => setShowLink(true)}>
            Show the sign-in link
          </button>
        )}
        {showLink && (
          <button type="button" onClick={() => navigator.clipboard?.writeText(deviceLink(token)).catch(() => undefined)}>
            Copy the sign-in link
          </button>
        )}
        <button
          type="button"
          class="danger"
          onClick={() => {
            signOut();
            navigate(paths.home);
          }}
        >
          Sign out of this browser
        </button>
      </section>
      {/* Its changes update only the player's push devices: the form's unsaved fields stay as typed. */}
      <PushSwitch player={player} onPlayer={setPlayer} />
      <form class="panel stack" aria-labelledby="notify-title" onSubmit={(event) => save(event)}>
        <h2 id="notify-title">Tell me when it is my turn</h2>
        <label for="webhook">Webhook URL (a signed POST to your server)</label>
        <input id="webhook" type="url" inputMode="url" placeholder="https://…" value={webhook} onInput={(event) => setWebhook(event.currentTarget.value)} />
        {player?.notify.webhook?.disabled && (
          <p role="status">
            This webhook is off since {new Date(player.notify.webhook.disabled.at).toLocaleString()}: {player.notify.webhook.disabled.reason}{' '}
            <button type="button" onClick={(event) => save(event, false, true)}>
              Turn it back on
            </button>
          </p>
        )}
        {secret && (
          <p class="secret" role="status">
            Webhook signing secret, shown only this once: <code>{secret}</code>
          </p>
        )}
        <label for="email">E-mail address</label>
        <input id="email" type="email" inputMode="email" value={email} onInput={(event) => setEmail(event.currentTarget.value)} />
        <div class="check">
          <input id="sns" type="checkbox" checked={sns} onChange={(event) => setSns(event.currentTarget.checked)} />
          <label for="sns">Publish to the deployment's SNS topic (push gateways, SMS)</label>
        </div>
        <button type="submit" class="primary" disabled={!player}>
          Save
        </button>
        {player?.notify.webhook && (
          <button type="button" onClick={(event) => save(event, true)}>
            New webhook secret
          </button>
        )}
        {message && <p role="status">{message}</p>}
      </form>
    </div>
  );
}
