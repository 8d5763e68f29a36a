/**
 * /signin: ask for a sign-in link, or sign in with a passkey; and the landing page of the link
 * itself (`/signin#t=<token>`: the token stays in the fragment, never in a request line). Signing
 * in claims this browser's seats and files every seat of the player on this device.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { navigate } from '../../router';
import { allTokens, placeToken } from '../../tokens';
import { FormError } from '../../ui/form-error';
import { PageTitle } from '../../ui/page-title';
import { setTitle } from '../../ui/waiting';
import { askSignInLink, getMe, signInWithPasskey, useSignInLink } from './players-api';
import { errorText } from '../../i18n/error-text';

/** Files every seat of the signed-in player on this device, so any game opens from My games. */
export async function adoptPlayerSeats(): Promise<void> {
  const me = await getMe();
  for (const g of me?.games ?? []) if (g.token) placeToken(g.gameId, g.token, g.seat);
}

export function SignInPage() {
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const token = /[#&]t=([A-Za-z0-9_-]+)/.exec(location.hash)?.[1] ?? null;
  useEffect(() => setTitle(t.players.signInPageTitle), []);
  useEffect(() => {
    if (!token) return;
    history.replaceState(null, '', '/signin');
    setWorking(true);
    useSignInLink(token, allTokens())
      .then(adoptPlayerSeats)
      .then(
        () => navigate('/me', { replace: true }),
        (e: unknown) => {
          setWorking(false);
          setError(errorText(e));
        },
      );
  }, [token]);
  return (
    <>
      <PageTitle>{t.players.signInTitle}</PageTitle>
      {working && <p data-testid="signing-in">{t.players.signingIn}</p>}
      <FormError message={error} />
      {!working && <SignInForms />}
    </>
  );
}

/** The two ways in: a link by email, or a passkey made on another visit. */
export function SignInForms() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    try {
      await askSignInLink(email.trim());
      setSent(t.players.linkOnItsWay);
    } catch (err) {
      setError(errorText(err));
    }
  };
  const passkey = async () => {
    setError(null);
    try {
      await signInWithPasskey(allTokens());
      await adoptPlayerSeats();
      navigate('/me');
    } catch (err) {
      setError(errorText(err, t.players.passkeyUnused));
    }
  };
  return (
    <>
      <p>{t.players.signInLead}</p>
      <form class="panel form" onSubmit={submit} data-testid="signin-form">
        <div class="field">
          <label for="signin-email">{t.players.emailAddress}</label>
          <input
            id="signin-email"
            class="input"
            type="email"
            required
            autoComplete="email"
            value={email}
            onInput={(e) => setEmail(e.currentTarget.value)}
            data-testid="signin-email"
          />
        </div>
        <button type="submit" class="button primary">
          {t.players.emailLink}
        </button>
        {sent && (
          <p role="status" data-testid="signin-sent">
            {sent}
          </p>
        )}
      </form>
      <p>
        <button type="button" class="button" onClick={passkey} data-testid="signin-passkey">
          {t.players.withPasskey}
        </button>
      </p>
      <FormError message={error} />
    </>
  );
}
