/**
 * Account: the devices (a sign-in link per device, sign out one or everywhere, delete the
 * account) and the accounts this browser holds (switch, sign out); then how a person is told —
 * push on this device and e-mail first, the daily digest, the time zone of the messages — and,
 * folded away as "Advanced", the channels for programs and operators (a webhook, whose signing
 * secret is shown once, right after it is made; the deployment's SNS topic) and which events each
 * channel carries; then the vacation.
 */
import { LanguageChoice } from './LanguageChoice.js';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { NotifyChanges } from '../api/client.js';
import type { Player } from '../api/types.js';
import { useSession } from '../app/context.js';
import { BrowserAccounts } from './BrowserAccounts.js';
import { Devices } from './Devices.js';
import { errorWords } from '../game/words.js';
import { ChannelEventBoxes } from './ChannelEventBoxes.js';
import { eventsChange, storedEvents, type ChannelEvents } from './channel-events.js';
import { digestHours } from './digest-hours.js';
import { useNotificationEvents } from './notification-events.js';
import { PushSwitch } from './PushSwitch.js';
import { browserTimeZone, ensureTimeZone } from '../app/time-zone.js';
import { VacationPanel } from './VacationPanel.js';
import { appWords, currentLanguage } from '../i18n/language.js';
import { EmailState } from './EmailState.js';

