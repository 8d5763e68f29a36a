/** Accounts: sign-in, the settings page (/me), profiles, the leaderboards (lazy: loaded with those pages). */
import { plural } from '../format';

export const players = {
  signInTitle: 'Sign in',
  signInPageTitle: 'Sign in — Stonehenge',
  signingIn: 'Signing you in…',
  passkeyUnused: 'The passkey was not used. Try again, or ask for a link by email.',
  signInLead:
    'Signing in is optional: seat links keep working without it. Signed in, you see every game on every device, keep a profile and can play rated games. No password: we mail you a link, or you use a passkey.',
  emailAddress: 'Email address',
  emailLink: 'Email me a sign-in link',
  withPasskey: 'Sign in with a passkey',
  pageTitle: (name: string) => `${name} — Stonehenge`,
  ratingFromTo: (label: string, from: number, to: number) => `${label}: from ${from} to ${to}`,
  memberSince: (handle: string, since: string) => `@${handle} · member since ${since}`,
  reliability: (finished: number, timedOut: number) =>
    `${plural('en', finished, { one: '# finished game', other: '# finished games' })}, ${timedOut === 0 ? 'none lost on time' : `${timedOut} lost on time`}.`,
  colRuleset: 'Ruleset',
  colFinished: 'Finished',
  colRating: 'Rating',
  colHistory: 'History',
  provisional: (rating: number) => `${rating} (provisional)`,
  ratingOf: (ruleset: string) => `${ruleset} rating`,
  recentGames: 'Recent games',
  noRecent: 'No finished public game yet.',
  won: 'won',
  rated: 'rated',
  leaderboardTitle: (ruleset: string) => `Leaderboard: ${ruleset}`,
  leaderboardPageTitle: (ruleset: string) => `Leaderboard: ${ruleset} — Stonehenge`,
  leaderboardNone: 'No rated game of this ruleset has ended yet.',
  provisionalTag: ' (provisional)',
  ratedGames: (n: number) => plural('en', n, { one: '# rated game', other: '# rated games' }),
  more: 'More',
};
