/** Der Rahmen der Regelseiten (web/src/pages/rules/rules-page.tsx); die Texte selbst sind eigene Chunks je Sprache. */
import type { Translation } from '../types';
import type { rules as en } from '../en/rules';

export const rules: Translation<typeof en> = {
  docTitle: (title) => `${title} — Regeln — Stonehenge`,
  allRules: 'Alle Regeln',
  contents: 'Inhalt',
  backToTop: 'Nach oben',
  startGame: 'Ein Spiel beginnen',
  otherRules: 'Weitere Regeln:',
  onOrOff: 'an oder aus',
  on: 'an',
  off: 'aus',
  optionFacts: (values, byDefault) => `Im Formular für ein neues Spiel: {label} (${values}; ohne Änderung ${byDefault}).`,
  rulingsTitle: 'Auslegungen',
  rulingsIntro: 'Wo der Originaltext Spielraum lässt, spielt die Seite es so.',
  optionsTitle: 'Optionen und Varianten',
  optionsIntro: 'Wer ein Spiel anlegt, kann die folgenden Varianten einschalten. Unter dem Spielplan sieht jeder am Tisch, welche davon gelten.',
  noOptions: 'Dieses Spiel hat keine Optionen: Jede Partie läuft genau so, wie diese Seite es beschreibt.',
};
