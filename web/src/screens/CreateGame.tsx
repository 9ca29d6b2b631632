/** Create a game: type, seats, the game's options (from its schema), its clock; then the invite link. */
import { useState } from 'preact/hooks';
import type { CreatedGame } from '../api/types.js';
import { useSession } from '../app/context.js';
import { Link } from '../app/Link.js';
import { paths } from '../app/routes.js';
import { inviteCodes } from '../game/seen.js';
import { errorWords } from '../game/words.js';
import { ClockFields } from './ClockFields.js';
import { clockProblems, clockRequest, type ClockChoice } from './clock-choice.js';
import { useGameTypes } from './game-types.js';
import { Invite } from './Invite.js';
import { OptionsForm } from './OptionsForm.js';
import { SeatChoices } from './SeatChoices.js';

export function CreateGame() {
  const { api } = useSession();
  const types = useGameTypes();
  const [typeId, setTypeId] = useState('the-game');
  const [seats, setSeats] = useState(2);
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [clock, setClock] = useState<ClockChoice>({ kind: 'none' });
  /** By seat (1…): a bot level, or absent for a person invited by the link. */
  const [bots, setBots] = useState<Record<number, string>>({});
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

  const problems = clockProblems(clock);
  const submit = async (event: Event) => {
    event.preventDefault();
    if (problems.length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const chosen = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
      const setup = stacked.trim() ? (JSON.parse(stacked) as Record<string, unknown>) : {};
      const botSeats = Object.entries(bots)
        .map(([seat, level]) => ({ seat: Number(seat), level }))
        .filter((bot) => bot.seat < seats);
      const game = await api.createGame({ ...setup, type: type.id, seats, options: chosen, ...(botSeats.length ? { bots: botSeats } : {}), ...clockRequest(clock) });
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
      <SeatChoices seats={seats} levels={(type.botLevels ?? []).map((entry) => entry.level)} bots={bots} onChange={setBots} />
      <OptionsForm schema={type.optionsSchema} values={options} onChange={setOptions} />
      <ClockFields choice={clock} onChange={setClock} />
      {problems.length > 0 && (
        <ul class="error-list" role="alert">
          {problems.map((problem) => (
            <li key={problem} class="error">
              {problem}
            </li>
          ))}
        </ul>
      )}
      {type.stackSchema && (
        <details>
          <summary>Deal a fixed deck (for tutorials and tests; this server only)</summary>
          <label for="stacked">A fixed seed and stacked cards as JSON, e.g. {'{"seed":"demo","deck":[…]}'}</label>
          <textarea id="stacked" rows={3} value={stacked} onInput={(event) => setStacked(event.currentTarget.value)} />
        </details>
      )}
      <button type="submit" class="primary" disabled={busy || problems.length > 0}>
        Create the game
      </button>
      {failure && <p role="alert" class="error">{failure}</p>}
    </form>
  );
}
