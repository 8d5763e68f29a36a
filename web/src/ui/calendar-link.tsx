/**
 * A private deadline calendar's URL (worker/calendar/feed.ts), to copy into a calendar app, and
 * "New link", which revokes it: on /me for the player's feed, in the game page's notification
 * panel for the seat's. Stable hooks: data-calendar-url (the URL shown), data-calendar-renew.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n';
import { errorText } from '../i18n/error-text';

export function CalendarLink({ url, renew, note }: { url: string; renew: () => Promise<string>; note: string }) {
  const [current, setCurrent] = useState(url);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setCurrent(url), [url]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(current);
      setMessage(t.notify.calendarCopied);
    } catch {
      // No clipboard (an insecure origin, a refusal): the field is selected for a manual copy.
      (document.getElementById('calendar-url') as HTMLInputElement | null)?.select();
      setMessage(t.notify.calendarCopyByHand);
    }
  };
  const again = async () => {
    if (!confirm(t.notify.calendarRenewConfirm)) return;
    setBusy(true);
    try {
      setCurrent(await renew());
      setMessage(t.notify.calendarRenewed);
    } catch (e) {
      setMessage(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div class="field" data-calendar>
      <label for="calendar-url">{t.notify.calendarTitle}</label>
      <p class="muted">{note}</p>
      <input id="calendar-url" class="input" readOnly value={current} data-calendar-url onFocus={(e) => e.currentTarget.select()} />
      <p>
        <button type="button" class="button" onClick={() => void copy()}>
          {t.notify.calendarCopy}
        </button>{' '}
        <button type="button" class="button" disabled={busy} onClick={() => void again()} data-calendar-renew>
          {t.notify.calendarRenew}
        </button>
      </p>
      {message && <p role="status">{message}</p>}
    </div>
  );
}
