/** /join/<code>: take a seat with a name (and an email), then go to the game. */
import { useEffect, useState } from 'preact/hooks';
import type { JoinGameBody } from '../../../schema/api';
import { ApiFailure, joinGame } from '../api';
import { Link, navigate } from '../router';
import { saveToken } from '../tokens';
import { FormError } from '../ui/form-error';
import { PageTitle } from '../ui/page-title';

function joinErrorText(err: unknown): string {
  if (err instanceof ApiFailure) {
    if (err.code === 'unknown_join_code') return 'This invite link does not match any game. Check that you copied all of it.';
    if (err.code === 'game_full') {
      return 'Every seat is taken: this game has all its players. An invite link does not say which game it is, so it cannot take you there to watch; ask a player for the game’s address.';
    }
    return err.message;
  }
  return 'Something went wrong. Please try again.';
}

export function JoinPage({ code }: { code: string }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    document.title = 'Join a game — Stonehenge';
  }, []);

  const submit = async (e: Event) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const body: JoinGameBody = { name: name.trim() };
    if (email.trim()) body.email = email.trim();
    try {
      const joined = await joinGame(code, body);
      saveToken(joined.gameId, joined.token);
      navigate(`/g/${encodeURIComponent(joined.gameId)}`, { replace: true });
    } catch (err) {
      setError(joinErrorText(err));
      setBusy(false);
    }
  };

  return (
    <>
      <PageTitle>Join a game</PageTitle>
      <p class="lead">You have been invited to a game of Stonehenge. Choose the name the others will see.</p>
      <form class="panel form" onSubmit={submit} data-testid="join-form">
        <div class="field">
          <label for="join-name">Your name</label>
          <input
            id="join-name"
            class="input"
            type="text"
            required
            maxLength={40}
            autoComplete="nickname"
            value={name}
            onInput={(e) => setName(e.currentTarget.value)}
            data-testid="name"
          />
        </div>
        <div class="field">
          <label for="join-email">Email (optional)</label>
          <input
            id="join-email"
            class="input"
            type="email"
            maxLength={254}
            autoComplete="email"
            aria-describedby="join-email-help"
            value={email}
            onInput={(e) => setEmail(e.currentTarget.value)}
            data-testid="email"
          />
          <p id="join-email-help" class="hint">
            We email you your seat link and tell you when it is your turn.
          </p>
        </div>
        <FormError message={error} />
        <button type="submit" class="button primary" disabled={busy} data-testid="join-button">
          {busy ? 'Joining…' : 'Join the game'}
        </button>
      </form>
      <p>
        <Link href="/">Start a game of your own</Link>
      </p>
    </>
  );
}
