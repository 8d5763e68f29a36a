/** The log's words of Stonerush (the `log` area's `stonerush.*` keys: web/src/i18n/en/log.ts). */
import type { CardColour } from '@engine/core/components';
import { type Names, shortCard } from './shared';

export const words = {
  'stonerush.summary': (a: { colour: CardColour; owner: number | null }, n: Names) =>
    a.owner === null
      ? `The ${a.colour} druid finished first, but nobody backed it: the furthest-advanced druid of a player wins.`
      : `The ${a.colour} druid finished first; it belonged to ${n(a.owner)}.`,
  'stonerush.reshuffle': () => 'The discard pile was shuffled into a new draw pile.',
  'stonerush.draw': (a: { seat: number; count: number }, n: Names) => `${n(a.seat)} drew ${a.count} card${a.count === 1 ? '' : 's'}.`,
  'stonerush.play': (a: { seat: number; cards: string[]; colour: CardColour; from: number; to: number; bumps: number }, n: Names) => {
    const movement =
      a.to === a.from
        ? `the ${a.colour} druid stays on ${a.to}`
        : `the ${a.colour} druid moves ${a.to > a.from ? 'ahead' : 'back'} from ${a.from} to ${a.to}` +
          (a.bumps ? ` (${a.bumps} extra for landing on ${a.bumps === 1 ? 'a druid' : 'druids'})` : '');
    return `${n(a.seat)} played ${a.cards.map(shortCard).join(', ')}: ${movement}.`;
  },
  'stonerush.finish': (a: { colour: CardColour; length: number }) => `The ${a.colour} druid reached space ${a.length}. Trilithon cards are revealed.`,
  'stonerush.discard': (a: { seat: number; cards: string[] }, n: Names) =>
    a.cards.length ? `${n(a.seat)} discarded ${a.cards.map(shortCard).join(', ')}.` : `${n(a.seat)} kept every card.`,
};
