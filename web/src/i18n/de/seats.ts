import { plural } from '../format';
import type { Translation } from '../types';
import type { seats as en } from '../en/seats';

export const seats: Translation<typeof en> = {
  absentTitle: (name) => `${name} hat die Zeit überschritten`,
  absentSince: (when) =>
    `Die Zeit ist ${when} abgelaufen. Wie soll es weitergehen? Es gilt, was die meisten von euch wählen; bei Gleichstand wird gewartet, und nach einem Tag entscheiden die abgegebenen Stimmen.`,
  absentWait: 'Eine weitere Frist abwarten',
  absentBot: 'Einen Bot spielen lassen, bis die Person zurückkommt',
  absentReplace: 'Den Platz an jemand Neues geben',
  absentEnd: 'Das Spiel beenden',
  absentYourVote: (choice) => `Deine Stimme: ${choice}.`,
  absentVotes: (n) => plural('de', n, { one: 'Bisher # Stimme.', other: 'Bisher # Stimmen.' }),
  absentYou: 'Deine Zeit ist abgelaufen: Die anderen entscheiden, wie es weitergeht. Mach deinen Zug, um im Spiel zu bleiben.',
  standInYou: 'Ein Bot spielt deinen Platz, während du weg warst.',
  standInBack: 'Meinen Platz zurücknehmen',
  replacingTitle: 'Ein Platz für jemand Neues',
  replacingText: (name) => `Schick diesen Link an die Person, die den Platz von ${name} übernimmt; bis dahin spielt ein Bot.`,
  claimTitle: 'Einen Platz in einem laufenden Spiel übernehmen',
  claimText: 'Die Spielenden haben diesen Platz an jemand Neues vergeben. Wähle den Namen, den die anderen sehen.',
  claimName: 'Dein Name',
  claimButton: 'Platz übernehmen',
  claimBad: 'Dieser Platz-Link ist unvollständig. Bitte die Person, die ihn geschickt hat, um den ganzen Link.',
  claimLead: '{title} läuft ({rules}). Die Spielenden haben den Platz von {name} an jemand Neues vergeben: an dich, wenn du ihn übernimmst.',
  claimSeatOf: (name, seat) => `Platz von ${name} (Platz ${seat}): Ein Bot hält ihn, bis du ihn übernimmst`,
  claimOver: 'Dieses Spiel ist zu Ende, sein Platz kann nicht mehr übernommen werden.',
  claimTaking: 'Platz wird übernommen …',
  claimLinkLabel: 'Der Platz-Link zum Weitergeben',
};
