/** The start page: the games on offer, the create form, this device's games. */
export const home = {
  pageTitle: 'Stonehenge — play by web',
  heading: 'Play Stonehenge by web',
  lead: 'Start a game, send the invite link to your friends, and take your turns whenever suits you.',
  mineTitle: 'Your games on this device',
  gameLink: (id: string) => `Game ${id}`,
  browseArchive: 'Or {link}.',
  browseArchiveLink: 'browse the archive of finished games',
};
