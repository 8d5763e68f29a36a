/**
 * The game payload names the options that differ from the ruleset's defaults (`changedOptions`,
 * #34), so the game page's options line needs neither `GET /api/rulesets` nor the metadata.
 */
import { describe, expect, it } from 'vitest';
import { call } from './client';

describe("a game's options in its payload (#34)", () => {
  it('names the options that differ from the defaults, with the engine labels; none is standard rules', async () => {
    const standard = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann' });
    const plain = await call('GET', `/api/games/${standard.json.gameId}`, undefined, standard.json.token);
    expect(plain.json.changedOptions).toEqual([]);
    const quick = await call('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ann', options: { track: 'bluestones' } });
    expect(quick.status).toBe(201);
    const named = await call('GET', `/api/games/${quick.json.gameId}`);
    // The choice as stored too (#45): a page says it in the reader's words, not the engine's.
    expect(named.json.changedOptions).toEqual([{ id: 'track', label: 'Race track', without: false, value: 'bluestones', choice: 'bluestones' }]);
    const raiding = await call('POST', '/api/games', {
      ruleset: 'raiding-stonehenge',
      players: 4,
      name: 'Ann',
      options: { lowCardStarts: true, plusMinusColours: false },
    });
    expect(raiding.status).toBe(201);
    const switched = await call('GET', `/api/games/${raiding.json.gameId}`);
    // a switch at its default (plusMinusColours off) is not named
    expect(switched.json.changedOptions).toEqual([{ id: 'lowCardStarts', label: 'Low card starts next turn', without: false }]);
  });
});
