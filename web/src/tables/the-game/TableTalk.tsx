/**
 * The per-pile hints (§9) as one row below the hand: a "Hint…" button per pile opens the signals
 * the rules allow now. Kept apart from the piles so a phone shows the hand on its first screen.
 */
import { useState } from 'preact/hooks';
import type { TheGameView } from '../../../../engine/games/the-game/view.js';
import { pileHintChoices, type TalkChoice } from './talk.js';
import { PILES, pileWords, tableWords, type Pile } from './words.js';

export function TableTalk({ view, busy, talk }: { view: TheGameView; busy: boolean; talk(choice: TalkChoice): Promise<void> }) {
  const [open, setOpen] = useState<Pile | null>(null);
  const piles = PILES.filter((pile) => pileHintChoices(view, pile).length > 0);
  if (piles.length === 0) return null;
  return (
    <section class="table-talk" aria-labelledby="talk-title">
      <h2 id="talk-title">{tableWords.hintsTitle}</h2>
      <div class="hint-toggles">
        {piles.map((pile) => (
          <button type="button" key={pile} class="hint-toggle" aria-expanded={open === pile} aria-label={tableWords.hintOn(pileWords[pile])} onClick={() => setOpen(open === pile ? null : pile)}>
            {pileWords[pile]}…
          </button>
        ))}
      </div>
      {open !== null && (
        <div class="hint-choices" role="group" aria-label={tableWords.hintsYouCan(pileWords[open])}>
          {pileHintChoices(view, open).map((choice) => (
            <button
              type="button"
              key={choice.label}
              disabled={busy}
              onClick={async () => {
                setOpen(null);
                await talk(choice);
              }}
            >
              {choice.label}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
