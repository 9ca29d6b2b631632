/** The new game's clock: none, a time per turn, or a time bank (start, added per move, most); presets filled in. */
import type { ClockChoice, Duration } from './clock-choice.js';
import { PRESETS, UNITS } from './clock-choice.js';
import { appWords } from '../i18n/language.js';

export function ClockFields({ choice, onChange }: { choice: ClockChoice; onChange(choice: ClockChoice): void }) {
  const words = appWords().clock;
  const pick = (kind: string) => onChange(kind === 'limit' ? { kind, ...PRESETS.limit } : kind === 'bank' ? { kind, ...PRESETS.bank } : { kind: 'none' });
  return (
    <fieldset class="stack clock-fields">
      <legend>{words.legend}</legend>
      <label for="clock-kind">{words.kind}</label>
      <select id="clock-kind" value={choice.kind} onChange={(event) => pick(event.currentTarget.value)}>
        <option value="none">{words.none}</option>
        <option value="limit">{words.limit}</option>
        <option value="bank">{words.bank}</option>
      </select>
      {choice.kind === 'limit' && <DurationInput id="clock-turn" label={words.turn} value={choice.turnTimeLimit} onChange={(turnTimeLimit) => onChange({ ...choice, turnTimeLimit })} />}
      {choice.kind === 'bank' && (
        <>
          <DurationInput id="clock-initial" label={words.initial} value={choice.initial} onChange={(initial) => onChange({ ...choice, initial })} />
          <DurationInput id="clock-per-move" label={words.perMove} value={choice.perMove} onChange={(perMove) => onChange({ ...choice, perMove })} />
          <DurationInput id="clock-max" label={words.max} value={choice.max} onChange={(max) => onChange({ ...choice, max })} />
        </>
      )}
    </fieldset>
  );
}

function DurationInput({ id, label, value, onChange }: { id: string; label: string; value: Duration; onChange(value: Duration): void }) {
  return (
    <div class="duration">
      <label for={id}>{label}</label>
      <div class="duration-row">
        <input id={id} type="number" inputMode="decimal" min="0" step="any" value={value.amount} onInput={(event) => onChange({ ...value, amount: event.currentTarget.value })} />
        <select aria-label={appWords().clock.unit(label)} value={String(value.unit)} onChange={(event) => onChange({ ...value, unit: Number(event.currentTarget.value) })}>
          {UNITS.map(([name, unit]) => (
            <option key={name} value={String(unit)}>
              {appWords().clock.units[name] ?? name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
