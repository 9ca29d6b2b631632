/**
 * Where the game page offers its table talk (docs/talk.md): a button that loads the talk panel's
 * own bundle (web/build.ts) on first use and mounts it here, so the first load carries none of it.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Envelope } from '../../api/types.js';
import { useSession } from '../../app/context.js';
import { appWords } from '../../i18n/language.js';
import { gameWords } from '../../i18n/language.js';
import type { GameWordsBase } from '../../../../engine/core/words/types.js';

/** Where the talk panel's bundle is served (set by web/build.ts). */
declare const TALK_MODULE: string;

export function TalkSlot({ game }: { game: Envelope }) {
  const { token } = useSession();
  const [open, setOpen] = useState(false);
  const words = appWords().talk;
  const host = useRef<HTMLDivElement>(null);
  // The panel reads the newest token and names at each use: a sign-in or a join needs no remount.
  const now = useRef({ token, game });
  now.current = { token, game };

  useEffect(() => {
    if (!open) return;
    let unmount: (() => void) | undefined;
    let gone = false;
    import(/* the talk panel's own bundle (web/build.ts) */ TALK_MODULE).then(
      ({ mountTalk }: typeof import('../../talk/TalkPanel.js')) => {
        if (!gone) unmount = mountTalk(host.current!, { gameId: game.id, token: () => now.current.token, names: () => now.current.game.seats.map((held) => held.name), words, why: gameWords<GameWordsBase | undefined>(game.type)?.chatWhy ?? null });
      },
      () => (host.current!.textContent = words.notLoaded),
    );
    return () => {
      gone = true;
      unmount?.();
    };
  }, [open, game.id]);

  return (
    <section class="panel talk" aria-label={words.title}>
      {open ? <h2>{words.title}</h2> : <button type="button" onClick={() => setOpen(true)}>{words.title}</button>}
      <div ref={host} />
    </section>
  );
}
