import { list, plural } from '../format';
import type { mailReply as en } from '../en/mail-reply';
import type { Translation } from '../types';

export const mailReply: Translation<typeof en> = {
  choicesHead: 'Deine Möglichkeiten. Antworte auf diese E-Mail mit der Nummer einer davon (oder ihrem Wortlaut) in der ersten Zeile:',
  choicesMore: (n) => plural('de', n, { one: '… und # weitere Möglichkeit auf der Spielseite.', other: '… und # weitere Möglichkeiten auf der Spielseite.' }),
  digestHead: 'Antworte auf diese E-Mail mit der Nummer einer Möglichkeit unten (oder ihrem Wortlaut) in der ersten Zeile: Sie wird in ihrem Spiel gespielt.',
  answerSubject: (game) => `${game}: deine Antwort`,
  played: (choice) => `Gespielt: ${choice}.`,
  playedWindow: (choice, until) => `Gespielt: ${choice}. Die anderen sehen es um ${until}; bis dahin kannst du es auf der Spielseite zurücknehmen.`,
  nextStep: 'Dein Zug geht mit dem nächsten Schritt weiter.',
  nowToMove: (names) => `Jetzt ${names.length === 1 ? 'ist' : 'sind'} ${list('de', names)} am Zug; wir schreiben dir, wenn du wieder dran bist.`,
  gameOver: 'Das Spiel ist vorbei: Das Ergebnis steht auf der Spielseite.',
  movedOn: 'Das Spiel ist seit der E-Mail, auf die du geantwortet hast, weitergegangen, daher wurde deine Antwort nicht gespielt. So steht es jetzt.',
  unclear: (line) =>
    line
      ? `In deiner Antwort („${line}“) konnten wir keine Möglichkeit erkennen, daher wurde nichts gespielt.`
      : 'In deiner Antwort haben wir keine Möglichkeit gefunden, daher wurde nichts gespielt.',
  notYourTurn: 'Du bist gerade nicht am Zug, daher wurde nichts gespielt. Wir schreiben dir, wenn du dran bist.',
  notActive: 'Dieses Spiel läuft gerade nicht, daher wurde nichts gespielt.',
  refused: (why) => `Dieser Zug ließ sich nicht spielen (${why}). Es wurde nichts gespielt.`,
  replyAgain: 'Antworte mit der Nummer einer dieser Möglichkeiten in der ersten Zeile:',
  calendarName: 'Stonehenge: deine Fristen',
  calendarSummary: (game) => `Dein Zug ist fällig: ${game}`,
  calendarDescription: (when) => `Mach deinen Zug auf der Spielseite vor ${when}.`,
  calendarRoundSummary: (tournament, round) => `${tournament}: Runde ${round} endet`,
  calendarRoundDescription: (when) => `Die Runde endet um ${when}; ein Tisch, der dann noch spielt, wird nach der Regel des Turniers entschieden.`,
};
