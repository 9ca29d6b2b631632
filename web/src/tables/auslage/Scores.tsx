/** The passage scores with the running totals toward the target (§7), and the last passage's result with every hand revealed. */
import type { AuslageView } from '../../../../engine/games/auslage/view.js';
import type { Envelope } from '../../api/types.js';
import { seatName, sentence, whoIn } from '../../game/words.js';
import { CardFace } from './CardFace.js';
import { points, signed, tableWords as words } from './words.js';

export function ScoreBoard({ view, game }: { view: AuslageView; game: Envelope }) {
  const names = view.seats.map((seat) => sentence(seatName(game, seat.seat)));
  return (
    <section class="scores" aria-labelledby="scores-title">
      <h2 id="scores-title">{words.scores}</h2>
      <p class="hint">
        {words.scoresHint(view.targetScore, view.maxPassages)}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{words.passageColumn}</th>
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
            <th scope="row">{words.totalOf(view.targetScore)}</th>
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
  const ender = whoIn(game)(last.endingSeat);
  const why = last.reason === 'handEmpty' ? words.lastHandCard(ender) : words.nothingToDraw(ender);
  return (
    <section class="last-passage" aria-labelledby="last-passage-title">
      <h2 id="last-passage-title">{words.result(last.passage)}</h2>
      <p>
        {why} {words.counting}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{words.player}</th>
            <th scope="col">{words.display}</th>
            <th scope="col">{words.hand}</th>
            <th scope="col">{words.passageColumn}</th>
            <th scope="col">{words.total}</th>
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
      <ul class="revealed" aria-label={words.revealed}>
        {last.hands.map((hand, seat) => (
          <li key={seat}>
            {words.held(whoIn(game)(seat))}
            {hand.length === 0 ? words.noCards : hand.map((card) => <CardFace key={card} card={card} small />)}
          </li>
        ))}
      </ul>
    </section>
  );
}
