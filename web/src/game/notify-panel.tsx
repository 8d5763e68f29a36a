/**
 * Email settings of your seat (add, change, mute), or for a spectator the lost-link form;
 * and each waiting seat's clock. The presence ping lives here too: while this page is
 * visible the server sends your seat no turn mail.
 */
import { useEffect, useState } from 'preact/hooks';
import type { NotificationSettings } from '../../../schema/api';
import { ApiFailure, getNotifications, pingPresence, putNotifications, recoverLink } from '../api';

export const PRESENCE_MS = 60_000;

export function usePresence(gameId: string, token: string | null, active: boolean) {
  useEffect(() => {
    if (!token || !active) return;
    const ping = () => {
      if (document.visibilityState === 'visible') void pingPresence(gameId, token).catch(() => undefined);
    };
    ping();
    const timer = window.setInterval(ping, PRESENCE_MS);
    document.addEventListener('visibilitychange', ping);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', ping);
    };
  }, [gameId, token, active]);
}

export function NotifyPanel({ gameId, token }: { gameId: string; token: string | null }) {
  const [settings, setSettings] = useState<NotificationSettings | null>(null);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (token)
      void getNotifications(gameId, token).then(
        (s) => (setSettings(s), setEmail(s.email ?? '')),
        () => undefined,
      );
  }, [gameId, token]);
  const fail = (e: unknown) => setMessage(e instanceof ApiFailure ? e.message : String(e));
  if (token) {
    const save = (body: { email?: string | null; muted?: boolean }) =>
      putNotifications(gameId, token, body).then((s) => (setSettings(s), setMessage('Saved.')), fail);
    return (
      <section class="panel" aria-labelledby="notify-title">
        <h2 id="notify-title">Emails</h2>
        <form class="inline-form" onSubmit={(e) => (e.preventDefault(), void save({ email: email.trim() || null }))}>
          <label>
            Your email for this game <input class="input" type="email" value={email} onInput={(e) => setEmail((e.target as HTMLInputElement).value)} />
          </label>{' '}
          <button type="submit" class="button">
            Save
          </button>
        </form>
        {settings?.email && (
          <label>
            <input type="checkbox" checked={settings.muted} onChange={(e) => void save({ muted: (e.target as HTMLInputElement).checked })} /> Mute emails for
            this game
          </label>
        )}
        {message && <p role="status">{message}</p>}
      </section>
    );
  }
  return (
    <section class="panel" aria-labelledby="recover-title">
      <h2 id="recover-title">Lost your seat link?</h2>
      <form class="inline-form" onSubmit={(e) => (e.preventDefault(), void recoverLink(gameId, email.trim()).then((r) => setMessage(r.message), fail))}>
        <label>
          The email you gave for this game{' '}
          <input class="input" type="email" required value={email} onInput={(e) => setEmail((e.target as HTMLInputElement).value)} />
        </label>{' '}
        <button type="submit" class="button">
          Send me my link
        </button>
      </form>
      {message && <p role="status">{message}</p>}
    </section>
  );
}
