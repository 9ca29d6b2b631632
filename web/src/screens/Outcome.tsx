/** The end of a game: who won, the scores, and the deal checked in this browser against its commitment. */
import { useEffect, useState } from 'preact/hooks';
import type { Envelope } from '../api/types.js';
import { Link } from '../app/Link.js';
import { paths } from '../app/routes.js';
import { dealVerified } from '../game/verify.js';
import { seatName, sentence, spaced } from '../game/words.js';
import type { GameTable } from '../tables/table.js';
import { appWords } from '../i18n/language.js';

/** `table`: the game's, for how it ended in its own words (null when it could not be fetched: the reason is spelled out as it is). */
export function Outcome({ game, table }: { game: Envelope; table: GameTable | null }) {
  const outcome = game.outcome!;
  const [verified, setVerified] = useState<boolean | null>(null);
  const seed = game.fairness.seed;
  useEffect(() => {
    if (seed) void dealVerified(seed, game.fairness.seedCommitment).then(setVerified);
  }, [seed, game.fairness.seedCommitment]);
  const words = appWords().outcome;
  const reason = table?.outcomeSentence?.(game) ?? table?.outcomeWords?.[outcome.reason] ?? sentence(spaced(outcome.reason));
  return (
    <section class="panel outcome" aria-labelledby="outcome-title">
      <h2 id="outcome-title">{words.title}</h2>
      <p>{reason}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{words.player}</th>
            <th scope="col">{words.score}</th>
            <th scope="col">{words.result}</th>
          </tr>
        </thead>
        <tbody>
          {outcome.scores.map((score, seat) => (
            <tr key={seat}>
              <td>{sentence(seatName(game, seat))}</td>
              <td>{score}</td>
              <td>{outcome.winners.includes(seat) ? words.won : words.lost}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="verify">
        {words.verify}{' '}
        {!seed ? words.notRevealed : verified === null ? words.checking : verified ? words.verified(game.fairness.seedCommitment.slice(0, 16)) : words.notVerified}
      </p>
      <p>
        <Link href={paths.replay(game.id)}>{words.replay}</Link>{words.replayHow}
      </p>
    </section>
  );
}
