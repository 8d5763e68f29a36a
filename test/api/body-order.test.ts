/**
 * A route's body and query are checked by middleware (`jsonBody`, `query`: worker/http/), placed
 * where the handler used to read them: a request wrong in two ways gets the answer of the check
 * that ran first before, and the body's own refusals keep their codes and messages.
 */
import { describe, expect, it } from 'vitest';
import { call, expectError, startGame } from './client';

const BAD = '{"not": json';

describe('what is refused first', () => {
  it('the seat, the session, the path and a server without push come before the body', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    await expectError(call('POST', `/api/games/${gameId}/actions`, BAD), 401, 'unauthorized');
    await expectError(call('PUT', '/api/me/profile', BAD), 401, 'no_session');
    await expectError(call('PUT', '/api/me/settings', BAD), 401, 'no_session');
    await expectError(call('POST', '/api/me/claim', BAD), 401, 'no_session');
    await expectError(call('POST', '/api/auth/passkey/register/verify', BAD), 401, 'no_session');
    await expectError(call('POST', '/api/join/NOT-A-CODE!', BAD), 404, 'unknown_join_code');
    await expectError(call('POST', '/api/games/NOT-AN-ID!/claim', BAD), 404, 'unknown_game');
    const noPush = { APP_ORIGIN: 'https://stonehenge.example' };
    await expectError(call('POST', `/api/games/${gameId}/push`, BAD, tokens[0], {}, noPush), 404, 'push_unavailable');
    // With those passed, the body is read: its own refusals.
    await expectError(call('POST', `/api/games/${gameId}/actions`, BAD, tokens[0]), 400, 'invalid_json');
    await expectError(call('POST', '/api/join/abc', { name: 7 }), 400, 'invalid_body');
  });

  it('a query is checked after the seat, in the words it had', async () => {
    const { gameId, tokens } = await startGame('stonerush', 3);
    await expectError(call('GET', `/api/games/${gameId}/chat?after=-1`), 401, 'unauthorized');
    const chat = await expectError(call('GET', `/api/games/${gameId}/chat?after=-1`, undefined, tokens[0]), 400, 'invalid_body');
    expect(chat.json.error.message).toMatch(/^after: /);
    const open = await expectError(call('GET', '/api/open?limit=0&rated=maybe'), 400, 'invalid_body');
    expect(open.json.error.message).toMatch(/^limit: /);
    const mute = await expectError(call('POST', `/api/games/${gameId}/mute?seat=0`), 400, 'invalid_body');
    expect(mute.json.error.message).toBe('A mute link needs seat and k: copy the whole link from the email.');
    expect((await call('GET', `/api/games/${gameId}/chat?after=0`, undefined, tokens[0])).status).toBe(200);
  });
});
