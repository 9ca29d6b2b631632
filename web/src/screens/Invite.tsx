/** The invite as a link (`/play/join/<id>#<code>`: the code stays in the fragment), to copy or share. */
import { useState } from 'preact/hooks';
import { paths } from '../app/routes.js';
import { appWords } from '../i18n/language.js';

export function inviteLink(id: string, code: string): string {
  return `${location.origin}${paths.join(id)}#${code}`;
}

export function Invite({ id, code }: { id: string; code: string }) {
  const link = inviteLink(id, code);
  const [copied, setCopied] = useState(false);
  const words = appWords().invite;
  const share = async () => {
    try {
      await navigator.share({ title: words.share, url: link });
    } catch {
      // Dismissed: nothing to do.
    }
  };
  return (
    <div class="invite">
      <label for="invite-link">{words.link}</label>
      <input id="invite-link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
      <div class="actions">
        <button
          type="button"
          onClick={async () => {
            await navigator.clipboard?.writeText(link).catch(() => undefined);
            setCopied(true);
          }}
        >
          {copied ? words.copied : words.copy}
        </button>
        {'share' in navigator && (
          <button type="button" onClick={share}>
            {words.shareButton}
          </button>
        )}
      </div>
    </div>
  );
}
