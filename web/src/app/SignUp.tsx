/** Sign up with a name: the API answers a token, kept in this browser. */
import { useState } from 'preact/hooks';
import { ApiError } from '../api/client.js';
import { useSession } from './context.js';
import { appWords } from '../i18n/language.js';

export function SignUp(props: { reason?: string }) {
  const { api, signIn } = useSession();
  const words = appWords().signUp;
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
      setError(failure instanceof ApiError && failure.status === 400 ? words.badName : words.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="panel">
      <h1>{words.title}</h1>
      {props.reason && <p>{props.reason}</p>}
      <form onSubmit={submit} class="stack">
        <label for="name">{words.name}</label>
        <input id="name" name="name" required maxLength={40} autoComplete="nickname" value={name} onInput={(event) => setName(event.currentTarget.value)} />
        <button type="submit" class="primary" disabled={busy || name.trim() === ''}>
          {words.submit}
        </button>
        {error && <p role="alert" class="error">{error}</p>}
      </form>
      <p class="hint">{words.hint}</p>
    </section>
  );
}
