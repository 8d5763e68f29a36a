/**
 * A Grand Endeavor's name, pitch and player range (the only place they are written: the API, the
 * home cards and the rules pages read them), and which player counts may play. Apart from the
 * rules so the web app's create form and rules pages can import it without the rules' code.
 */
import { type RulesetMeta, checkPlayers } from '../core/ruleset';

export const meta: RulesetMeta = {
  id: 'a-grand-endeavor',
  title: 'A Grand Endeavor',
  pitch: 'Build the whole monument together, one stone a day, while each of you claims the best sites for your own colour and defames rivals.',
  engineVersion: 2,
  order: 4,
  minPlayers: 3,
  maxPlayers: 5,
};

export const checkSetup = (players: number) => checkPlayers(meta, players);
