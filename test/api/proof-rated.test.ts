/**
 * Proof, not possession (issue #43, item 5), the whole rated games: a rated seat given to someone
 * new is claimed signed in, by an account holding no other seat, and the game ends with ratings for
 * the accounts that proved the seats; a game whose seats share an account (claimed before the
 * rule) still ends. Slow (two whole games): in API_SLOW. docs/security.md, "Proof, not possession (#43)".
 * Time moves with a faked clock and `POST /api/dev/scheduled?time=`.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, expectError } from './client';
import { address, as, askGame, names, proofDays, replaced, signIn, view } from './proof-helpers';
import { playToEnd } from './table-play';

proofDays();

describe('item 5: claiming a replaced seat keeps the rated rules', () => {
  it('plays a rated game through replace-and-claim to its end: one seat per account, a signed-in claim, ratings for the holders', async () => {
    const cookies = [await signIn(address('Ann')), await signIn(address('Bob')), await signIn(address('Cat'))];
    const { gameId, tokens } = await askGame(cookies);
    const { seat, voters, key } = await replaced(gameId, tokens);
    // (a) A voter cannot take a second seat with their own account.
    await expectError(
      call('POST', `/api/games/${gameId}/claim`, { seat, key, name: 'Twice', email: address(names[voters[0]!]!) }, undefined, as(cookies[voters[0]!]!)),
      409,
      'already_seated',
    );
    // A rated seat is claimed signed in: without a session, with a victim's address, it is refused.
    await expectError(call('POST', `/api/games/${gameId}/claim`, { seat, key, name: 'Vic', email: 'victim@proof.example' }), 403, 'sign_in_required');
    const newcomer = await signIn('newbie@proof.example');
    const claimed = await call('POST', `/api/games/${gameId}/claim`, { seat, key, name: 'Newt', email: 'victim@proof.example' }, undefined, as(newcomer));
    expect(claimed.status).toBe(200);
    expect((await view(gameId)).players[seat]).toMatchObject({ name: 'Newt', signedIn: true });
    // (b) The victim signing in later gets nothing of it.
    const victim = await signIn('victim@proof.example');
    expect((await call('GET', '/api/me', undefined, undefined, { cookie: victim })).json.games).toEqual([]);
    // (a) A voter signing in again (every address of theirs) still holds one seat.
    await signIn(address(names[voters[0]!]!));
    const holders = await env.DB.prepare('select seat, player_id from seats where game_id = ? order by seat')
      .bind(gameId)
      .all<{ seat: number; player_id: string | null }>();
    const ids = holders.results.map((r) => r.player_id);
    expect(ids.every((id) => id !== null)).toBe(true);
    expect(new Set(ids).size).toBe(3);
    const playing = [...tokens];
    playing[seat] = claimed.json.token;
    const end = await playToEnd(gameId, playing, 'proof-rated');
    expect(end.status).toBe('finished');
    const history = await env.DB.prepare('select player_id from rating_history where game_id = ? order by player_id').bind(gameId).all<{ player_id: string }>();
    expect(history.results.map((r) => r.player_id).sort()).toEqual([...ids].sort());
    const newbie = await env.DB.prepare("select id from players where email = 'newbie@proof.example'").first<{ id: string }>();
    expect(ids[seat]).toBe(newbie!.id);
    const victimRow = await env.DB.prepare("select id from players where email = 'victim@proof.example'").first<{ id: string }>();
    expect(await env.DB.prepare('select count(*) as n from ratings where player_id = ?').bind(victimRow!.id).first()).toEqual({ n: 0 });
  });

  it('a rated game whose seats share an account (held before this rule) still ends, rating that account for neither seat', async () => {
    const cookies = [await signIn(address('Ann')), await signIn(address('Bob')), await signIn(address('Cat'))];
    const { gameId, tokens } = await askGame(cookies);
    const ann = await env.DB.prepare('select player_id from seats where game_id = ? and seat = 0').bind(gameId).first<{ player_id: string }>();
    await env.DB.prepare('update seats set player_id = ? where game_id = ? and seat = 1').bind(ann!.player_id, gameId).run();
    const end = await playToEnd(gameId, tokens, 'proof-shared');
    expect(end.status).toBe('finished');
    const history = await env.DB.prepare('select player_id from rating_history where game_id = ?').bind(gameId).all<{ player_id: string }>();
    expect(history.results.map((r) => r.player_id)).not.toContain(ann!.player_id);
    expect(history.results).toHaveLength(1);
  });
});
