/**
 * The create form's fitting of options (engine/core/setup-fit.ts): it switches on what a player
 * count needs, switches off what it refuses, names the values that cannot combine with the
 * reason checkSetup gives, and whatever it sends is accepted by the server's own checkSetup.
 * engine/setup-checks.ts gives the form the same answers as each ruleset's checkSetup.
 */
import { describe, expect, it } from 'vitest';
import { type AnyRuleset, RULESETS, getRuleset } from '@engine/index';
import { type OptionMeta, playerRanges, playersLabel } from '@engine/core/ruleset';
import { raidingStonehenge } from '@engine/raiding-stonehenge';
import { de } from '@web/i18n/de';
import { en } from '@web/i18n/en';
import { type OptionValues, fitSetup } from '@engine/core/setup-fit';
import { RULESET_META, SETUP_CHECKS } from '@engine/setup-checks';
import { RULES_INDEX } from '@web/pages/rules/links';
import { RULESET_WORDS } from '@web/rulesets/all-words';
import type { Said } from '@engine/core/ruleset';

/** Every combination of every option's values. */
function allOptions(meta: OptionMeta[]): OptionValues[] {
  let out: OptionValues[] = [{}];
  for (const o of meta) {
    const values = o.type === 'boolean' ? [false, true] : o.choices;
    out = out.flatMap((partial) => values.map((v) => ({ ...partial, [o.id]: v })));
  }
  return out;
}

const raiding = getRuleset('raiding-stonehenge') as AnyRuleset;
const fitRaiding = (players: number, wanted: OptionValues = {}) => fitSetup(SETUP_CHECKS['raiding-stonehenge']!, raiding.optionsMeta, players, wanted);

describe('setup checks for the web app', () => {
  it("lists every ruleset's meta in the registry's order, the very values the registry serves", () => {
    expect(RULESET_META.map((m) => m.id)).toEqual(RULESETS.map((r) => r.id));
    for (const [i, meta] of RULESET_META.entries()) {
      const r = RULESETS[i]!;
      expect({ ...meta }).toEqual({
        id: r.id,
        title: r.title,
        pitch: r.pitch,
        engineVersion: r.engineVersion,
        order: r.order,
        minPlayers: r.minPlayers,
        maxPlayers: r.maxPlayers,
        ...(r.variantPlayers ? { variantPlayers: r.variantPlayers } : {}),
      });
    }
  });

  it('the rules index is the meta, and words the player range from its numbers', () => {
    expect(RULES_INDEX.map((e) => e.id)).toEqual(RULESETS.map((r) => r.id));
    for (const entry of RULES_INDEX) {
      const r = getRuleset(entry.id)!;
      expect([entry.title, entry.pitch, entry.minPlayers, entry.maxPlayers]).toEqual([r.title, r.pitch, r.minPlayers, r.maxPlayers]);
      const range = r.minPlayers === r.maxPlayers ? `${r.minPlayers} players` : `${r.minPlayers}–${r.maxPlayers} players`;
      if (!r.variantPlayers) expect(playersLabel(entry)).toBe(range);
    }
    const raiding = RULES_INDEX.find((e) => e.id === 'raiding-stonehenge')!;
    expect(playersLabel(raiding)).toBe('4–5 players (2–3 with a variant)');
    expect(en.rules.players(playerRanges(raiding))).toBe('4–5 players (2–3 with a variant)');
    expect(de.rules.players(playerRanges(raiding))).toBe('4–5 Spieler (2–3 mit einer Variante)');
    expect(de.rules.players(playerRanges(RULES_INDEX.find((e) => e.id === 'fightin-drinkin-stealin')!))).toBe('2 Spieler');
    // Raiding's refusals say the meta's numbers.
    expect(raidingStonehenge.checkSetup(6, raidingStonehenge.optionsSchema.parse({}))?.message).toBe(
      'Raiding Stonehenge is for 4 or 5 players (2 or 3 with the 2–3 player variant).',
    );
    expect(raidingStonehenge.checkSetup(3, raidingStonehenge.optionsSchema.parse({}))?.message).toBe('With 2 or 3 players the 2–3 player variant is needed.');
  });

  it('lists every ruleset, answering exactly as its checkSetup does', () => {
    expect(Object.keys(SETUP_CHECKS).sort()).toEqual(RULESETS.map((r) => r.id).sort());
    for (const r of RULESETS) {
      for (const options of allOptions(r.optionsMeta)) {
        for (let players = 0; players <= 6; players++) {
          const parsed = r.optionsSchema.parse(options);
          expect(SETUP_CHECKS[r.id]!(players, options), `${r.id} ${players} ${JSON.stringify(options)}`).toEqual(r.checkSetup(players, parsed));
        }
      }
    }
  });
});

