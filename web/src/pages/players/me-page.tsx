/**
 * /me: the signed-in player's page. Every unfinished seat on any device (your turn first, least
 * time left first, with clocks), one settings form for all games, the profile's handle and name,
 * passkeys, the export and the deletion of the account. Without a session: the sign-in forms.
 */
import { offline } from '../../offline';
import { GameClock, MyGameTable } from '../notify-pages';
import { useEffect, useState } from 'preact/hooks';
import { fmt, t } from '../../i18n';
import { fill } from '../../i18n/fill';
import { Link, navigate } from '../../router';
import { placeToken } from '../../tokens';
import { FormError } from '../../ui/form-error';
import { PageTitle } from '../../ui/page-title';
import { setTitle } from '../../ui/waiting';
import { SignInForms } from './signin-page';
import { HandleField, checkHandle } from './handle-field';
import { type Me, type PlayerSettings, deleteAccount, getMe, registerPasskey, renewCalendar, saveProfile, saveSettings, signOut } from './players-api';
import { CalendarLink } from '../../ui/calendar-link';
import { TimeZoneSelect } from '../../ui/time-zone';
import { errorText } from '../../i18n/error-text';
import { browserTimeZone } from '../../api';
import { InputField } from '../../ui/input-field';

export function MePage() {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const load = () =>
    getMe().then(
      (m) => {
        for (const g of m?.games ?? []) if (g.token) placeToken(g.gameId, g.token, g.seat);
        setMe(m);
      },
      (e: unknown) => setError(errorText(e)),
    );
  useEffect(() => {
    load();
  }, []);
  const turns = me?.games.filter((g) => g.yourTurn).length ?? 0;
  useEffect(() => setTitle(turns ? t.players.accountTurnTitle(turns) : t.players.accountPageTitle), [turns]);
  if (me === undefined)
    return (
      <>
        <PageTitle>{t.players.accountTitle}</PageTitle>
        <FormError message={error} />
      </>
    );
  if (me === null)
    return (
      <>
        <PageTitle>{t.players.signInTitle}</PageTitle>
        <SignInForms />
      </>
    );
  return <MeView me={me} reload={load} />;
}

