import type { server as en } from '../en/server';
import type { Translation } from '../types';

export const server: Translation<typeof en> = {
  appName: 'Stonehenge — im Browser spielen',
  appDescription: 'Spiel die Spiele der Stonehenge-Anthologie mit Freunden im Browser, einen Zug am Tag.',
  confirmTitle: 'Bestätige deine Adresse',
  confirmAsk: (address) => `Bestätige, dass ${address} dir gehört, damit deine Spiele dir dorthin deine Züge und Ergebnisse schicken.`,
  confirmButton: 'Meine Adresse bestätigen',
  confirmedTitle: 'Adresse bestätigt',
  confirmed: (address) => `${address} ist bestätigt: Deine Spiele schicken dir ab jetzt E-Mails. Jede enthält einen Link, um sie abzubestellen.`,
  neverTitle: 'Nie wieder E-Mails',
  neverAsk: (address) => `Kein Spiel auf dieser Seite wird ${address} je wieder eine E-Mail schicken.`,
  neverButton: 'Nie wieder E-Mails',
  neverDoneTitle: 'Keine E-Mails mehr',
  badLinkTitle: 'Dieser Link funktioniert nicht',
  linkCutShort: 'Dem Link fehlt ein Teil: Vielleicht wurde er beim Kopieren getrennt. Öffne ihn noch einmal aus der E-Mail oder kopiere den ganzen Link.',
  linkWrongKey: 'Dieser Link gilt nicht für diese Adresse. Öffne ihn noch einmal aus der neuesten E-Mail oder kopiere den ganzen Link.',
  newPlayerName: 'Spieler',
  newPlayerHandle: 'spieler',
};
