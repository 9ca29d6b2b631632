/**
 * The fallback for games without their own table: the view as readable structured data, and the
 * legal moves the server lists (`?legal=true`) as buttons labelled in words.
 */
import { useState } from 'preact/hooks';
import type { Move } from '../../api/types.js';
import { moveWords, spaced } from '../../game/words.js';
import type { GameTable, TableProps } from '../table.js';
import { submitOrExplain } from '../submit.js';

function GenericTableView({ game, submit, busy }: TableProps) {
  const [error, setError] = useState<string | null>(null);
  const send = (move: Move) => submitOrExplain(submit, [move], {}, setError);
  const moves = game.legalMoves ?? [];
  return (
    <div class="generic">
      {game.you !== null && game.status === 'active' && (
        <section aria-labelledby="moves-title">
          <h2 id="moves-title">Your moves</h2>
          {moves.length === 0 ? (
            <p>No move for you right now.</p>
          ) : (
            <ul class="moves">
              {moves.map((move, index) => (
                <li key={index}>
                  <button type="button" disabled={busy} onClick={() => send(move)}>
                    {moveWords(move)}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {error && <p role="alert" class="error">{error}</p>}
        </section>
      )}
      <section aria-labelledby="view-title">
        <h2 id="view-title">The table</h2>
        <Data value={game.view} />
      </section>
    </div>
  );
}

/** Any JSON as nested description lists (objects), lists (arrays) and text. */
export function Data({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span class="muted">none</span>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span class="muted">none</span>;
    if (value.every((item) => typeof item !== 'object' || item === null)) return <span>{value.map(String).join(', ')}</span>;
    return (
      <ol class="data">
        {value.map((item, index) => (
          <li key={index}>
            <Data value={item} />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'object') {
    return (
      <dl class="data">
        {Object.entries(value).map(([key, inner]) => (
          <div key={key}>
            <dt>{spaced(key)}</dt>
            <dd>
              <Data value={inner} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  if (typeof value === 'boolean') return <span>{value ? 'yes' : 'no'}</span>;
  return <span>{String(value)}</span>;
}

export const genericTable: GameTable = {
  Table: GenericTableView,
  ruleWords: {},
  eventWords: () => null,
};
