import type { Translation } from '../types';
import type { offline as en } from '../en/offline';

export const offline: Translation<typeof en> = {
  copyFrom: (time) => `Offline – du siehst deinen letzten Stand vom ${time}.`,
  noCopy: 'Offline: Das Spiel konnte nicht geladen werden, und auf diesem Gerät ist noch kein Stand davon gespeichert. Es wird von selbst erneut versucht.',
  queued: 'Dein Zug ist vorgemerkt und wird gesendet, sobald du wieder online bist:',
  cancel: 'Vorgemerkten Zug verwerfen',
  sent: 'Du bist wieder online: Dein vorgemerkter Zug wurde gesendet.',
  movedOn:
    'Während du offline warst, ging das Spiel weiter, deshalb wurde dein vorgemerkter Zug nicht gesendet. Hier ist das Spiel, wie es jetzt steht: Wähle neu.',
  refused: (why) => `Dein vorgemerkter Zug wurde nicht gesendet: ${why}`,
};
