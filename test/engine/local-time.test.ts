/**
 * Hours of a player's time zone, as pure functions (no workerd, no faked clock): the digest's
 * morning (worker/notify/morning.ts) and the end of quiet hours (worker/players/quiet.ts), both
 * through worker/store/local-time.ts. Fixed dates are right here: the zones' clock changes of 2026
 * are what is checked, and nothing waits on the real clock (test/engine/fixed-dates.test.ts reads
 * only the workerd, browser, script and bench tests).
 */
import { describe, expect, it } from 'vitest';
import { morningOf } from '@worker/notify/morning';
import { quietUntil } from '@worker/players/quiet';

describe('hours of a time zone', () => {
  it('finds 07:00 in a zone, clock changes included', () => {
    // Berlin in winter (UTC+1) and summer (UTC+2); New York in winter (UTC−5); Tokyo (UTC+9) the day before in UTC.
    expect(morningOf(Date.UTC(2026, 11, 3, 12), 'Europe/Berlin')).toBe(Date.UTC(2026, 11, 3, 6));
    expect(morningOf(Date.UTC(2026, 6, 3, 12), 'Europe/Berlin')).toBe(Date.UTC(2026, 6, 3, 5));
    expect(morningOf(Date.UTC(2026, 11, 3, 3), 'America/New_York')).toBe(Date.UTC(2026, 11, 2, 12));
    expect(morningOf(Date.UTC(2026, 11, 3, 23), 'Asia/Tokyo')).toBe(Date.UTC(2026, 11, 3, 22));
    // The morning after Berlin's clocks went forward (29 March 2026), and an unknown zone as UTC.
    expect(morningOf(Date.UTC(2026, 2, 29, 12), 'Europe/Berlin')).toBe(Date.UTC(2026, 2, 29, 5));
    expect(morningOf(Date.UTC(2026, 11, 3, 12), 'Mars/Olympus')).toBe(Date.UTC(2026, 11, 3, 7));
  });

  it('quietUntil: inside the hours, their end; outside, null; over midnight too', () => {
    const day = Date.UTC(2026, 10, 26);
    const at = (h: number, m = 0) => day + h * 3_600_000 + m * 60_000;
    expect(quietUntil({ from: 22, to: 7 }, at(23, 30))).toBe(at(31));
    expect(quietUntil({ from: 22, to: 7 }, at(3))).toBe(at(7));
    expect(quietUntil({ from: 22, to: 7 }, at(7))).toBeNull();
    expect(quietUntil({ from: 12, to: 14 }, at(13, 59))).toBe(at(14));
    expect(quietUntil({ from: 12, to: 14 }, at(11))).toBeNull();
    expect(quietUntil(null, at(3))).toBeNull();
    expect(quietUntil({ from: 5, to: 5 }, at(5))).toBeNull();
  });

  it('quietUntil: the hours are the player’s time zone’s, clock changes included (#58 item 5)', () => {
    // 26 Nov: Berlin is UTC+1, so 22:00–07:00 there is 21:00–06:00 UTC.
    const day = Date.UTC(2026, 10, 26);
    const at = (h: number, m = 0) => day + h * 3_600_000 + m * 60_000;
    expect(quietUntil({ from: 22, to: 7 }, at(21, 30), 'Europe/Berlin')).toBe(at(30));
    expect(quietUntil({ from: 22, to: 7 }, at(20, 59), 'Europe/Berlin')).toBeNull();
    expect(quietUntil({ from: 22, to: 7 }, at(6), 'Europe/Berlin')).toBeNull();
    expect(quietUntil({ from: 22, to: 7 }, at(5, 59), 'Europe/Berlin')).toBe(at(6));
    // Tokyo (UTC+9): 12:00–14:00 there is 03:00–05:00 UTC.
    expect(quietUntil({ from: 12, to: 14 }, at(4), 'Asia/Tokyo')).toBe(at(5));
    // The night Berlin's clocks go forward (29 March 2026, 02:00 → 03:00): 07:00 there is 05:00 UTC.
    const spring = Date.UTC(2026, 2, 28, 22);
    expect(quietUntil({ from: 22, to: 7 }, spring, 'Europe/Berlin')).toBe(Date.UTC(2026, 2, 29, 5));
    // A zone the runtime does not know counts as UTC.
    expect(quietUntil({ from: 22, to: 7 }, at(23), 'Mars/Olympus')).toBe(at(31));
  });
});
