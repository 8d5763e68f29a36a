/**
 * Bad input to resign, cancel, absent and claim (issue #31): a 4xx with a message a person
 * understands, never a 500, and nothing changed.
 */
import { describe, expect, it } from 'vitest';
import { call, dbSnapshot, expectError, startGame } from './client';

describe('the table-end endpoints refuse bad input', () => {
  it('absent and claim bodies, unknown games, spectators', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    const before = await dbSnapshot();
    for (const body of ['not json', '{"seat":0}', '{"seat":-1,"choice":"wait"}', '{"seat":9,"choice":"wait"}', '{"seat":0,"choice":"wait","x":1}']) {
      const res = await call('POST', `/api/games/${gameId}/absent`, body, tokens[1]);
      expect(res.status).toBe(400);
      expect(res.json.error.message).toMatch(/\w/);
    }
    await expectError(call('POST', `/api/games/${gameId}/absent`, { seat: 0, choice: 'wait' }), 401, 'unauthorized');
    await expectError(call('POST', `/api/games/${gameId}/absent`, { seat: 0, choice: 'wait' }, tokens[1]), 409, 'no_vote');
    await expectError(call('POST', `/api/games/${gameId}/absent`, { seat: 1, choice: 'back' }, tokens[1]), 409, 'not_stood_in');
    for (const body of ['{}', '{"seat":1,"key":"","name":"Zed"}', '{"seat":1,"key":"k","name":""}', '{"seat":"1","key":"k","name":"Zed"}']) {
      const res = await call('POST', `/api/games/${gameId}/claim`, body);
      expect(res.status).toBe(400);
    }
    await expectError(call('POST', `/api/games/${gameId}/claim`, { seat: 1, key: 'k', name: 'Zed' }), 404, 'unknown_claim');
    await expectError(call('POST', '/api/games/nosuchgame1/claim', { seat: 1, key: 'k', name: 'Zed' }), 404, 'unknown_game');
    await expectError(call('POST', '/api/games/NOT-AN-ID!/claim', { seat: 1, key: 'k', name: 'Zed' }), 404, 'unknown_game');
    await expectError(call('POST', '/api/games/nosuchgame1/resign', undefined, tokens[0]), 404, 'unknown_game');
    expect(await dbSnapshot()).toBe(before);
  });
});
