/**
 * The six slots (§5.1) with their rows as they will be after the planned steps: each slot says
 * the number it needs next, and is the target of a play or a rebuild (click or drop); each card in
 * a row picks the run from it to the row's end (R6).
 */
import type { EntryView } from '../../../../engine/games/reihen/view.js';
import { neededValue, type Rows as RowsData } from './plan.js';
import { sentence } from '../../game/words.js';
import { entryWords, rowWords, tableWords as words } from './words.js';

export interface RowsProps {
  rows: RowsData;
  /** Slots changed by the plan (shown as planned, not sent). */
  planned: ReadonlySet<number>;
  /** The run picked for a rebuild, if any. */
  run: { from: number; index: number } | null;
  /** What a click on a slot does now ("put 7b here"), or null when a slot is no target. */
  slotAction: string | null;
  /** Whether the thing in hand would fit a slot (a highlight only: the server judges). */
  fits(slot: number): boolean;
  /** Whether the cards in rows can be picked now. */
  entriesEnabled: boolean;
  markers: ReadonlyArray<readonly string[]>;
  onSlot(slot: number): void;
  onEntry(slot: number, index: number): void;
  /** Offered only where marking is allowed (cooperative, R19): the label per slot, or null. */
  markLabel(slot: number): string | null;
  onMark(slot: number): void;
}

/** The number a slot needs, in words; `short` on the slot's face, where room is scarce. */
export function needWords(row: readonly EntryView[] | null, short = false): string {
  const needed = neededValue(row);
  if (needed === null) return short ? words.anyCard : words.emptyRow;
  return needed === 'none' ? (short ? words.closed : words.closedAt13) : words.needs(needed);
}

export function Rows(props: RowsProps) {
  const drop = (slot: number) => (event: DragEvent) => {
    event.preventDefault();
    props.onSlot(slot);
  };
  return (
    <ol class="rows" aria-label={words.rows}>
      {props.rows.map((row, slot) => {
        const name = sentence(rowWords(slot));
        const cards = row ? row.map(entryWords).join(', ') : words.noCards;
        const planned = props.planned.has(slot);
        const label = words.rowLabel(name, needWords(row), cards, planned, props.slotAction);
        const mark = props.markLabel(slot);
        return (
          <li key={slot} class={`slot${planned ? ' planned' : ''}`} onDragOver={(event) => props.slotAction && event.preventDefault()} onDrop={drop(slot)}>
            <button type="button" class={`slot-head${props.slotAction && props.fits(slot) ? ' fits' : ''}`} aria-label={label} disabled={!props.slotAction} onClick={() => props.onSlot(slot)}>
              <strong aria-hidden="true">{name}</strong>
              <small aria-hidden="true">{needWords(row, true)}</small>
            </button>
            <div class="entries">
              {row?.map((entry, index) => {
                const picked = props.run !== null && props.run.from === slot && index >= props.run.index;
                const tail = row.slice(index).map(entryWords).join(', ');
                return (
                  <button
                    type="button"
                    key={entry.cards.join()}
                    class={`entry${entry.value !== Number.parseInt(entry.cards[0]!, 10) || entry.cards.length > 1 ? ' counted' : ''}`}
                    aria-pressed={picked}
                    aria-label={words.pickRun(entryWords(entry), rowWords(slot), tail)}
                    disabled={!props.entriesEnabled}
                    draggable={props.entriesEnabled}
                    onDragStart={() => props.onEntry(slot, index)}
                    onClick={() => props.onEntry(slot, index)}
                  >
                    <span aria-hidden="true">{entry.value}</span>
                    <small aria-hidden="true">{entry.cards.join('+')}</small>
                  </button>
                );
              })}
              {props.markers[slot]!.length > 0 && <span class="markers">{words.markedBy(props.markers[slot]!.join(', '))}</span>}
              {mark && (
                <button type="button" class="quiet mark" onClick={() => props.onMark(slot)}>
                  {mark}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
