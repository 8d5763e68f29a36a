/**
 * Random play of Raiding Stonehenge across every player count and option
 * combination, with invariants checked after every action.
 */
import { describe, expect, it } from 'vitest';
import { PLAYER_COLOURS, numberCardIds } from '../../engine/core/components';
import type { Seat } from '../../engine/core/ruleset';
import { raidingStonehenge } from '../../engine/raiding-stonehenge';
import { DISKS_PER_COLOUR, type RaidingOptions, type RaidingState } from '../../engine/raiding-stonehenge/rules';
import type { RaidingView } from '../../engine/raiding-stonehenge/view';
import { type FuzzHooks, expectReplays, fuzzCount, randomGame } from './fuzz';

const ALL_NUMBER_CARDS = numberCardIds().sort();

function allOptionCombos(): RaidingOptions[] {
  const out: RaidingOptions[] = [];
  for (const lowCardStarts of [false, true])
    for (const plusMinusColours of [false, true])
      for (const accelerator of ['off', 'x2', 'x3'] as const)
        for (const extendedTiebreaker of [false, true])
          for (const reducedColours of [false, true])
            for (const twoThreePlayers of [false, true])
              for (const hiddenStash of [false, true])
                out.push({
                  lowCardStarts,
                  plusMinusColours,
                  accelerator,
                  extendedTiebreaker,
                  reducedColours,
                  twoThreePlayers,
                  hiddenStash,
                });
  return out;
}

/** The combinations the brief and the rulings say must be refused. */
function expectedInvalid(players: number, o: RaidingOptions): boolean {
  if (players < 2 || players > 5) return true;
  if (o.twoThreePlayers) return players > 3 || o.accelerator === 'x3';
  if (players < 4) return true;
  return o.reducedColours && players === 5;
}

function invariant(s: RaidingState): void {
  // Every disk is in a pile or a stash; removed colours have none.
  for (const c of PLAYER_COLOURS) {
    const total = s.piles[c] + s.stashes.reduce((sum, st) => sum + st[c], 0);
    expect(total).toBe(s.colours.includes(c) ? DISKS_PER_COLOUR : 0);
    expect(s.piles[c]).toBeGreaterThanOrEqual(0);
    for (const st of s.stashes) expect(st[c]).toBeGreaterThanOrEqual(0);
  }
  // Every number card is in exactly one place.
  const everywhere = [
    ...s.deck,
    ...s.lines.flat(),
    ...s.hands.flat(),
    ...s.played.filter((c) => c !== null),
    ...s.discard,
    ...s.removedCards,
  ].sort();
  expect(everywhere).toEqual(ALL_NUMBER_CARDS);
  for (const line of s.lines) expect(line.length).toBeLessThanOrEqual(s.players);
  for (const h of s.hands) expect(h.length).toBeLessThanOrEqual(6);
  // While the deck lasts, every turn begins with full lines.
  if (s.phase === 'pick' && s.pickIndex === 0 && s.deck.length > 0) {
    for (const line of s.lines) expect(line.length).toBe(s.players);
  }
  if (s.phase === 'over') {
    expect(s.result).not.toBeNull();
    expect(s.lines.every((l) => l.length === 0)).toBe(true);
  }
}

function hiddenFrom(s: RaidingState, seat: Seat | null): string[] {
  const secret: string[] = [...s.deck];
  if (s.phase === 'over') return secret;
  s.hands.forEach((h, owner) => {
    if (owner !== seat) secret.push(...h);
  });
  if (!s.revealed) {
    s.played.forEach((c, owner) => {
      if (c !== null && owner !== seat) secret.push(c);
    });
  }
  return secret;
}

function checkView(s: RaidingState, seat: Seat | null, raw: unknown): void {
  const v = raw as RaidingView;
  const json = JSON.stringify(raw);
  expect(json).not.toContain('"rng"');
  expect(json).not.toContain('"deck"');
  if (seat === null) expect(v.hand).toBeUndefined();
  else expect(v.hand?.length).toBe(s.hands[seat]?.length);
  expect(v.deckCount).toBe(s.deck.length);
  if (s.rules.hiddenStash && s.phase !== 'over') {
    v.stashes.forEach((st, owner) => {
      if (owner === seat) expect(st).not.toBeNull();
      else expect(st).toBeNull();
    });
    v.scores.forEach((sc, owner) => {
      if (owner !== seat) expect(sc).toBeNull();
    });
    for (const r of [...v.resolutions, ...(v.lastTurn?.resolutions ?? [])]) {
      if (r.seat !== seat) expect(r.setAside).toBeUndefined();
    }
    if (v.pending && v.pending.seat !== seat) expect(v.pending.returnable).toBeUndefined();
  } else {
    v.stashes.forEach((st, owner) => expect(st).toEqual(s.stashes[owner]));
  }
}

const hooks: FuzzHooks<RaidingState> = { invariant, hiddenFrom, checkView };

describe('raiding-stonehenge fuzz', () => {
  const combos = allOptionCombos();

  it('refuses exactly the invalid player counts and option combinations', () => {
    for (let players = 1; players <= 6; players++) {
      for (const o of combos) {
        const err = raidingStonehenge.checkSetup(players, o);
        if (expectedInvalid(players, o)) {
          expect(err?.code, `${players} ${JSON.stringify(o)}`).toBe('invalid_options');
          expect(err?.message.length).toBeGreaterThan(10);
        } else {
          expect(err, `${players} ${JSON.stringify(o)}`).toBeNull();
        }
      }
    }
  });

  it('plays random games to the end with every invariant holding', () => {
    const valid: { players: number; options: RaidingOptions }[] = [];
    for (let players = 2; players <= 5; players++) {
      for (const o of combos) if (!raidingStonehenge.checkSetup(players, o)) valid.push({ players, options: o });
    }
    const games = fuzzCount(600);
    const endings = new Map<string, number>();
    for (let i = 0; i < games; i++) {
      const { players, options } = valid[i % valid.length] as (typeof valid)[number];
      const game = randomGame(raidingStonehenge, `raid-fuzz-${i}`, players, options, hooks);
      const final = game.finalState as RaidingState;
      const how = final.result?.decidedBy ?? 'none';
      endings.set(how, (endings.get(how) ?? 0) + 1);
      if (i % 25 === 0) expectReplays(raidingStonehenge, game);
    }
    expect(endings.get('score')).toBeGreaterThan(0);
    if (games >= 600) {
      expect(endings.get('tiebreak-rounds') ?? 0).toBeGreaterThan(0);
      expect(endings.get('highest-card') ?? 0).toBeGreaterThan(0);
    }
  });
});