export function Settings() {
  const { api, token, rememberName } = useSession();
  // 24 local-time labels, each formatted through Intl: once, not on every keystroke.
  const hours = useMemo(() => digestHours(), []);
  const [player, setPlayer] = useState<Player | null>(null);
  const [webhook, setWebhook] = useState('');
  const [email, setEmail] = useState('');
  const [sns, setSns] = useState(false);
  const [digest, setDigest] = useState<number | null>(null);
  const [timeZone, setTimeZone] = useState('');
  const zones = useMemo(() => timeZones(), []);
  const [events, setEvents] = useState<ChannelEvents>({ webhook: null, email: null, sns: null });
  const allEvents = useNotificationEvents();
  const [secret, setSecret] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const words = appWords().account;

  const adopt = (next: Player) => {
    setPlayer(next);
    rememberName(next.name);
    setWebhook(next.notify.webhook?.url ?? '');
    setEmail(next.notify.email?.address ?? '');
    setSns(Boolean(next.notify.sns));
    setDigest(next.notify.digest?.hourUtc ?? null);
    setTimeZone(next.notify.timeZone ?? '');
    setEvents(storedEvents(next.notify));
  };
  useEffect(() => {
    ensureTimeZone(api)
      .then(() => api.me())
      .then(adopt, (error: unknown) => setMessage(errorWords(error)));
  }, [api]);

  const save = async (event: Event, rotateSecret = false, turnBackOn = false) => {
    event.preventDefault();
    if (!player) return;
    // Only what changed is sent (a channel left out stays as it is): setting a webhook again
    // turns a webhook its receiver switched off back on, which only the button below should do.
    const stored = player.notify;
    const notify: NotifyChanges = {};
    const had = storedEvents(stored);
    const change = (channel: keyof ChannelEvents) => (allEvents ? eventsChange(events[channel], had[channel], allEvents) : {});
    const webhookEvents = change('webhook');
    if (rotateSecret || turnBackOn || webhook !== (stored.webhook?.url ?? '') || 'events' in webhookEvents) notify.webhook = webhook ? { url: webhook, ...(rotateSecret ? { rotateSecret: true } : {}), ...webhookEvents } : null;
    const emailEvents = change('email');
    if (email !== (stored.email?.address ?? '') || 'events' in emailEvents) notify.email = email ? { address: email, ...emailEvents } : null;
    const snsEvents = change('sns');
    if (sns !== Boolean(stored.sns) || 'events' in snsEvents) notify.sns = sns ? ('events' in snsEvents ? snsEvents : true) : null;
    if (digest !== (stored.digest?.hourUtc ?? null)) notify.digest = digest === null ? null : { hourUtc: digest };
    if (timeZone !== (stored.timeZone ?? '')) notify.timeZone = timeZone || null;
    try {
      const next = await api.updateMe({ notify });
      adopt(next);
      setSecret(next.notify.webhook?.secret ?? null);
      setMessage(words.saved);
    } catch (error) {
      setMessage(errorWords(error));
    }
  };

  if (!token) return null;
  return (
    <div class="settings">
      <section class="panel stack" aria-labelledby="account-title">
        <h1 id="account-title">{words.title(player?.name ?? null)}</h1>
        <LanguageChoice />
        <Devices name={player?.name ?? null} />
        <BrowserAccounts name={player?.name ?? null} />
      </section>
      {/* Its changes update only the player's push devices: the form's unsaved fields stay as typed. */}
      <PushSwitch player={player} onPlayer={setPlayer} />
      <form class="panel stack" aria-labelledby="notify-title" onSubmit={(event) => save(event)}>
        <h2 id="notify-title">{words.notifyTitle}</h2>
        <label for="email">{words.email}</label>
        <input id="email" type="email" inputMode="email" value={email} onInput={(event) => setEmail(event.currentTarget.value)} />
        {player && email === (player.notify.email?.address ?? '') && <EmailState player={player} onPlayer={setPlayer} />}
        <label for="digest">{words.digest}</label>
        <select id="digest" value={digest === null ? '' : String(digest)} disabled={!email && digest === null} aria-describedby="digest-why" onChange={(event) => setDigest(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}>
          <option value="">{words.off}</option>
          {hours.map((hour) => (
            <option key={hour.hourUtc} value={String(hour.hourUtc)}>
              {hour.label}
            </option>
          ))}
        </select>
        <p id="digest-why" class="muted">
          {email ? words.digestWhen : words.digestNeedsEmail}
        </p>
        <label for="time-zone">{words.timeZone}</label>
        <select id="time-zone" value={timeZone} onChange={(event) => setTimeZone(event.currentTarget.value)}>
          <option value="">UTC</option>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone === browserTimeZone() ? words.thisDevice(zone) : zone}
            </option>
          ))}
        </select>
        <p class="muted">{words.perGame}</p>
        <details class="stack advanced" open={Boolean(player?.notify.webhook || player?.notify.sns)}>
          <summary>{words.advanced}</summary>
          <label for="webhook">{words.webhook}</label>
          <p class="muted">{words.webhookHow}</p>
          <input id="webhook" type="url" inputMode="url" placeholder="https://…" value={webhook} onInput={(event) => setWebhook(event.currentTarget.value)} />
          {player?.notify.webhook?.disabled && (
            <p role="status">
              {words.webhookOff(new Date(player.notify.webhook.disabled.at).toLocaleString(currentLanguage()), player.notify.webhook.disabled.reason)}{' '}
              <button type="button" onClick={(event) => save(event, false, true)}>
                {words.turnOn}
              </button>
            </p>
          )}
          {secret && (
            <p class="secret" role="status">
              {words.secret} <code>{secret}</code>
            </p>
          )}
          <div class="check">
            <input id="sns" type="checkbox" checked={sns} onChange={(event) => setSns(event.currentTarget.checked)} />
            <label for="sns">{words.sns}</label>
          </div>
          <p class="muted">{words.snsHow}</p>
          {player?.notify.webhook && (
            <button type="button" onClick={(event) => save(event, true)}>
              {words.newSecret}
            </button>
          )}
        </details>
        {allEvents && (
          <details class="stack">
            <summary>{words.events}</summary>
            {webhook && (
              <ChannelEventBoxes
                channel="webhook"
                events={events.webhook}
                all={allEvents}
                disabled={player?.notify.webhook?.disabled ? words.webhookFirst : undefined}
                onChange={(chosen) => setEvents({ ...events, webhook: chosen })}
              />
            )}
            {email && <ChannelEventBoxes channel="email" events={events.email} all={allEvents} onChange={(chosen) => setEvents({ ...events, email: chosen })} />}
            {sns && <ChannelEventBoxes channel="sns" events={events.sns} all={allEvents} onChange={(chosen) => setEvents({ ...events, sns: chosen })} />}
            {!webhook && !email && !sns && <p class="muted">{words.channelFirst}</p>}
          </details>
        )}
        <button type="submit" class="primary" disabled={!player}>
          {words.save}
        </button>
        {message && <p role="status">{message}</p>}
      </form>
      <VacationPanel player={player} onPlayer={setPlayer} />
    </div>
  );
}

/** Every IANA time zone this browser knows (none where it cannot list them: UTC and this device's remain). */
function timeZones(): string[] {
  const listed = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  const own = browserTimeZone();
  return own && !listed.includes(own) ? [own, ...listed] : listed;
}
