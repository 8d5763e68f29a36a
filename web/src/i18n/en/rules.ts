/** The rules pages' frame (web/src/pages/rules/rules-page.tsx); each page's prose is a chunk per language. */
import { type PlayerRanges, rangeText as range } from '@engine/core/ruleset';

export const rules = {
  indexDocTitle: 'Rules — Stonehenge',
  indexTitle: 'Rules',
  indexLead: 'One board and one set of cards and pieces, four quite different games. Each page explains a game from the box to the final score.',
  notFoundDocTitle: 'No such rules — Stonehenge',
  notFoundTitle: (rulesetId: string) => `No rules for “${rulesetId}”`,
  notFoundText: 'There is no game of that name here. These are the four we have rules for:',
  /** How many play, from the meta's ranges (engine/core/ruleset.ts `playerRanges`): "4–5 players (2–3 with a variant)". */
  players: ({ usual, variant }: PlayerRanges) => (variant ? `${range(usual)} players (${range(variant)} with a variant)` : `${range(usual)} players`),
  docTitle: (title: string) => `${title} — rules — Stonehenge`,
  allRules: 'All rules',
  contents: 'Contents',
  backToTop: 'Back to the top',
  startGame: 'Start a game',
  otherRules: 'Other rules:',
  onOrOff: 'on or off',
  on: 'on',
  off: 'off',
  /** `{label}` is the option's name in bold. */
  optionFacts: (values: string, byDefault: string) => `On the new-game form: {label} (${values}; ${byDefault} unless you change it).`,
  rulingsTitle: 'Rulings',
  rulingsIntro: 'Where the original text leaves room, this is how the site plays it.',
  optionsTitle: 'Options and variants',
  optionsIntro: 'Whoever creates a game may switch on the variants below. Everyone at the table can see which ones are in play under the board.',
  noOptions: 'This game has no options: every game is played exactly as described on this page.',
};
