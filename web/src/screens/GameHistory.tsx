/**
 * The game's history on its page: "Since you last looked" (what happened after the last version
 * any page of this player showed them — the server keeps that mark, so it holds across reloads
 * and devices; a spectator's is kept in this browser), and the whole game in words below it.
 * A player's own move is their look: the list starts again with it, so an open tab's list
 * does not only grow.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Envelope } from '../api/types.js';
import { useSession } from '../app/context.js';
import { linesAfter, type HistoryLine } from '../game/history.js';
import { lastSeenVersion, markSeen } from '../game/seen.js';
import { appWords } from '../i18n/language.js';

export function GameHistory({ game }: { game: Envelope }) {
  const { api } = useSession();
  const [lines, setLines] = useState<HistoryLine[]>([]);
  /** Lines after this version are news; undefined until the mark is read. */
  const [since, setSince] = useState<number | undefined>(undefined);
  const [whole, setWhole] = useState(false);
  const read = useRef(0);
  const busy = useRef(false);
  const seat = game.you ?? null;

  // The mark: the server's for a seated player, this browser's for a spectator.
  useEffect(() => {
    read.current = 0;
    setLines([]);
    setSince(undefined);
    if (seat === null) setSince(lastSeenVersion(game.id) ?? -1);
    else api.seatMarks(game.id).then((marks) => setSince(marks.seenVersion ?? -1), () => setSince(lastSeenVersion(game.id) ?? -1));
  }, [api, game.id, seat]);

  // What is new in the log, whenever the game moves on; then the mark moves to what is shown.
  useEffect(() => {
    if (since === undefined || busy.current || read.current >= game.version) return;
    busy.current = true;
    linesAfter(api, game.id, read.current, game)
      .then(({ lines: added, last }) => {
        read.current = Math.max(last, game.version);
        setLines((previous) => [...previous, ...added]);
        // My own latest move is my look: what came before it is no longer news (what it did is).
        const mine = [...added].reverse().find((line) => seat !== null && line.seat === seat);
        if (mine && mine.version - 1 > since) setSince(mine.version - 1);
        markSeen(game.id, game.version);
        if (seat !== null && document.visibilityState === 'visible') void api.markSeat(game.id, { seenVersion: game.version }).catch(() => undefined);
      })
      .catch(() => undefined) // the history is a courtesy: the table is up to date already
      .finally(() => {
        busy.current = false;
      });
  }, [api, game, since, seat]);

  const news = since === undefined ? [] : lines.filter((line) => line.version > since);
  if (lines.length === 0) return null;
  const words = appWords().history;
  return (
    <>
      {news.length > 0 && (
        <section class="news" aria-labelledby="news-title">
          <h2 id="news-title">{words.news}</h2>
          <ol>
            {news.map((item, index) => (
              <li key={index}>{item.line}</li>
            ))}
          </ol>
        </section>
      )}
      <details class="history" onToggle={(event) => setWhole(event.currentTarget.open)}>
        <summary>{words.whole(lines.length)}</summary>
        {/* Written out only when opened: a long game's log costs nothing until asked for. */}
        {whole && (
          <ol aria-label={words.wholeLabel}>
            {lines.map((item, index) => (
              <li key={index}>{item.line}</li>
            ))}
          </ol>
        )}
      </details>
    </>
  );
}
