/**
 * Matching the cards a player selected against the server's legal actions.
 * The UI never builds an action itself: it finds the listed one.
 */
import { KEEP_LIMIT, type StonerushAction, cardsToDiscard } from '@engine/stonerush/model';
import { fmt } from '../../i18n';
import { msg } from './i18n';
import { cardFace, colourName } from '../../ui/colours';

export type PlayAction = Extract<StonerushAction, { type: 'play' }>;
export type DiscardAction = Extract<StonerushAction, { type: 'discard' }>;

export function sameCards(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((id, i) => id === y[i]);
}

export function matchingPlays(actions: readonly StonerushAction[], selected: readonly string[]): PlayAction[] {
  return actions.filter((a): a is PlayAction => a.type === 'play' && sameCards(a.cards, selected));
}

export function matchingDiscard(actions: readonly StonerushAction[], selected: readonly string[]): DiscardAction | null {
  return actions.find((a): a is DiscardAction => a.type === 'discard' && sameCards(a.cards, selected)) ?? null;
}

/** Why a selection is not a legal play, in words. */
export function playProblem(selected: readonly string[]): string {
  if (selected.length === 0) return msg.selectToPlay;
  const colours = new Set(selected.map((id) => cardFace(id).colour).filter((c) => c !== 'black'));
  if (colours.size > 1) {
    return msg.mixedColours(fmt.list([...colours].map(colourName)));
  }
  return msg.notAPlay;
}

/** Why a selection is not a legal discard, in words. */
export function discardProblem(handSize: number, selected: readonly string[]): string {
  const more = cardsToDiscard(handSize) - selected.length;
  if (more > 0) {
    return msg.keepAtMost(KEEP_LIMIT, more);
  }
  return msg.notADiscard;
}
