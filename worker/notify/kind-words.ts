/**
 * The words of each notification kind (kinds.ts): its mail's subject, lines and button, and its
 * push's title and body, from the game as it is when sent, in the seat's language (the catalog's
 * `mail` area). Typed by the table: a kind mailed to a seat without its `mail` here, or one that
 * may be pushed without its `push`, fails tsc. Kept apart from kinds.ts because these read the
 * store and the outbox row, which db/schema.ts (typed by kinds.ts) would otherwise import back.
 */
import type { GameRow, OutboxRow } from '@db/schema';
import { rulesetOf } from '../store/games';
import type { GameMailKind, PushKind } from '../store/notify-kinds';
import { cancelledWhy } from './table-words';
import { type LogWordsOf, type MailWords, type Words, type WordsFrom, gameName, names, recapLines, resultWords, storedName, timeLeft, within } from './words';

/** A push's words, from the game as it is when sent, in the seat's language. */
export type PushWords = (game: GameRow, seat: number, now: number, m: MailWords, row: OutboxRow, log: LogWordsOf) => { title: string; body: string };
type MailOf = (w: WordsFrom) => Words;

export const KIND_WORDS: { [K in GameMailKind]: K extends PushKind ? { mail: MailOf; push: PushWords } : { mail: MailOf } } = {
  start: {
    mail: ({ game, seat, hello, title, m }) => {
      const seats = game.seats;
      const first = game.active.includes(seat) ? m.startYouFirst : m.startOtherFirst(names(seats, game.active, m), game.active.length);
      const everyone = names(
        seats,
        seats.map((s) => s.seat),
        m,
      );
      // A tournament's table says its round (#46).
      const round = game.tournamentRound;
      if (round !== null)
        return { subject: m.roundStartSubject(title, round), lines: [hello, m.roundStartAll(title, round, everyone), first], button: m.openSeat };
      return { subject: m.startSubject(title), lines: [hello, m.startAll(title, everyone), first], button: m.openSeat };
    },
    push: (game, seat, _now, m) => ({
      title: game.tournamentRound !== null ? m.roundStartSubject(rulesetOf(game).title, game.tournamentRound) : m.startSubject(rulesetOf(game).title),
      body: game.active.includes(seat) ? m.pushStartBody : m.pushOtherFirst(names(game.seats, game.active, m), game.active.length),
    }),
  },
  turn: {
    mail: ({ game, seat, hello, now, recap, m, log }) => {
      const name = gameName(game, seat, m);
      return {
        subject: m.turnSubject(name),
        lines: [hello, m.turnLine(name), ...recapLines(game, seat, recap, m, log), timeLeft(game, seat, now, m)],
        button: m.makeMove,
      };
    },
    push: (game, seat, now, m) => ({ title: m.turnSubject(gameName(game, seat, m)), body: timeLeft(game, seat, now, m) }),
  },
  reminder: {
    mail: ({ row, game, seat, hello, now, title, m }) => {
      const deadline = row.data.deadline ?? null;
      const left =
        deadline === null ? '' : game.onTimeout === 'forfeit' ? m.reminderLeftForfeit(within(deadline - now, m)) : m.reminderLeft(within(deadline - now, m));
      return { subject: m.reminderSubject(gameName(game, seat, m)), lines: [hello, m.reminderLine(title, left)], button: m.makeMove };
    },
    push: (game, seat, now, m) => ({ title: m.pushStillTurn(gameName(game, seat, m)), body: m.pushWaiting(timeLeft(game, seat, now, m)) }),
  },
  result: {
    mail: ({ game, hello, title, m, log }) => {
      return {
        subject: m.resultSubject(title),
        lines: [hello, m.resultLine(title, resultWords(game, m, log)), m.resultArchive],
        button: m.resultButton,
      };
    },
    push: (game, _seat, _now, m, _row, log) => ({ title: m.resultSubject(rulesetOf(game).title), body: resultWords(game, m, log) }),
  },
  link: {
    mail: ({ hello, title, m }) => ({ subject: m.linkSubject(title), lines: [hello, m.linkLine(title)], button: m.openSeat }),
  },
  expired: {
    mail: ({ hello, title, m }) => ({ subject: m.expiredSubject(title), lines: [hello, m.expiredLine(title), m.expiredNew], button: m.startNew }),
  },
  rematch: {
    mail: ({ row, hello, title, m }) => {
      const by = row.data.by === undefined ? m.aPlayer : String(row.data.by);
      return { subject: m.rematchSubject(title, by), lines: [hello, m.rematchLine(by, title), m.rematchClose], button: m.seeOffer };
    },
  },
  absent: {
    mail: ({ row, game, seat, hello, m }) => {
      const name = storedName(String(row.data?.name ?? game.seats[0]?.name ?? ''), m);
      return {
        subject: m.absentSubject(gameName(game, seat, m), name),
        lines: [hello, m.absentBody(name, game.deadlineHours ?? null)],
        button: m.absentButton,
      };
    },
    push: (game, seat, _now, m, row) => ({
      title: m.absentPushTitle(gameName(game, seat, m), storedName(String(row.data?.name ?? ''), m)),
      body: m.absentPushBody,
    }),
  },
  cancelled: {
    mail: ({ row, hello, title, m }) => ({ subject: m.cancelledSubject(title), lines: [hello, cancelledWhy(row.data, m)], button: m.cancelledButton }),
    push: (game, _seat, _now, m, row) => ({ title: m.cancelledSubject(rulesetOf(game).title), body: cancelledWhy(row.data, m) }),
  },
  confirm: {
    mail: ({ game, seat, hello, title, m }) => {
      // Who typed the address: the seat's own name (the host's at create, the joiner's at join).
      const by = game.seats[seat]?.name ?? m.aPlayer;
      return { subject: m.confirmSubject(title, by), lines: [hello, m.confirmLine(title, by)], button: m.confirmButton };
    },
  },
  reply: {
    mail: ({ row, game, seat, hello, m, r }) => ({
      subject: r.answerSubject(gameName(game, seat, m)),
      lines: [hello, ...(row.data.answer?.lines ?? [])],
      button: m.openSeat,
    }),
  },
  standings: {
    mail: ({ row, hello, m }) => {
      const s = row.data.standings;
      if (!s) return { subject: m.standingsSubject(''), lines: [hello], button: m.standingsButton };
      const winners = s.winners.length ? [m.standingsWinner(m.names(s.winners), s.winners.length)] : [];
      return { subject: m.standingsSubject(s.name), lines: [hello, m.standingsLine(s.name, s.rank, s.of, s.points), ...winners], button: m.standingsButton };
    },
    push: (_game, _seat, _now, m, row) => {
      const s = row.data.standings;
      return { title: m.standingsSubject(s?.name ?? ''), body: s ? m.standingsLine(s.name, s.rank, s.of, s.points) : '' };
    },
  },
};
