import type { Translation } from '../types';
import type { home as en } from '../en/home';

export const home: Translation<typeof en> = {
  pageTitle: 'Stonehenge — im Browser spielen',
  heading: 'Stonehenge im Browser spielen',
  lead: 'Starte ein Spiel, schick den Einladungslink an deine Freunde und zieh, wann immer es dir passt.',
  mineTitle: 'Deine Spiele auf diesem Gerät',
  gameLink: (id) => `Spiel ${id}`,
  browseArchive: 'Oder {link}.',
  browseArchiveLink: 'stöbere im Archiv der beendeten Spiele',
};
