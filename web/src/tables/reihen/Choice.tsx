/**
 * A pending character choice of the viewer (§6.2): the Fortune Teller's shown cards (take one,
 * put the others back on top) or the Smuggler's look at another hand (give one, take one). Shown
 * only to the seat that used the person; the view carries the cards only for that seat (§8).
 */
import { useState } from 'preact/hooks';
import type { ChoiceView } from '../../../../engine/games/reihen/view.js';
import type { Move } from '../../api/types.js';
import type { Who } from '../../../../engine/core/words/types.js';
import { cardList, tableWords as words } from './words.js';

export function Choice(props: { choice: ChoiceView; hand: readonly string[]; target: Who | null; busy: boolean; send(move: Move): void }) {
  const [reverse, setReverse] = useState(false);
  const [give, setGive] = useState<string | null>(null);
  const [take, setTake] = useState<string | null>(null);
  const { choice } = props;
  if (choice.kind === 'seer') {
    const rest = (card: string) => {
      const others = choice.cards.filter((shown) => shown !== card);
      return reverse ? others.reverse() : others;
    };
    return (
      <section class="choice" aria-labelledby="choice-title">
        <h2 id="choice-title">{words.seerTitle}</h2>
        <p>{words.seerShown(cardList(choice.cards))}</p>
        {choice.cards.length > 2 && (
          <div class="check">
            <input id="seer-reverse" type="checkbox" checked={reverse} onChange={(event) => setReverse(event.currentTarget.checked)} />
            <label for="seer-reverse">{words.seerReverse}</label>
          </div>
        )}
        <div class="actions">
          {choice.cards.map((card) => (
            <button type="button" key={card} disabled={props.busy} onClick={() => props.send({ type: 'seerPick', take: card, putBack: rest(card) })}>
              {words.seerTake(card, rest(card))}
            </button>
          ))}
        </div>
      </section>
    );
  }
  const pickButtons = (cards: readonly string[], picked: string | null, pick: (card: string) => void, verb: (card: string) => string) =>
    cards.map((card) => (
      <button type="button" class="card" key={card} aria-pressed={picked === card} aria-label={verb(card)} onClick={() => pick(card)}>
        {card}
      </button>
    ));
  return (
    <section class="choice" aria-labelledby="choice-title">
      <h2 id="choice-title">{words.smugglerTitle(props.target!)}</h2>
      <p>{words.theirHand(cardList(choice.targetHand))}</p>
      <h3>{words.takeTheirs}</h3>
      <div class="hand">{pickButtons(choice.targetHand, take, setTake, words.take)}</div>
      <h3>{words.giveYours}</h3>
      <div class="hand">{pickButtons(props.hand, give, setGive, words.give)}</div>
      <button type="button" class="primary" disabled={props.busy || !give || !take} onClick={() => props.send({ type: 'smugglerSwap', give, take })}>
        {give && take ? words.swapBoth(give, take) : words.swap}
      </button>
    </section>
  );
}
