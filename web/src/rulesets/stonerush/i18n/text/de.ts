import { plural } from '../../../../i18n/format';
import type { words as en } from './en';
import type { Translation } from '../../../../i18n/types';

const n = (count: number, one: string, other: string) => plural('de', count, { one: `# ${one}`, other: `# ${other}` });

export const words: Translation<typeof en> = {
  srRace: 'Das Rennen',
  srRaceCaption: (length, track) => `Druiden ${track === 'bluestones' ? 'auf dem Blaustein-Hufeisen' : 'auf dem äußeren Ring'} (Feld ${length} ist das Ziel)`,
  srDruid: 'Druide',
  srSpace: 'Feld',
  srToGo: 'Felder bis zum Ziel',
  srYourColour: (c) => `Deine geheime Farbe: ${c}. Du gewinnst, wenn der Druide in ${c} das Rennen gewinnt.`,
  srHand: (count) => `Deine Hand: ${n(count, 'Karte', 'Karten')}`,
  srPlayers: 'Spieler',
  srSeatLine: (name, cards, turn, backed) =>
    `${name}: ${n(cards, 'Karte', 'Karten')} auf der Hand${turn ? ', am Zug' : ''}${backed ? `, setzt auf ${backed}` : ''}`,
  srPiles: 'Stapel',
  srDraw: (count) => `Nachziehstapel: ${n(count, 'Karte', 'Karten')}`,
  srDiscard: (cards) => `Ablagestapel, die neueste zuletzt: ${cards}`,
  srDiscardEmpty: 'Ablagestapel: leer',
  srTurn: (turn, discard) => `Runde ${turn}, ${discard ? 'Abwerfen' : 'Ausspielen'}.`,
  srFinished: (c) => `Der Druide in ${c} hat das Ziel erreicht.`,
  srPlayGroup: 'Karten ausspielen, um einen Druiden zu ziehen',
  srDiscardGroup: 'Abwerfen, dann auf vier Karten nachziehen',
  srPlayStays: (cards, colour) => `${cards} ausspielen: Der Druide in ${colour} bleibt stehen`,
  srPlayMoves: (cards, colour, steps, from) =>
    `${cards} ausspielen: Der Druide in ${colour} zieht ${n(Math.abs(steps), 'Feld', 'Felder')} ${steps > 0 ? 'vor' : 'zurück'}, von Feld ${from} aus`,
  srKeepAll: 'Alle Karten behalten',
  srDiscardCards: (cards) => `${cards} abwerfen`,
  srPromptPlay:
    'Spiele eine oder mehrere Karten einer Farbe aus (schwarze Karten passen zu jeder Farbe), um diesen Druiden zu ziehen: Tag-Karten ziehen ihn vor, Nacht-Karten zurück.',
  srPromptDiscard: 'Wirf ab, bis du höchstens zwei Karten hast, und ziehe dann auf vier nach.',
};