describe('fitSetup', () => {
  it('leaves accepted options alone and names the values refused for this player count', () => {
    const fit = fitRaiding(4);
    expect(fit.changed).toEqual([]);
    expect(fit.error).toBeNull();
    expect(fit.options).toMatchObject({ twoThreePlayers: false, reducedColours: false, accelerator: 'off' });
    expect(fit.refused).toEqual({ twoThreePlayers: { true: expect.stringMatching(/only for 2 or 3 players/) } });
    expect(fitRaiding(5).refused.reducedColours?.true).toMatch(/3–4 players/);
  });

  it('switches on the 2–3 player variant for 3 players, and then refuses switching it off and accelerator ×3', () => {
    const fit = fitRaiding(3);
    expect(fit.options.twoThreePlayers).toBe(true);
    expect(fit.changed).toEqual([
      {
        id: 'twoThreePlayers',
        from: false,
        to: true,
        reason: expect.stringMatching(/2–3 player variant is needed/),
        says: { kind: 'needs-variant', args: expect.anything() },
      },
    ]);
    expect(fit.refused.twoThreePlayers?.false).toMatch(/needed/);
    expect(fit.refused.accelerator?.x3).toMatch(/cannot be combined with ×3/);
    expect(fit.refused.accelerator?.x2).toBeUndefined();
  });

  it('changes two options when one is not enough: ×3 at 3 players goes back to the default with the variant on', () => {
    const fit = fitRaiding(3, { accelerator: 'x3' });
    expect(fit.options).toMatchObject({ twoThreePlayers: true, accelerator: 'off' });
    expect(fit.changed.map((c) => [c.id, c.to])).toEqual([
      ['accelerator', 'off'],
      ['twoThreePlayers', true],
    ]);
    expect(fit.changed[0]?.reason).toMatch(/×3/);
  });

  it('switches off what a player count refuses: reduced colours at 5 players', () => {
    const fit = fitRaiding(5, { reducedColours: true, hiddenStash: true });
    expect(fit.options).toMatchObject({ reducedColours: false, hiddenStash: true });
    expect(fit.changed).toEqual([
      { id: 'reducedColours', from: true, to: false, reason: expect.stringMatching(/3–4 players/), says: { kind: 'reduced-five', args: {} } },
    ]);
  });

  it('reports a refusal no option can mend (a player count the ruleset never allows)', () => {
    const stonerush = getRuleset('stonerush') as AnyRuleset;
    const fit = fitSetup(SETUP_CHECKS.stonerush!, stonerush.optionsMeta, 2, {});
    expect(fit.error).toMatch(/3 to 5 players/);
    expect(fit.changed).toEqual([]);
  });

  it('whatever it sends is accepted, for every ruleset, player count and wanted options', () => {
    for (const r of RULESETS) {
      for (const wanted of allOptions(r.optionsMeta)) {
        for (let players = r.minPlayers; players <= r.maxPlayers; players++) {
          const fit = fitSetup(SETUP_CHECKS[r.id]!, r.optionsMeta, players, wanted);
          expect(fit.error, `${r.id} ${players} ${JSON.stringify(wanted)}`).toBeNull();
          expect(r.checkSetup(players, r.optionsSchema.parse(fit.options))).toBeNull();
          for (const [id, values] of Object.entries(fit.refused)) {
            for (const v of Object.keys(values)) {
              const value = v === 'true' ? true : v === 'false' ? false : v;
              expect(r.checkSetup(players, r.optionsSchema.parse({ ...fit.options, [id]: value }))).not.toBeNull();
            }
          }
        }
      }
    }
  });

  it('says every reason a setup check gives in the ruleset’s words: English as the check’s message, German of its own', () => {
    const words = RULESET_WORDS['raiding-stonehenge']!;
    const say = (w: unknown) => (w as { setupReason: (s: Said) => string }).setupReason;
    const seen = new Set<string>();
    for (const wanted of allOptions(raiding.optionsMeta)) {
      for (let players = 1; players <= raiding.maxPlayers + 1; players++) {
        const refusal = raiding.checkSetup(players, raiding.optionsSchema.parse(wanted));
        if (!refusal) continue;
        // Every refusal carries its words as data, and they say exactly the message.
        expect(refusal.says, refusal.message).toBeDefined();
        seen.add(refusal.says!.kind);
        expect(say(words.en)(refusal.says!)).toBe(refusal.message);
        const german = say(words.de)(refusal.says!);
        expect(german).not.toBe('');
        expect(german).not.toBe(refusal.message);
      }
    }
    expect([...seen].sort()).toEqual(['needs-variant', 'players', 'reduced-five', 'variant-players', 'variant-x3']);
    // What fitting passes on: the change's reason and each refused value's, as data.
    const fit = fitRaiding(2, { accelerator: 'x3' });
    expect(fit.changed.map((c) => c.says?.kind)).toEqual(expect.arrayContaining(['needs-variant']));
    expect(Object.values(fit.refusedSays).flatMap((v) => Object.values(v).map((x) => x.kind))).toContain('variant-x3');
  });
});
