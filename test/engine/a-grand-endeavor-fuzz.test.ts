import { describe, expect, it } from 'vitest';
import { aGrandEndeavor } from '@engine/a-grand-endeavor';
import {
  BLUESTONES_PER_PLAYER,
  type GrandEndeavorState,
  INFLUENCE_DISKS,
  NEUTRAL_LINTELS,
  PIECES_PER_TRILITHON,
  POSSESSION_LIMIT,
  TRILITHON_COUNT,
  builtBy,
  claimedBy,
  hasCapDisk,
  isNeutralLintel,
  possession,
  trackBuilders,
} from '@engine/a-grand-endeavor/flow';
import type { GrandEndeavorView } from '@engine/a-grand-endeavor/view';
import { ALL_CARD_IDS, BOARD, type CardId } from '@engine/core/components';
import type { Seat } from '@engine/core/ruleset';
import { expectReplays, fuzzCount, randomGame } from './fuzz';

/** Every piece and card is somewhere, exactly once, and the bookkeeping agrees with the board. */
function invariant(state: GrandEndeavorState): void {
  const seen = new Map<CardId, number>();
  const note = (id: CardId) => seen.set(id, (seen.get(id) ?? 0) + 1);
  state.deck.forEach(note);
  for (const id of state.available) if (id) note(id);
  state.removedCards.forEach(note);
  for (const p of state.seats) {
    p.hand.forEach(note);
    if (p.project) note(p.project.card);
  }
  if (seen.size !== ALL_CARD_IDS.length || [...seen.values()].some((n) => n !== 1)) {
    throw new Error('cards not conserved');
  }
  const ring = trackBuilders(state, 'outerRing');
  const neutralOnBoard = ring.filter((b, i) => b !== null && isNeutralLintel(state, i + 1)).length;
  if (state.community.lintels + neutralOnBoard !== NEUTRAL_LINTELS) throw new Error('neutral lintels not conserved');
  if (neutralOnBoard > 0 && state.neutralOwner === null) throw new Error('neutral lintel built without an owner');
  let influence = state.influenceSupply;
  state.seats.forEach((p, seat) => {
    influence += p.influence;
    if (p.influence < 0 || p.lintels < 0 || p.bluestones < 0) throw new Error('negative pile');
    const ownLintels = ring.filter((b, i) => b === seat && !isNeutralLintel(state, i + 1)).length;
    if (ownLintels + p.lintels !== state.lintelsPerPlayer) throw new Error(`lintels of seat ${seat} not conserved`);
    const onSpaces = trackBuilders(state, 'bluestones').filter((b) => b === seat).length;
    const onCaps = trackBuilders(state, 'trilithons').filter((b, i) => b === seat && hasCapDisk(state, i + 1)).length;
    const onCard = p.project?.carved ? 1 : 0;
    const onProjectCap = p.project?.capDisk ? 1 : 0;
    if (p.bluestones + onSpaces + onCaps + onCard + onProjectCap !== BLUESTONES_PER_PLAYER) {
      throw new Error(`bluestones of seat ${seat} not conserved`);
    }
    if (state.step.kind !== 'usurp-discard' && possession(p) > POSSESSION_LIMIT) throw new Error('over the hand limit');
    if (p.removed && (p.project || p.hand.length)) throw new Error('a removed player holds cards');
    const site = p.project?.site;
    if (site) {
      if (claimedBy(state, site.track, site.space) !== seat || builtBy(state, site.track, site.space) !== null) {
        throw new Error('project site not claimed by its holder');
      }
    }
  });
  if (influence !== INFLUENCE_DISKS) throw new Error('influence disks not conserved');
  const pieces =
    state.community.trilithonPieces +
    state.seats.reduce((n, p) => n + (p.project?.pieces ?? 0), 0) +
    PIECES_PER_TRILITHON * trackBuilders(state, 'trilithons').filter((b) => b !== null).length;
  if (pieces !== PIECES_PER_TRILITHON * TRILITHON_COUNT) throw new Error('trilithon pieces not conserved');
  for (const t of ['outerRing', 'bluestones', 'trilithons'] as const) {
    for (let i = 0; i < BOARD[t].size; i++) {
      const c = claimedBy(state, t, i + 1);
      if (c === null) continue;
      const holder = state.seats[c]?.project?.site;
      if (!holder || holder.track !== t || holder.space !== i + 1) throw new Error(`stray claim on ${t} ${i + 1}`);
    }
  }
}

/** Cards a seat may not know: the deck, other hands, others' face-down projects, the cards of a trade. */
function hiddenFrom(state: GrandEndeavorState, seat: Seat | null): string[] {
  const out: string[] = [...state.deck];
  state.seats.forEach((p, s) => {
    if (s === seat) return;
    out.push(...p.hand);
    if (p.project && !p.project.faceUp) out.push(p.project.card);
  });
  return out;
}

function checkView(state: GrandEndeavorState, seat: Seat | null, raw: unknown): void {
  const v = raw as GrandEndeavorView;
  const json = JSON.stringify(v);
  if (json.includes('"rng"') || json.includes('"deck"')) throw new Error('view holds the rng or the deck');
  if (seat === null && v.hand !== undefined) throw new Error('spectator sees a hand');
  if (seat !== null) expect(v.hand?.length).toBe(state.seats[seat]?.hand.length);
  expect(v.deckCount).toBe(state.deck.length);
}

const games = fuzzCount(500);

describe('a-grand-endeavor fuzz', () => {
  it('rejects player counts outside 3 to 5', () => {
    for (const n of [0, 1, 2, 6, 7]) expect(aGrandEndeavor.checkSetup(n, {})?.code).toBe('invalid_options');
    for (const n of [3, 4, 5]) expect(aGrandEndeavor.checkSetup(n, {})).toBeNull();
    expect(aGrandEndeavor.optionsSchema.safeParse({ variant: true }).success).toBe(false);
  });

  it(
    'plays seeded random games for 3, 4 and 5 players with invariants',
    () => {
      let longest = 0;
      let complete = 0;
      for (let g = 0; g < games; g++) {
        const players = 3 + (g % 3);
        const game = randomGame<GrandEndeavorState>(
          aGrandEndeavor,
          `age-${g}`,
          players,
          {},
          { invariant, hiddenFrom, checkView },
          { thorough: g % 10 === 0, maxSteps: 5_000 },
        );
        invariant(game.finalState as GrandEndeavorState);
        longest = Math.max(longest, game.actions.length);
        const final = game.finalState as GrandEndeavorState;
        if (final.step.kind === 'over' && final.step.reason === 'complete') complete++;
        if (g % 50 === 0) expectReplays(aGrandEndeavor, game);
      }
      console.info(`a-grand-endeavor fuzz: ${games} games, longest ${longest} actions, ${complete} completed monuments`);
      expect(longest).toBeLessThan(5_000);
      expect(complete).toBeGreaterThan(0);
    },
    Math.max(120_000, games * 1_000),
  );
});
