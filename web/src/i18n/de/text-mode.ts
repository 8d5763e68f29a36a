import type { Translation } from '../types';
import type { textMode as en } from '../en/text-mode';

export const textMode: Translation<typeof en> = {
  // Colours as nouns ("in Weiß", "Stapel Weiß"): right alone and after a preposition.
  white: 'Weiß',
  blue: 'Blau',
  green: 'Grün',
  yellow: 'Gelb',
  red: 'Rot',
  black: 'Schwarz',
  card: (night, num, colour) => `${night ? 'Nacht' : 'Tag'} ${num} (${colour})`,
  you: (name) => `${name} (du)`,
  seat: (seat) => `Platz ${seat}`,
  none: 'keine',
  nothing: 'nichts',
  noCards: 'Keine Karten.',

  tbTable: 'Der Tisch in Worten',
  tbYourMove: 'Dein Zug',
  tbChoices: 'Deine Möglichkeiten',
  tbChoose: 'Wähle einen Zug und bestätige ihn dann.',
  tbConfirm: (label) => `Bestätigen: ${label}`,
  tbConfirmNone: 'Zug bestätigen',
  tbChooseFirst: 'Wähle zuerst einen Zug: Mit den Pfeiltasten wechselst du zwischen den Möglichkeiten.',
  tbSending: 'Dein Zug wird gesendet …',
  tbWaitingFor: (names) => `Du bist nicht am Zug: Wir warten auf ${names}.`,
  tbWaiting: 'Du bist nicht am Zug.',
  tbOver: 'Das Spiel ist vorbei.',
  tbNews: 'Was die anderen getan haben',
  tbNewsNone: 'Züge der anderen, während du hier bist, werden vorgelesen und hier aufgelistet.',
  tbYourTurn: 'Du bist am Zug.',
};
