/**
 * /play/join/<id>#<code>: the invite. Before anyone signs up it shows the game (from the invite
 * preview, with the code carried in the fragment): its options, who invites, the seats taken and
 * free, the clock; a full or finished game says so, and offers to watch instead.
 */
import { useEffect, useState } from 'preact/hooks';
import { ApiError } from '../api/client.js';
import type { InvitePreview } from '../api/types.js';
import { useSession } from '../app/context.js';
import { navigate } from '../app/navigate.js';
import { paths } from '../app/routes.js';
import { SignUp } from '../app/SignUp.js';
import { durationWords } from '../game/time-left.js';
import { errorWords, valueWords } from '../game/words.js';
import { useGameTypes } from './game-types.js';
import { choiceLabel, optionLabel } from './option-fields.js';
import { appWords } from '../i18n/language.js';

const INVITE_CODE = /^[a-z2-7]{16}$/;

/**
 * The invite code in the fragment, taken out of the address bar and history at once (the code is
 * a seat's key); '' when there is none or it is malformed (a cut or mangled link, which must not
 * blank the page).
 */
function takeInviteCode(): string {
  let raw = location.hash.slice(1);
  if (raw) history.replaceState(history.state, '', location.pathname + location.search);
  try {
    raw = decodeURIComponent(raw);
  } catch {
    return '';
  }
  return INVITE_CODE.test(raw.trim()) ? raw.trim() : '';
}

export function JoinGame({ id }: { id: string }) {
  const { api, token } = useSession();
  const types = useGameTypes();
  const words = appWords().join;
  const [code, setCode] = useState(takeInviteCode);
  useEffect(() => {
    // The same join page opened again with another code (a link pasted again in this tab).
    const follow = () => {
      if (location.hash) setCode(takeInviteCode());
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const [preview, setPreview] = useState<InvitePreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!code) return;
    api.invitePreview(id, code).then(setPreview, (error: unknown) =>
      setFailure(error instanceof ApiError && error.status === 404 ? words.gone : errorWords(error)),
    );
  }, [api, id, code]);
  const join = async () => {
    setBusy(true);
    try {
      await api.join(id, code);
      navigate(paths.game(id), true);
    } catch (error) {
      const reason = error instanceof ApiError ? String(error.body.details?.reason ?? error.body.details?.code ?? error.body.code) : '';
      // Why a join was refused, in words (the server's reason, not a guess among three).
      setFailure(words.refusals[reason] ?? errorWords(error));
    } finally {
      setBusy(false);
    }
  };
  const closed = preview && (preview.status !== 'waiting' || preview.full);
  const schema = types?.find((type) => type.id === preview?.type)?.optionsSchema;
  return (
    <section class="panel stack join">
      <h1>{preview ? words.title(preview.invitedBy, preview.title) : words.titleUnknown}</h1>
      {!code && <p class="error">{words.noCode}</p>}
      {preview && (
        <>
          <dl class="invite-facts">
            <dt>{words.game}</dt>
            <dd>{preview.title}</dd>
            <dt>{words.invitedBy}</dt>
            <dd>{preview.invitedBy}</dd>
            <dt>{words.seats}</dt>
            <dd>
              <ul aria-label={words.seats}>
                {preview.seats.map((holder) => (
                  <li key={holder.seat}>
                    {words.seat(holder.seat + 1)}: {holder.name ?? words.free}
                  </li>
                ))}
              </ul>
            </dd>
            <dt>{words.clock}</dt>
            <dd>{clockWords(preview)}</dd>
            <dt>{words.options}</dt>
            <dd>
              <ul aria-label={words.options}>
                {Object.entries(preview.options).map(([name, value]) => (
                  <li key={name}>
                    {optionLabel(preview.type, name, schema?.properties?.[name])}: {optionValue(preview.type, name, value)}
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
          {closed && (
            <p role="alert" class="error">
              {preview.status === 'finished' ? words.over : preview.status === 'cancelled' ? words.calledOff : words.full}
            </p>
          )}
        </>
      )}
      {code && !closed && (token ? (
        <button type="button" class="primary" onClick={join} disabled={busy}>
          {words.take}
        </button>
      ) : (
        <SignUp reason={words.signUp} />
      ))}
      <a href={paths.game(id)}>{words.watch}</a>
      {failure && <p role="alert" class="error">{failure}</p>}
    </section>
  );
}

function clockWords(preview: InvitePreview): string {
  const words = appWords().join;
  if (preview.turnTimeLimit !== null) return words.perTurn(durationWords(preview.turnTimeLimit));
  if (preview.timeBank) return words.bank(durationWords(preview.timeBank.initial), durationWords(preview.timeBank.perMove), durationWords(preview.timeBank.max));
  return words.noClock;
}

/** An option's value: a choice in the game's words, else as any value reads. */
function optionValue(gameId: string, name: string, value: unknown): string {
  if (typeof value === 'string') return choiceLabel(gameId, name, value);
  if (Array.isArray(value) && value.length > 0) return value.map((choice) => choiceLabel(gameId, name, choice)).join(', ');
  return valueWords(value);
}
