import type { lists as en } from '../en/lists';
import type { Translation } from '../types';

export const lists: Translation<typeof en> = {
  openTitle: 'Offene Spiele',
  openLead:
    'Diese Spiele warten auf Mitspieler, und ihre Gastgeber lassen jeden beitreten. Such dir eins aus, gib deinen Namen ein, und du hast einen Platz. Ein offenes Spiel, das sich nicht füllt, schließt nach einer Woche. Du kannst auch {start} und „Jeder darf beitreten“ ankreuzen.',
  openStart: 'selbst eins starten',
  openFailed: 'Die offenen Spiele konnten nicht geladen werden.',
  openNone: 'Gerade gibt es keine offenen Spiele.',
  openMore: 'Weitere offene Spiele',
  hostedBy: '{title}, Gastgeber: {host}',
  rated: 'gewertet',
  seatsFree: (free, of) => `${free} von ${of} Plätzen frei`,
  opened: (ago) => `eröffnet ${ago}`,
  justNow: 'gerade eben',
  joinGame: 'Mitspielen',
  ruleset: 'Spiel',
  allRulesets: 'Alle Spiele',
  filters: 'Filter',
  kind: 'Art',
  ratedAndCasual: 'Gewertet und locker',
  ratedOnly: 'Nur gewertete',
  casualOnly: 'Nur lockere',
  timeToMove: 'Zeit pro Zug',
  anyTime: 'Beliebig',
  atMostDay: 'Höchstens ein Tag',
  atMost3Days: 'Höchstens 3 Tage',
  atMostWeek: 'Höchstens eine Woche',
  noDeadline: 'Keine Frist',
  hostRatingFrom: 'Wertungszahl des Gastgebers von',
  ratingTo: 'bis',
};
