/**
 * Fightin' an' Drinkin' an' Stealin''s name, pitch and player range (the only place they are
 * written: the API, the home cards and the rules pages read them), and which player counts may
 * play. Apart from the rules so the web app can import it without the rules' code.
 */
import { type RulesetMeta, checkPlayers } from '../core/ruleset';

export const meta: RulesetMeta = {
  id: 'fightin-drinkin-stealin',
  title: "Fightin' an' Drinkin' an' Stealin'!",
  pitch: 'Two clans send cards face down to a brawl, a drinking contest and a heist, then find out who won what, and whom the lawyers caught.',
  engineVersion: 1,
  order: 2,
  minPlayers: 2,
  maxPlayers: 2,
};

export const checkSetup = (players: number) => checkPlayers(meta, players);
