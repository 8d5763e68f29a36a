/**
 * Raiding Stonehenge's name, pitch, player range and options (the only place they are written: the API, the
 * home cards and the rules pages read them), and which player counts and options may play. Apart
 * from the rules so the web app's create form can ask the same question the server does.
 */
import { type RuleError, type RulesetMeta, playerRanges, type OptionMeta } from '../core/ruleset';

/** The counts only the 2–3 player variant plays. */
const variant = { min: 2, max: 3 };

export const meta: RulesetMeta = {
  id: 'raiding-stonehenge',
  title: 'Raiding Stonehenge',
  pitch: 'Draft a card, reveal it with everyone at once and raid the pile of its colour: crowded piles cost you, full sets of five colours win.',
  engineVersion: 1,
  order: 3,
  minPlayers: 2,
  maxPlayers: 5,
  variantPlayers: variant,
};

const { usual } = playerRanges(meta);

export function checkSetup(players: number, options: RaidingOptions): RuleError | null {
  const bad = (message: string): RuleError => ({ code: 'invalid_options', message });
  if (!Number.isInteger(players) || players < meta.minPlayers || players > meta.maxPlayers) {
    return bad(`${meta.title} is for ${usual.min} or ${usual.max} players (${variant.min} or ${variant.max} with the 2–3 player variant).`);
  }
  if (options.twoThreePlayers) {
    if (players > variant.max) return bad(`The 2–3 player variant is only for ${variant.min} or ${variant.max} players.`);
    if (options.accelerator === 'x3') {
      return bad('The 2–3 player variant plays with accelerator ×2; it cannot be combined with ×3.');
    }
    return null;
  }
  if (players < usual.min) return bad(`With ${variant.min} or ${variant.max} players the 2–3 player variant is needed.`);
  if (options.reducedColours && players === 5) {
    return bad('Reduced colours keeps one colour per player, so with 5 players nothing would be removed: it is for 3–4 players.');
  }
  return null;
}

export type RaidingOptions = {
  lowCardStarts: boolean;
  plusMinusColours: boolean;
  accelerator: 'off' | 'x2' | 'x3';
  extendedTiebreaker: boolean;
  reducedColours: boolean;
  twoThreePlayers: boolean;
  hiddenStash: boolean;
};

/** The options as the create form, the rules pages and a game's options line name them (engine/setup-checks.ts). */
export const optionsMeta: OptionMeta[] = [
  {
    id: 'lowCardStarts',
    label: 'Low card starts next turn',
    help: 'Whoever played the lowest number becomes start player, instead of passing the marker clockwise.',
    type: 'boolean',
    default: false,
  },
  {
    id: 'plusMinusColours',
    label: '+1/−1 colours',
    help: 'Two trilithon cards are drawn: loose disks of the first colour gain a point, of the second lose one; other loose disks count nothing.',
    type: 'boolean',
    default: false,
  },
  {
    id: 'accelerator',
    label: 'Accelerator',
    help: 'Multiply every take and set-aside by 2 or 3.',
    type: 'choice',
    choices: ['off', 'x2', 'x3'],
    default: 'off',
  },
  {
    id: 'extendedTiebreaker',
    label: 'Extended tiebreaker',
    help: 'Players tied for the win play four more rounds with their hands; then the highest card wins, day over night.',
    type: 'boolean',
    default: false,
  },
  {
    id: 'reducedColours',
    label: 'Reduced colours (4 players)',
    help: 'Play with as many colours as players: random colours are removed with their disks and cards.',
    type: 'boolean',
    default: false,
  },
  {
    id: 'twoThreePlayers',
    label: '2–3 players',
    help: 'Needed for 2 or 3 players: three colours, low card starts and accelerator ×2.',
    type: 'boolean',
    default: false,
  },
  {
    id: 'hiddenStash',
    label: 'Hidden stash',
    help: 'The disks each player collects stay secret until the end.',
    type: 'boolean',
    default: false,
  },
];
