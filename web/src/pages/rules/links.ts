/**
 * Addresses of the rules pages and of their sections. Kept free of page content, so the game
 * page and the create form can link to a section without loading the rules themselves.
 */

export interface RulesEntry {
  id: string;
  title: string;
  players: string;
  /** One line that says what the game is like. */
  pitch: string;
}

/** The four rulesets, in the order the create form lists them. */
export const RULES_INDEX: readonly RulesEntry[] = [
  {
    id: 'stonerush',
    title: 'Stonerush',
    players: '3–5 players',
    pitch: 'A race of druids round the stone circle, where nobody knows which druid the others are secretly backing.',
  },
  {
    id: 'fightin-drinkin-stealin',
    title: "Fightin' an' Drinkin' an' Stealin'!",
    players: '2 players',
    pitch: 'Two rowdy clans send cards to three contests over seven rounds; the clan with the broadest haul of awards wins.',
  },
  {
    id: 'raiding-stonehenge',
    title: 'Raiding Stonehenge',
    players: '4–5 players (2–3 with a variant)',
    pitch: 'Guess where the other thieves will go, grab coloured treasure and build complete sets before the cards run out.',
  },
  {
    id: 'a-grand-endeavor',
    title: 'A Grand Endeavor',
    players: '3–5 players',
    pitch: 'Build the whole monument together, one project card at a time, and make sure the best stones are in your colour.',
  },
];

export const RULES_IDS: readonly string[] = RULES_INDEX.map((r) => r.id);

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
