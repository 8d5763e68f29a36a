/** Which seats' ratings the game page asks for (web/src/pages/players/seat-ratings.ts): the signed-in ones only. */
import { describe, expect, it } from 'vitest';
import { signedInKey } from '@web/pages/players/seat-ratings';

describe('signedInKey', () => {
  const seat = (n: number, signedIn?: true) => ({ seat: n, name: `P${n}`, joined: true, ...(signedIn ? { signedIn } : {}) });
  it('is empty when no seat is signed in: nothing to ask', () => {
    expect(signedInKey([seat(0), seat(1)])).toBe('');
    expect(signedInKey([])).toBe('');
  });
  it('names the signed-in seats, so a seat signing in asks again', () => {
    expect(signedInKey([seat(0, true), seat(1), seat(2, true)])).toBe('0,2');
    expect(signedInKey([seat(0), seat(1, true)])).toBe('1');
  });
});
