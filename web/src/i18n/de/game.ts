import { plural } from '../format';
import type { Translation } from '../types';
import type { game as en } from '../en/game';

export const game: Translation<typeof en> = {
  logTitle: 'Verlauf',
  logLabel: 'Spielverlauf, neueste Einträge unten',
  logEmpty: 'Bisher ist nichts geschehen.',
  logEarlier: (n) => plural('de', n, { one: '# früheren Eintrag zeigen', other: '# frühere Einträge zeigen' }),
  logEarlierFailed: 'Die früheren Einträge konnten nicht geladen werden.',
  windowPending: (seconds) =>
    plural('de', seconds, {
      one: 'Nur du siehst diesen Zug noch # Sekunde lang; danach sehen ihn alle.',
      other: 'Nur du siehst diesen Zug noch # Sekunden lang; danach sehen ihn alle.',
    }),
  windowSendNow: 'Jetzt senden',
  windowTakeBack: 'Zurücknehmen',
  windowTakenBack: 'Dein Zug ist zurückgenommen; niemand sonst hat ihn gesehen.',
};
