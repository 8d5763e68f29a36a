import { plural } from '../format';
import type { stats as en } from '../en/stats';
import type { Translation } from '../types';

export const stats: Translation<typeof en> = {
  statsTitle: 'Statistik',
  statsPageTitle: 'Statistik — Stonehenge',
  statsLead:
    'Über alle beendeten Spiele im {archive}. Die Länge ist die Zahl der Züge; Platz 1 hat das Spiel erstellt. Ein geteilter Sieg zählt für alle Sieger. Die Fehlerbalken sind 95-%-Intervalle: der Bereich, in dem die wahre Siegquote eines Platzes bei so wenigen Spielen am wahrscheinlichsten liegt.',
  statsArchive: 'Archiv',
  games: (n) => plural('de', n, { one: '# Spiel', other: '# Spiele' }),
  movesOnAverage: (n) => `im Schnitt ${n} Züge`,
  playersLabel: (n) => `${n} Spieler`,
  groupHeading: (players, games, moves) => `${players} Spieler: ${games}, im Schnitt ${moves} Züge`,
  fairShare: (pct) => `fair ${pct}`,
  firstTitle: 'Hilft es, als Erster zu ziehen?',
  firstSummary: (rate, games, lo, hi, fair) =>
    `Wer den ersten Zug gemacht hat, gewann ${rate} von ${games} (95-%-Intervall ${lo} bis ${hi}); ein fairer Anteil wäre ${fair}.`,
  firstLabel: 'Erster',
  firstAhead: 'Als Erster zu ziehen ist bisher klar ein Vorteil: Das ganze 95-%-Intervall liegt über dem fairen Anteil.',
  firstBehind: 'Als Erster zu ziehen ist bisher klar ein Nachteil: Das ganze 95-%-Intervall liegt unter dem fairen Anteil.',
  firstEven: 'Das 95-%-Intervall schneidet den fairen Anteil: Ein Vorteil für den ersten Zug hat sich noch nicht gezeigt.',
  seatWon: (seat, rate, lo, hi) => `Platz ${seat} gewann ${rate} (95-%-Intervall ${lo} bis ${hi})`,
  seatsTitle: 'Wer gewinnt, nach Platz',
  seatsSummary: (games, seats, fair) => `Siegquote nach Platz über ${games}: ${seats}. Ein fairer Anteil wäre ${fair}.`,
  seatsClear: (seats, n) =>
    n === 1
      ? `${seats} liegt klar neben dem fairen Anteil (das ganze 95-%-Intervall liegt auf einer Seite der gestrichelten Linie).`
      : `${seats} liegen klar neben dem fairen Anteil (ihre ganzen 95-%-Intervalle liegen auf einer Seite der gestrichelten Linie).`,
  seatsEven: 'Bei jedem Platz schneidet das 95-%-Intervall (der Fehlerbalken) den fairen Anteil: Kein Platz hat bisher einen Vorteil gezeigt.',
  lengthsTitle: 'Wie lange ein Spiel dauert',
  lengthsSummary: (bars) => `Spiellänge in Zügen: ${bars}.`,
  lengthsUnit: 'Züge im Spiel',
  spreadsTitle: 'Wie knapp die Wertungen enden',
  spreadsSummary: (bars) => `Abstand zwischen bester und schlechtester Wertung: ${bars}.`,
  spreadsUnit: 'beste minus schlechteste Wertung',
  bar: (label, games) => `${label}: ${games}`,
  theNumbers: 'Die Zahlen',
  tableCaption: (players, games) => `${players} Spieler: Siege nach Platz, von ${games}`,
  colSeat: 'Platz',
  colWins: 'Siege',
  colRate: 'Siegquote',
  colInterval: '95-%-Intervall',
  optionsPlayed: 'Gespielte Optionen',
  switchOn: 'an',
  switchOff: 'aus',
};
