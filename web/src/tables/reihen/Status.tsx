/**
 * Where the game stands, in words: the mode, this turn (progress, rebuilds, character, bonus
 * turn), the stall count toward its limit (§7), the solo score so far and exchanges left (§7.3),
 * the cooperative team's cards left (§7.2), and the result once the game is over.
 */
import type { ReihenView } from '../../../../engine/games/reihen/view.js';
import type { Envelope } from '../../api/types.js';
import { seatName } from '../../game/words.js';
import { cardCount, modeWords, resultWords, tableWords as words } from './words.js';

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
  const parts = [words.placed(cardCount(progress)), words.rebuilds(turn.rebuilds + props.plannedRebuilds)];
  if (turn.characterUsed) parts.push(words.characterUsed);
  if (turn.bonus) parts.push(words.bonus);
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
          <p>{words.thisTurn(parts)}</p>
          {view.mode === 'solo' ? (
            <p>
              {words.scoreSoFar}
              <strong>{soloScoreNow(view)}</strong>
              {words.scoreHow(view.exchangesLeft ?? 0)}
            </p>
          ) : (
            <p>
              {words.stall(view.deadStreak, view.stallLimit ?? 0)}
              {view.mode === 'cooperative' && words.teamLeft(teamLeft, finished)}
            </p>
          )}
        </>
      )}
    </div>
  );
}
