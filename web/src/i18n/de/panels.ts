import { plural } from '../format';
import type { panels as en } from '../en/panels';
import type { Translation } from '../types';

export const panels: Translation<typeof en> = {
  // The log (web/src/game/game-log.tsx)
  logLabel: 'Spielverlauf, neueste Einträge unten',
  logEmpty: 'Bisher ist nichts geschehen.',
  logEarlier: (n) => plural('de', n, { one: '# früheren Eintrag zeigen', other: '# frühere Einträge zeigen' }),
  logEarlierFailed: 'Die früheren Einträge konnten nicht geladen werden.',
  // Leaving the game (web/src/game/leave-panel.tsx)
  resign: 'Aufgeben',
  resignExplainTwo: 'Wenn du aufgibst, endet das Spiel sofort und die andere Person gewinnt.',
  resignExplainMore: 'Wenn du aufgibst, spielt ein Bot deinen Platz zu Ende und du landest auf dem letzten Rang.',
  resignConfirm: 'Ja, aufgeben',
  resignKeep: 'Weiterspielen',
  resigned: 'Du hast dieses Spiel aufgegeben.',
  cancel: 'Spiel absagen',
  cancelExplain: 'Noch hat niemand gespielt, du kannst das Spiel also absagen. Alle am Tisch werden benachrichtigt.',
  cancelConfirm: 'Ja, absagen',
  cancelKeep: 'Spiel behalten',
  // Table talk (web/src/game/chat-panel.tsx)
  chatPrivate: 'Nur die Spieler dieses Spiels lesen das.',
  chatShow: 'Chat zeigen',
  chatHide: 'Chat auf diesem Gerät ausblenden',
  chatEmpty: 'Noch keine Nachrichten.',
  chatMessages: 'Nachrichten, die neueste unten',
  chatLabel: 'Nachricht',
  chatPlaceholder: 'Sag etwas in die Runde',
  chatSending: 'Wird gesendet …',
  chatSend: 'Senden',
  chatNotSent: 'Die Nachricht wurde nicht gesendet.',
  // Private notes (web/src/game/notes-panel.tsx)
  notesPrivate: 'Nur du siehst sie, auf jedem Gerät mit deinem Platzlink. Sie bleiben auch nach dem Spielende.',
  notesLabel: 'Deine Notiz zu diesem Spiel',
  notesPlaceholder: 'Pläne, Erinnerungen, was die anderen wohl vorhaben',
  notesSaving: 'Wird gespeichert …',
  notesDelete: 'Notiz löschen',
  notesSave: 'Notiz speichern',
  notesUnsaved: (n, max) => `${n}/${max} · noch nicht gespeichert`,
  notesSaved: (when) => `Gespeichert ${when}`,
  notesNotLoaded: 'Deine Notiz konnte nicht geladen werden.',
  notesNotSaved: 'Deine Notiz wurde nicht gespeichert.',
};
