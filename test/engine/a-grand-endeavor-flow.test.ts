/**
 * A Grand Endeavor on the flow kernel (engine/core/flow.ts): the stage is the stored `state.step`,
 * the kernel decides who must act, and the view names the active seat from the stage alone
 * (`activeSeat`). The two must agree at every position a game comes to rest at, under both kept
 * engine versions; and a step refuses an action it never offers.
 */
import { describe, expect, it } from 'vitest';
import { aGrandEndeavor, aGrandEndeavorV1 } from '@engine/a-grand-endeavor';
import { type GrandEndeavorState, activeSeat } from '@engine/a-grand-endeavor/flow';
import { play } from '@engine/core/play';
import { createRng, pick } from '@engine/core/prng';

describe('A Grand Endeavor: the flow kernel', () => {
  for (const ruleset of [aGrandEndeavor, aGrandEndeavorV1]) {
    it(`waits on the seat the view names as active, and on nobody else (engine v${ruleset.engineVersion})`, () => {
      for (let g = 0; g < 12; g++) {
        const players = 3 + (g % 3);
        let state: GrandEndeavorState = ruleset.setup(`flow-${g}`, players, {});
        const rng = createRng(`flow-choices-${g}`);
        for (let step = 0; step < 5_000; step++) {
          const status = ruleset.status(state);
          const active = activeSeat(state);
          expect(status.active).toEqual(active === null ? [] : [active]);
          for (let seat = 0; seat < players; seat++) {
            if (seat !== active) expect(ruleset.actions(state, seat)).toEqual([]);
          }
          if (status.finished || active === null) break;
          const result = play<GrandEndeavorState>(ruleset, state, active, pick(rng, ruleset.actions(state, active)));
          if (!result.ok) throw new Error(result.error.message);
          state = result.state;
        }
        expect(ruleset.status(state).finished).toBe(true);
      }
    });
  }

  it('a step handed an action it never offers throws (play lets only legal actions through)', () => {
    const state = aGrandEndeavor.setup('flow-refuse', 3, {});
    const seat = activeSeat(state);
    if (seat === null) throw new Error('the game is over at setup');
    expect(() => aGrandEndeavor.apply(state, seat, { type: 'withdraw' })).toThrow(`a-grand-endeavor: stage ${state.step.kind} takes no withdraw`);
  });
});
