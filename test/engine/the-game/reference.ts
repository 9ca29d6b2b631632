/**
 * An independent, deliberately plain re-statement of §5.4 (checks 2–8) for the property tests:
 * command names instead of numbers, fresh arrays instead of a scratch, no pruning, only a memo.
 * The engine's fast search must agree with it. Being plain, it can take long on a hopeless
 * skull (it tries every order of the other cards): past `budget` positions it gives up (null).
 */
import { COMMANDS, PILES, type CommandCode, type PileCode } from '../../../engine/games/the-game/cards.js';
import type { TheGameState } from '../../../engine/games/the-game/state.js';

interface Turn {
  hand: number[];
  tops: number[];
  count: number;
  last: number;
  three: boolean;
}

export function referenceLegalPlays(state: TheGameState, seat: number, budget = 3000): Array<{ card: number; pile: PileCode }> | null {
  const skullRule = true;
  const command = (card: number): CommandCode | null => (state.commandOf[card] === 0 ? null : COMMANDS[state.commandOf[card]! - 1]!);
  const shows = (tops: number[], name: CommandCode) => tops.some((top) => command(top) === name);
  const minimum = state.drawPile.length > 0 ? 2 : 1;
  const memo = new Map<string, boolean>();

  function allowed(turn: Turn, card: number, pile: number): boolean {
    const top = turn.tops[pile]!;
    const normal = pile < 2 ? card > top : card < top;
    const trick = pile < 2 ? card === top - 10 : card === top + 10;
    if (!normal && !trick) return false;
    if (!normal && shows(turn.tops, 'noBackwards')) return false;
    if (shows(turn.tops, 'singlePile') && turn.count > 0 && pile !== turn.last) return false;
    if ((turn.three || command(card) === 'three') && turn.count + 1 >= 4) return false;
    if (command(card) === 'stop') {
      if (turn.three && turn.count + 1 !== 3) return false;
      const after = turn.tops.map((t, p) => (p === pile ? card : t));
      if (skullRule && shows(after, 'skull')) return false;
    }
    return true;
  }

  function after(turn: Turn, card: number, pile: number): Turn {
    return {
      hand: turn.hand.filter((c) => c !== card),
      tops: turn.tops.map((t, p) => (p === pile ? card : t)),
      count: turn.count + 1,
      last: pile,
      three: turn.three || command(card) === 'three',
    };
  }

  function finishable(turn: Turn): boolean {
    const key = `${turn.hand.join(',')}|${turn.tops.join(',')}|${turn.count}|${turn.last}|${turn.three}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    if (memo.size > budget) throw new OverBudget();
    let result = false;
    if (turn.count >= minimum && !(skullRule && shows(turn.tops, 'skull')) && (!turn.three || turn.count === 3)) result = true;
    for (const card of turn.hand) {
      for (let pile = 0; pile < 4 && !result; pile++) {
        if (!allowed(turn, card, pile)) continue;
        result = command(card) === 'stop' || finishable(after(turn, card, pile));
      }
    }
    memo.set(key, result);
    return result;
  }

  const plays = state.phase === 'opening' ? [] : state.turnPlays;
  const tops = PILES.map((_, pile) => {
    const cards = state.piles[pile]!;
    return cards.length > 0 ? cards[cards.length - 1]! : pile < 2 ? 1 : 100;
  });
  const start: Turn = {
    hand: state.hands[seat]!.slice(),
    tops,
    count: plays.length,
    last: plays.length > 0 ? PILES.indexOf(plays[plays.length - 1]!.pile) : -1,
    three: plays.some((play) => command(play.card) === 'three'),
  };
  const legal: Array<{ card: number; pile: PileCode }> = [];
  try {
    for (const card of start.hand) {
      for (let pile = 0; pile < 4; pile++) {
        if (!allowed(start, card, pile)) continue;
        if (command(card) === 'stop' || finishable(after(start, card, pile))) legal.push({ card, pile: PILES[pile]! });
      }
    }
  } catch (error) {
    if (error instanceof OverBudget) return null;
    throw error;
  }
  return legal;
}

class OverBudget extends Error {}
