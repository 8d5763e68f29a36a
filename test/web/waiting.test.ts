/**
 * The "(N)" count of games waiting (web/src/ui/waiting.ts) on a game page: when every seat the
 * device holds is of the game on screen, the page counts alone (no `POST /api/my-games`), and it
 * counts as that request would (each held seat of the game in `active` while it is under way).
 */
import { describe, expect, it } from 'vitest';
import { countedByPage, turnsInGame } from '@web/ui/waiting';

describe('countedByPage', () => {
  it('is true only on a game page whose game is every game held here', () => {
    expect(countedByPage('g1', ['g1'])).toBe(true);
    expect(countedByPage('g1', ['g1', 'g2'])).toBe(false);
    expect(countedByPage('g1', ['g2'])).toBe(false);
    // No seat at all: nothing to count and nothing to ask.
    expect(countedByPage('g1', [])).toBe(false);
    // Any other page asks the server, as before.
    expect(countedByPage(null, ['g1'])).toBe(false);
  });
});

describe('turnsInGame', () => {
  const game = (status: 'active' | 'waiting' | 'finished', active: number[], seat: number | null) => ({ status, active, seat });
  it('counts each held seat that must act, once', () => {
    expect(turnsInGame(game('active', [0, 1], 0), [0, 1])).toBe(2);
    expect(turnsInGame(game('active', [1], 0), [0, 1])).toBe(1);
    expect(turnsInGame(game('active', [2], 0), [0, 1])).toBe(0);
  });
  it("counts the payload's own seat before the device has filed it", () => {
    expect(turnsInGame(game('active', [3], 3), [])).toBe(1);
    expect(turnsInGame(game('active', [3], null), [])).toBe(0);
  });
  it('counts nothing in a game not under way', () => {
    expect(turnsInGame(game('waiting', [0], 0), [0])).toBe(0);
    expect(turnsInGame(game('finished', [0], 0), [0])).toBe(0);
  });
});
