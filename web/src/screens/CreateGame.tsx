/** Create a game: type, seats, the game's options (from its schema), its clock, take-backs, talk and absent players; then the invite link. */
import { useEffect, useState } from 'preact/hooks';
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
import { DEFAULT_PLAY, playRequest, type PlayChoice } from './play-choice.js';
import type { PlaySettings } from './PlaySettings.js';
import { SeatChoices } from './SeatChoices.js';
import { appWords } from '../i18n/language.js';

let playSettingsLoading: Promise<typeof PlaySettings> | null = null;

/** The table settings' fields, a bundle of their own fetched when the form first shows; null until then (a failed fetch is tried again next time). */
function usePlaySettings(): typeof PlaySettings | null {
  const [fields, setFields] = useState<typeof PlaySettings | null>(null);
  useEffect(() => {
    playSettingsLoading ??= import('./PlaySettings.js').then(
      (module) => module.PlaySettings,
      (error: unknown) => {
        playSettingsLoading = null;
        throw error;
      },
    );
    playSettingsLoading.then((loaded) => setFields(() => loaded), () => undefined);
  }, []);
  return fields;
}

export function CreateGame() {
  const { api } = useSession();
  const words = appWords().create;
  const types = useGameTypes();
  const PlayFields = usePlaySettings();
  const [typeId, setTypeId] = useState<string | null>(null);
  const [seats, setSeats] = useState(2);
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [clock, setClock] = useState<ClockChoice>({ kind: 'none' });
  const [play, setPlay] = useState<PlayChoice>(DEFAULT_PLAY);
  /** By seat (1…): a bot level, or absent for a person invited by the link. */
  const [bots, setBots] = useState<Record<number, string>>({});
  const [stacked, setStacked] = useState('');
  const [created, setCreated] = useState<CreatedGame | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!types) return <p>{words.loading}</p>;
  const type = types.find((known) => known.id === typeId) ?? types[0]!;

  if (created) {
    return (
      <section class="panel">
        <h1>{words.created}</h1>
        {created.status === 'waiting' ? <Invite id={created.id} code={created.inviteCode} /> : <p>{words.started}</p>}
        <Link href={paths.game(created.id)} class="button primary">
          {words.open}
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
      const game = await api.createGame({ ...setup, type: type.id, seats, options: chosen, ...(botSeats.length ? { bots: botSeats } : {}), ...clockRequest(clock), ...playRequest(play) });
      inviteCodes.set(game.id, game.inviteCode);
      setCreated(game);
    } catch (error) {
      setFailure(error instanceof SyntaxError ? words.badStack : errorWords(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form class="panel stack" onSubmit={submit}>
      <h1>{words.title}</h1>
      <label for="type">{words.game}</label>
      <select
        id="type"
        value={type.id}
        onChange={(event) => {
          const next = types.find((known) => known.id === event.currentTarget.value)!;
          setTypeId(next.id);
          setOptions({});
          setPlay({ ...play, chat: null, absentLevel: null });
          setSeats(Math.min(Math.max(seats, next.minPlayers), next.maxPlayers));
        }}
      >
        {types.map((known) => (
          <option key={known.id} value={known.id}>
            {known.title} ({words.players(known.minPlayers === known.maxPlayers ? String(known.minPlayers) : `${known.minPlayers}–${known.maxPlayers}`)})
          </option>
        ))}
      </select>
      <label for="seats">{words.seats}</label>
      <input id="seats" type="number" inputMode="numeric" min={type.minPlayers} max={type.maxPlayers} value={seats} onInput={(event) => setSeats(Number(event.currentTarget.value))} />
      <SeatChoices gameId={type.id} seats={seats} levels={type.botLevels ?? []} bots={bots} onChange={setBots} />
      <OptionsForm gameId={type.id} schema={type.optionsSchema} values={options} onChange={setOptions} />
      <ClockFields choice={clock} onChange={setClock} />
      {PlayFields && <PlayFields type={type} choice={play} onChange={setPlay} />}
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
          <summary>{words.stack}</summary>
          <label for="stacked">{words.stackField} {'{"seed":"demo","deck":[…]}'}</label>
          <textarea id="stacked" rows={3} value={stacked} onInput={(event) => setStacked(event.currentTarget.value)} />
        </details>
      )}
      <button type="submit" class="primary" disabled={busy || problems.length > 0}>
        {words.submit}
      </button>
      {failure && <p role="alert" class="error">{failure}</p>}
    </form>
  );
}
