/**
 * The log's words: every kind of log entry the engine and the Worker write, as a sentence made
 * from the entry's `args` (docs/record-format.md, "Log entries"). A key is `<ruleset>.<kind>`, or
 * `any.<kind>` for the entries the Worker writes in every ruleset (a resignation, a deadline, the
 * absent vote, a change of time control, a take-back). `n(seat)` is a seat's name as the reader
 * sees it. English is the source and says exactly the engine's own `text` (test/engine/log-words.test.ts
 * compares them for every entry of seeded games), so the engine's sentence and this one never drift.
 * Shown by `logLine` (web/src/i18n/log-line.ts) on the page, in the text mode, the replay, the
 * recap, the mails, the pushes and the webhook.
 */
import { type CardColour, card, numberCard, PLAYER_COLOURS, type PlayerColour } from '@engine/core/components';

/** A seat's name, as the page, mail or push shows it. */
export type Names = (seat: number) => string;
type Awards = Readonly<Record<PlayerColour, number>>;
/** A time control as a log entry carries it (null: no deadline). */
export type LogControl = { kind: 'per-move'; hours: number } | { kind: 'bank'; initialHours: number; incrementHours: number; maxHours: number } | null;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const seats = (list: readonly number[], n: Names) => list.map(n).join(', ');

// Stonerush and Fightin' name a number card by its half and number; the others add its colour.
const shortCard = (id: string) => {
  const c = card(id);
  return c.kind === 'trilithon' ? `the ${c.colour} trilithon` : `${c.half} ${c.number}`;
};
const colouredCard = (id: string) => {
  const c = numberCard(id);
  return `${c.half} ${c.number} (${c.colour})`;
};
const projectCard = (id: string) => {
  const c = card(id);
  return c.kind === 'trilithon' ? `the ${c.colour} trilithon card` : `${c.half} ${c.number} (${c.colour})`;
};
const eventTitle = (event: string) => (event === 'fightin' ? "Fightin'" : event === 'drinkin' ? "Drinkin'" : "Stealin'");
const awardsWords = (a: Awards) => {
  const parts = PLAYER_COLOURS.filter((c) => a[c] > 0).map((c) => `${a[c]} ${c}`);
  return parts.length ? parts.join(', ') : 'nothing';
};
const totalAwards = (a: Awards) => PLAYER_COLOURS.reduce((t, c) => t + a[c], 0);
const WHY = {
  killing: 'for Killing Monsters',
  clobbered: 'for Not Getting Clobbered',
  passing: 'for Not Passing Out',
  trilithon: 'as a trilithon bonus',
} as const;
const site = (track: string, space: number) =>
  track === 'outerRing' ? `outer space ${space}` : track === 'bluestones' ? `bluestone space ${space}` : `trilithon space T${space}`;
const late = (bank: boolean, hours: number) => (bank ? 'ran out of time' : `did not act within the ${hours}-hour deadline`);
const control = (tc: LogControl, weekendsOff: boolean) => {
  const base =
    tc === null
      ? 'no deadline'
      : tc.kind === 'per-move'
        ? `${tc.hours} hours a move`
        : `a bank of ${tc.initialHours} h, + ${tc.incrementHours} h a turn, up to ${tc.maxHours} h`;
  return weekendsOff && tc ? `${base}, weekends off` : base;
};
const dropped = (count: number, after: number) => `${count} stored move${count === 1 ? '' : 's'} after move ${after} ${count === 1 ? 'was' : 'were'} dropped:`;
const GOES_ON = 'The game goes on from there, with fresh time for whoever is to act.';

