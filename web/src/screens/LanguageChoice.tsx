/**
 * The language of the app and of the player's messages: kept in this browser (so the next load
 * fetches it before the first render) and in the account's `notify.language` (so e-mails and
 * pushes follow it). The page reloads in the language chosen.
 */
import { useState } from 'preact/hooks';
import { LANGUAGES, type Language } from '../../../engine/core/words/types.js';
import { useSession } from '../app/context.js';
import { errorWords } from '../game/words.js';
import { appWords, currentLanguage, rememberLanguage } from '../i18n/language.js';

export function LanguageChoice() {
  const { api } = useSession();
  const [message, setMessage] = useState<string | null>(null);
  const words = appWords().language;
  const choose = async (language: Language) => {
    try {
      await api.updateMe({ notify: { language } });
      rememberLanguage(language);
      setMessage(words.saved);
      location.reload();
    } catch (error) {
      setMessage(errorWords(error));
    }
  };
  return (
    <p class="stack">
      <label for="language">{words.label}</label>
      <select id="language" value={currentLanguage()} onChange={(event) => void choose(event.currentTarget.value as Language)}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {words[language]}
          </option>
        ))}
      </select>
      {message && <span role="status">{message}</span>}
    </p>
  );
}
