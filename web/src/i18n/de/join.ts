import { plural } from '../format';
import type { join as en } from '../en/join';
import type { Translation } from '../types';

export const join: Translation<typeof en> = {
  unknownCode: 'Dieser Einladungslink passt zu keinem Spiel. Prüfe, ob du ihn vollständig kopiert hast.',
  gameFull:
    'Alle Plätze sind besetzt: Dieses Spiel hat alle seine Spieler. Ein Einladungslink verrät nicht, welches Spiel es ist, und kann dich deshalb nicht zum Zuschauen hinführen; frag jemanden aus dem Spiel nach seiner Adresse.',
  wentWrong: 'Etwas ist schiefgegangen. Bitte versuch es noch einmal.',
  titleOf: (host, title) => `${title} mit ${host} beitreten`,
  titleAny: 'Einem Spiel beitreten',
  docTitle: (title) => `${title} — Stonehenge`,
  alreadyHeld: (n) =>
    plural('de', n, { one: 'Dieser Browser hält schon einen Platz in diesem Spiel:', other: 'Dieser Browser hält schon # Plätze in diesem Spiel:' }),
  heldSeat: (name, seat) => `${name} (Platz ${seat})`,
  aPlayer: 'jemand',
  openYourSeat: 'Deinen Platz öffnen',
  joinAgain:
    'Wenn du noch einmal beitrittst, nimmst du einen weiteren Platz ein und behältst beide hier: Ein Schalter auf der Spielseite wählt, welchen du spielst (für zwei Personen an einem Bildschirm).',
  joining: 'Wird beigetreten …',
  joinGame: 'Dem Spiel beitreten',
  ownGame: 'Ein eigenes Spiel starten',
  invitedTo: 'Das Spiel, zu dem du eingeladen bist',
  invites: '{host} lädt dich zu einer Partie {title} ein ({rules}).',
  howToPlay: 'Spielregeln',
  players: 'Spieler',
  bot: ' (Bot)',
  rated: 'gewertet, für angemeldete Personen ({signin})',
  signIn: 'anmelden',
  andFree: 'und {seats}',
  freeSeats: (n) => plural('de', n, { one: '# freier Platz', other: '# freie Plätze' }),
  rules: 'Regeln',
  pace: 'Tempo',
  timeoutRemind: 'wer zu spät ist, wird erinnert, und das Spiel wartet',
  timeoutForfeit: 'wer die Frist verpasst, verliert das Spiel',
  timeoutBot: 'für wen zu spät ist, zieht ein Bot',
  perMove: (time, then) => `${time} pro Zug; danach ${then}.`,
  days: (n) => plural('de', n, { one: '# Tag', other: '# Tage' }),
  hours: (n) => plural('de', n, { one: '# Stunde', other: '# Stunden' }),
  noDeadline: 'Keine Frist: Alle ziehen, wann sie mögen, und bekommen eine E-Mail, wenn sie am Zug sind.',
  closedActive: 'Alle Plätze sind besetzt und das Spiel hat begonnen; beitreten geht nicht mehr. Du kannst zuschauen.',
  closedFinished: 'Dieses Spiel ist vorbei. Auf seiner Seite lässt sich jeder Zug nachspielen.',
  closedAborted: 'Dieses Spiel wurde geschlossen, bevor es begann (seine Plätze wurden nicht rechtzeitig besetzt); beitreten geht nicht.',
  seeOpen: 'Offene Spiele für alle ansehen',
  seeGame: 'Spiel ansehen',
  watchGame: 'Spiel zuschauen',

  inviteTitle: 'Lade die anderen Spieler ein',
  seatsTaken: (taken, all, open) =>
    `${taken} von ${all} Plätzen besetzt; das Spiel beginnt, sobald ${plural('de', open, { one: 'noch eine Person beitritt', other: 'noch # Personen beitreten' })}.`,
  inviteLabel: 'Einladungslink — schick ihn an die anderen Spieler',
  copy: 'Kopieren',
  copied: 'In die Zwischenablage kopiert.',
  notCopied: 'Kopieren ging nicht: Markiere den Link und kopiere ihn von Hand.',
  inviteHidden: 'Nur die Spieler dieses Spiels sehen seinen Einladungslink.',
  joinedSoFar: 'Bisher beigetreten',
  you: ' (du)',
};
