/**
 * /me: the signed-in player's page. Every unfinished seat on any device (your turn first, least
 * time left first, with clocks), one settings form for all games, the profile's handle and name,
 * passkeys, the export and the deletion of the account. Without a session: the sign-in forms.
 */
import { offline } from '../../offline';
import { GameClock } from '../notify-pages';
import { useEffect, useState } from 'preact/hooks';
import { ApiFailure } from '../../api';
import { Link, navigate } from '../../router';
import { chooseSeat, placeToken } from '../../tokens';
import { FormError } from '../../ui/form-error';
import { PageTitle } from '../../ui/page-title';
import { setTitle } from '../../ui/waiting';
import { SignInForms } from './signin-page';
import { type Me, type PlayerSettings, deleteAccount, getMe, registerPasskey, saveProfile, saveSettings, signOut } from './players-api';

export function MePage() {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const load = () =>
    getMe().then(
      (m) => {
        for (const g of m?.games ?? []) if (g.token) placeToken(g.gameId, g.token, g.seat);
        setMe(m);
      },
      (e: ApiFailure) => setError(e.message),
    );
  useEffect(() => {
    load();
  }, []);
  const turns = me?.games.filter((g) => g.yourTurn).length ?? 0;
  useEffect(() => setTitle(turns ? `(${turns}) Your turn — Your account — Stonehenge` : 'Your account — Stonehenge'), [turns]);
  if (me === undefined)
    return (
      <>
        <PageTitle>Your account</PageTitle>
        <FormError message={error} />
      </>
    );
  if (me === null)
    return (
      <>
        <PageTitle>Sign in</PageTitle>
        <SignInForms />
      </>
    );
  return (
    <>
      <PageTitle>Your account</PageTitle>
      <p data-testid="me-who">
        Signed in as <strong>{me.name}</strong> (<Link href={`/p/${me.handle}`}>@{me.handle}</Link>), member since {me.since.slice(0, 10)}.
      </p>
      <section class="panel" aria-labelledby="me-games-title">
        <h2 id="me-games-title">Your games, on every device</h2>
        {me.games.length === 0 ? (
          <p>
            No unfinished game. <Link href="/">Start one</Link> or <Link href="/open">join an open game</Link>.
          </p>
        ) : (
          <ul class="my-games" data-testid="me-games">
            {me.games.map((g) => (
              <li key={`${g.gameId}/${g.seat}`} data-game={g.gameId}>
                <Link href={`/g/${g.gameId}`} onClick={() => chooseSeat(g.gameId, g.seat)}>
                  {g.title}
                </Link>{' '}
                — {g.players.map((p) => p.name).join(', ')} {g.rated && <span class="tag">rated</span>}{' '}
                {g.yourTurn ? (
                  <strong class="tag tag-strong">your turn</strong>
                ) : (
                  <span class="tag">{g.status === 'active' ? 'waiting for others' : 'waiting for players'}</span>
                )}
                <GameClock deadline={g.deadline} awayUntil={g.awayUntil} gameId={g.gameId} seat={g.seat} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ProfileForm me={me} onSaved={load} />
      <SettingsForm settings={me.settings} />
      <AccountActions />
    </>
  );
}

function ProfileForm({ me, onSaved }: { me: Me; onSaved: () => void }) {
  const [handle, setHandle] = useState(me.handle);
  const [name, setName] = useState(me.name);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    setSaved(false);
    try {
      await saveProfile({ handle, name });
      setSaved(true);
      onSaved();
    } catch (err) {
      setError((err as ApiFailure).message);
    }
  };
  return (
    <form class="panel form" onSubmit={submit} aria-labelledby="profile-title" data-testid="profile-form">
      <h2 id="profile-title">Profile</h2>
      <p class="muted">Others see your name and handle, never your address.</p>
      <div class="field">
        <label for="profile-name">Name</label>
        <input id="profile-name" class="input" value={name} maxLength={40} onInput={(e) => setName(e.currentTarget.value)} />
      </div>
      <div class="field">
        <label for="profile-handle">Handle (your page is /p/{handle || '…'})</label>
        <input
          id="profile-handle"
          class="input"
          value={handle}
          maxLength={24}
          pattern="[a-z0-9][a-z0-9_\-]{2,23}"
          onInput={(e) => setHandle(e.currentTarget.value.toLowerCase())}
        />
      </div>
      <button type="submit" class="button">
        Save profile
      </button>
      {saved && <p role="status">Saved.</p>}
      <FormError message={error} />
    </form>
  );
}

function SettingsForm({ settings }: { settings: PlayerSettings }) {
  const [value, setValue] = useState<PlayerSettings>(settings);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    setSaved(false);
    try {
      setValue((await saveSettings(value)).settings);
      setSaved(true);
    } catch (err) {
      setError((err as ApiFailure).message);
    }
  };
  const quiet = value.quiet ?? null;
  return (
    <form class="panel form" onSubmit={submit} aria-labelledby="settings-title" data-testid="settings-form">
      <h2 id="settings-title">Settings for all your games</h2>
      <fieldset>
        <legend>Mail</legend>
        {(
          [
            ['turn', 'A mail when it is my turn'],
            ['digest', 'One mail a day with the games waiting for me'],
            ['none', 'No mail'],
          ] as const
        ).map(([mode, label]) => (
          <label key={mode} class="check">
            <input type="radio" name="mail" checked={(value.mail ?? 'turn') === mode} onChange={() => setValue({ ...value, mail: mode })} /> {label}
          </label>
        ))}
      </fieldset>
      <label class="check">
        <input type="checkbox" checked={value.push ?? true} onChange={(e) => setValue({ ...value, push: e.currentTarget.checked })} /> Notifications on the
        devices where I turned them on
      </label>
      <fieldset>
        <legend>Quiet hours (UTC)</legend>
        <label class="check">
          <input
            type="checkbox"
            checked={quiet !== null}
            onChange={(e) => setValue({ ...value, quiet: e.currentTarget.checked ? { from: 22, to: 7 } : null })}
          />{' '}
          No mail or notification at night
        </label>
        {quiet && (
          <>
            <label>
              From
              <input
                type="number"
                min={0}
                max={23}
                value={quiet.from}
                onInput={(e) => setValue({ ...value, quiet: { ...quiet, from: Number(e.currentTarget.value) } })}
              />
            </label>
            <label>
              to
              <input
                type="number"
                min={0}
                max={23}
                value={quiet.to}
                onInput={(e) => setValue({ ...value, quiet: { ...quiet, to: Number(e.currentTarget.value) } })}
              />
            </label>
          </>
        )}
      </fieldset>
      <div class="field">
        <label for="away-until">Away until</label>
        <input
          id="away-until"
          class="input"
          type="date"
          value={value.awayUntil ? new Date(value.awayUntil).toISOString().slice(0, 10) : ''}
          onInput={(e) => setValue({ ...value, awayUntil: e.currentTarget.value ? Date.parse(`${e.currentTarget.value}T00:00:00Z`) : null })}
        />
      </div>
      <div class="field">
        <label for="language">Language</label>
        <select
          id="language"
          class="input"
          value={value.language ?? 'en'}
          onChange={(e) => setValue({ ...value, language: e.currentTarget.value as 'en' | 'de' })}
        >
          <option value="en">English</option>
          <option value="de">Deutsch</option>
        </select>
      </div>
      <button type="submit" class="button">
        Save settings
      </button>
      {saved && <p role="status">Saved for all your games.</p>}
      <FormError message={error} />
    </form>
  );
}

function AccountActions() {
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const passkey = async () => {
    setError(null);
    try {
      await registerPasskey();
      setNote('Passkey saved: you can sign in with it on this device (or wherever it syncs).');
    } catch (err) {
      setError(err instanceof ApiFailure ? err.message : 'No passkey was made.');
    }
  };
  const out = async () => {
    await signOut().catch(() => undefined);
    navigate('/signin');
  };
  const remove = async () => {
    if (!confirm('Delete your account? Your seats in finished games will show "a former player", your ratings go, and you are signed out everywhere.')) return;
    try {
      await deleteAccount();
      // The games' copies kept on this device for offline play hold this player's address too.
      await offline((d) => d.forgetAll(), undefined);
      navigate('/');
    } catch (err) {
      setError((err as ApiFailure).message);
    }
  };
  return (
    <section class="panel" aria-labelledby="account-title">
      <h2 id="account-title">Sign-in and your data</h2>
      <p>
        <button type="button" class="button" onClick={passkey} data-testid="add-passkey">
          Add a passkey
        </button>{' '}
        <button type="button" class="button" onClick={out} data-testid="sign-out">
          Sign out
        </button>
      </p>
      {note && (
        <p role="status" data-testid="passkey-note">
          {note}
        </p>
      )}
      <p>
        <a href="/api/me/export" download>
          Download everything we keep about you (JSON)
        </a>
      </p>
      <p>
        <button type="button" class="button" onClick={remove} data-testid="delete-account">
          Delete my account
        </button>
      </p>
      <FormError message={error} />
    </section>
  );
}
