/**
 * Notification settings of your seat (email: add, change; "Notify me on this device": Web Push,
 * web/src/push.ts; mute, which stops both), or for a spectator the lost-link form. One of the
 * page's later panels (web/src/game/later-panels.tsx); the presence ping is in presence.ts.
 */
import { useEffect, useState } from 'preact/hooks';
import type { NotificationSettings } from '@schema/api';
import { getNotifications, putNotifications, recoverLink, renewSeatCalendar } from './panels-api';
import { CalendarLink } from '../ui/calendar-link';
import { TimeZoneSelect } from '../ui/time-zone';
import { disablePush, enablePush, pushEnabled, pushSupport } from '../push';
import { t } from '../i18n';
import { errorText } from '../i18n/error-text';

export function NotifyPanel({ gameId, seat, token }: { gameId: string; seat: number | null; token: string | null }) {
  const [settings, setSettings] = useState<NotificationSettings | null>(null);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [pushOn, setPushOn] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (token)
      void getNotifications(gameId, token).then(
        (s) => (setSettings(s), setEmail(s.email ?? '')),
        () => undefined,
      );
  }, [gameId, token]);
  useEffect(() => {
    setPushOn(false);
    if (token && seat !== null) void pushEnabled(gameId, seat, token).then(setPushOn, () => undefined);
  }, [gameId, seat, token]);
  const fail = (e: unknown) => setMessage(errorText(e));
  if (token) {
    const save = (body: { email?: string | null; muted?: boolean; digest?: boolean; timeZone?: string }) =>
      putNotifications(gameId, token, body).then(
        // A new address gets a confirmation mail first: say so, not only "Saved." (#45 item 9).
        (s) => (setSettings(s), setMessage(body.email && body.email !== settings?.email ? t.notify.savedEmail(body.email) : t.notify.saved)),
        fail,
      );
    const togglePush = (on: boolean) => {
      if (seat === null) return;
      setBusy(true);
      void (on ? enablePush(gameId, seat, token) : disablePush(gameId, seat, token))
        .then(() => (setPushOn(on), setMessage(on ? t.notify.pushOn : t.notify.pushOff)), fail)
        .finally(() => setBusy(false));
    };
    const support = pushSupport();
    return (
      <section class="panel" aria-labelledby="notify-title">
        <h2 id="notify-title">{t.game.notifyTitle}</h2>
        <form class="inline-form" onSubmit={(e) => (e.preventDefault(), void save({ email: email.trim() || null }))}>
          <label>
            {t.notify.yourEmail} <input class="input" type="email" value={email} onInput={(e) => setEmail((e.target as HTMLInputElement).value)} />
          </label>{' '}
          <button type="submit" class="button">
            {t.notify.save}
          </button>
        </form>
        {seat !== null && support === 'supported' && (
          <p>
            {pushOn ? `${t.notify.pushWhat} ` : ''}
            <button type="button" class="button" disabled={busy} onClick={() => togglePush(!pushOn)} data-testid="push-toggle">
              {pushOn ? t.notify.pushStop : t.notify.pushStart}
            </button>
          </p>
        )}
        {seat !== null && support === 'denied' && <p>{t.notify.pushBlocked}</p>}
        {(settings?.email || pushOn) && (
          <label class="check" data-testid="mute-toggle-label">
            <input type="checkbox" checked={settings?.muted ?? false} onChange={(e) => void save({ muted: (e.target as HTMLInputElement).checked })} />{' '}
            {t.notify.mute}
          </label>
        )}
        {settings?.email && !settings.muted && (
          <label class="check">
            <input
              type="checkbox"
              checked={settings.digest}
              onChange={(e) => void save({ digest: (e.target as HTMLInputElement).checked })}
              data-testid="digest-toggle"
            />{' '}
            {t.notify.digest}
          </label>
        )}
        {settings && <TimeZoneSelect value={settings.timeZone} onChange={(timeZone) => void save({ timeZone })} note={t.notify.timeZoneSeatNote} />}
        {message && <p role="status">{message}</p>}
        {settings?.calendarUrl && <CalendarLink url={settings.calendarUrl} renew={() => renewSeatCalendar(gameId, token)} note={t.notify.calendarSeatNote} />}
      </section>
    );
  }
  return (
    <section class="panel" aria-labelledby="recover-title">
      <h2 id="recover-title">{t.game.lostLinkTitle}</h2>
      <form
        class="inline-form"
        onSubmit={(e) => (e.preventDefault(), void recoverLink(gameId, email.trim()).then(() => setMessage(t.notify.linkOnItsWay), fail))}
      >
        <label>
          {t.notify.lostEmail} <input class="input" type="email" required value={email} onInput={(e) => setEmail((e.target as HTMLInputElement).value)} />
        </label>{' '}
        <button type="submit" class="button">
          {t.notify.sendLink}
        </button>
      </form>
      {message && <p role="status">{message}</p>}
    </section>
  );
}
