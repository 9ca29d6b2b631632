/**
 * A game page opened without being signed in (a "your turn" link on another device): the way to
 * the seat. Paste the sign-in link from Account → "Use on another device" on a device where you
 * are signed in, or sign up here if you are new.
 */
import { useState } from 'preact/hooks';
import { useSession } from '../../app/context.js';
import { tokenOfDeviceLink } from '../../app/session.js';
import { SignUp } from '../../app/SignUp.js';
import { appWords } from '../../i18n/language.js';

export function SignInOffer() {
  const { signIn } = useSession();
  const [link, setLink] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [signingUp, setSigningUp] = useState(false);
  const words = appWords().signIn;
  const submit = (event: Event) => {
    event.preventDefault();
    const token = tokenOfDeviceLink(link);
    if (token === null) setFailure(words.notALink);
    else signIn(token, null);
  };
  if (signingUp) return <SignUp reason={words.newHere} />;
  return (
    <section class="panel stack sign-in-offer" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">{words.title}</h2>
      <p>{words.how}</p>
      <form class="stack" onSubmit={submit}>
        <label for="device-link">{words.link}</label>
        <input id="device-link" value={link} autoComplete="off" onInput={(event) => setLink(event.currentTarget.value)} />
        <button type="submit" class="primary" disabled={link.trim() === ''}>
          {words.submit}
        </button>
      </form>
      {failure && <p role="alert" class="error">{failure}</p>}
      <button type="button" class="quiet" onClick={() => setSigningUp(true)}>
        {words.signUp}
      </button>
    </section>
  );
}
