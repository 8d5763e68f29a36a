/**
 * A time zone to choose (issue #48): a seat's, in the game page's notification panel (for a
 * player without an account), and a signed-in player's one setting on /me. The digest comes at
 * 07:00 there, reminders keep quiet 22:00–07:00 there. The list is the browser's own
 * (`Intl.supportedValuesOf`), with the current and the browser's zone first. Stable hook:
 * data-time-zone (the select).
 */
import { browserTimeZone } from '../api';
import { t } from '../i18n';

/** Every zone the browser knows, or the few at hand when it cannot list them. */
function zones(current: string | undefined): string[] {
  const own = browserTimeZone();
  let all: string[] = [];
  try {
    all = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  } catch {
    all = [];
  }
  const first = [current, own, 'UTC'].filter((z): z is string => !!z);
  return [...new Set([...first, ...all])];
}

export function TimeZoneSelect({ value, onChange, note }: { value: string | undefined; onChange: (zone: string) => void; note?: string }) {
  const list = zones(value);
  return (
    <p>
      <label>
        {t.notify.timeZone}{' '}
        <select class="input" data-time-zone value={value ?? ''} onChange={(e) => onChange((e.target as HTMLSelectElement).value)}>
          {!value && <option value="">{t.notify.timeZoneUnknown}</option>}
          {list.map((z) => (
            <option key={z} value={z}>
              {z.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      </label>
      {note && (
        <>
          <br />
          <span class="muted">{note}</span>
        </>
      )}
    </p>
  );
}
