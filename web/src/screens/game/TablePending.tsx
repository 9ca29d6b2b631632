/** Where a game's table goes while its bundle loads (a quiet, reserved space), or the words and a retry when it could not be fetched. */
import { appWords } from '../../i18n/language.js';
import type { TableHold } from '../../tables/use-table.js';

export function TablePending({ hold }: { hold: TableHold }) {
  const words = appWords().game;
  if (!hold.failed) {
    return (
      <section class="panel table-pending" aria-busy="true">
        <p class="hint">{words.tableLoading}</p>
      </section>
    );
  }
  return (
    <section class="panel table-pending" aria-busy={hold.retrying}>
      <p role="alert" class="error">
        {words.tableFailed}
      </p>
      <button type="button" onClick={hold.retry} disabled={hold.retrying}>
        {hold.retrying ? words.tableRetrying : words.tableRetry}
      </button>
    </section>
  );
}
