import type { Translation } from '../types';
import type { mail as en } from '../en/mail';

export const mail: Translation<typeof en> = {
  awayLink: (link) => `Länger weg? Halte alle deine Uhren an, bis du zurück bist: ${link}`,
  weekendsOff: 'Samstags und sonntags (UTC) stehen die Uhren still.',
};
