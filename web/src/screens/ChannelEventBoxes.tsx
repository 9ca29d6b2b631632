/** One channel's events as checkboxes (the names from the API's OpenAPI document). */
import { spaced } from '../game/words.js';
import { ticked, type Channel } from './channel-events.js';
import { appWords } from '../i18n/language.js';

export function ChannelEventBoxes(props: { channel: Channel; events: string[] | null; all: readonly string[]; disabled?: string; onChange(events: string[]): void }) {
  const chosen = ticked(props.events, props.all);
  const toggle = (event: string, on: boolean) => props.onChange(on ? props.all.filter((name) => name === event || chosen.includes(name)) : chosen.filter((name) => name !== event));
  return (
    <fieldset class="event-choices" disabled={Boolean(props.disabled)}>
      <legend>{appWords().account.channelEvents(appWords().account.channels[props.channel]!)}</legend>
      {props.disabled && <p class="muted">{props.disabled}</p>}
      {props.all.map((event) => {
        const id = `events-${props.channel}-${event}`;
        return (
          <div class="check" key={event}>
            <input id={id} type="checkbox" checked={chosen.includes(event)} onChange={(change) => toggle(event, change.currentTarget.checked)} />
            <label for={id}>{spaced(event)}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
