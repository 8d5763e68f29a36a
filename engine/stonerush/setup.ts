/**
 * Stonerush's name, pitch, player range and options (the only place they are written: the API, the home
 * cards and the rules pages read them), and which player counts may play. Apart from the rules so
 * the web app's create form and rules pages can import it without the rules' code.
 */
import { type RulesetMeta, checkPlayers, type OptionMeta } from '../core/ruleset';

export const meta: RulesetMeta = {
  id: 'stonerush',
  title: 'Stonerush',
  pitch: 'Five druids race round the stones and you secretly back one of them: push your colour ahead without showing which it is.',
  engineVersion: 1,
  order: 1,
  minPlayers: 3,
  maxPlayers: 5,
};

export const checkSetup = (players: number) => checkPlayers(meta, players);

/** The race tracks, and the options as the create form, the rules pages and a game's options line name them (engine/setup-checks.ts). */
export const TRACKS = {
  'outer-ring': { length: 30, label: 'Outer ring (30 spaces)' },
  bluestones: { length: 20, label: 'Bluestones (20 spaces, quicker)' },
} as const;
export type TrackId = keyof typeof TRACKS;

export const optionsMeta: OptionMeta[] = [
  {
    id: 'track',
    label: 'Race track',
    help: 'The quicker variant races on the 20 bluestones instead of the 30-space outer ring.',
    type: 'choice',
    choices: Object.keys(TRACKS),
    default: 'outer-ring',
  },
];
