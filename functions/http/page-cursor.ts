/**
 * The opaque `cursor` of a paged list in "newest change first" order (GET /players/me/games):
 * where the last page ended, as the last change and id of its last game, base64url-encoded. The
 * next page starts strictly after that place in the index of the player's games by last change
 * (store/players.ts `seatsByChange`), so paging neither repeats nor skips a game that did not
 * change meanwhile (one that changed moves to the front, onto the first page).
 */
// A namespace import lets esbuild drop the parts of zod this code never uses (e.g. its locales).
import * as z from 'zod';

export interface ListPosition {
  updatedAt: string;
  id: string;
}

const EncodedPosition = z.strictObject({ u: z.string().max(40), i: z.string().regex(/^[a-z2-7]{16}$/) });

/** A cursor as the query carries it, decoded to its position; anything this server did not give out is a 400. */
export const PageCursor = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,200}$/)
  .describe('`nextCursor` of the previous page; the first page without it')
  .transform((raw, ctx): ListPosition => {
    const decoded = EncodedPosition.safeParse(jsonOrNull(Buffer.from(raw, 'base64url').toString('utf8')));
    if (!decoded.success) {
      ctx.addIssue({ code: 'custom', message: 'not a cursor this server gave out' });
      return z.NEVER;
    }
    return { updatedAt: decoded.data.u, id: decoded.data.i };
  });

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The cursor of the page that ends at `last`. */
export function cursorAfter(last: ListPosition): string {
  return Buffer.from(JSON.stringify({ u: last.updatedAt, i: last.id }), 'utf8').toString('base64url');
}

/** Newest change first, then by id: the list's order. */
export function newestFirst(a: ListPosition, b: ListPosition): number {
  return b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id);
}

/**
 * One page of a list in another order (e.g. by deadline) after the cursor's game: positions are
 * found by id, as that order is not in the cursor. A cursor naming a game no longer listed starts over.
 */
export function pageAfterId<T extends ListPosition>(sorted: readonly T[], cursor: ListPosition | undefined, limit: number): { page: T[]; nextCursor: string | null } {
  const at = cursor ? sorted.findIndex((item) => item.id === cursor.id) : -1;
  const rest = sorted.slice(at + 1);
  const page = rest.slice(0, limit);
  return { page, nextCursor: rest.length > limit ? cursorAfter(page[page.length - 1]!) : null };
}
