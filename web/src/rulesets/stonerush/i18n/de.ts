import { plural } from '../../../i18n/format';
import type { words as en } from './en';
import type { Translation } from '../../../i18n/types';

const cards = (n: number) => plural('de', n, { one: '# Karte', other: '# Karten' });
const spaces = (n: number) => plural('de', n, { one: '# Feld', other: '# Felder' });

export const words: Translation<typeof en> = {
  pitch: () => 'Fünf Druiden rennen um die Steine, und du setzt heimlich auf einen von ihnen: Bring deine Farbe nach vorn, ohne zu verraten, welche es ist.',
  optionLabel: ({ id }) => (({ track: 'Rennstrecke' }) as Record<string, string>)[id] ?? '',
  optionHelp: ({ id }) =>
    (({ track: 'Die schnellere Variante läuft auf den 20 Blausteinen statt auf dem äußeren Ring mit 30 Feldern.' }) as Record<string, string>)[id] ?? '',
  optionChoice: ({ id, choice }) =>
    (({ 'track:outer-ring': 'Äußerer Ring (30 Felder)', 'track:bluestones': 'Blausteine (20 Felder, schneller)' }) as Record<string, string>)[
      `${id}:${choice}`
    ] ?? '',
  day: 'Tag',
  night: 'Nacht',
  cardShort: (night, num) => `${night ? 'Nacht' : 'Tag'} ${num}`,
  boardTitle: 'Steinkreis',
  turnLine: (turn, name, discards) => `Runde ${turn}: ${name} ${discards ? 'wirft ab' : 'spielt Karten'}.`,
  legend: 'Die äußeren Felder wiederholen die Farben 1 Weiß, 2 Blau, 3 Grün, 4 Gelb, 5 Rot, 6 Schwarz. Jeder Druide trägt den Buchstaben seiner Farbe.',
  seat: (seat) => `Platz ${seat}`,
  circleLabel: (bluestones, druids) =>
    `Steinkreis. Das Rennen läuft ${bluestones ? 'auf den Blausteinen, Felder 1 bis 20' : 'auf dem äußeren Ring, Felder 1 bis 30'}. ${druids}.`,
  druidOn: (colour, space) => `Druide ${colour} auf Feld ${space}`,
  lastMove: (who, colour, from, to) => `Letzter Zug: ${who} hat den Druiden ${colour} von Feld ${from} auf Feld ${to} gezogen.`,
  handTitle: 'Deine Hand',
  promptPlay:
    'Wähle Karten einer Farbe (Schwarz passt zu jeder) und spiele sie: Eine Tag-Karte zieht diesen Druiden ein Feld vor, eine Nacht-Karte eines zurück.',
  promptDiscard: 'Jetzt abwerfen: Du behältst höchstens zwei Karten.',
  handLabelMove: 'Karten auf deiner Hand: Pfeiltasten wechseln, Leertaste wählt',
  handLabel: 'Karten auf deiner Hand',
  noCards: 'Keine Karten auf der Hand.',
  secretColour: 'Deine geheime Farbe:',
  secretNote: 'nur du siehst sie',
  keepAll: 'Alle Karten behalten',
  discardN: (n) => `${cards(n)} abwerfen`,
  discardHint: 'Wähle die Karten, die du abwirfst; du behältst höchstens zwei. Danach ziehst du auf vier nach.',
  discarding: 'Wird abgeworfen…',
  stays: (colour, from) => `Der Druide ${colour} bleibt auf Feld ${from}.`,
  moves: (colour, n, ahead, from) =>
    `Der Druide ${colour} zieht von Feld ${from} ${spaces(n)} ${ahead ? 'vor' : 'zurück'} (weiter, wenn er auf einem anderen Druiden landet).`,
  play: 'Spielen',
  playN: (n) => `${cards(n)} spielen`,
  playing: 'Wird gespielt…',
  chooseDruid: 'Wähle, welchen Druiden diese schwarzen Karten ziehen.',
  whichDruid: 'Schwarze Karten ziehen jeden Druiden: welchen?',
  spaceOf: (space) => `(Feld ${space})`,
  selectToPlay: 'Wähle eine oder mehrere Karten zum Spielen.',
  mixedColours: (colours) => `Diese Karten sind ${colours}: Ein Zug besteht aus Karten einer Farbe und beliebig vielen schwarzen.`,
  notAPlay: 'Diese Karten ergeben keinen erlaubten Zug.',
  keepAtMost: (keep, more) => `Du behältst höchstens ${keep} Karten: Wähle noch ${cards(more)} zum Abwerfen.`,
  notADiscard: 'Diese Karten kann man so nicht abwerfen.',
  tableTitle: 'Tisch',
  druids: 'Druiden',
  space: (space) => `Feld ${space}`,
  finished: ' — im Ziel',
  raceEnds: (space, bluestones) => `Das Rennen endet auf Feld ${space} (${bluestones ? 'Blausteine' : 'äußerer Ring'}).`,
  players: 'Spieler',
  inHand: (n) => `: ${cards(n)} auf der Hand`,
  backed: ' · setzt auf ',
  held: (list) => ` · hielt ${list}`,
  piles: 'Stapel',
  pilesLine: (draw, discard) => `Nachziehstapel: ${cards(draw)}. Ablagestapel: ${discard}.`,
  discardTop: 'Oben auf dem Ablagestapel, neueste zuerst',
  scoreColumn: 'Erreichtes Feld',
  scoreNote:
    'Das Feld, das die geheime Farbe jedes Spielers auf der Laufbahn erreicht hat (das Ziel ist das letzte Feld). Gehört der Druide im Ziel niemandem, gewinnt der am weitesten gekommene Druide eines Spielers.',
};
