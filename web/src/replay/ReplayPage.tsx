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
import { TablePending } from '../screens/game/TablePending.js';
import { useGameTypes } from '../screens/game-types.js';
import { useTable } from '../tables/use-table.js';
import type { Replayed, Viewer } from './replayed.js';
import { appWords, currentLanguage } from '../i18n/language.js';

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
  const words = appWords().replay;

  useEffect(() => {
    api.replay(id).then(
      async (published) => {
        setReplay(published);
        const { replayed } = (await import(/* the engine's own bundle (web/build.ts) */ REPLAY_MODULE)) as typeof import('./replayed.js');
        setComputed(await replayed(published));
      },
      (error: unknown) => setFailure(error instanceof ApiError && error.body.details?.reason === 'GAME_NOT_FINISHED' ? appWords().replay.running : errorWords(error)),
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

  const title = types?.find((type) => type.id === replay?.type)?.title ?? replay?.type ?? words.game;
  // The game's table is a bundle of its own, fetched beside the engine's.
  const hold = useTable(replay?.type ?? null);
  if (failure) return <Panel title={words.title}>{failure}</Panel>;
  if (!replay || !computed || (!hold.table && !hold.failed)) return <Panel title={words.title}>{words.loading}</Panel>;
  if (computed.frames.length === 0) return <Panel title={words.of(title)}>{computed.verdict.failure ? words.failed(computed.verdict.failure) : words.neverStarted}</Panel>;
  const { table } = hold;
  if (!table) {
    return (
      <section class="replay" aria-labelledby="replay-title">
        <div class="panel">
          <h1 id="replay-title">{words.of(title)}</h1>
        </div>
        <TablePending hold={hold} />
      </section>
    );
  }

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
        <h1 id="replay-title">{words.of(title)}</h1>
        <Verification verdict={computed.verdict} commitment={replay.fairness.seedCommitment} />
        <p>
          <Link href={paths.game(replay.id)}>{words.back}</Link>
        </p>
      </div>
      <div class="panel replay-controls">
        <p class="replay-position" aria-live="polite">
          {words.position(frame.version, computed.frames[last]!.version)}
          {replay.at[index] ? ` · ${new Date(replay.at[index]!).toLocaleString(currentLanguage())}` : ''}
        </p>
        <div class="replay-buttons">
          <button type="button" onClick={() => go(0)} disabled={index === 0} aria-label={words.firstLabel}>{words.first}</button>
          <button type="button" onClick={() => go(index - 1)} disabled={index === 0} aria-label={words.previousLabel}>{words.previous}</button>
          <button type="button" onClick={() => go(index + 1)} disabled={index === last} aria-label={words.nextLabel}>{words.next}</button>
          <button type="button" onClick={() => go(last)} disabled={index === last} aria-label={words.lastLabel}>{words.last}</button>
        </div>
        <input type="range" min={0} max={last} value={index} aria-label={words.move} onInput={(event) => go(Number((event.target as HTMLInputElement).value))} />
        <label>
          {words.seenBy}{' '}
          <select value={viewer === null ? 'spectator' : String(viewer)} onChange={(event) => setViewer(viewerOf((event.target as HTMLSelectElement).value))}>
            <option value="spectator">{words.spectator}</option>
            {replay.seats.map((holder) => (
              <option key={holder.seat} value={String(holder.seat)}>
                {sentence(seatName(names, holder.seat))}
              </option>
            ))}
            <option value="all">{words.everyone}</option>
          </select>
        </label>
        <ul class="replay-events">{lines.length > 0 ? lines.map((line, i) => <li key={i}>{line}</li>) : <li>{frame.state === null ? words.waiting : words.nothing}</li>}</ul>
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
  const words = appWords().replay;
  return (
    <ul class="verify">
      <li>{verdict.seed ? words.seedOk(commitment.slice(0, 16)) : words.seedBad}</li>
      <li>{verdict.replay ? words.replayOk : words.replayBad(verdict.failure ?? null)}</li>
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
