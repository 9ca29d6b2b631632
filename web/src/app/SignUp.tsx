/** Sign up with a name: the API answers a token, kept in this browser. */
import { useState } from 'preact/hooks';
import { ApiError } from '../api/client.js';
import { useSession } from './context.js';

export function SignUp(props: { reason?: string }) {
  const { api, signIn } = useSession();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { token } = await api.register(name.trim());
      signIn(token, name.trim());
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 400 ? 'Please choose a name of 1 to 40 letters.' : 'Could not sign up; try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="panel">
      <h1>Play turnpost</h1>
      {props.reason && <p>{props.reason}</p>}
      <form onSubmit={submit} class="stack">
        <label for="name">Your name, as the other players will see it</label>
        <input id="name" name="name" required maxLength={40} autoComplete="nickname" value={name} onInput={(event) => setName(event.currentTarget.value)} />
        <button type="submit" class="primary" disabled={busy || name.trim() === ''}>
          Sign up
        </button>
        {error && <p role="alert" class="error">{error}</p>}
      </form>
      <p class="hint">No password: this browser keeps your key. To play from another device, open “Account” once signed in.</p>
    </section>
  );
}
