/**
 * Ruling 25 (engine version 2): a player who, after drawing, can commit to no project may still
 * spend influence before being removed, and a defamation that frees a site lets them commit.
 * Version 1 (kept for its records and games) removed such a player at once.
 *
 * The position comes from one seeded random game (5 players, seed `s86`, choices from `c86`),
 * played until the first stranded turn; the same choices under version 1 reach the same moment.
 */
import { describe, expect, it } from 'vitest';
import { aGrandEndeavor, aGrandEndeavorV1 } from '@engine/a-grand-endeavor';
import type { GrandEndeavorAction, GrandEndeavorState } from '@engine/a-grand-endeavor/flow';
import { play } from '@engine/core/play';
import { createRng, pick } from '@engine/core/prng';
import type { Ruleset } from '@engine/core/ruleset';

type AGE = Ruleset<GrandEndeavorState, GrandEndeavorAction, Record<string, never>>;

/** Plays the seeded game under `ruleset` until `stop` holds before a move; returns that moment. */
function playUntil(ruleset: AGE, stop: (s: GrandEndeavorState) => boolean, limit: number) {
  let state = ruleset.setup('s86', 5, {});
  const rng = createRng('c86');
  for (let i = 0; i < limit; i++) {
    if (stop(state)) return { state, moves: i };
    const seat = pick(rng, ruleset.status(state).active);
    const result = play(ruleset, state, seat, pick(rng, ruleset.actions(state, seat)));
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  throw new Error('the position never came');
}

const stranded = (s: GrandEndeavorState) => s.step.kind === 'stranded';

describe('A Grand Endeavor: a stranded player may defame before removal (ruling 25, engine v2)', () => {
  const { state, moves } = playUntil(aGrandEndeavor as unknown as AGE, stranded, 5000);
  const seat = state.turn;

  it('stops at a decision instead of removing the player: withdraw, or defame any other faction still in play', () => {
    expect(moves).toBe(181);
    expect(state.seats[seat]?.removed).toBe(false);
    expect(state.seats[seat]?.influence).toBeGreaterThan(0);
    const actions = aGrandEndeavor.actions(state, seat) as GrandEndeavorAction[];
    expect(actions[0]).toEqual({ type: 'withdraw' });
    // No commit or usurp is legal: only the way out and the defamations.
    expect(actions.slice(1).every((a) => a.type === 'defame')).toBe(true);
    expect(actions.length).toBeGreaterThan(1);
    expect((aGrandEndeavor.view(state, seat) as { prompt: string }).prompt).toContain('can commit to no project');
  });

  it('a defamation that frees a site leads to the commit step, and the player commits', () => {
    const defame: GrandEndeavorAction = { type: 'defame', target: 0 };
    const after = play(aGrandEndeavor, state, seat, defame);
    if (!after.ok) throw new Error(after.error.message);
    const next = after.state as GrandEndeavorState;
    expect(next.step).toEqual({ kind: 'commit' });
    expect(next.seats[seat]?.influence).toBe((state.seats[seat]?.influence ?? 0) - 1);
    expect(next.seats[0]?.ritualPending).toBe(true);
    const commits = aGrandEndeavor.actions(next, seat) as GrandEndeavorAction[];
    expect(commits.some((a) => a.type === 'commit')).toBe(true);
    const committed = play(
      aGrandEndeavor,
      next,
      seat,
      commits.find((a) => a.type === 'commit'),
    );
    expect(committed.ok).toBe(true);
    expect((committed.ok && (committed.state as GrandEndeavorState).seats[seat]?.project) || null).not.toBeNull();
  });

  it('withdrawing removes the player, their hand to the bottom of the deck, and passes the turn', () => {
    const hand = [...(state.seats[seat]?.hand ?? [])];
    const after = play(aGrandEndeavor, state, seat, { type: 'withdraw' });
    if (!after.ok) throw new Error(after.error.message);
    const next = after.state as GrandEndeavorState;
    expect(next.seats[seat]?.removed).toBe(true);
    expect(next.seats[seat]?.hand).toEqual([]);
    expect(next.deck.slice(-hand.length)).toEqual(hand);
    expect(after.log.some((e) => e.kind === 'removed')).toBe(true);
    expect(next.turn).not.toBe(seat);
  });

  it('version 1 removes the same player at once, with the same choices up to that move', () => {
    expect('strandedMayDefame' in aGrandEndeavorV1.setup('s86', 5, {})).toBe(false);
    const before = playUntil(aGrandEndeavorV1 as unknown as AGE, (s) => s.seats[seat]?.removed === true, 5000);
    expect(before.moves).toBe(moves);
    expect(before.state.seats[seat]?.influence).toBe(state.seats[seat]?.influence);
    expect(before.state.step.kind).not.toBe('stranded');
  });
});
