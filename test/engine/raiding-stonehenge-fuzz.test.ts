/**
 * Random play of Raiding Stonehenge across every player count and option
 * combination, with invariants checked after every action.
 */
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '@engine/core/actions';
import { PLAYER_COLOURS, numberCardIds } from '@engine/core/components';
import type { Seat } from '@engine/core/ruleset';
import { raidingStonehenge } from '@engine/raiding-stonehenge';
import { DISKS_PER_COLOUR, type RaidingOptions, type RaidingState, removedCardIds, toStash } from '@engine/raiding-stonehenge/model';
import type { RaidingView } from '@engine/raiding-stonehenge/view';
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

function fail(s: RaidingState, message: string): never {
  throw new Error(`turn ${s.turn} ${s.phase}: ${message}`);
}

function invariant(s: RaidingState): void {
  // Every disk is in a pile or a stash; removed colours have none.
  PLAYER_COLOURS.forEach((c, i) => {
    let total = s.piles[i] as number;
    if (total < 0) fail(s, `negative ${c} pile`);
    for (const st of s.stashes) {
      const n = st[i] as number;
      if (n < 0) fail(s, `negative ${c} stash`);
      total += n;
    }
    if (total !== (s.colours.includes(c) ? DISKS_PER_COLOUR : 0)) fail(s, `${total} ${c} disks`);
  });
  // Every number card is in exactly one place.
  const seen = new Set<string>();
  let count = 0;
  const note = (ids: readonly (string | null)[]) => {
    for (const id of ids) {
      if (id === null) continue;
      seen.add(id);
      count++;
    }
  };
  note(s.deck);
  for (const line of s.lines) {
    if (line.length > s.players) fail(s, 'overlong line');
    note(line);
  }
  for (const h of s.hands) {
    if (h.length > 6) fail(s, 'hand over 6');
    note(h);
  }
  note(s.faceDown);
  note(s.discard);
  note(removedCardIds(s));
  if (count !== ALL_NUMBER_CARDS.length || seen.size !== count) fail(s, `cards not conserved: ${count} / ${seen.size}`);
  // While the deck lasts, every turn begins with full lines.
  if (s.phase === 'pick' && s.pickIndex === 0 && s.deck.length > 0) {
    for (const line of s.lines) if (line.length !== s.players) fail(s, 'line not refilled');
  }
  if (s.phase === 'over') {
    if (!s.result) fail(s, 'no result');
    if (s.lines.some((l) => l.length > 0)) fail(s, 'ended with cards in the lines');
  }
}

function hiddenFrom(s: RaidingState, seat: Seat | null): string[] {
  const secret: string[] = [...s.deck];
  if (s.phase === 'over') return secret;
  s.hands.forEach((h, owner) => {
    if (owner !== seat) secret.push(...h);
  });
  s.faceDown.forEach((c, owner) => {
    if (c !== null && owner !== seat) secret.push(c);
  });
  return secret;
}

function checkView(s: RaidingState, seat: Seat | null, raw: unknown): void {
  const v = raw as RaidingView;
  const json = JSON.stringify(raw);
  if (json.includes('"rng"') || json.includes('"deck"')) fail(s, 'view holds the rng or the deck');
  if (seat === null && v.hand !== undefined) fail(s, 'spectator sees a hand');
  if (seat !== null && v.hand?.length !== s.hands[seat]?.length) fail(s, 'own hand missing');
  if (v.deckCount !== s.deck.length) fail(s, 'deck count wrong');
  const hidden = s.rules.hiddenStash && s.phase !== 'over';
  v.stashes.forEach((st, owner) => {
    const mayKnow = !hidden || owner === seat;
    if (mayKnow && canonicalJson(st) !== canonicalJson(toStash(s.stashes[owner] as number[]))) fail(s, `stash ${owner} wrong in view`);
    if (!mayKnow && (st !== null || v.scores[owner] !== null)) fail(s, `stash ${owner} leaks to ${seat}`);
  });
  if (hidden) {
    for (const r of v.resolutions) {
      if (r.seat !== seat && r.setAside !== undefined) fail(s, `set-aside colours of ${r.seat} leak to ${seat}`);
    }
    if (v.pending && v.pending.seat !== seat && v.pending.returnable !== undefined) fail(s, 'returnable disks leak');
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

  const games = fuzzCount(300);
  // The harness checks every seat's view after every action: about 0.1 s a game on a busy machine.
  it('plays random games to the end with every invariant holding', { timeout: Math.max(120_000, games * 600) }, () => {
    const valid: { players: number; options: RaidingOptions }[] = [];
    for (let players = 2; players <= 5; players++) {
      for (const o of combos) if (!raidingStonehenge.checkSetup(players, o)) valid.push({ players, options: o });
    }
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
    if (games >= 300) {
      expect(endings.get('tiebreak-rounds') ?? 0).toBeGreaterThan(0);
      expect(endings.get('highest-card') ?? 0).toBeGreaterThan(0);
    }
  });
});
