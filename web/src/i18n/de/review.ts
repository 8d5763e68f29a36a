import { number, plural } from '../format';
import type { review as en } from '../en/review';
import type { Translation } from '../types';

const pct = (n: number) => number('de', n, { maximumFractionDigits: 1 });
const pts = (n: number) => number('de', n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const duration = (seconds: number) =>
  seconds < 90
    ? plural('de', Math.max(1, Math.round(seconds)), { one: '# Sekunde', other: '# Sekunden' })
    : plural('de', Math.round(seconds / 60), { one: '# Minute', other: '# Minuten' });

export const review: Translation<typeof en> = {
  title: 'Analyse durch den Bot',
  intro:
    'Der gute Bot sieht sich jede Entscheidung jedes Spielers so an, wie dieser Spieler den Tisch damals sah (verdeckte Karten werden geschätzt, nie gelesen), spielt die Partie viele Male zu Ende und bewertet, was jede Wahl an erwarteter Platzierung gekostet hat.',
  setting: 'Wie gründlich',
  quick: 'Schnell',
  deep: 'Gründlich',
  settingHelp: (samples, rollouts) =>
    `${plural('de', samples, { one: '# Schätzung', other: '# Schätzungen' })} der verdeckten Karten × ${plural('de', rollouts, { one: '# Durchspiel', other: '# Durchspiele' })} je Entscheidung`,
  estimating: 'dieses Gerät wird gemessen …',
  about: (seconds) => `etwa ${duration(seconds)}`,
  start: 'Analyse starten',
  startAgain: (setting) => `Erneut analysieren: ${setting}`,
  running: (setting) => `Analyse läuft (${setting}) …`,
  progress: (done) => `${pct(done)} % erledigt`,
  cancel: 'Analyse abbrechen',
  cancelled: 'Die Analyse wurde abgebrochen. Nichts wurde gespeichert.',
  failed: (why) => `Die Analyse ist stehen geblieben: ${why}`,
  noWorker: 'Dieser Browser kann die Analyse nicht im Hintergrund ausführen (keine Web Worker).',
  cached: 'Von einer früheren Analyse auf diesem Gerät gespeichert.',
  summary: 'Spieler',
  player: 'Spieler',
  accuracy: 'Genauigkeit',
  accuracyValue: (n) => `${pct(n)} %`,
  accuracyOf: (judged) => plural('de', judged, { one: 'von # bewerteten Entscheidung', other: 'von # bewerteten Entscheidungen' }),
  noneJudged: 'keine bewertet',
  decisions: 'Entscheidungen',
  costliest: 'Teuerste Entscheidungen',
  none: 'keine',
  moveButton: (move, loss) => `Zug ${move} (−${pts(loss)})`,
  error: (error, setting) =>
    `Stichprobenfehler: Der Verlust hinter jeder Bewertung ist auf etwa ±${pts(error)} Platzierungspunkte genau (zwei Standardfehler: die Streuung des Zugs selbst oder, wenn größer, die über die ganze Partie gemittelte; Mittel über die Züge, die vom Bot abweichen; Einstellung ${setting}). Eine Bewertung nahe einer Schwelle kann bei einem neuen Lauf anders ausfallen.`,
  thresholds: (a, b, c) =>
    `Bewertung nach erwartetem Verlust in Platzierungspunkten: Ungenauigkeit ab ${pts(a)}, Fehler ab ${pts(b)}, grober Fehler ab ${pts(c)}.`,
  markBest: 'bester Zug',
  markGood: 'gut',
  markInaccuracy: 'Ungenauigkeit',
  markMistake: 'Fehler',
  markBlunder: 'grober Fehler',
  markUnclear: 'unklar',
  unclearQuick: 'die gründliche Analyse kann es klären',
  unclearDeep: 'innerhalb des Stichprobenfehlers',
  unclearRule:
    'Ungenauigkeit, Fehler oder grober Fehler heißt eine Wahl nur, wenn ihr ganzes Intervall über null liegt; sonst gilt sie als „unklar“, und die Genauigkeit wird über die übrigen Entscheidungen gerechnet.',
  resultTitle: (setting) => `Ergebnis der Analyse (${setting})`,
  moves: 'Züge mit Bewertung',
  moveLine: (move, name) => `${move}. ${name}:`,
  notDecision: 'keine Wahl',
  chart: 'Erwartete Platzierung im Lauf der Partie (geglättet)',
  chartLabel: (names) =>
    `Liniendiagramm der erwarteten Platzierungspunkte jedes Spielers (1 erster, 0 letzter Platz) nach jeder Entscheidung, jeder Punkt das Mittel über die Entscheidungen um ihn herum: ${names}. Die Tabelle darunter enthält dieselben Werte.`,
  chartTable: 'Das Diagramm als Tabelle',
  afterMove: 'Nach Zug',
  nextMove: (move, name) => `Zug ${move}: ${name} spielte`,
  botWould: 'Der Bot hätte gespielt',
  botAgrees: 'Der Bot hätte genauso gespielt.',
  worth: (played, bot, error) => `Erwartete Platzierungspunkte: ${pts(played)} für den gespielten Zug, ${pts(bot)} für den des Bots (±${pts(2 * error)}).`,
  showBotOnBoard: 'Zug des Bots auf dem Brett zeigen',
  botOnBoard: (move, name) => `Das Brett zeigt die Stellung nach dem Zug, den der Bot bei Zug ${move} (${name}) gewählt hätte, nicht nach dem gespielten:`,
  botChoiceLabel: 'Zug des Bots:',
  hindsight: (name) =>
    `Im Nachhinein: Das Brett zeigt den Zug des Bots mit den Karten, die tatsächlich kamen, und allen verdeckten Karten – die konnte ${name} damals nicht sehen. Der Bot hat nur nach dem entschieden, was ${name} sah.`,
  noDecisionHere: 'Beim nächsten Zug gab es keine Wahl (nur einer war erlaubt), oder die Analyse ist noch nicht so weit.',
};
