/** New game: who plays each seat after yours — a person (invited by the link) or a bot of one of the levels the game type lists. */
import { spaced } from '../game/words.js';

/** A level's words; a level added later reads as its name. */
const LEVEL_WORDS: Record<string, string> = {
  random: 'a bot that plays any legal move',
  basic: 'a bot with the game’s own tactics',
};

export function levelWords(level: string): string {
  return LEVEL_WORDS[level] ?? `a bot (${spaced(level)})`;
}

export function SeatChoices(props: { seats: number; levels: readonly string[]; bots: Record<number, string>; onChange(bots: Record<number, string>): void }) {
  if (props.levels.length === 0 || props.seats < 2) return null;
  const others = Array.from({ length: props.seats - 1 }, (_, index) => index + 1);
  return (
    <fieldset class="stack seat-choices">
      <legend>Who plays the other seats</legend>
      {others.map((seat) => {
        const id = `seat-${seat}`;
        return (
          <div key={seat}>
            <label for={id}>Seat {seat + 1}</label>
            <select
              id={id}
              value={props.bots[seat] ?? ''}
              onChange={(event) => {
                const { [seat]: _dropped, ...rest } = props.bots;
                const level = event.currentTarget.value;
                props.onChange(level ? { ...rest, [seat]: level } : rest);
              }}
            >
              <option value="">a person, invited by the link</option>
              {props.levels.map((level) => (
                <option key={level} value={level}>
                  {levelWords(level)}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}
