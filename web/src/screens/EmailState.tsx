/**
 * What became of the e-mail address on Account: waiting for its owner to confirm it (with "send
 * again"), confirmed, or turned off because it bounced or our mail was reported as spam.
 */
import { useState } from 'preact/hooks';
import { ApiError } from '../api/client.js';
import type { Player } from '../api/types.js';
import { useSession } from '../app/context.js';
import { errorWords } from '../game/words.js';
import { appWords } from '../i18n/language.js';

export function EmailState({ player, onPlayer }: { player: Player; onPlayer(player: Player): void }) {
  const { api } = useSession();
  const [note, setNote] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const email = player.notify.email;
  if (!email) return null;
  const words = appWords().email;
  const sendAgain = async () => {
    // The last answer's words go while this one is on its way, so "Sent" always means this press.
    setNote(null);
    setSending(true);
    try {
      onPlayer(await api.resendEmailConfirmation());
      setNote(words.sent);
    } catch (error) {
      const minutes = error instanceof ApiError && error.status === 429 ? Number(error.body.details?.minutes) : NaN;
      setNote(minutes > 0 ? words.tooMany(minutes) : errorWords(error));
    } finally {
      setSending(false);
    }
  };
  // The server writes its reason in English: the app says which of its two it is.
  if (email.off) return <p role="status">{words.off(/spam/.test(email.off.reason) ? words.complained : words.bounced)}</p>;
  if (email.confirmed) return <p class="muted">{words.confirmed}</p>;
  return (
    <p role="status">
      {words.waiting}{' '}
      <button type="button" onClick={sendAgain} disabled={sending}>
        {words.sendAgain}
      </button>
      {note && <span> {note}</span>}
    </p>
  );
}
