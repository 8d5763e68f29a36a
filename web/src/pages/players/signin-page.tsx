/**
 * /signin: ask for a sign-in link, or sign in with a passkey; and the landing page of the link
 * itself (`/signin#t=<token>`: the token stays in the fragment, never in a request line). Signing
 * in claims this browser's seats and files every seat of the player on this device.
 *
 * A page that needs a sign-in (a rated game's invite or claim) links here with `?next=<its path>`
 * (issue #45 item 6): the mailed link carries it (`#t=<token>&next=<path>`) and a passkey sign-in
 * keeps it, so the player comes back to that page, not to /me. A first sign-in, whose handle the
 * service made up, first offers to choose one (item 8).
 */
import { useEffect, useState } from 'preact/hooks';
import { signInNextOf } from '@schema/signin';
import { suggestHandle } from '@schema/handles';
import { t } from '../../i18n';
import { navigate } from '../../router';
import { allTokens, placeToken } from '../../tokens';
import { FormError } from '../../ui/form-error';
import { PageTitle } from '../../ui/page-title';
import { setTitle } from '../../ui/waiting';
import { askSignInLink, getMe, saveProfile, signInWithPasskey, useSignInLink } from './players-api';
import { errorText } from '../../i18n/error-text';
import { HandleField, checkHandle } from './handle-field';
import { EmailField, InputField } from '../../ui/input-field';

/** Files every seat of the player on this device, so any game opens from My games. */
export async function adoptPlayerSeats(): Promise<void> {
  const me = await getMe();
  for (const g of me?.games ?? []) if (g.token) placeToken(g.gameId, g.token, g.seat);
}

/** The page to return to: `?next=` on the sign-in page, `&next=` in a mailed link's fragment. */
export function returnPath(): string | null {
  const fromHash = /[#&]next=([^&]+)/.exec(location.hash)?.[1];
  let raw = new URLSearchParams(location.search).get('next');
  if (fromHash) {
    try {
      raw = decodeURIComponent(fromHash);
    } catch {
      raw = null;
    }
  }
  return signInNextOf(raw);
}

/** The sign-in page's address for a page that asks for a sign-in first. */
export const signInHref = (next: string): string => `/signin?next=${encodeURIComponent(next)}`;

export function SignInPage() {
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [draft, setDraft] = useState<{ handle: string; name: string } | null>(null);
  const token = /[#&]t=([A-Za-z0-9_-]+)/.exec(location.hash)?.[1] ?? null;
  const [next] = useState(returnPath);
  useEffect(() => setTitle(t.players.signInPageTitle), []);
  useEffect(() => {
    if (!token) return;
    history.replaceState(null, '', next ? signInHref(next) : '/signin');
    setWorking(true);
    useSignInLink(token, allTokens())
      .then(async (player) => {
        await adoptPlayerSeats();
        return player;
      })
      .then(
        (player) => {
          if (player.draftHandle) {
            setWorking(false);
            setDraft(player);
          } else navigate(next ?? '/me', { replace: true });
        },
        (e: unknown) => {
          setWorking(false);
          setError(errorText(e));
        },
      );
  }, [token]);
  if (draft) return <ChooseHandle draft={draft} onDone={() => navigate(next ?? '/me', { replace: true })} />;
  return (
    <>
      <PageTitle>{t.players.signInTitle}</PageTitle>
      {working && <p data-testid="signing-in">{t.players.signingIn}</p>}
      <FormError message={error} />
      {!working && <SignInForms next={next} />}
    </>
  );
}

/** The names a new account gets when no seat names it (the catalogs' `server.newPlayerName`): not the player's own. */
const MADE_UP_NAMES = new Set(['Player', 'Spieler']);

/**
 * The first sign-in's step: a handle of one's own instead of the drafted one, or keep it for now;
 * and the name others see, asked for when the service made it up too ("Spieler", #58).
 */
function ChooseHandle({ draft, onDone }: { draft: { handle: string; name: string }; onDone: () => void }) {
  const madeUpName = MADE_UP_NAMES.has(draft.name);
  const [handle, setHandle] = useState(suggestHandle(madeUpName ? '' : draft.name) ?? '');
  const [name, setName] = useState(madeUpName ? '' : draft.name);
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [handleEdited, setHandleEdited] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    const problem = checkHandle(handle);
    setShown(problem);
    setError(null);
    if (problem) return;
    setBusy(true);
    try {
      const chosen = name.trim();
      await saveProfile(chosen && chosen !== draft.name ? { handle: handle.trim(), name: chosen } : { handle: handle.trim() });
      onDone();
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };
  // The drafted handle kept, a name typed is still saved.
  const keep = async () => {
    const chosen = name.trim();
    if (!chosen || chosen === draft.name) return onDone();
    setBusy(true);
    try {
      await saveProfile({ name: chosen });
      onDone();
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };
  return (
    <>
      <PageTitle>{madeUpName ? t.players.chooseNameTitle : t.players.chooseHandleTitle}</PageTitle>
      <p>{t.players.chooseHandleText(draft.handle)}</p>
      <form class="panel form" onSubmit={submit} data-testid="choose-handle" noValidate>
        {madeUpName && (
          <InputField
            id="choose-name"
            label={t.players.chooseNameLabel}
            hint={t.players.chooseNameHint(draft.name)}
            value={name}
            maxLength={40}
            autoComplete="nickname"
            onInput={(e) => {
              const typed = e.currentTarget.value;
              setName(typed);
              // The handle follows the name typed until it is edited by itself.
              if (!handleEdited) setHandle(suggestHandle(typed) ?? '');
            }}
            data-testid="choose-name"
          />
        )}
        <HandleField id="choose-handle" value={handle} onInput={(v) => (setHandle(v), setHandleEdited(true), setShown(null))} problem={shown} />
        <FormError message={error} />
        <div class="button-row">
          <button type="submit" class="button primary" disabled={busy} data-testid="choose-handle-save">
            {t.players.chooseHandleSave}
          </button>
          <button type="button" class="button" disabled={busy} onClick={() => void keep()} data-testid="choose-handle-keep">
            {t.players.keepHandle(draft.handle)}
          </button>
        </div>
      </form>
    </>
  );
}

/** The two ways in: a link by email, or a passkey made on another visit; `next`, where either returns to. */
export function SignInForms({ next = null }: { next?: string | null }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    try {
      await askSignInLink(email.trim(), next);
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
      navigate(next ?? '/me');
    } catch (err) {
      setError(errorText(err, t.players.passkeyUnused));
    }
  };
  return (
    <>
      <p>{t.players.signInLead}</p>
      {next && (
        <p class="notice" data-testid="signin-returns">
          {t.players.signInReturns}
        </p>
      )}
      <form class="panel form" onSubmit={submit} data-testid="signin-form">
        <EmailField id="signin-email" label={t.players.emailAddress} required value={email} onEmail={setEmail} data-testid="signin-email" />
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
