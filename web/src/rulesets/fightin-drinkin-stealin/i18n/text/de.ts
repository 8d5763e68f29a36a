import { plural } from '../../../../i18n/format';
import type { words as en } from './en';
import type { Translation } from '../../../../i18n/types';

const n = (count: number, one: string, other: string) => plural('de', count, { one: `# ${one}`, other: `# ${other}` });

export const words: Translation<typeof en> = {
  fdsRound: (round, of, doubled) => `Runde ${round} von ${of}${doubled ? ', Auszeichnungen zählen doppelt' : ''}.`,
  fdsEvents: 'Die Ereignisse',
  fdsEventCaption: (title, place) => `${title}, ${place}`,
  fdsClan: 'Clan',
  fdsCards: 'Karten, die stehende zuerst',
  fdsLoot: 'Trägt',
  fdsFaceDown: 'eine verdeckte Karte',
  fdsFaceDownOwn: (card) => `${card}, verdeckt`,
  fdsWorth: (card, worth) => `${card}, Wert ${worth}`,
  fdsMonsters: 'Monster',
  fdsMonsterLine: (cards, total) => `Im Kampf: ${cards} (zusammen ${total}).`,
  fdsNoMonsters: 'Kein Monster im Kampf.',
  fdsMonsterDeck: (count) => `Monsterstapel: ${n(count, 'Karte', 'Karten')}.`,
  fdsMonsterDiscards: (cards) => `Erledigte Monster: ${cards}.`,
  fdsAltar: (count) => `Altarstein: ${n(count, 'blaue Auszeichnung wartet', 'blaue Auszeichnungen warten')}.`,
  fdsLawyer: (space, colour) => `Großer Anwalt auf Feld ${space} des äußeren Rings (${colour}).`,
  fdsClans: 'Die Clans',
  fdsAwardsCaption: 'Auszeichnungen nach Farbe',
  fdsTotal: 'Summe',
  fdsHandsAndDecks: 'Hände und Stapel',
  fdsClanLine: (name, night, hand, deck, lawyers, discards) =>
    `${name} (${night ? 'Nacht' : 'Tag'}-Stapel): ${n(hand, 'Karte', 'Karten')} auf der Hand, ${n(deck, 'Karte', 'Karten')} im Stapel; kleine Anwälte: ${lawyers}; abgeworfen: ${discards}.`,
  fdsStock: (words) => `Vorrat an Auszeichnungen: ${words}.`,
  fdsMeanings: (list) => `Farben der Auszeichnungen: ${list}.`,
  fdsMeaning: (colour, meaning) => `${colour} für ${meaning}`,
  fdsHand: (count) => `Deine Hand: ${n(count, 'Karte', 'Karten')}`,
  fdsHandCard: (card, worth) => `${card}, für dich ${worth} wert`,
  fdsScores: (list) => `Endstand: ${list}.`,
  fdsScore: (name, points) => `${name} ${points}`,
};
