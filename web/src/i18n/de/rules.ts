/** Der Rahmen der Regelseiten (web/src/pages/rules/rules-page.tsx); die Texte selbst sind eigene Chunks je Sprache. */
import { rangeText as range } from '@engine/core/ruleset';
import type { Translation } from '../types';
import type { rules as en } from '../en/rules';

export const rules: Translation<typeof en> = {
  indexDocTitle: 'Regeln — Stonehenge',
  indexTitle: 'Regeln',
  indexLead: 'Ein Spielplan, ein Satz Karten und Figuren, vier ganz verschiedene Spiele. Jede Seite erklärt ein Spiel vom Auspacken bis zur Schlusswertung.',
  notFoundDocTitle: 'Keine solchen Regeln — Stonehenge',
  notFoundTitle: (rulesetId) => `Keine Regeln für „${rulesetId}“`,
  notFoundText: 'Ein Spiel dieses Namens gibt es hier nicht. Für diese vier haben wir Regeln:',
  players: ({ usual, variant }) => (variant ? `${range(usual)} Spieler (${range(variant)} mit einer Variante)` : `${range(usual)} Spieler`),
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
