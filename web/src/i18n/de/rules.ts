/** Der Rahmen der Regelseiten (web/src/pages/rules/rules-page.tsx); die Texte selbst sind eigene Chunks je Sprache. */
import type { Translation } from '../types';
import type { rules as en } from '../en/rules';

/** Each ruleset's pitch and player range in German (English: the engine's meta). */
const PITCH: Record<string, string> = {
  stonerush: 'Fünf Druiden rennen um die Steine, und du setzt heimlich auf einen von ihnen: Bring deine Farbe nach vorn, ohne zu verraten, welche es ist.',
  'fightin-drinkin-stealin':
    'Zwei Clans schicken verdeckt Karten zu einer Rauferei, einem Wetttrinken und einem Raubzug und erfahren dann, wer was gewonnen hat und wen die Anwälte erwischt haben.',
  'raiding-stonehenge':
    'Nimm eine Karte, deck sie mit allen zugleich auf und plündere den Haufen ihrer Farbe: Gedränge kostet dich, volle Sätze aus fünf Farben gewinnen.',
  'a-grand-endeavor':
    'Baut gemeinsam das ganze Monument, einen Stein pro Tag, während jeder die besten Bauplätze für die eigene Farbe beansprucht und Rivalen verleumdet.',
};
const PLAYERS: Record<string, string> = {
  stonerush: '3–5 Spieler',
  'fightin-drinkin-stealin': '2 Spieler',
  'raiding-stonehenge': '4–5 Spieler (2–3 mit einer Variante)',
  'a-grand-endeavor': '3–5 Spieler',
};

export const rules: Translation<typeof en> = {
  indexDocTitle: 'Regeln — Stonehenge',
  indexTitle: 'Regeln',
  indexLead: 'Ein Spielplan, ein Satz Karten und Figuren, vier ganz verschiedene Spiele. Jede Seite erklärt ein Spiel vom Auspacken bis zur Schlusswertung.',
  notFoundDocTitle: 'Keine solchen Regeln — Stonehenge',
  notFoundTitle: (rulesetId) => `Keine Regeln für „${rulesetId}“`,
  notFoundText: 'Ein Spiel dieses Namens gibt es hier nicht. Für diese vier haben wir Regeln:',
  pitch: (rulesetId, english) => PITCH[rulesetId] ?? english,
  players: (rulesetId, english) => PLAYERS[rulesetId] ?? english,
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
