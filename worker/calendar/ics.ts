/**
 * An iCalendar (RFC 5545) feed of timed events, written by hand: what it needs is a VCALENDAR of
 * VEVENTs with UTC times, TEXT escaping (§3.3.11) and lines folded at 75 octets (§3.1), about 40
 * lines; the `ics` package would bring its validator (yup) and its helpers into the Worker's
 * bundle for that (README, "Dependencies"). test/api/calendar.test.ts reads the feed back with a
 * line-by-line check of those three rules.
 */
export interface IcsEvent {
  uid: string;
  /** Raised when the event changes (the game's version): a calendar app replaces its copy. */
  sequence: number;
  start: number;
  end: number;
  summary: string;
  description: string;
  url: string;
}

/** A UTC DATE-TIME: 20261128T080000Z. */
export const icsTime = (ms: number) =>
  new Date(Math.floor(ms / 1000) * 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

/** TEXT escaping: backslash, semicolon, comma and line ends. */
export const icsText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (never inside a UTF-8 character): CRLF and one space go before each further part. */
export function fold(line: string): string {
  const enc = new TextEncoder();
  const parts: string[] = [];
  let part = '';
  let size = 0;
  for (const ch of line) {
    const n = enc.encode(ch).length;
    if (size + n > (parts.length ? 74 : 75)) {
      parts.push(part);
      part = '';
      size = 0;
    }
    part += ch;
    size += n;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/** The whole calendar. `name`: what a calendar app shows for the subscription. */
export function icsCalendar(name: string, events: readonly IcsEvent[], now: number): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Stonehenge play by web//deadlines//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(name)}`,
  ];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${icsText(e.uid)}`,
      `SEQUENCE:${e.sequence}`,
      `DTSTAMP:${icsTime(now)}`,
      `DTSTART:${icsTime(e.start)}`,
      `DTEND:${icsTime(e.end)}`,
      `SUMMARY:${icsText(e.summary)}`,
      `DESCRIPTION:${icsText(e.description)}`,
      `URL:${e.url}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
