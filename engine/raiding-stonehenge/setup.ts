/**
 * Raiding Stonehenge's name, pitch and player range (the only place they are written: the API, the
 * home cards and the rules pages read them), and which player counts and options may play. Apart
 * from the rules so the web app's create form can ask the same question the server does.
 */
import { type LogArgs, type RuleError, type RulesetMeta, playerRanges } from '../core/ruleset';
import type { RaidingOptions } from './model';

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
  // Each reason as data too (`says`): the create form says it in its reader's words (the board's `setupReason`).
  const bad = (message: string, kind: string, args: LogArgs = {}): RuleError => ({ code: 'invalid_options', message, says: { kind, args } });
  if (!Number.isInteger(players) || players < meta.minPlayers || players > meta.maxPlayers) {
    return bad(`${meta.title} is for ${usual.min} or ${usual.max} players (${variant.min} or ${variant.max} with the 2–3 player variant).`, 'players', {
      usual,
      variant,
    });
  }
  if (options.twoThreePlayers) {
    if (players > variant.max) return bad(`The 2–3 player variant is only for ${variant.min} or ${variant.max} players.`, 'variant-players', { variant });
    if (options.accelerator === 'x3') {
      return bad('The 2–3 player variant plays with accelerator ×2; it cannot be combined with ×3.', 'variant-x3');
    }
    return null;
  }
  if (players < usual.min) return bad(`With ${variant.min} or ${variant.max} players the 2–3 player variant is needed.`, 'needs-variant', { variant });
  if (options.reducedColours && players === 5) {
    return bad('Reduced colours keeps one colour per player, so with 5 players nothing would be removed: it is for 3–4 players.', 'reduced-five');
  }
  return null;
}
