/**
 * One game: whose turn and the deadline, each seat's clock and vacation, what happened since you last looked and the whole game (./GameHistory.tsx), how often you hear of your turn (./GameNotices.tsx), the game's
 * table (or the generic one), resign, and at the end the outcome and the deal's verification.
 * Live without sockets: refreshes when the page regains focus and polls while it waits; a poll
 * that finds nothing new is a 304 (ETag).
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { Envelope, Move } from '../api/types.js';
import { useSession } from '../app/context.js';
import { Countdown } from '../game/Countdown.js';
import { SeatClocks } from '../game/SeatClocks.js';
import { inviteCodes } from '../game/seen.js';
import { errorWords, seatName, sentence } from '../game/words.js';
import { tableFor } from '../tables/index.js';
import { GameHistory } from './GameHistory.js';
import { GameNotices } from './GameNotices.js';
import { Invite } from './Invite.js';
import { Outcome } from './Outcome.js';
import { useGameTypes } from './game-types.js';

/** How often to look for news: often while others play, rarely while the game waits on me. */
const POLL_WAITING_MS = 3_000;
const POLL_MY_TURN_MS = 20_000;
export function GamePage({ id }: { id: string }) {
  const { api, token } = useSession();
  const types = useGameTypes();
  const [game, setGame] = useState<Envelope | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resignAsked, setResignAsked] = useState(false);
  const etag = useRef<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      const answer = await api.game(id, etag.current);
      if (!answer) return; // 304: nothing new
      etag.current = answer.etag;
      setGame(answer.game);
      setFailure(null);
    } catch (error) {
      setFailure(errorWords(error));
    }
  }, [api, id]);

  useEffect(() => {
    etag.current = null;
    void refresh();
  }, [refresh, token]);

  // Live enough: poll while the page is visible and the game runs; look again on focus.
  useEffect(() => {
    if (game?.status === 'finished') return;
    const every = game?.yourTurn ? POLL_MY_TURN_MS : POLL_WAITING_MS;
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
  }, [game?.status, game?.yourTurn, refresh]);

  const submit = async (moves: Move[]) => {
    if (!game) return;
    setBusy(true);
    try {
      const next = await api.moves(id, game.version, moves);
      etag.current = null;
      setGame({ ...next, legalMoves: undefined });
      await refresh(); // the legal moves come with GET ?legal=true
    } catch (error) {
      if (error instanceof Error && 'status' in error && error.status === 409) await refresh();
      throw error;
    } finally {
      setBusy(false);
    }
  };

  const resign = async () => {
    if (!game) return;
    setResignAsked(false);
    setBusy(true);
    try {
      setGame(await api.resign(id, game.version));
      etag.current = null;
      await refresh();
    } catch (error) {
      setFailure(errorWords(error));
    } finally {
      setBusy(false);
    }
  };

  if (!game) return <section class="panel">{failure ? <p role="alert" class="error">{failure}</p> : <p>Loading the game…</p>}</section>;
  const table = tableFor(game.type);
  const title = types?.find((type) => type.id === game.type)?.title ?? game.type;
  const inviteCode = inviteCodes.get(game.id);

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
        {game.you === null && <p class="hint">You are watching: hands stay hidden.</p>}
        <SeatClocks game={game} />
      </header>
      {failure && <p role="alert" class="error">{failure}</p>}
      {game.status === 'waiting' && (
        <section class="panel">
          <p>
            Waiting for players: {game.seats.filter((seat) => seat.playerId).length} of {game.seats.length} seats taken.
          </p>
          {inviteCode && <Invite id={game.id} code={inviteCode} />}
        </section>
      )}
      {game.outcome && <Outcome game={game} />}
      {game.view !== null && <table.Table game={game} submit={submit} busy={busy} />}
      {game.status !== 'waiting' && <GameHistory game={game} />}
      {game.you !== null && <GameNotices id={game.id} running={game.status === 'active'} />}
      {game.you !== null && game.status === 'active' && (
        <section class="resign">
          {resignAsked ? (
            <div role="alertdialog" aria-labelledby="resign-text" class="confirm">
              <p id="resign-text">Leave this game for good? The game's rules say what happens next.</p>
              <button type="button" class="danger" onClick={resign} disabled={busy}>
                Yes, resign
              </button>
              <button type="button" onClick={() => setResignAsked(false)}>
                Keep playing
              </button>
            </div>
          ) : (
            <button type="button" class="quiet" onClick={() => setResignAsked(true)}>
              Resign…
            </button>
          )}
        </section>
      )}
    </article>
  );
}

function Status({ game }: { game: Envelope }) {
  if (game.status === 'waiting') return <>Waiting for players</>;
  if (game.status === 'finished') return <>Finished</>;
  if (game.yourTurn) return <strong>Your turn</strong>;
  const names = game.awaiting.map((seat) => seatName(game, seat));
  return <>{sentence(names.join(' and ') || 'nobody')} to play</>;
}
