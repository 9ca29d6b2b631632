/** The passage scores with the running totals toward the target (§7), and the last passage's result with every hand revealed. */
import type { AuslageView } from '../../../../engine/games/auslage/view.js';
import type { Envelope } from '../../api/types.js';
import { seatName, sentence } from '../../game/words.js';
import { CardFace } from './CardFace.js';
import { points, possessive, signed } from './words.js';

export function ScoreBoard({ view, game }: { view: AuslageView; game: Envelope }) {
  const names = view.seats.map((seat) => sentence(seatName(game, seat.seat)));
  return (
    <section class="scores" aria-labelledby="scores-title">
      <h2 id="scores-title">Scores</h2>
      <p class="hint">
        The game ends after the passage in which someone reaches {view.targetScore} points (or after passage {view.maxPassages}); the highest total wins.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Passage</th>
            {names.map((name) => (
              <th scope="col" key={name}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.passageScores.map((scores, index) => (
            <tr key={index}>
              <th scope="row">{index + 1}</th>
              {scores.map((score, seat) => (
                <td key={seat}>{signed(score)}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total (of {view.targetScore})</th>
            {view.seats.map((seat) => (
              <td key={seat.seat}>
                <strong>{points(seat.total)}</strong>
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

export function LastPassage({ view, game }: { view: AuslageView; game: Envelope }) {
  const last = view.lastPassage;
  if (!last) return null;
  const ender = seatName(game, last.endingSeat);
  const why = last.reason === 'handEmpty' ? `${sentence(ender)} played the last hand card.` : `Nothing was left to draw after ${possessive(ender)} display move.`;
  return (
    <section class="last-passage" aria-labelledby="last-passage-title">
      <h2 id="last-passage-title">Passage {last.passage} result</h2>
      <p>{why} Every display card counts plus, every card left in hand minus (a joker −10).</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Display</th>
            <th scope="col">Hand</th>
            <th scope="col">Passage</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {last.scores.map((score, seat) => (
            <tr key={seat}>
              <th scope="row">{sentence(seatName(game, seat))}</th>
              <td>{signed(last.displayPoints[seat]!)}</td>
              <td>{signed(last.handPoints[seat]!)}</td>
              <td>{signed(score)}</td>
              <td>{points(last.totals[seat]!)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul class="revealed" aria-label="Hands revealed at the end of the passage">
        {last.hands.map((hand, seat) => (
          <li key={seat}>
            {sentence(seatName(game, seat))} held{' '}
            {hand.length === 0 ? 'no cards' : hand.map((card) => <CardFace key={card} card={card} small />)}
          </li>
        ))}
      </ul>
    </section>
  );
}
