/** What every table does with a batch of moves: send it, and say in words why it was refused. */
import type { Move } from '../api/types.js';
import { errorWords } from '../game/words.js';
import type { TableProps } from './table.js';

/** Clears the shown error, submits `moves`; a refusal (or a lost connection) becomes the words `setError` shows. */
export async function submitOrExplain(submit: TableProps['submit'], moves: Move[], ruleWords: Record<string, string>, setError: (words: string | null) => void): Promise<void> {
  setError(null);
  try {
    await submit(moves);
  } catch (failure) {
    setError(errorWords(failure, ruleWords));
  }
}
