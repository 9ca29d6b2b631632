/**
 * A finished game, step by step: first, back, forward, last and a slider; from a spectator's
 * seat, any player's, or with every hand open (the seed is revealed, so nothing is secret any
 * more). The position rides in the address (`#move=N`), so a link opens the same moment. The
 * replay is recomputed here from the seed and the log, and checked against the commitment and
 * the server's final state before it is shown as verified.
 */
import { useEffect, useState } from 'preact/hooks';
import { ApiError } from '../api/client.js';
import type { Replay } from '../api/types.js';
import { useSession } from '../app/context.js';
import { Link } from '../app/Link.js';
import { paths } from '../app/routes.js';
import { errorWords, genericEventWords, seatName, sentence } from '../game/words.js';
import { useGameTypes } from '../screens/game-types.js';
import { tableFor } from '../tables/index.js';
import type { Replayed, Viewer } from './replayed.js';

/** Where the replay's engine bundle is served (set by web/build.ts). */
declare const REPLAY_MODULE: string;

export function ReplayPage({ id }: { id: string }) {
  const { api } = useSession();
  const types = useGameTypes();
  const [replay, setReplay] = useState<Replay | null>(null);
  const [computed, setComputed] = useState<Replayed | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [position, setPosition] = useState<number>(() => moveInHash() ?? Number.MAX_SAFE_INTEGER);
  const [viewer, setViewer] = useState<Viewer>(null);

  useEffect(() => {
    api.replay(id).then(
      async (published) => {
        setReplay(published);
        const { replayed } = (await import(/* the engine's own bundle (web/build.ts) */ REPLAY_MODULE)) as typeof import('./replayed.js');
        setComputed(await replayed(published));
      },
      (error: unknown) => setFailure(error instanceof ApiError && error.body.details?.reason === 'GAME_NOT_FINISHED' ? 'This game is still running: it can be replayed once it is over.' : errorWords(error)),
    );
  }, [api, id]);

  const last = (computed?.frames.length ?? 1) - 1;
  const index = Math.min(Math.max(position, 0), last);
  useEffect(() => {
    if (!computed) return;
    history.replaceState(history.state, '', `#move=${computed.frames[index]?.version ?? 0}`);
  }, [computed, index]);
  useEffect(() => {
    const follow = () => setPosition(moveInHash() ?? 0);
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  const title = types?.find((type) => type.id === replay?.type)?.title ?? replay?.type ?? 'Game';
  if (failure) return <Panel title="Replay">{failure}</Panel>;
  if (!replay || !computed) return <Panel title="Replay">Loading the game and replaying it in this browser…</Panel>;
  if (computed.frames.length === 0) return <Panel title={`Replay: ${title}`}>{computed.verdict.failure ? `The replay could not be computed: ${computed.verdict.failure}.` : 'This game never started.'}</Panel>;

  const table = tableFor(replay.type);
  const frame = computed.frames[index]!;
  const names = { seats: replay.seats, you: null };
  const lines = computed.eventsAt(index, viewer).map((event) => {
    const shown = computed.envelopeAt(index, viewer === 'all' ? null : viewer);
    return table.eventWords(event, shown) ?? genericEventWords(event, shown);
  });
  const seatsShown = viewer === 'all' ? replay.seats.map((holder) => holder.seat) : [viewer];
  const go = (next: number) => setPosition(Math.min(Math.max(next, 0), last));

  return (
    <section class="replay" aria-labelledby="replay-title">
      <div class="panel">
        <h1 id="replay-title">Replay: {title}</h1>
        <Verification verdict={computed.verdict} commitment={replay.fairness.seedCommitment} />
        <p>
          <Link href={paths.game(replay.id)}>Back to the game</Link>
        </p>
      </div>
      <div class="panel replay-controls">
        <p class="replay-position" aria-live="polite">
          Move {frame.version} of {computed.frames[last]!.version}
          {replay.at[index] ? ` · ${new Date(replay.at[index]!).toLocaleString()}` : ''}
        </p>
        <div class="replay-buttons">
          <button type="button" onClick={() => go(0)} disabled={index === 0} aria-label="First move">« First</button>
          <button type="button" onClick={() => go(index - 1)} disabled={index === 0} aria-label="Back one move">‹ Back</button>
          <button type="button" onClick={() => go(index + 1)} disabled={index === last} aria-label="Forward one move">Next ›</button>
          <button type="button" onClick={() => go(last)} disabled={index === last} aria-label="Last move">Last »</button>
        </div>
        <input type="range" min={0} max={last} value={index} aria-label="Move" onInput={(event) => go(Number((event.target as HTMLInputElement).value))} />
        <label>
          Seen by{' '}
          <select value={viewer === null ? 'spectator' : String(viewer)} onChange={(event) => setViewer(viewerOf((event.target as HTMLSelectElement).value))}>
            <option value="spectator">a spectator</option>
            {replay.seats.map((holder) => (
              <option key={holder.seat} value={String(holder.seat)}>
                {sentence(seatName(names, holder.seat))}
              </option>
            ))}
            <option value="all">everyone (all hands open)</option>
          </select>
        </label>
        <ul class="replay-events">{lines.length > 0 ? lines.map((line, i) => <li key={i}>{line}</li>) : <li>{frame.state === null ? 'Waiting for players.' : 'Nothing happened on the table.'}</li>}</ul>
      </div>
      {frame.state !== null &&
        seatsShown.map((seat) => (
          <div class="replay-table" key={String(seat)}>
            {viewer === 'all' && <h2>{sentence(seatName(names, seat))}</h2>}
            <table.Table game={computed.envelopeAt(index, seat)} submit={noSubmit} busy={true} />
          </div>
        ))}
    </section>
  );
}

function Verification({ verdict, commitment }: { verdict: Replayed['verdict']; commitment: string }) {
  return (
    <ul class="verify">
      <li>{verdict.seed ? `✓ The seed matches the commitment ${commitment.slice(0, 16)}… published at the start.` : '✗ The revealed seed does NOT match the commitment published at the start.'}</li>
      <li>{verdict.replay ? '✓ Replayed in this browser from the seed and the moves: it ends exactly as the server says.' : `✗ The replay does NOT end as the server says${verdict.failure ? ` (${verdict.failure})` : ''}.`}</li>
    </ul>
  );
}

function Panel({ title, children }: { title: string; children: string }) {
  return (
    <section class="panel">
      <h1>{title}</h1>
      <p>{children}</p>
    </section>
  );
}

async function noSubmit(): Promise<void> {
  // A replay only shows the table; nothing is sent.
}

function viewerOf(value: string): Viewer {
  if (value === 'spectator') return null;
  if (value === 'all') return 'all';
  return Number(value);
}

function moveInHash(): number | null {
  const match = /^#move=(\d+)$/.exec(location.hash);
  return match ? Number(match[1]) : null;
}
