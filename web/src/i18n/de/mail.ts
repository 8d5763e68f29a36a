import type { Translation } from '../types';
import type { mail as en } from '../en/mail';
import { plural } from '../format';

export const mail: Translation<typeof en> = {
  awayLink: (link) => `Länger weg? Halte alle deine Uhren an, bis du zurück bist: ${link}`,
  weekendsOff: 'Samstags und sonntags (UTC) stehen die Uhren still.',
  absentSubject: (game, name) => `${game}: ${name} hat die Zeit überschritten. Wie geht es weiter?`,
  absentBody: (name, hours) =>
    `${name} hat ${hours === null ? 'in der erlaubten Zeit' : plural('de', hours, { one: 'innerhalb # Stunde', other: 'innerhalb von # Stunden' })} nicht gespielt. Entscheidet auf der Spielseite, wie es weitergeht: eine weitere Frist abwarten, einen Bot für die Person spielen lassen, bis sie zurückkommt, den Platz an jemand Neues geben oder das Spiel beenden. Es gilt, was die meisten von euch wählen; bei Gleichstand wird gewartet.`,
  absentButton: 'Auf der Spielseite entscheiden',
  absentPushTitle: (game, name) => `${game}: ${name} hat die Zeit überschritten`,
  absentPushBody: 'Entscheidet, wie es weitergeht: warten, ein Bot, jemand Neues oder Spielende.',
  cancelledSubject: (game) => `${game}: Das Spiel wurde abgesagt`,
  cancelledByHost: 'Die Gastgeberin oder der Gastgeber hat es abgesagt, bevor jemand gespielt hat.',
  cancelledUnstarted: 'Innerhalb von 7 Tagen nach der Erstellung hat niemand den ersten Zug gemacht, daher wurde es abgesagt.',
  cancelledByVote: 'Eine Person hat die Zeit überschritten, und die anderen haben beschlossen, das Spiel zu beenden.',
  cancelledButton: 'Neues Spiel beginnen',
};
