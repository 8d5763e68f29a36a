/**
 * What the server gives out as it is, never through the page's `t`: the address pages' HTML
 * (worker/routes/address-pages.ts; addresses are parameters, already escaped) and the web app
 * manifest's words, one manifest per language (scripts/vite-offline.ts).
 */
export const server = {
  appName: 'Stonehenge — play by web',
  appDescription: 'Play the Stonehenge Anthology games with friends, one move a day, in the browser.',
  confirmTitle: 'Confirm your address',
  confirmAsk: (address: string) => `Confirm that ${address} is yours, so the games you play send it your turns and results.`,
  confirmButton: 'Confirm my address',
  confirmedTitle: 'Address confirmed',
  confirmed: (address: string) => `${address} is confirmed: your games will email you from now on. Each email has a link to stop them.`,
  neverTitle: 'Never email me again',
  neverAsk: (address: string) => `No game on this site will email ${address} again.`,
  neverButton: 'Never email me again',
  neverDoneTitle: 'No more emails',
  /** A confirm or "never" link that is cut short (no address or key) or whose key is wrong, opened in a browser. */
  badLinkTitle: 'This link does not work',
  linkCutShort: 'The link is missing a part: it may have been cut in two when it was copied. Open it again from the email, or copy the whole link.',
  linkWrongKey: 'This link is not valid for that address. Open it again from the latest email, or copy the whole link.',
  /** The name a new account gets at its first sign-in when no seat of this browser names it (worker/players/accounts.ts); the player changes it on /me. */
  newPlayerName: 'Player',
  /** The start of the handle made up for a new account ("player-1a2b3c4d"): a–z only, the player chooses their own on /me. */
  newPlayerHandle: 'player',
};
