import { plural } from '../format';
import type { players as en } from '../en/players';
import type { Translation } from '../types';

export const players: Translation<typeof en> = {
  signInTitle: 'Anmelden',
  signInPageTitle: 'Anmelden — Stonehenge',
  signingIn: 'Du wirst angemeldet …',
  passkeyUnused: 'Der Passkey wurde nicht verwendet. Versuch es noch einmal oder lass dir einen Link per E-Mail schicken.',
  signInLead:
    'Anmelden ist freiwillig: Platzlinks funktionieren auch ohne. Angemeldet siehst du jedes Spiel auf jedem Gerät, hast ein Profil und kannst gewertete Spiele spielen. Kein Passwort: Wir schicken dir einen Link, oder du nimmst einen Passkey.',
  emailAddress: 'E-Mail-Adresse',
  emailLink: 'Schick mir einen Anmeldelink',
  withPasskey: 'Mit einem Passkey anmelden',
  pageTitle: (name) => `${name} — Stonehenge`,
  ratingFromTo: (label, from, to) => `${label}: von ${from} auf ${to}`,
  memberSince: (handle, since) => `@${handle} · dabei seit ${since}`,
  reliability: (finished, timedOut) =>
    `${plural('de', finished, { one: '# beendetes Spiel', other: '# beendete Spiele' })}, ${timedOut === 0 ? 'keines auf Zeit verloren' : `${timedOut} auf Zeit verloren`}.`,
  colRuleset: 'Spiel',
  colFinished: 'Beendet',
  colRating: 'Wertungszahl',
  colHistory: 'Verlauf',
  provisional: (rating) => `${rating} (vorläufig)`,
  ratingOf: (ruleset) => `Wertungszahl ${ruleset}`,
  recentGames: 'Letzte Spiele',
  noRecent: 'Noch kein beendetes öffentliches Spiel.',
  won: 'gewonnen',
  rated: 'gewertet',
  leaderboardTitle: (ruleset) => `Rangliste: ${ruleset}`,
  leaderboardPageTitle: (ruleset) => `Rangliste: ${ruleset} — Stonehenge`,
  leaderboardNone: 'In diesem Spiel ist noch kein gewertetes Spiel zu Ende gegangen.',
  provisionalTag: ' (vorläufig)',
  ratedGames: (n) => plural('de', n, { one: '# gewertetes Spiel', other: '# gewertete Spiele' }),
  more: 'Mehr',
};
