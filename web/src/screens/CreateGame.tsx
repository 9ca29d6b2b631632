/** Create a game: type, seats, the game's options (from its schema), time limit; then the invite link. */
import { useState } from 'preact/hooks';
import type { CreatedGame } from '../api/types.js';
import { useSession } from '../app/context.js';
import { Link } from '../app/Link.js';
import { paths } from '../app/routes.js';
import { inviteCodes } from '../game/seen.js';
import { errorWords } from '../game/words.js';
import { useGameTypes } from './game-types.js';
import { Invite } from './Invite.js';
import { OptionsForm } from './OptionsForm.js';

const TIME_LIMITS: Array<[string, number | undefined]> = [
  ['No time limit', undefined],
  ['1 hour per turn', 3600],
  ['1 day per turn', 86400],
  ['3 days per turn', 3 * 86400],
  ['1 week per turn', 7 * 86400],
];

export function CreateGame() {
  const { api } = useSession();
  const types = useGameTypes();
  const [typeId, setTypeId] = useState('the-game');
  const [seats, setSeats] = useState(2);
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [limit, setLimit] = useState(0);
  const [stacked, setStacked] = useState('');
  const [created, setCreated] = useState<CreatedGame | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!types) return <p>Loading the games…</p>;
  const type = types.find((known) => known.id === typeId) ?? types[0]!;

  if (created) {
    return (
      <section class="panel">
        <h1>Game created</h1>
        {created.status === 'waiting' ? <Invite id={created.id} code={created.inviteCode} /> : <p>It has started.</p>}
        <Link href={paths.game(created.id)} class="button primary">
          Open the game
        </Link>
      </section>
    );
  }

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const chosen = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
      const setup = stacked.trim() ? (JSON.parse(stacked) as Record<string, unknown>) : {};
      const game = await api.createGame({ ...setup, type: type.id, seats, options: chosen, turnTimeLimit: TIME_LIMITS[limit]![1] });
      inviteCodes.set(game.id, game.inviteCode);
      setCreated(game);
    } catch (error) {
      setFailure(error instanceof SyntaxError ? 'The stacked setup is not valid JSON.' : errorWords(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form class="panel stack" onSubmit={submit}>
      <h1>New game</h1>
      <label for="type">Game</label>
      <select
        id="type"
        value={type.id}
        onChange={(event) => {
          const next = types.find((known) => known.id === event.currentTarget.value)!;
          setTypeId(next.id);
          setOptions({});
          setSeats(Math.min(Math.max(seats, next.minPlayers), next.maxPlayers));
        }}
      >
        {types.map((known) => (
          <option key={known.id} value={known.id}>
            {known.title} ({known.minPlayers === known.maxPlayers ? known.minPlayers : `${known.minPlayers}–${known.maxPlayers}`} players)
          </option>
        ))}
      </select>
      <label for="seats">Players (you included)</label>
      <input id="seats" type="number" inputMode="numeric" min={type.minPlayers} max={type.maxPlayers} value={seats} onInput={(event) => setSeats(Number(event.currentTarget.value))} />
      <OptionsForm schema={type.optionsSchema} values={options} onChange={setOptions} />
      <label for="limit">Time limit</label>
      <select id="limit" value={String(limit)} onChange={(event) => setLimit(Number(event.currentTarget.value))}>
        {TIME_LIMITS.map(([label], index) => (
          <option key={label} value={String(index)}>
            {label}
          </option>
        ))}
      </select>
      {type.stackSchema && (
        <details>
          <summary>Stacked setup (local stack only)</summary>
          <label for="stacked">A fixed seed and stacked cards as JSON, e.g. {'{"seed":"demo","deck":[…]}'}</label>
          <textarea id="stacked" rows={3} value={stacked} onInput={(event) => setStacked(event.currentTarget.value)} />
        </details>
      )}
      <button type="submit" class="primary" disabled={busy}>
        Create the game
      </button>
      {failure && <p role="alert" class="error">{failure}</p>}
    </form>
  );
}
