/**
 * Where the game stands, in words: the mode, this turn (progress, rebuilds, character, bonus
 * turn), the stall count toward its limit (§7), the solo score so far and exchanges left (§7.3),
 * the cooperative team's cards left (§7.2), and the result once the game is over.
 */
import type { ReihenView } from '../../../../engine/games/reihen/view.js';
import type { Envelope } from '../../api/types.js';
import { seatName } from '../../game/words.js';
import { cardCount, modeWords, resultWords } from './words.js';

/** §4: the cards dealt to the piles; a solo score counts each placed (`98 − held`), §7.3. */
const PILE_CARDS = 98;
const POINTS_PER_ROW = 3;

/** The solo score if the game ended now without clearing (§7.3). */
export function soloScoreNow(view: ReihenView): number {
  const held = view.seats[0]!.handCount + view.seats[0]!.pileCount;
  return PILE_CARDS - held + POINTS_PER_ROW * view.rowsCompleted;
}

export function Status(props: { game: Envelope; view: ReihenView; plannedPlays: number; plannedRebuilds: number }) {
  const { view, game } = props;
  const turn = view.turn;
  const progress = turn.progress + props.plannedPlays;
  const parts = [`${cardCount(progress)} placed`, `${turn.rebuilds + props.plannedRebuilds} of 30 rebuilds`];
  if (turn.characterUsed) parts.push('character used');
  if (turn.bonus) parts.push('Sprinter’s extra turn');
  const teamLeft = view.seats.reduce((sum, seat) => sum + seat.handCount + seat.pileCount, 0);
  const finished = view.seats.filter((seat) => seat.status === 'finished').map((seat) => seatName(game, seat.seat));
  return (
    <div class="status-lines">
      <p>{modeWords[view.mode]}</p>
      {view.result ? (
        <p class="result">
          <strong>{resultWords(view.result as unknown as Record<string, unknown>, game)}</strong>
        </p>
      ) : (
        <>
          <p>This turn: {parts.join(' · ')}.</p>
          {view.mode === 'solo' ? (
            <p>
              Score so far: <strong>{soloScoreNow(view)}</strong> (1 per card placed, 3 per completed row; +10 and 2 per exchange left when every card is placed) · exchanges left: {view.exchangesLeft}
            </p>
          ) : (
            <p>
              Turns without progress in a row: {view.deadStreak} of {view.stallLimit} (then the game stops)
              {view.mode === 'cooperative' && ` · team cards left: ${teamLeft}${finished.length ? ` · finished: ${finished.join(', ')}` : ''}`}
            </p>
          )}
        </>
      )}
    </div>
  );
}
