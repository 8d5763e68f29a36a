/**
 * Stonerush's name, pitch and player range (the only place they are written: the API, the home
 * cards and the rules pages read them), and which player counts may play. Apart from the rules so
 * the web app's create form and rules pages can import it without the rules' code.
 */
import { type RulesetMeta, checkPlayers } from '../core/ruleset';

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
