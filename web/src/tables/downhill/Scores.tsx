/** The score sheet (§7): every round's score per seat, the totals, rounds won, and the matchsticks in the children's scoring. */
import type { DownhillView } from '../../../../engine/games/downhill/view.js';
import type { Envelope } from '../../api/types.js';
import { seatName, sentence } from '../../game/words.js';
import { cardList, roundEndWords, tableWords as words } from './words.js';

export function Scores({ game, view }: { game: Envelope; view: DownhillView }) {
  const matchsticks = view.scoring === 'matchsticks';
  const played = Math.max(0, ...view.seats.map((seat) => seat.roundScores.length));
  const rounds = Array.from({ length: played }, (_, index) => index + 1);
  const rank = new Map((view.standings ?? []).map((standing) => [standing.seat, standing.rank]));
  const last = view.lastRound;
  return (
    <section class="dh-scores" aria-labelledby="dh-scores-title">
      <h2 id="dh-scores-title">{words.scores}</h2>
      <p class="hint">
        {matchsticks ? words.matchsticksHint : words.pointsHint}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{words.player}</th>
            {rounds.map((round) => (
              <th scope="col" key={round}>
                {words.roundColumn(round)}
              </th>
            ))}
            <th scope="col">{matchsticks ? words.cardsRecorded : words.total}</th>
            {matchsticks && <th scope="col">{words.matchsticks}</th>}
            <th scope="col">{words.roundsWon}</th>
            {rank.size > 0 && <th scope="col">{words.place}</th>}
          </tr>
        </thead>
        <tbody>
          {view.seats.map((seat) => (
            <tr key={seat.seat}>
              <th scope="row">{sentence(seatName(game, seat.seat))}</th>
              {rounds.map((round) => (
                <td key={round}>{seat.roundScores[round - 1] ?? '–'}</td>
              ))}
              <td>{seat.total}</td>
              {matchsticks && <td>
                  <span aria-hidden="true">{'|'.repeat(seat.matchsticks)} </span>
                  {seat.matchsticks}
                </td>}
              <td>{seat.roundsWon}</td>
              {rank.size > 0 && <td>{rank.get(seat.seat)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {last && (
        <div class="dh-last-round">
          <h3>{words.lastRound(last.round, roundEndWords(last.reason, seatName(game, last.winner)))}</h3>
          <ul aria-label={words.cardsLeft(last.round)}>
            {last.remaining.map((cards, seat) => (
              <li key={seat}>
                {sentence(seatName(game, seat))}: {cardList(cards)} → {last.roundScores[seat]}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
