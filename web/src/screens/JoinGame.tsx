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
import { optionLabel } from './option-fields.js';

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

/** Why a join was refused, in words (the server's reason, not a guess among three). */
const JOIN_REFUSALS: Record<string, string> = {
  GAME_FULL: 'Every seat of this game is taken.',
  INVITE_CODE_INVALID: 'This invite code is wrong: ask for the whole link again.',
  GAME_CANCELLED: 'This game was called off.',
  GAME_STARTED: 'This game has already started.',
};

export function JoinGame({ id }: { id: string }) {
  const { api, token } = useSession();
  const types = useGameTypes();
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
      setFailure(error instanceof ApiError && error.status === 404 ? 'This invite does not work: the game is gone or the code is wrong. Ask for the whole link again.' : errorWords(error)),
    );
  }, [api, id, code]);
  const join = async () => {
    setBusy(true);
    try {
      await api.join(id, code);
      navigate(paths.game(id), true);
    } catch (error) {
      const reason = error instanceof ApiError ? String(error.body.details?.reason ?? error.body.details?.code ?? error.body.code) : '';
      setFailure(JOIN_REFUSALS[reason] ?? errorWords(error));
    } finally {
      setBusy(false);
    }
  };
  const closed = preview && (preview.status !== 'waiting' || preview.full);
  const schema = types?.find((type) => type.id === preview?.type)?.optionsSchema;
  return (
    <section class="panel stack join">
      <h1>{preview ? `Join ${preview.invitedBy}’s game of ${preview.title}` : 'Join a game'}</h1>
      {!code && <p class="error">This link has no invite code, or a damaged one; ask for the whole link again.</p>}
      {preview && (
        <>
          <dl class="invite-facts">
            <dt>Game</dt>
            <dd>{preview.title}</dd>
            <dt>Invited by</dt>
            <dd>{preview.invitedBy}</dd>
            <dt>Seats</dt>
            <dd>
              <ul aria-label="Seats">
                {preview.seats.map((holder) => (
                  <li key={holder.seat}>
                    Seat {holder.seat + 1}: {holder.name ?? 'free'}
                  </li>
                ))}
              </ul>
            </dd>
            <dt>Clock</dt>
            <dd>{clockWords(preview)}</dd>
            <dt>Options</dt>
            <dd>
              <ul aria-label="Options">
                {Object.entries(preview.options).map(([name, value]) => (
                  <li key={name}>
                    {optionLabel(name, schema?.properties?.[name])}: {valueWords(value)}
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
          {closed && (
            <p role="alert" class="error">
              {preview.status === 'finished' ? 'This game is over: nobody can join it any more.' : preview.status === 'cancelled' ? 'This game was called off.' : 'This game is full: every seat is taken.'}
            </p>
          )}
        </>
      )}
      {code && !closed && (token ? (
        <button type="button" class="primary" onClick={join} disabled={busy}>
          Take your seat
        </button>
      ) : (
        <SignUp reason="Sign up to take your seat." />
      ))}
      <a href={paths.game(id)}>Just watch the game</a>
      {failure && <p role="alert" class="error">{failure}</p>}
    </section>
  );
}

function clockWords(preview: InvitePreview): string {
  if (preview.turnTimeLimit !== null) return `${durationWords(preview.turnTimeLimit)} per turn`;
  if (preview.timeBank) return `a time bank of ${durationWords(preview.timeBank.initial)}, plus ${durationWords(preview.timeBank.perMove)} per turn (at most ${durationWords(preview.timeBank.max)})`;
  return 'no clock: take your time';
}
