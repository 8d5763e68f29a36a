import { plural } from '../format';
import type { Translation } from '../types';
import type { game as en } from '../en/game';

export const game: Translation<typeof en> = {
  logTitle: 'Verlauf',
  logLabel: 'Spielverlauf, neueste Einträge unten',
  logEmpty: 'Bisher ist nichts geschehen.',
  logEarlier: (n) => plural('de', n, { one: '# früheren Eintrag zeigen', other: '# frühere Einträge zeigen' }),
  logEarlierFailed: 'Die früheren Einträge konnten nicht geladen werden.',
};