export const log = {
  // Written by the Worker, in every ruleset.
  'any.take-back': (a: { seat: number }, n: Names) => `${n(a.seat)} took back their last move.`,
  'any.resign': (a: { seat: number }, n: Names) => `${n(a.seat)} resigned.`,
  'any.absent': (a: { seat: number }, n: Names) =>
    `${n(a.seat)} ran out of time: the others choose whether to wait, let a bot play, give the seat to someone new or end the game.`,
  'any.absent-wait': (a: { seat: number; hours: number | null }, n: Names) =>
    `The table waits${a.hours === null ? '' : ` ${a.hours} more hours`} for ${n(a.seat)}.`,
  'any.back': (a: { seat: number }, n: Names) => `${n(a.seat)} is back and plays their own seat again.`,
  'any.replaced': (a: { name: string; formerly: string }) => `${a.name.replace(/[{}]/g, '')} takes the seat of ${a.formerly.replace(/[{}]/g, '')}.`,
  'any.cancelled': (a: { why: 'host' | 'unstarted' | 'vote' }, n: Names) =>
    a.why === 'host'
      ? `${n(0)} cancelled the game before anyone played.`
      : a.why === 'vote'
        ? 'The table chose to end the game.'
        : 'Nobody made a first move within 7 days, so the game was cancelled.',
  'any.forfeit': (a: { seats: number[]; bank: boolean; hours: number }, n: Names) =>
    `${a.seats.map(n).join(' and ')} ${late(a.bank, a.hours)} and ${a.seats.length > 1 ? 'forfeit' : 'forfeits'}.`,
  'any.timeout': (a: { seats: number[]; bank: boolean; hours: number; moves: number }, n: Names) =>
    `${a.seats.map(n).join(' and ')} ${late(a.bank, a.hours)}: a bot made ${a.seats.length > 1 ? 'their' : 'that'} pending move${a.moves > 1 ? 's' : ''}.`,
  // A tournament's table still playing at its round's end (worker/tournaments/games.ts).
  'any.round-end': (a: { seats: number[]; rule: 'bot' | 'forfeit' }, n: Names) =>
    a.rule === 'bot'
      ? `The round ended with ${a.seats.map(n).join(' and ')} to act: a bot plays the game out for every seat.`
      : `${a.seats.map(n).join(' and ')} did not finish before the round's end and ${a.seats.length > 1 ? 'forfeit' : 'forfeits'}.`,
  'any.repair': (a: { repair: 'finished' | 'unseen' | 'rebuilt'; dropped: number; after: number }) =>
    a.repair === 'finished'
      ? `Repair: ${dropped(a.dropped, a.after)} they were left by a deadline run that did not complete, after the game had ended.`
      : a.repair === 'unseen'
        ? `Repair: ${dropped(a.dropped, a.after)} they were left by a deadline run that did not complete, and no one saw them. ${GOES_ON}`
        : `Repair: ${dropped(a.dropped, a.after)} the stored game did not match its own moves, so it was rebuilt from the ${a.after} that replay, and this log with it. ${GOES_ON}`,
  'any.time': (
    a:
      | { time: 'gave'; seat: number; target: number; hours: number }
      | { time: 'declined' | 'accepted' | 'proposed'; seat: number; control: LogControl; weekendsOff: boolean }
      | { time: 'applied'; control: LogControl; weekendsOff: boolean },
    n: Names,
  ) =>
    a.time === 'gave'
      ? `${n(a.seat)} gave ${n(a.target)} ${a.hours} h.`
      : a.time === 'declined'
        ? `${n(a.seat)} declined the proposed time control; the game keeps ${control(a.control, a.weekendsOff)}.`
        : a.time === 'accepted'
          ? `${n(a.seat)} accepted the proposed time control (${control(a.control, a.weekendsOff)}).`
          : a.time === 'proposed'
            ? `${n(a.seat)} proposes a new time control: ${control(a.control, a.weekendsOff)}. It applies when every player accepts.`
            : `Every player accepted: the time control is now ${control(a.control, a.weekendsOff)}, and every clock starts again.`,

  // A result's summary as data (GameResult.says): a game one of two seats resigned, and the seats
  // that resigned from a game the rules finished (worker/table/resign.ts, worker/store/move-store.ts).
  'any.resigned-end': (a: { seat: number; winner: number }, n: Names) => `${n(a.seat)} resigned; ${n(a.winner)} wins.`,
  'any.resigned-last': (a: { seats: number[] }, n: Names) => `${a.seats.map(n).join(' and ')} resigned and ${a.seats.length > 1 ? 'rank' : 'ranks'} last.`,

  // Stonerush.
  'stonerush.summary': (a: { colour: CardColour; owner: number | null }, n: Names) =>
    a.owner === null
      ? `The ${a.colour} druid finished first, but nobody backed it: the furthest-advanced druid of a player wins.`
      : `The ${a.colour} druid finished first; it belonged to ${n(a.owner)}.`,
  'stonerush.reshuffle': () => 'The discard pile was shuffled into a new draw pile.',
  'stonerush.draw': (a: { seat: number; count: number }, n: Names) => `${n(a.seat)} drew ${a.count} card${a.count === 1 ? '' : 's'}.`,
  'stonerush.play': (a: { seat: number; cards: string[]; colour: CardColour; from: number; to: number; bumps: number }, n: Names) => {
    const movement =
      a.to === a.from
        ? `the ${a.colour} druid stays on ${a.to}`
        : `the ${a.colour} druid moves ${a.to > a.from ? 'ahead' : 'back'} from ${a.from} to ${a.to}` +
          (a.bumps ? ` (${a.bumps} extra for landing on ${a.bumps === 1 ? 'a druid' : 'druids'})` : '');
    return `${n(a.seat)} played ${a.cards.map(shortCard).join(', ')}: ${movement}.`;
  },
  'stonerush.finish': (a: { colour: CardColour; length: number }) => `The ${a.colour} druid reached space ${a.length}. Trilithon cards are revealed.`,
  'stonerush.discard': (a: { seat: number; cards: string[] }, n: Names) =>
    a.cards.length ? `${n(a.seat)} discarded ${a.cards.map(shortCard).join(', ')}.` : `${n(a.seat)} kept every card.`,

  // Fightin' an' Drinkin' an' Stealin'.
  'fightin-drinkin-stealin.play': (a: { seat: number }, n: Names) => `${n(a.seat)} places a card face down at each event.`,
  'fightin-drinkin-stealin.reveal': (a: { event: string; cards: string[] }, n: Names) =>
    `${eventTitle(a.event)}: ${n(0)} reveals ${shortCard(a.cards[0] ?? '')}, ${n(1)} reveals ${shortCard(a.cards[1] ?? '')}.`,
  'fightin-drinkin-stealin.monster': (a: { card: string }) => `The next monster is ${shortCard(a.card)}.`,
  'fightin-drinkin-stealin.fight': (a: { seat: number; sum: number; monsters: number; won: boolean }, n: Names) =>
    a.won
      ? `${n(a.seat)}'s fighters (${a.sum}) beat the monsters (${a.monsters}).`
      : `${n(a.seat)}'s fighters (${a.sum}) get clobbered by the monsters (${a.monsters}).`,
  'fightin-drinkin-stealin.fight-tie': (a: { sum: number }) =>
    `Both clans fight with ${a.sum}: each discards its highest fighter and nobody fights the monsters.`,
  'fightin-drinkin-stealin.kill': (a: { seat: number; card: string }, n: Names) => `${n(a.seat)} kills ${shortCard(a.card)}.`,
  'fightin-drinkin-stealin.award': (a: { seat: number; count: number; colour?: PlayerColour; why?: keyof typeof WHY }, n: Names) =>
    a.why && a.colour
      ? `${n(a.seat)} earns ${plural(a.count, `${a.colour} award`)} ${WHY[a.why]}.`
      : `${n(a.seat)} takes ${plural(a.count, 'blue award')} from the altar stone.`,
  'fightin-drinkin-stealin.discard': (a: { seat: number; card: string; event?: string; by?: number }, n: Names) =>
    a.by === undefined
      ? `${n(a.seat)} discards ${shortCard(a.card)} from the ${eventTitle(a.event ?? '')} event.`
      : `${n(a.by)} makes ${n(a.seat)} discard ${shortCard(a.card)}.`,
  'fightin-drinkin-stealin.scarper': (a: { seat: number; card: string; loot: Awards; gonagal: boolean }, n: Names) =>
    `${n(a.seat)}'s thief ${shortCard(a.card)} ${a.gonagal ? '(the Gonagal) leaves' : 'scarpers off'}${totalAwards(a.loot) ? ` with ${awardsWords(a.loot)}` : ''}.`,
  'fightin-drinkin-stealin.serve': (a: { count: number; altar: number }) =>
    `${plural(a.count, 'blue award')} served on the altar stone (${a.altar} there now).`,
  'fightin-drinkin-stealin.gonagal': (a: { seat: number; event: string }, n: Names) => `${n(a.seat)}'s Gonagal wins the ${eventTitle(a.event)} event.`,
  'fightin-drinkin-stealin.drink-tie': (a: { value: number }) =>
    `Tie for biggest drinker at ${a.value}: each clan discards its biggest drinker; the altar keeps its awards.`,
  'fightin-drinkin-stealin.drinks': (a: { total: number; outcome: 'another-round' | 'winner' | 'passed-out'; seat?: number; card?: string }, n: Names) =>
    a.outcome === 'another-round'
      ? `${a.total} drinks: buy another round (the altar keeps its awards).`
      : a.outcome === 'winner'
        ? `${a.total} drinks: ${n(a.seat ?? 0)}'s ${shortCard(a.card ?? '')} is the biggest drinker and wins.`
        : `${a.total} drinks: ${n(a.seat ?? 0)}'s ${shortCard(a.card ?? '')} passes out; the altar's awards go back to stock.`,
  'fightin-drinkin-stealin.steal-award': (a: { seat: number; card: string; colour: PlayerColour; from: number }, n: Names) =>
    `${n(a.seat)}'s ${shortCard(a.card)} steals a ${a.colour} award from ${n(a.from)}.`,
  'fightin-drinkin-stealin.lawyer': (a: { steps: number; from: number; to: number }) =>
    `The Big Lawyer moves ${plural(a.steps, 'space')} from ${a.from} to ${a.to}.`,
  'fightin-drinkin-stealin.wee-lawyer': (a: { seat: number; colour: PlayerColour; kept?: boolean; holder?: number | null }, n: Names) =>
    a.kept
      ? `${n(a.seat)} already has the ${a.colour} Wee Lawyer.`
      : a.holder === null || a.holder === undefined
        ? `${n(a.seat)} takes the ${a.colour} Wee Lawyer.`
        : `${n(a.holder)} hands the ${a.colour} Wee Lawyer to ${n(a.seat)}.`,
  'fightin-drinkin-stealin.thieves': (a: { high?: string | null; second?: string | null }) =>
    `Highest thief: ${a.high ? shortCard(a.high) : 'none (tie)'}; second-highest: ${a.second ? shortCard(a.second) : 'none'}.`,
  'fightin-drinkin-stealin.steal': (a: { seat: number; loot: Awards; from: string; card?: string }, n: Names) =>
    `${n(a.seat)}'s ${a.card ? shortCard(a.card) : 'Gonagal'} steals ${awardsWords(a.loot)} from ${shortCard(a.from)}.`,
  'fightin-drinkin-stealin.yellow': (a: { seat: number; count: number; card?: string }, n: Names) =>
    `${n(a.seat)}'s ${a.card ? shortCard(a.card) : 'Gonagal'} takes ${plural(a.count, 'yellow award')} from stock.`,
  'fightin-drinkin-stealin.no-habeas': (a: { gonagal: boolean }) =>
    a.gonagal ? 'The Gonagal keeps the Big Lawyer from Habeascorpusizing anyone.' : 'Every thief is below the Big Lawyer: nobody is Habeascorpusized.',
  'fightin-drinkin-stealin.pass': (a: { seat: number; card?: string }, n: Names) =>
    a.card ? `${n(a.seat)}'s ${shortCard(a.card)} takes no yellow award.` : `${n(a.seat)} steals nothing.`,
  'fightin-drinkin-stealin.habeas': (a: { seat: number; card: string; loot: Awards }, n: Names) =>
    `${n(a.seat)}'s ${shortCard(a.card)} is Habeascorpusized${totalAwards(a.loot) ? `; ${awardsWords(a.loot)} back to stock` : ''}.`,
  'fightin-drinkin-stealin.monster-discard': (a: { seat: number; card: string }, n: Names) => `${n(a.seat)} discards the monster ${shortCard(a.card)}.`,
  'fightin-drinkin-stealin.draw': (a: { seat: number; count: number }, n: Names) => `${n(a.seat)} draws ${plural(a.count, 'card')}.`,
  'fightin-drinkin-stealin.round': (a: { round: number; of: number }) => `Round ${a.round} of ${a.of}${a.round === a.of ? ' (worth double)' : ''}.`,
  'fightin-drinkin-stealin.end-discard': (a: { seat: number; colour: PlayerColour | null }, n: Names) =>
    a.colour ? `${n(a.seat)} discards the best colour, ${a.colour}.` : `${n(a.seat)} has no awards to discard.`,
  'fightin-drinkin-stealin.unbanked': (a: { card: string; loot: Awards }) => `${shortCard(a.card)} never scarpered: its ${awardsWords(a.loot)} do not count.`,
  'fightin-drinkin-stealin.end': (a: { scores: number[] }, n: Names) => `Final awards: ${n(0)} ${a.scores[0]}, ${n(1)} ${a.scores[1]}.`,
  'fightin-drinkin-stealin.summary': (a: { best: number; winner?: number; other?: number }, n: Names) =>
    a.winner === undefined
      ? `Both clans end with ${a.best} awards after discarding their best colour: a shared win.`
      : `${n(a.winner)} wins with ${a.best} awards (after discarding the best colour) against ${a.other}.`,

  // Raiding Stonehenge.
  'raiding-stonehenge.pick': (a: { seat: number; card: string; line: number; forced: boolean }, n: Names) =>
    `${n(a.seat)} took ${colouredCard(a.card)} from line ${a.line}${a.forced ? ' (the only line with cards)' : ''}.`,
  'raiding-stonehenge.noPick': (a: { seat: number }, n: Names) => `${n(a.seat)} could not pick: every line is empty.`,
  'raiding-stonehenge.play': (a: { seat: number; forced: boolean }, n: Names) => `${n(a.seat)} played a card face down${a.forced ? ' (their last card)' : ''}.`,
  'raiding-stonehenge.reveal': (a: { cards: { seat: number; card: string }[] }, n: Names) =>
    `Cards revealed: ${a.cards.map((c) => `${n(c.seat)} ${colouredCard(c.card)}`).join(', ')}.`,
  'raiding-stonehenge.place': (a: { seat: number; colour: PlayerColour; black: boolean; forced: boolean }, n: Names) =>
    a.black
      ? `${n(a.seat)} (black card) placed their figure at the ${a.colour} pile${a.forced ? ' (the only colour)' : ''}.`
      : `${n(a.seat)} placed their figure at the ${a.colour} pile.`,
  'raiding-stonehenge.take': (a: { seat: number; colour: PlayerColour; count: number; due: number }, n: Names) =>
    `${n(a.seat)} took ${plural(a.count, `${a.colour} disk`)}${a.count < a.due ? ` (the pile had only ${a.count})` : ''}.`,
  'raiding-stonehenge.setAside': (a: { seat: number; count: number; colours?: PlayerColour[]; forced?: boolean }, n: Names) =>
    a.colours ? `${n(a.seat)} set aside ${a.colours.join(', ')}${a.forced ? ' (no other choice)' : ''}.` : `${n(a.seat)} set aside ${plural(a.count, 'disk')}.`,
  'raiding-stonehenge.setAsideShort': (a: { seat: number }, n: Names) => `${n(a.seat)} had no more disks to set aside.`,
  'raiding-stonehenge.turn': (a: { seat: number; turn?: number; round?: number }, n: Names) =>
    a.round === undefined ? `Turn ${a.turn}: ${n(a.seat)} is start player.` : `Tiebreak round ${a.round}: ${n(a.seat)} is start player.`,
  'raiding-stonehenge.replenish': (a: { count: number }) => `The lines were refilled with ${plural(a.count, 'card')}.`,
  'raiding-stonehenge.startPlayer': (a: { seat: number; lowest: boolean; from?: number }, n: Names) =>
    a.lowest ? `${n(a.seat)} played the lowest card and becomes start player.` : `The start player marker passes from ${n(a.from ?? 0)} to ${n(a.seat)}.`,
  'raiding-stonehenge.scores': (a: { scores: number[] }, n: Names) =>
    `No line has a card left: the game ends. Scores: ${a.scores.map((p, s) => `${n(s)} ${p}`).join(', ')}.`,
  'raiding-stonehenge.tiebreakStart': (a: { seats: number[]; top: number; rounds: number }, n: Names) =>
    `${seats(a.seats, n)} are tied on ${a.top}: they play ${a.rounds} more rounds with their hands.`,
  'raiding-stonehenge.gameEnd': (a: RaidingEnd, n: Names) => {
    switch (a.end) {
      case 'score':
        return `${n(a.winner)} wins with ${a.top} points.`;
      case 'highest-card':
        return `${seats(a.tied, n)} tied on ${a.top} points; ${n(a.winner)} wins with the highest cards left in hand.`;
      case 'shared':
        return `${seats(a.seats, n)} tied on ${a.top} points and on the cards left in hand: they share the win.`;
      case 'tiebreak-rounds':
        return `After the extra rounds ${n(a.winner)} leads the tied players with ${a.top} points and wins.`;
      case 'tiebreak-highest':
        return `${seats(a.tied, n)} were still tied after the extra rounds; ${n(a.winner)} holds the highest card and wins.`;
      default:
        return `${seats(a.seats, n)} were still tied after the extra rounds, with no card left to decide: they share the win.`;
    }
  },

  // A Grand Endeavor.
  'a-grand-endeavor.claim': (a: { seat: number; track: string; space: number }, n: Names) => `${n(a.seat)} claimed ${site(a.track, a.space)}.`,
  'a-grand-endeavor.commit': (a: { seat: number; card?: string }, n: Names) =>
    a.card ? `${n(a.seat)} committed to ${projectCard(a.card)}.` : `${n(a.seat)} committed to a face-down day project.`,
  'a-grand-endeavor.usurp': (a: { seat: number; card: string; from: number }, n: Names) =>
    `${n(a.seat)} usurped ${projectCard(a.card)} from ${n(a.from)}, trading them two cards.`,
  'a-grand-endeavor.discard': (a: { seat: number }, n: Names) => `${n(a.seat)} put one of the traded cards on the bottom of the deck.`,
  'a-grand-endeavor.day': (a: { day: number }) => `Day ${a.day} begins.`,
  'a-grand-endeavor.collect': (a: { seat: number; piece: number; of: number }, n: Names) => `${n(a.seat)} collected trilithon piece ${a.piece} of ${a.of}.`,
  'a-grand-endeavor.take': (a: { seat: number; card: string }, n: Names) => `${n(a.seat)} took the available project ${projectCard(a.card)}.`,
  'a-grand-endeavor.refill': (a: { cards: string[] }) => `New available project${a.cards.length === 1 ? '' : 's'}: ${a.cards.map(projectCard).join(', ')}.`,
  'a-grand-endeavor.turn-up': (a: { seat: number; card: string; removed?: 'dead' | 'no-site' }, n: Names) =>
    a.removed
      ? `${n(a.seat)} turned up ${projectCard(a.card)}; ${a.removed === 'dead' ? 'it is a dead card' : 'no site is free for it'}, so it is removed from the game.`
      : `${n(a.seat)} turned up ${projectCard(a.card)}.`,
  'a-grand-endeavor.construct': (a: { seat: number; piece: 'lintel' | 'bluestone' | 'trilithon'; space: number; neutral?: boolean }, n: Names) =>
    a.piece === 'lintel'
      ? `${n(a.seat)} constructed a ${a.neutral ? 'neutral ' : ''}lintel on outer space ${a.space}.`
      : a.piece === 'bluestone'
        ? `${n(a.seat)} constructed a bluestone on bluestone space ${a.space}.`
        : `${n(a.seat)} constructed a trilithon on space T${a.space}.`,
  'a-grand-endeavor.cap': (a: { seat: number; colour: PlayerColour; disk: boolean }, n: Names) =>
    a.disk
      ? `${n(a.seat)} claimed the ${a.colour} trilithon with a bluestone on its capstone.`
      : `${n(a.seat)} claimed the ${a.colour} trilithon (no bluestone left to put on its capstone).`,
  'a-grand-endeavor.draw': (a: { seat: number }, n: Names) => `${n(a.seat)} drew a card from the deck.`,
  'a-grand-endeavor.carve': (a: { seat: number; space: number }, n: Names) => `${n(a.seat)} carved a bluestone for bluestone space ${a.space}.`,
  'a-grand-endeavor.influence': (a: { seat: number; gained: boolean }, n: Names) =>
    a.gained
      ? `${n(a.seat)} built on a space of their colour and gains 1 influence.`
      : `${n(a.seat)} built on a space of their colour, but no influence disk is left.`,
  'a-grand-endeavor.defame': (a: { seat: number; target: number; project: 'none' | 'trilithon' | 'face-down' | 'face-up'; card?: string }, n: Names) =>
    `${n(a.seat)} spent 1 influence to defame ${n(a.target)}, whose Druid goes before the altar stone.${
      a.project === 'trilithon'
        ? ' They keep their trilithon project and will return to a free trilithon space after the ritual.'
        : a.project === 'face-up'
          ? ` Their project ${projectCard(a.card ?? '')} goes to the bottom of the deck.`
          : a.project === 'face-down'
            ? ' Their face-down project goes to the bottom of the deck unseen.'
            : ''
    }`,
  'a-grand-endeavor.ritual': (a: { seat: number }, n: Names) => `${n(a.seat)} spends the day performing a ritual to restore their good name.`,
  'a-grand-endeavor.neutral-owner': (a: { seat: number }, n: Names) =>
    `${n(a.seat)} is the first to build from the community pile and now owns the neutral colour.`,
  'a-grand-endeavor.removed': (a: { seat: number; returned: number }, n: Names) =>
    `${n(a.seat)} cannot commit to any project and is out of play until the scoring${
      a.returned ? ` (${a.returned === 1 ? '1 card goes' : `${a.returned} cards go`} to the bottom of the deck)` : ''
    }.`,
  'a-grand-endeavor.game-over': (a: { reason: 'complete' | 'everyone-removed' }) =>
    a.reason === 'complete'
      ? 'Every construction site is developed: the monument stands and is scored.'
      : 'No player can commit to a project any more: the game ends and is scored.',
  'a-grand-endeavor.summary': (a: { complete: boolean; winners: number[]; best: number }, n: Names) =>
    `${a.complete ? 'The monument is complete.' : 'The game ended with sites left that nobody could build.'} ${a.winners.map(n).join(' and ')} ${
      a.winners.length === 1 ? 'wins' : 'share the win'
    } with ${a.best} reputation points.`,
};

/** How a game of Raiding Stonehenge was decided (its `gameEnd` entry's args). */
export type RaidingEnd =
  | { end: 'score' | 'tiebreak-rounds'; winner: number; top: number }
  | { end: 'highest-card'; tied: number[]; winner: number; top: number }
  | { end: 'shared'; seats: number[]; top: number }
  | { end: 'tiebreak-highest'; tied: number[]; winner: number }
  | { end: 'tiebreak-shared'; seats: number[] };
