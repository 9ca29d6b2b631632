/**
 * A game page opened without being signed in (a "your turn" link on another device): the way to
 * the seat. Paste the sign-in link from Account → "Use on another device" on a device where you
 * are signed in, or sign up here if you are new.
 */
import { useState } from 'preact/hooks';
import { useSession } from '../../app/context.js';
import { tokenOfDeviceLink } from '../../app/session.js';
import { SignUp } from '../../app/SignUp.js';

export function SignInOffer() {
  const { signIn } = useSession();
  const [link, setLink] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [signingUp, setSigningUp] = useState(false);
  const submit = (event: Event) => {
    event.preventDefault();
    const token = tokenOfDeviceLink(link);
    if (token === null) setFailure('That is not a sign-in link. On a device where you play, open Account → “Use on another device” and copy the link shown there.');
    else signIn(token, null);
  };
  if (signingUp) return <SignUp reason="New here: sign up to play. To play as someone already in this game, use their sign-in link instead." />;
  return (
    <section class="panel stack sign-in-offer" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">Is this your game? Sign in to play</h2>
      <p>This browser is not signed in, so you only watch. On a device where you play, open Account → “Use on another device”, copy the sign-in link and paste it here:</p>
      <form class="stack" onSubmit={submit}>
        <label for="device-link">Sign-in link from your other device</label>
        <input id="device-link" value={link} autoComplete="off" onInput={(event) => setLink(event.currentTarget.value)} />
        <button type="submit" class="primary" disabled={link.trim() === ''}>
          Sign in on this device
        </button>
      </form>
      {failure && <p role="alert" class="error">{failure}</p>}
      <button type="button" class="quiet" onClick={() => setSigningUp(true)}>
        New here? Sign up
      </button>
    </section>
  );
}
