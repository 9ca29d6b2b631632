/**
 * The table-talk panel (docs/talk.md), loaded on demand: built as a bundle of its own (web/build.ts)
 * with its own small copy of preact, and mounted by the game page's slot (../screens/game/TalkSlot.tsx)
 * into an element that page never renders into. It polls the game's talk while it is shown.
 */
import { render } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { REACTIONS } from '../../../engine/core/chat.js';
import type { AppWords } from '../i18n/app/en.js';

type Line = { seq: number; seat: number; at: string } & ({ kind: 'reaction'; reaction: string } | { kind: 'message'; text: string });
type Chat = 'off' | 'reactions' | 'free';
interface Talk {
  settings: { chat: Chat; spectators: boolean; gameDefault: { chat: Chat; why: string } };
  you: { seat: number; creator: boolean; muted: number[] } | null;
  lines: Line[];
  last: number;
  limits: { messageChars: number };
}

export interface TalkProps {
  gameId: string;
  /** The signed-in player's token, read at each request (null: a spectator). */
  token: () => string | null;
  /** Each seat's name, by seat number (read at each render: a seat taken meanwhile shows its name). */
  names: () => ReadonlyArray<string | null>;
  /** The talk's words in the app's language: handed in, as this bundle holds no words of its own. */
  words: AppWords['talk'];
  /** Why the game's rules allow only reactions, in the game's words (null: the server's English). */
  why: string | null;
}

/** How often the open panel looks for new talk while the page is shown. */
const POLL_MS = 4_000;
const CHATS: Chat[] = ['off', 'reactions', 'free'];

class TalkError extends Error {}

async function call<T>(props: TalkProps, method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  const token = props.token();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`/games/${props.gameId}/talk${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const parsed = (await response.json().catch(() => null)) as (T & { error?: { message: string } }) | null;
  if (!response.ok) throw new TalkError(parsed?.error?.message ?? props.words.unreachable(response.status));
  return parsed as T;
}

function TalkPanel(props: TalkProps) {
  const [talk, setTalk] = useState<Talk | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const last = useRef<number | null>(null);
  const list = useRef<HTMLOListElement>(null);

  /** Reads what is new (`fresh`: everything again, after a change of settings or mutes). */
  const load = useCallback(
    async (fresh = false) => {
      try {
        const after = fresh || last.current === null ? '' : `?after=${last.current}`;
        const answer = await call<Talk>(props, 'GET', after);
        setTalk(answer);
        setLines((before) => (after === '' ? answer.lines : [...before, ...answer.lines]));
        last.current = answer.last;
        setFailure(null);
      } catch (error) {
        setFailure(error instanceof Error ? error.message : String(error));
      }
    },
    [props.gameId],
  );

  useEffect(() => {
    void load(true);
    const timer = setInterval(() => document.visibilityState === 'visible' && void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [load]);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [lines.length]);

  const act = async (doing: () => Promise<unknown>, fresh = false) => {
    setBusy(true);
    try {
      await doing();
      await load(fresh);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const words = props.words;
  /** A reaction's label: the emoji as they are, the words ones in the app's language. */
  const reactionLabel = (id: string) => words.reaction[id] ?? REACTIONS.find((reaction) => reaction.id === id)?.label ?? id;
  if (!talk) return <p>{failure ?? words.loading}</p>;
  const { settings, you } = talk;
  const names = props.names();
  const nameOf = (seat: number) => (seat === you?.seat ? words.you : (names[seat] ?? words.seat(seat + 1)));
  const muted = you?.muted ?? [];
  const others = names.map((name, seat) => ({ name, seat })).filter((held) => held.seat !== you?.seat && held.name !== null);

  return (
    <div class="talk-body">
      <p class="hint">{settings.chat === 'off' ? words.off : settings.chat === 'reactions' ? words.reactionsOnly(settings.gameDefault.chat === 'reactions' ? (props.why ?? settings.gameDefault.why) : null) : words.free}</p>
      <ol class="talk-lines" ref={list} aria-live="polite">
        {lines.length === 0 && <li class="muted">{words.nothing}</li>}
        {lines.map((line) => (
          <li key={line.seq}>
            <strong>{nameOf(line.seat)}:</strong> {line.kind === 'message' ? line.text : <span class="talk-reaction">{reactionLabel(line.reaction)}</span>}
          </li>
        ))}
      </ol>
      {failure && <p role="alert" class="error">{failure}</p>}
      {you && settings.chat !== 'off' && (
        <div class="talk-reactions" role="group" aria-label={words.reactions}>
          {REACTIONS.map((reaction) => (
            <button type="button" key={reaction.id} disabled={busy} onClick={() => act(() => call(props, 'POST', '', { kind: 'reaction', reaction: reaction.id }))}>
              {reactionLabel(reaction.id)}
            </button>
          ))}
        </div>
      )}
      {you && settings.chat === 'free' && (
        <form
          class="talk-say"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim() === '') return;
            void act(async () => {
              await call(props, 'POST', '', { kind: 'message', text });
              setText('');
            });
          }}
        >
          <input aria-label={words.message} value={text} maxLength={talk.limits.messageChars} placeholder={words.say} onInput={(event) => setText(event.currentTarget.value)} />
          <button type="submit" class="primary" disabled={busy || text.trim() === ''}>{words.send}</button>
        </form>
      )}
      {you && others.length > 0 && (
        <details class="talk-moderation">
          <summary>{words.mute(you.creator)}</summary>
          {others.map((held) => {
            const isMuted = muted.includes(held.seat);
            const seats = isMuted ? muted.filter((seat) => seat !== held.seat) : [...muted, held.seat];
            return (
              <button type="button" key={held.seat} class="quiet" disabled={busy} aria-pressed={isMuted} onClick={() => act(() => call(props, 'PATCH', '/muted', { seats }), true)}>
                {isMuted ? words.unmuteOne(held.name!) : words.muteOne(held.name!)}
              </button>
            );
          })}
          {you.creator && (
            <fieldset>
              <legend>{words.settings}</legend>
              <select aria-label={words.allowed} value={settings.chat} disabled={busy} onChange={(event) => act(() => call(props, 'PATCH', '/settings', { chat: event.currentTarget.value }), true)}>
                {CHATS.map((chat) => (
                  <option value={chat} key={chat}>{words.chat[chat]}</option>
                ))}
              </select>
              <label class="check">
                <input type="checkbox" checked={settings.spectators} disabled={busy} onChange={(event) => act(() => call(props, 'PATCH', '/settings', { spectators: event.currentTarget.checked }), true)} /> {words.spectators}
              </label>
            </fieldset>
          )}
        </details>
      )}
    </div>
  );
}

/** Shows the panel in `host`; the function it returns takes it away again. */
export function mountTalk(host: HTMLElement, props: TalkProps): () => void {
  render(<TalkPanel {...props} />, host);
  return () => render(null, host);
}
