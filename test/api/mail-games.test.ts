/**
 * Whole games played by mail replies alone (issue #48): every decision is a raw MIME reply to
 * the newest mail the seat to act got (a turn mail or the answer to its last reply), picked at
 * random from the numbered choices that mail lists, by number or by its words; every reply is
 * played and answered by mail, until the game ends. Slow (API_SLOW in vitest.config.ts).
 */
import { describe, expect, it } from 'vitest';
import type { GamePayload } from '@schema/api';
import { createRng, pick, randomInt } from '@engine/core/prng';
import { call } from './client';
import { answerable, deliverMail, listedChoices, mailGame, rawReply } from './mail-helpers';

/** Replies arrive half an hour apart: under the answers-per-hour and daily caps of each address. */
const STEP_MS = 30 * 60_000;

async function playByMail(ruleset: string, players: number, tag: string, seed: string) {
  const game = await mailGame(ruleset, players, tag, {}, { deadlineHours: null });
  const rng = createRng(seed);
  let time = Date.now();
  let replies = 0;
  let steps = 0;
  let movedOn = 0;
  for (;;) {
    const state = (await call('GET', `/api/games/${game.gameId}`)).json as GamePayload;
    if (state.status === 'finished') return { replies, steps, movedOn, state };
    expect(state.status).toBe('active');
    const seat = pick(rng, state.active);
    const from = game.emails[seat] as string;
    const mail = await answerable(from, game.gameId);
    expect(mail, `seat ${seat} has a mail to answer`).toBeDefined();
    const replyTo = mail?.headers['Reply-To'] as string;
    const listed = listedChoices(mail?.text ?? '');
    expect(listed.size).toBeGreaterThan(0);
    const n = pick(rng, [...listed.keys()]);
    const words = listed.get(n) as string;
    // Mostly the number, sometimes the words, with the quoted mail below either way.
    const line = randomInt(rng, 4) === 0 ? words : String(n);
    time += STEP_MS;
    const res = await deliverMail(
      rawReply({ from, to: replyTo, text: `${line}\r\n\r\nOn Sat, Stonehenge wrote:\r\n> ${mail?.text.split('\n')[0]}` }),
      from,
      replyTo,
      time,
    );
    replies++;
    if (res.json.reason === 'moved_on') {
      // Another seat moved since this seat's mail (simultaneous choices): the answer lists the
      // choices at the new version, and the next round answers that.
      expect(res.json, `reply ${replies}`).toMatchObject({ outcome: 'answered', answered: true });
      movedOn++;
      continue;
    }
    expect(res.json, `reply ${replies}`).toMatchObject({ outcome: 'applied', played: words, answered: true });
    const after = (await call('GET', `/api/games/${game.gameId}`)).json as GamePayload;
    // One step of a turn of several: the same seat still to act, answered with the next step's choices.
    if (after.status === 'active' && after.active.includes(seat) && after.active.length === 1) steps++;
    if (replies > 3000) throw new Error('the game did not end');
  }
}

describe('whole games by mail', () => {
  it("Fightin' Drinkin' Stealin' with two players", async () => {
    const { replies, movedOn, state } = await playByMail('fightin-drinkin-stealin', 2, 'fds', 'mail-fds-1');
    expect(state.status).toBe('finished');
    expect(replies - movedOn).toBeGreaterThan(5);
  });

  it('Stonerush with three players, each turn a play and then its discard', async () => {
    const { replies, steps, state } = await playByMail('stonerush', 3, 'sr', 'mail-sr-1');
    expect(state.status).toBe('finished');
    expect(steps).toBeGreaterThan(0);
    expect(replies).toBeGreaterThan(steps);
  });
});
