/**
 * A game's log in words, as this viewer may see it (the server filters each event for the
 * caller: GET /games/{id}/events), read page by page from version 0 and then only what is new.
 */
import type { Api } from '../api/client.js';
import type { Envelope, LogEntry } from '../api/types.js';
import { loadTable } from '../tables/index.js';
import { genericEventWords, seatName, sentence } from './words.js';
import { appWords } from '../i18n/language.js';

export interface HistoryLine {
  version: number;
  /** The seat whose change it was (null: nobody's, e.g. the deal). */
  seat: number | null;
  line: string;
}

/** Every line of the log entries after version `after` (following the pages), in the words of the game's table (fetched if it is not here yet). */
export async function linesAfter(api: Api, id: string, after: number, game: Envelope): Promise<{ lines: HistoryLine[]; last: number }> {
  const entries: LogEntry[] = [];
  let from = after;
  for (;;) {
    const page = await api.events(id, from);
    entries.push(...page.entries);
    if (page.next === null || page.entries.length === 0) break;
    from = page.next;
  }
  const table = await loadTable(game.type);
  const lines = entries.flatMap((entry) => {
    const said = entry.events.map((event) => ({ version: entry.version, seat: entry.seat, line: table.eventWords(event, game) ?? genericEventWords(event, game) }));
    // Who resigned, where the game's own events do not say it already.
    const words = appWords().game;
    const untold = entry.kind === 'resign' && !said.some((item) => item.line.includes(words.resignedWord));
    if (untold) return [{ version: entry.version, seat: entry.seat, line: words.resigned(sentence(seatName(game, entry.seat))) }, ...said];
    if (entry.kind === 'hand-over') return [{ version: entry.version, seat: entry.seat, line: words.handedOver(sentence(seatName(game, entry.seat))) }, ...said];
    return said;
  });
  return { lines, last: entries.at(-1)?.version ?? after };
}
