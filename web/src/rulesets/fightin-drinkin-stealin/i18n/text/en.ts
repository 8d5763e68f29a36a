/**
 * Fightin' an' Drinkin' an' Stealin''s text mode's own words in English, the source (docs/i18n.md): only text.ts reads them,
 * so they load with the text mode, not with the board (issue #49). `de.ts` fills the same keys, or tsc fails.
 */
import { plural } from '../../../../i18n/format';

const n = (count: number, one: string, other: string) => plural('en', count, { one: `# ${one}`, other: `# ${other}` });

export const words = {
  fdsRound: (round: number, of: number, doubled: boolean) => `Round ${round} of ${of}${doubled ? ', awards worth double' : ''}.`,
  fdsEvents: 'The events',
  fdsEventCaption: (title: string, place: string) => `${title}, ${place}`,
  fdsClan: 'Clan',
  fdsCards: 'Cards, standing one first',
  fdsLoot: 'Carrying',
  fdsFaceDown: 'a face-down card',
  fdsFaceDownOwn: (card: string) => `${card}, face down`,
  fdsWorth: (card: string, worth: number) => `${card}, worth ${worth}`,
  fdsMonsters: 'Monsters',
  fdsMonsterLine: (cards: string, total: number) => `In the fight: ${cards} (together ${total}).`,
  fdsNoMonsters: 'No monster in the fight.',
  fdsMonsterDeck: (count: number) => `Monster deck: ${n(count, 'card', 'cards')}.`,
  fdsMonsterDiscards: (cards: string) => `Monsters gone: ${cards}.`,
  fdsAltar: (count: number) => `Altar stone: ${n(count, 'blue award', 'blue awards')} waiting.`,
  fdsLawyer: (space: number, colour: string) => `Big Lawyer on outer space ${space} (${colour}).`,
  fdsClans: 'The clans',
  fdsAwardsCaption: 'Awards by colour',
  fdsTotal: 'Total',
  fdsHandsAndDecks: 'Hands and decks',
  fdsClanLine: (name: string, night: boolean, hand: number, deck: number, lawyers: string, discards: string) =>
    `${name} (${night ? 'night' : 'day'} deck): ${n(hand, 'card', 'cards')} in hand, ${n(deck, 'card', 'cards')} in the deck; Wee Lawyers: ${lawyers}; discards: ${discards}.`,
  fdsStock: (words: string) => `Award stock: ${words}.`,
  fdsMeanings: (list: string) => `Award colours: ${list}.`,
  fdsMeaning: (colour: string, meaning: string) => `${colour} for ${meaning}`,
  fdsHand: (count: number) => `Your hand: ${n(count, 'card', 'cards')}`,
  fdsHandCard: (card: string, worth: number) => `${card}, worth ${worth} to you`,
  fdsScores: (list: string) => `Final scores: ${list}.`,
  fdsScore: (name: string, points: number) => `${name} ${points}`,
};
