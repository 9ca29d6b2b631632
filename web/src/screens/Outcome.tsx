/** The end of a game: who won, the scores, and the deal checked in this browser against its commitment. */
import { useEffect, useState } from 'preact/hooks';
import type { Envelope } from '../api/types.js';
import { Link } from '../app/Link.js';
import { paths } from '../app/routes.js';
import { dealVerified } from '../game/verify.js';
import { seatName, sentence, spaced } from '../game/words.js';
import { tableFor } from '../tables/index.js';

export function Outcome({ game }: { game: Envelope }) {
  const outcome = game.outcome!;
  const [verified, setVerified] = useState<boolean | null>(null);
  const seed = game.fairness.seed;
  useEffect(() => {
    if (seed) void dealVerified(seed, game.fairness.seedCommitment).then(setVerified);
  }, [seed, game.fairness.seedCommitment]);
  const table = tableFor(game.type);
  const reason = table.outcomeSentence?.(game) ?? table.outcomeWords?.[outcome.reason] ?? sentence(spaced(outcome.reason));
  return (
    <section class="panel outcome" aria-labelledby="outcome-title">
      <h2 id="outcome-title">Game over</h2>
      <p>{reason}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Score</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {outcome.scores.map((score, seat) => (
            <tr key={seat}>
              <td>{sentence(seatName(game, seat))}</td>
              <td>{score}</td>
              <td>{outcome.winners.includes(seat) ? 'won' : 'did not win'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="verify">
        Verify the deal:{' '}
        {!seed
          ? 'the seed is not revealed yet.'
          : verified === null
            ? 'checking…'
            : verified
              ? `✓ verified — SHA-256 of the revealed seed equals the commitment ${game.fairness.seedCommitment.slice(0, 16)}… published at the start.`
              : '✗ NOT verified — the revealed seed does not match the commitment published at the start.'}
      </p>
      <p>
        <Link href={paths.replay(game.id)}>Step through the game</Link> — replayed and checked move by move in this browser.
      </p>
    </section>
  );
}