/** The signed-in page once loaded (exported for the pseudo-locale check). */
export function MeView({ me, reload }: { me: Me; reload: () => void }) {
  return (
    <>
      <PageTitle>{t.players.accountTitle}</PageTitle>
      <p data-testid="me-who">
        {fill(t.players.signedInAs, {
          name: <strong>{me.name}</strong>,
          handle: <Link href={`/p/${me.handle}`}>@{me.handle}</Link>,
          since: fmt.date(new Date(me.since)),
        })}
      </p>
      <section class="panel" aria-labelledby="me-games-title">
        <h2 id="me-games-title">{t.players.yourGames}</h2>
        {me.games.length === 0 ? (
          <p>{fill(t.players.noGames, { start: <Link href="/">{t.players.startOne}</Link>, join: <Link href="/open">{t.players.joinOpen}</Link> })}</p>
        ) : (
          <ul class="my-games" data-testid="me-games">
            {me.games.map((g) => (
              <li key={`${g.gameId}/${g.seat}`} data-game={g.gameId}>
                <MyGameTable game={g} openSeat={t.players.openSeat} /> {g.rated && <span class="tag">{t.players.rated}</span>}{' '}
                {g.yourTurn ? (
                  <strong class="tag tag-strong">{t.players.yourTurn}</strong>
                ) : (
                  <span class="tag">{g.status === 'active' ? t.players.waitingForOthers : t.players.waitingForPlayers}</span>
                )}
                <GameClock deadline={g.deadline} awayUntil={g.awayUntil} gameId={g.gameId} seat={g.seat} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ProfileForm me={me} onSaved={reload} />
      <SettingsForm settings={me.settings} />
      <section class="panel" aria-labelledby="calendar-title">
        <h2 id="calendar-title">{t.notify.calendarTitle}</h2>
        <CalendarLink url={me.calendarUrl} renew={renewCalendar} note={t.notify.calendarPlayerNote} />
      </section>
      <AccountActions />
    </>
  );
}

/** A form's end: its save button, then what the last save said (saved, or why not). */
function SaveRow({ label, saved, error }: { label: string; saved: string | false; error: string | null }) {
  return (
    <>
      <button type="submit" class="button">
        {label}
      </button>
      {saved && <p role="status">{saved}</p>}
      <FormError message={error} />
    </>
  );
}

function ProfileForm({ me, onSaved }: { me: Me; onSaved: () => void }) {
  const [handle, setHandle] = useState(me.handle);
  const [name, setName] = useState(me.name);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    setSaved(false);
    // The API's rule, checked here first so the problem is said in the page's language.
    const bad = checkHandle(handle);
    setProblem(bad);
    if (bad) return;
    try {
      await saveProfile({ handle: handle.trim(), name });
      setSaved(true);
      onSaved();
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <form class="panel form" onSubmit={submit} aria-labelledby="profile-title" data-testid="profile-form" noValidate>
      <h2 id="profile-title">{t.players.profile}</h2>
      <p class="muted">{t.players.profileNote}</p>
      <InputField id="profile-name" label={t.players.name} value={name} maxLength={40} onInput={(e) => setName(e.currentTarget.value)} />
      <HandleField id="profile-handle" value={handle} onInput={(v) => (setHandle(v), setProblem(null))} problem={problem} />
      <SaveRow label={t.players.saveProfile} saved={saved && t.players.saved} error={error} />
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
      // The zone chosen (else the browser's) goes with every save: the digest comes at 07:00 there.
      const timeZone = value.timeZone ?? browserTimeZone();
      setValue((await saveSettings(timeZone ? { ...value, timeZone } : value)).settings);
      setSaved(true);
    } catch (err) {
      setError(errorText(err));
    }
  };
  const quiet = value.quiet ?? null;
  return (
    <form class="panel form" onSubmit={submit} aria-labelledby="settings-title" data-testid="settings-form">
      <h2 id="settings-title">{t.players.settingsTitle}</h2>
      <fieldset>
        <legend>{t.players.mail}</legend>
        {(
          [
            ['turn', t.players.mailTurn],
            ['digest', t.players.mailDigest],
            ['none', t.players.mailNone],
          ] as const
        ).map(([mode, label]) => (
          <label key={mode} class="check">
            <input type="radio" name="mail" checked={(value.mail ?? 'turn') === mode} onChange={() => setValue({ ...value, mail: mode })} /> {label}
          </label>
        ))}
        {value.mail === 'digest' && value.timeZone && (
          <p class="muted" data-testid="digest-when">
            {t.players.digestWhen(value.timeZone)}
          </p>
        )}
        <TimeZoneSelect value={value.timeZone ?? browserTimeZone()} onChange={(timeZone) => setValue({ ...value, timeZone })} note={t.players.timeZoneNote} />
      </fieldset>
      <label class="check">
        <input type="checkbox" checked={value.push ?? true} onChange={(e) => setValue({ ...value, push: e.currentTarget.checked })} /> {t.players.pushAll}
      </label>
      <fieldset>
        <legend>{t.players.quietHours}</legend>
        <label class="check">
          <input
            type="checkbox"
            checked={quiet !== null}
            onChange={(e) => setValue({ ...value, quiet: e.currentTarget.checked ? { from: 22, to: 7 } : null })}
          />{' '}
          {t.players.quietAtNight}
        </label>
        {quiet &&
          (['from', 'to'] as const).map((end) => (
            <label key={end}>
              {end === 'from' ? t.players.quietFrom : t.players.quietTo}
              <input
                type="number"
                min={0}
                max={23}
                value={quiet[end]}
                onInput={(e) => setValue({ ...value, quiet: { ...quiet, [end]: Number(e.currentTarget.value) } })}
              />
            </label>
          ))}
      </fieldset>
      <InputField
        id="away-until"
        label={t.players.awayUntil}
        type="date"
        value={value.awayUntil ? new Date(value.awayUntil).toISOString().slice(0, 10) : ''}
        onInput={(e) => setValue({ ...value, awayUntil: e.currentTarget.value ? Date.parse(`${e.currentTarget.value}T00:00:00Z`) : null })}
      />
      <div class="field">
        <label for="language">{t.players.language}</label>
        <select
          id="language"
          class="input"
          value={value.language ?? 'en'}
          onChange={(e) => setValue({ ...value, language: e.currentTarget.value as 'en' | 'de' })}
        >
          <option value="en" lang="en">
            English
          </option>
          <option value="de" lang="de">
            Deutsch
          </option>
        </select>
      </div>
      <SaveRow label={t.players.saveSettings} saved={saved && t.players.savedAll} error={error} />
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
      setNote(t.players.passkeySaved);
    } catch (err) {
      setError(errorText(err, t.players.noPasskey));
    }
  };
  const out = async () => {
    await signOut().catch(() => undefined);
    navigate('/signin');
  };
  const remove = async () => {
    if (!confirm(t.players.deleteConfirm)) return;
    try {
      await deleteAccount();
      // The games' copies kept on this device for offline play hold this player's address too.
      await offline((d) => d.forgetAll(), undefined);
      navigate('/');
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <section class="panel" aria-labelledby="account-title">
      <h2 id="account-title">{t.players.dataTitle}</h2>
      <p>
        <button type="button" class="button" onClick={passkey} data-testid="add-passkey">
          {t.players.addPasskey}
        </button>{' '}
        <button type="button" class="button" onClick={out} data-testid="sign-out">
          {t.players.signOut}
        </button>
      </p>
      {note && (
        <p role="status" data-testid="passkey-note">
          {note}
        </p>
      )}
      <p>
        <a href="/api/me/export" download>
          {t.players.download}
        </a>
      </p>
      <p>
        <button type="button" class="button" onClick={remove} data-testid="delete-account">
          {t.players.deleteAccount}
        </button>
      </p>
      <FormError message={error} />
    </section>
  );
}
