/**
 * A game's options as form fields, built from the JSON Schema GET /game-types publishes: booleans
 * as checkboxes, enums as selects, numbers and strings as inputs. Only what is changed from the
 * schema's default is sent.
 */
import type { JsonSchema } from '../api/types.js';
import { appWords } from '../i18n/language.js';
import { choiceLabel, listChoices, optionDescription, optionLabel } from './option-fields.js';

export function optionFields(schema: JsonSchema): Array<[string, JsonSchema]> {
  return Object.entries(schema.properties ?? {});
}

export function OptionsForm(props: { gameId: string; schema: JsonSchema; values: Record<string, unknown>; onChange(values: Record<string, unknown>): void }) {
  const set = (name: string, value: unknown) => props.onChange({ ...props.values, [name]: value });
  const fields = optionFields(props.schema);
  const words = appWords().create;
  if (fields.length === 0) return <p class="muted">{words.noOptions}</p>;
  return (
    <fieldset class="stack">
      <legend>{words.options}</legend>
      {fields.map(([name, field]) => {
        const id = `option-${name}`;
        const value = props.values[name] ?? field.default;
        const title = optionLabel(props.gameId, name, field);
        const description = optionDescription(props.gameId, name, field);
        const label = (
          <label for={id}>
            {title}
            {description && <small> — {description}</small>}
          </label>
        );
        if (field.type === 'boolean') {
          return (
            <div class="check" key={name}>
              <input id={id} type="checkbox" checked={value === true} onChange={(event) => set(name, event.currentTarget.checked)} />
              {label}
            </div>
          );
        }
        const choices = listChoices(field);
        if (choices) {
          // Nothing ticked sends nothing: the schema's default applies.
          const chosen = Array.isArray(value) ? (value as unknown[]) : [];
          const toggle = (choice: unknown, on: boolean) => {
            const next = on ? [...chosen, choice] : chosen.filter((kept) => kept !== choice);
            set(name, next.length ? next : undefined);
          };
          return (
            <details key={name}>
              <summary>
                {title}
                {description && <small> — {description}</small>}
              </summary>
              {choices.map((choice) => (
                <div class="check" key={String(choice)}>
                  <input id={`${id}-${String(choice)}`} type="checkbox" checked={chosen.includes(choice)} onChange={(event) => toggle(choice, event.currentTarget.checked)} />
                  <label for={`${id}-${String(choice)}`}>{choiceLabel(props.gameId, name, choice)}</label>
                </div>
              ))}
            </details>
          );
        }
        if (field.enum) {
          return (
            <div key={name}>
              {label}
              <select id={id} value={String(value ?? '')} onChange={(event) => set(name, field.enum!.find((choice) => String(choice) === event.currentTarget.value))}>
                {field.default === undefined && <option value="">{words.gameDecides}</option>}
                {field.enum.map((choice) => (
                  <option key={String(choice)} value={String(choice)}>
                    {choiceLabel(props.gameId, name, choice)}
                  </option>
                ))}
              </select>
            </div>
          );
        }
        if (field.type === 'integer' || field.type === 'number') {
          return (
            <div key={name}>
              {label}
              <input id={id} type="number" inputMode="numeric" min={field.minimum} max={field.maximum} value={value === undefined ? '' : String(value)} onInput={(event) => set(name, event.currentTarget.value === '' ? undefined : Number(event.currentTarget.value))} />
            </div>
          );
        }
        return (
          <div key={name}>
            {label}
            <input id={id} value={value === undefined || value === null ? '' : String(value)} onInput={(event) => set(name, event.currentTarget.value || undefined)} />
          </div>
        );
      })}
    </fieldset>
  );
}
