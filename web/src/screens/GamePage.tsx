/**
 * One game: whose turn and the deadline, each seat's clock and vacation, what happened since this browser last looked, the game's
 * table (or the generic one), resign, and at the end the outcome and the deal's verification.
 * Live without sockets: refreshes when the page regains focus and polls while it waits; a poll
 * that finds nothing new is a 304 (ETag).
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { ApiError } from '../api/client.js';
import type { Envelope, LogEntry, Move } from '../api/types.js';
import { useSession } from '../app/context.js';
import { Countdown } from '../game/Countdown.js';
import { GameMovedOn } from '../game/moved-on.js';
import { SeatClocks } from '../game/SeatClocks.js';
import { lastSeenVersion, markSeen } from '../game/seen.js';
import { errorWords, genericEventWords, seatName, sentence } from '../game/words.js';
import { tableFor } from '../tables/index.js';
import { PlayAgain } from './game/PlayAgain.js';
import { ResignPanel } from './game/ResignPanel.js';
import { SignInOffer } from './game/SignInOffer.js';
import { statusWords, useTabTitle } from './game/tab-title.js';
import { WaitingPanel } from './game/WaitingPanel.js';
import { Outcome } from './Outcome.js';
import { useGameTypes } from './game-types.js';

/** How often to look for news: often while others play, rarely while the game waits on me. */
const POLL_WAITING_MS = 3_000;
const POLL_MY_TURN_MS = 20_000;
/** Lines of "since you last looked" kept on the page. */
const MAX_NEWS = 40;

interface News {
  version: number;
  line: string;
}

export function GamePage({ id }: { id: string }) {
  const { api, token } = useSession();
  const types = useGameTypes();
  const [game, setGame] = useState<Envelope | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [news, setNews] = useState<News[]>([]);
  const [movedOn, setMovedOn] = useState<string | null>(null);
  const etag = useRef<string | null>(null);
  const shown = useRef<number | null>(null);

  /** Adds what happened since the version last shown to the news; returns those lines. */
  const learnEvents = useCallback(
    async (next: Envelope): Promise<string[]> => {
      const seen = shown.current ?? lastSeenVersion(id);
      shown.current = next.version;
      if (next.you !== null) markSeen(id, next.version);
      if (seen === null || seen >= next.version) return [];
      try {
        const log = await api.events(id, seen);
        const table = tableFor(next.type);
        const lines = log.entries.flatMap((entry: LogEntry) => {
          const said = entry.events.map((event) => ({ version: entry.version, line: table.eventWords(event, next) ?? genericEventWords(event, next) }));
          // Who resigned, where the game's own events do not say it already.
          const untold = entry.kind === 'resign' && !said.some((item) => item.line.includes('resigned'));
          return untold ? [{ version: entry.version, line: `${sentence(seatName(next, entry.seat))} resigned.` }, ...said] : said;
        });
        setNews((previous) => [...previous, ...lines].slice(-MAX_NEWS));
        return lines.map((item) => item.line);
      } catch {
        return []; // The news is a courtesy; the table itself is already up to date.
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
    const words = `The game changed before your move was sent${changed.length ? `: ${changed.join(' ')}` : '.'} Nothing was sent; look at the table again.`;
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

  const resign = async () => {
    if (!game) return;
    setBusy(true);
    setMovedOn(null);
    try {
      await caughtUp();
      setGame(await api.resign(id, game.version));
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

  if (!game) return <section class="panel">{failure ? <p role="alert" class="error">{failure}</p> : <p>Loading the game…</p>}</section>;
  const table = tableFor(game.type);

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
        {game.you === null && !game.invited && <p class="hint">You are watching: hands stay hidden.</p>}
        <SeatClocks game={game} />
      </header>
      {failure && <p role="alert" class="error">{failure}</p>}
      {movedOn && <p role="alert" class="error">{movedOn}</p>}
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
      {game.outcome && <Outcome game={game} />}
      {game.status === 'finished' && game.you !== null && <PlayAgain game={game} />}
      {game.view !== null && <table.Table game={game} submit={submit} busy={busy} />}
      {news.length > 0 && (
        <section class="news" aria-labelledby="news-title">
          <h2 id="news-title">Since you last looked</h2>
          <ol>
            {news.map((item, index) => (
              <li key={index}>{item.line}</li>
            ))}
          </ol>
        </section>
      )}
      {game.you !== null && game.status === 'active' && <ResignPanel game={game} busy={busy} onResign={resign} />}
    </article>
  );
}

function Status({ game }: { game: Envelope }) {
  const words = statusWords(game);
  return game.yourTurn && game.status === 'active' ? <strong>{words}</strong> : <>{words}</>;
}
