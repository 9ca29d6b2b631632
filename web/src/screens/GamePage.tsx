/**
 * One game: whose turn and the deadline, each seat's clock and vacation, what happened since you last looked and the whole game
 * (./GameHistory.tsx), how often you hear of your turn (./GameNotices.tsx), the game's table (or the generic one), resign,
 * and at the end the outcome, the deal's verification and playing again.
 * Live without sockets: refreshes when the page regains focus and polls while it waits; a poll
 * that finds nothing new is a 304 (ETag).
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { ApiError } from '../api/client.js';
import type { Envelope, Move } from '../api/types.js';
import { useSession } from '../app/context.js';
import { Countdown } from '../game/Countdown.js';
import { GameMovedOn } from '../game/moved-on.js';
import { SeatClocks } from '../game/SeatClocks.js';
import { linesAfter } from '../game/history.js';
import { errorWords } from '../game/words.js';
import { useTable } from '../tables/use-table.js';
import { GameHistory } from './GameHistory.js';
import { GameNotices } from './GameNotices.js';
import { PlayAgain } from './game/PlayAgain.js';
import { TakenOverPanel } from './game/TakenOverPanel.js';
import { ResignPanel } from './game/ResignPanel.js';
import { UndoPanel } from './game/UndoPanel.js';
import { SignInOffer } from './game/SignInOffer.js';
import { statusWords, useTabTitle } from './game/tab-title.js';
import { TablePending } from './game/TablePending.js';
import { TalkSlot } from './game/TalkSlot.js';
import { WaitingPanel } from './game/WaitingPanel.js';
import { Outcome } from './Outcome.js';
import { useGameTypes } from './game-types.js';
import { appWords } from '../i18n/language.js';

/** How often to look for news: often while others play, rarely while the game waits on me. */
const POLL_WAITING_MS = 3_000;
const POLL_MY_TURN_MS = 20_000;
export function GamePage({ id }: { id: string }) {
  const { api, token } = useSession();
  const types = useGameTypes();
  const [game, setGame] = useState<Envelope | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [movedOn, setMovedOn] = useState<string | null>(null);
  const etag = useRef<string | null>(null);
  const shown = useRef<number | null>(null);

  /** What happened between the version this page last showed and `next`, in words (the page's history shows it too). */
  const learnEvents = useCallback(
    async (next: Envelope): Promise<string[]> => {
      const seen = shown.current;
      shown.current = next.version;
      if (seen === null || seen >= next.version) return [];
      try {
        return (await linesAfter(api, id, seen, next)).lines.map((item) => item.line);
      } catch {
        return []; // The words are a courtesy; the table itself is already up to date.
      }
    },
    [api, id],
  );

  /** Looks again; true when the game had changed. */
  const refresh = useCallback(async (): Promise<string[] | null> => {
    try {
      const answer = await api.game(id, etag.current);
      if (!answer) return null; // 304: nothing new
      etag.current = answer.etag;
      setGame(answer.game);
      setFailure(null);
      return await learnEvents(answer.game);
    } catch (error) {
      setFailure(errorWords(error));
      return null;
    }
  }, [api, id, learnEvents]);

  useEffect(() => {
    etag.current = null;
    void refresh();
  }, [refresh, token]);

  // Live enough: poll while the page is visible and the game runs; look again on focus.
  useEffect(() => {
    // A finished game only changes by a rematch, which its players look for now and then.
    if (game?.status === 'cancelled' || (game?.status === 'finished' && (game.rematch || game.you === null))) return;
    const every = game?.yourTurn || game?.status === 'finished' ? POLL_MY_TURN_MS : POLL_WAITING_MS;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, every);
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [game?.status, game?.yourTurn, game?.rematch, game?.you, refresh]);

  /** Whether the page is behind the server: then it shows the news and says nothing was sent. */
  const caughtUp = async (): Promise<void> => {
    const changed = await refresh();
    if (changed === null) return;
    const words = appWords().game.movedOn(changed);
    setMovedOn(words);
    throw new GameMovedOn(words);
  };

  const submit = async (moves: Move[]) => {
    if (!game) return;
    setBusy(true);
    setMovedOn(null);
    try {
      // A page behind the server (someone resigned, another seat moved) looks again first: a
      // plan made on an old table is not sent.
      await caughtUp();
      const next = await api.moves(id, game.version, moves);
      etag.current = null;
      setGame({ ...next, legalMoves: undefined });
      await learnEvents(next);
      await refresh(); // the legal moves come with GET ?legal=true
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        etag.current = null;
        await caughtUp();
      }
      throw error;
    } finally {
      setBusy(false);
    }
  };

  /** A change that is not a move (resign, take back): sent at the newest version, its refusal in words. */
  /** `lookFirst`: refuse when the table moved on since the page last looked (not for a change that does not depend on it, as taking the seat back). */
  const change = async (send: (version: number) => Promise<Envelope>, lookFirst = true) => {
    if (!game) return;
    setBusy(true);
    setMovedOn(null);
    setFailure(null);
    try {
      if (lookFirst) await caughtUp();
      setGame(await send(game.version));
      etag.current = null;
      await refresh();
    } catch (error) {
      if (!(error instanceof GameMovedOn)) setFailure(errorWords(error));
    } finally {
      setBusy(false);
    }
  };

  const title = game ? (types?.find((type) => type.id === game.type)?.title ?? game.type) : null;
  useTabTitle(game && title ? `${statusWords(game)} · ${title}` : null);
  const hold = useTable(game?.type ?? null);

  if (!game) return <section class="panel">{failure ? <p role="alert" class="error">{failure}</p> : <p>{appWords().game.loading}</p>}</section>;
  const { table } = hold;
  // A game on the table (or over) waits for its table's bundle; a waiting or called-off one shows at once.
  const awaitsTable = table === null && !hold.failed && (game.view !== null || game.outcome !== undefined);

  return (
    <article class="game" aria-labelledby="game-title">
      <header class="game-head">
        <h1 id="game-title">{title}</h1>
        <p class="status" aria-live="polite">
          <Status game={game} />
          {/* With seat clocks the list below shows the time left (one ticking count, not two). */}
          {game.deadline && game.status === 'active' && !game.seats.some((holder) => holder.clock) && (
            <>
              {' · '}
              <Countdown deadline={game.deadline} />
            </>
          )}
        </p>
        {game.you === null && !game.invited && <p class="hint">{appWords().game.watching}</p>}
        <SeatClocks game={game} />
      </header>
      {failure && <p role="alert" class="error">{failure}</p>}
      {movedOn && <p role="alert" class="error">{movedOn}</p>}
      {awaitsTable ? (
        <TablePending hold={hold} />
      ) : (
        <>
          {!token && game.status !== 'finished' && game.status !== 'cancelled' && <SignInOffer />}
          {game.status === 'waiting' && (
            <WaitingPanel
              game={game}
              onChange={async () => {
                etag.current = null;
                await refresh();
              }}
            />
          )}
          {game.outcome && <Outcome game={game} table={table} />}
          {game.status === 'finished' && game.you !== null && <PlayAgain game={game} />}
          {game.view !== null && (table ? <table.Table game={game} submit={submit} busy={busy} /> : <TablePending hold={hold} />)}
          {game.status !== 'cancelled' && <TalkSlot game={game} />}
          {/* The history is in the table's words: it waits for them. */}
          {game.status !== 'waiting' && table && <GameHistory game={game} />}
          {game.you !== null && <GameNotices id={game.id} running={game.status === 'active'} />}
          {game.undo && <UndoPanel game={game} busy={busy} onUndo={(what) => change((version) => api.undo(id, version, what))} />}
          <TakenOverPanel game={game} busy={busy} onTakeBack={() => change(() => api.reclaim(id), false)} />
          {game.you !== null && game.status === 'active' && <ResignPanel game={game} busy={busy} onResign={() => change((version) => api.resign(id, version))} onHandOver={() => change(() => api.handOver(id))} />}
        </>
      )}
    </article>
  );
}

function Status({ game }: { game: Envelope }) {
  const words = statusWords(game);
  return game.yourTurn && game.status === 'active' ? <strong>{words}</strong> : <>{words}</>;
}
