/**
 * Raiding Stonehenge `good` bot, from its seat's view only. Disks score in sets of
 * one of every colour, so a colour is wanted as much as it lags behind the colour
 * the bot holds most of. Picks and plays go for the card whose colour is most
 * wanted (a higher number places first); black cards go to the most wanted pile
 * that is not crowded; disks put back are the least wanted ones.
 */
import { type PlayerColour, colourOfNumber, numberCard } from '../core/components';
import type { RaidingAction } from './model';
import type { RaidingView } from './view';
import { pickBest } from '../core/bots';
import type { Bot } from '../core/bots';

export const raidingGood: Bot<RaidingView, RaidingAction> = (input, rng) => {
  const v = input.view;
  const colours = v.colours;
  const stash = v.stashes[input.seat] ?? ({} as Record<PlayerColour, number>);
  const most = Math.max(0, ...colours.map((c) => stash[c] ?? 0));
  const desire = (c: PlayerColour) => {
    if (!colours.includes(c) || (v.piles[c] ?? 0) <= 0) return 0;
    return 1 + most - (stash[c] ?? 0) + (c === v.bonusColour ? 0.5 : 0) - (c === v.penaltyColour ? 0.5 : 0);
  };
  const bestDesire = Math.max(0, ...colours.map(desire));
  const cardValue = (id: string) => {
    const card = numberCard(id);
    const colour = colourOfNumber(card.number);
    const base = colour === 'black' ? bestDesire * 0.9 : desire(colour as PlayerColour);
    return base + card.number / 40;
  };
  return pickBest(rng, input.actions, (a) => {
    switch (a.type) {
      case 'pick': {
        const top = v.lines[a.line]?.[0];
        return top ? cardValue(top) : -1;
      }
      case 'play':
        return cardValue(a.card);
      case 'place': {
        const crowd = v.placements.filter((p) => p === a.colour).length;
        return desire(a.colour) - crowd * 1.5;
      }
      case 'setAside':
        return -desire(a.colour) + (stash[a.colour] ?? 0) * 0.01;
      default:
        return 0;
    }
  });
};
