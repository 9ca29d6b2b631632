/**
 * Table talk (§9, R16): the hints and `showCommands` a seat may send now, and the standing ones in
 * words. The server's `legalMoves` lists only the moves that advance the game (engine README), so
 * what is allowed is read from the view by the same checks the engine makes: the game runs, no
 * Silence shows (COMMUNICATION_FORBIDDEN), Extreme for command talk (OPTION_NOT_ENABLED), and
 * nothing that already stands (HINT_UNCHANGED).
 */
import type { TheGameView } from '../../../../engine/games/the-game/view.js';
import type { Move } from '../../api/types.js';
import { commandCountWords, commandWords, pileSignalWords, pileWords, tableWords, type Pile, type PileSignal } from './words.js';

type Hints = TheGameView['hints'][number];

export interface TalkChoice {
  move: Move;
  /** The button's accessible name and text. */
  label: string;
}

function hintsOf(view: TheGameView, seat: number): Hints | undefined {
  return view.hints.find((hints) => hints.seat === seat);
}

/** Whether the viewer may hint at all now: a seat, a running game, no Silence showing. */
export function mayTalk(view: TheGameView): boolean {
  return view.you !== null && view.phase !== 'ended' && !view.infinityCommands.some((shown) => shown.command === 'silence');
}

/** The pile hints the viewer may send for `pile`: every signal but the one standing, and withdrawing it. */
export function pileHintChoices(view: TheGameView, pile: Pile): TalkChoice[] {
  if (!mayTalk(view)) return [];
  const standing = hintsOf(view, view.you!.seat)?.piles[pile];
  const choices: TalkChoice[] = (Object.keys(pileSignalWords) as PileSignal[])
    .filter((signal) => signal !== standing)
    .map((signal) => ({ move: { type: 'hint', pile, signal }, label: tableWords.hint(pileWords[pile], pileSignalWords[signal]) }));
  if (standing) choices.push({ move: { type: 'hint', pile, signal: 'none' }, label: tableWords.withdraw(pileWords[pile]) });
  return choices;
}

/** Extreme: ask the others not to play a command now, or withdraw that request. */
export function commandHintChoices(view: TheGameView): TalkChoice[] {
  if (!mayTalk(view) || !view.options.extreme) return [];
  const avoiding = new Set<string>(hintsOf(view, view.you!.seat)?.avoid ?? []);
  return Object.keys(commandWords).map((command) =>
    avoiding.has(command)
      ? { move: { type: 'hint', command, signal: 'none' }, label: tableWords.withdrawRequest(commandWords[command]!) }
      : { move: { type: 'hint', command, signal: 'avoid' }, label: tableWords.askNot(commandWords[command]!) },
  );
}

/** Extreme: show the command counts in hand, unless the last shown counts still stand. */
export function mayShowCommands(view: TheGameView): boolean {
  return mayTalk(view) && view.options.extreme && hintsOf(view, view.you!.seat)?.shownCounts === null;
}

/** The standing signals on one pile, one per seat that gave one: `[seat, words]`. */
export function pileHints(view: TheGameView, pile: Pile): Array<[number, string]> {
  return view.hints.flatMap((hints) => {
    const signal = hints.piles[pile];
    return signal ? [[hints.seat, pileSignalWords[signal]] as [number, string]] : [];
  });
}

/** A seat's standing requests and shown counts in words ("asks: no Skull now; holds 1 Stop, 2 3!"), or null. */
export function seatTalkWords(view: TheGameView, seat: number): string | null {
  const hints = hintsOf(view, seat);
  if (!hints) return null;
  const parts: string[] = [];
  if (hints.avoid.length) parts.push(tableWords.asks(hints.avoid.map((command) => commandWords[command]!)));
  if (hints.shownCounts) parts.push(tableWords.holds(commandCountWords(hints.shownCounts)));
  return parts.length ? parts.join('; ') : null;
}
