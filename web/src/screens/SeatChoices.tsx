/** New game: who plays each seat after yours — a person (invited by the link) or a bot of one of the levels the game type lists. */
import { appWords } from '../i18n/language.js';
import { botLevelWords } from './option-fields.js';

export function SeatChoices(props: { gameId: string; seats: number; levels: ReadonlyArray<{ level: string; description: string }>; bots: Record<number, string>; onChange(bots: Record<number, string>): void }) {
  if (props.levels.length === 0 || props.seats < 2) return null;
  const words = appWords().create;
  const others = Array.from({ length: props.seats - 1 }, (_, index) => index + 1);
  return (
    <fieldset class="stack seat-choices">
      <legend>{words.others}</legend>
      {others.map((seat) => {
        const id = `seat-${seat}`;
        return (
          <div key={seat}>
            <label for={id}>{words.seat(seat + 1)}</label>
            <select
              id={id}
              value={props.bots[seat] ?? ''}
              onChange={(event) => {
                const { [seat]: _dropped, ...rest } = props.bots;
                const level = event.currentTarget.value;
                props.onChange(level ? { ...rest, [seat]: level } : rest);
              }}
            >
              <option value="">{words.person}</option>
              {props.levels.map((entry) => (
                <option key={entry.level} value={entry.level}>
                  {words.bot(words.levels[entry.level] ?? entry.level, botLevelWords(props.gameId, entry))}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}
