/**
 * Addresses of the rules pages and of their sections, free of the engine and of page content, so
 * the game page links to the section of the moment without loading either (docs/performance.md).
 */

/** The rules page of a ruleset, or the section of one of its options. */
export function rulesHref(rulesetId: string, optionId?: string): string {
  const base = `/rules/${encodeURIComponent(rulesetId)}`;
  return optionId ? `${base}#option-${optionId}` : base;
}

/**
 * Per ruleset: the names the engine gives to a moment of play (Stonerush `step`, Fightin'
 * `stage` and prompt `kind`, Raiding `phase`, A Grand Endeavor step `kind` and phase name) and
 * the id of the section on the rules page that explains it.
 */
export const RULES_SECTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  stonerush: {
    play: 'turn-play',
    discard: 'turn-discard',
    draw: 'turn-discard',
    over: 'end',
  },
  'fightin-drinkin-stealin': {
    choose: 'round-choose',
    play: 'round-choose',
    fight: 'fightin',
    'fight-tie': 'fightin',
    'fight-kill': 'fightin',
    'fight-champion': 'fightin',
    'fight-champion-discard': 'fightin',
    'fight-other': 'fightin',
    'fight-other-discard': 'fightin',
    'clobber-own': 'fightin',
    'clobber-opponent': 'fightin',
    'clobber-monster': 'fightin',
    'fight-g-monster': 'gonagal',
    'fight-g-fighter': 'gonagal',
    'gonagal-monster': 'gonagal',
    'gonagal-fighter': 'gonagal',
    drink: 'drinkin',
    'drink-tie': 'drinkin',
    'drink-first': 'drinkin',
    'drink-second': 'drinkin',
    'drink-discard': 'drinkin',
    'drink-passout': 'drinkin',
    'drink-passout-discard': 'drinkin',
    'drink-g': 'gonagal',
    'gonagal-drinker': 'gonagal',
    steal: 'stealin',
    'steal-high': 'stealin',
    'steal-high-more': 'final-round',
    'steal-more': 'final-round',
    'steal-second': 'stealin',
    'steal-yellow': 'stealin',
    'steal-g': 'gonagal',
    'gonagal-thief': 'gonagal',
    scarper: 'big-lawyer',
    'steal-lawyer': 'big-lawyer',
    'wee-lawyer': 'wee-lawyers',
    'end-round': 'round-end',
    final: 'scoring',
    'best-colour': 'scoring',
    over: 'end',
  },
  'raiding-stonehenge': {
    pick: 'turn-pick',
    play: 'turn-play',
    place: 'turn-place',
    resolve: 'turn-take',
    setAside: 'turn-take',
    over: 'end',
  },
  'a-grand-endeavor': {
    start: 'defamation',
    return: 'defamation',
    Construction: 'turn-construction',
    claim: 'claiming',
    Draw: 'turn-draw',
    draw: 'turn-draw',
    Commit: 'turn-commit',
    commit: 'turn-commit',
    stranded: 'turn-commit',
    'usurp-discard': 'usurping',
    over: 'end',
  },
};

/** The section id (without '#') explaining a phase, step or decision kind, when there is one. */
export function rulesSectionFor(rulesetId: string, phaseOrStep: string): string | undefined {
  return RULES_SECTIONS[rulesetId]?.[phaseOrStep];
}

/** The name a ruleset's view gives the moment of play (the keys of RULES_SECTIONS), if any. */
export function momentOf(rulesetId: string, view: unknown): string | undefined {
  const v = (view ?? {}) as { step?: unknown; stage?: unknown; phase?: unknown; prompt?: { kind?: unknown } };
  const pick = (x: unknown) => (typeof x === 'string' ? x : undefined);
  switch (rulesetId) {
    case 'stonerush':
      return pick(v.step);
    case 'fightin-drinkin-stealin':
      return pick(v.prompt?.kind) ?? pick(v.stage);
    case 'raiding-stonehenge':
      return pick(v.phase);
    case 'a-grand-endeavor':
      return pick((v.step as { kind?: unknown } | undefined)?.kind);
    default:
      return undefined;
  }
}
