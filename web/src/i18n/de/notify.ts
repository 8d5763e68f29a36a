import type { notify as en } from '../en/notify';
import type { Translation } from '../types';

export const notify: Translation<typeof en> = {
  saved: 'Gespeichert.',
  pushOn: 'Benachrichtigungen sind auf diesem Gerät an.',
  pushOff: 'Benachrichtigungen sind auf diesem Gerät aus.',
  title: 'Benachrichtigungen',
  yourEmail: 'Deine E-Mail für dieses Spiel',
  save: 'Speichern',
  pushWhat: 'Dieses Gerät zeigt eine Benachrichtigung, wenn du am Zug bist, für Erinnerungen und wenn das Spiel endet.',
  pushStop: 'Benachrichtigungen auf diesem Gerät beenden',
  pushStart: 'Auf diesem Gerät benachrichtigen',
  pushBlocked: 'Benachrichtigungen für diese Seite sind in den Einstellungen dieses Browsers blockiert.',
  mute: 'E-Mails zu diesem Spiel stummschalten, und seine Benachrichtigungen auf allen Geräten',
  digest:
    'Eine E-Mail am Tag statt einer pro Zug (nach 7:00 Uhr UTC eine Übersicht aller Spiele dieser Adresse, die auf dich warten; Erinnerungen vor einer Frist kommen weiterhin)',
  lostTitle: 'Platzlink verloren?',
  lostEmail: 'Die E-Mail-Adresse, die du für dieses Spiel angegeben hast',
  sendLink: 'Schick mir meinen Link',
};
