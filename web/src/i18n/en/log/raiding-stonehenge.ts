/** The log's words of Raiding Stonehenge (the `log` area's `raiding-stonehenge.*` keys: web/src/i18n/en/log.ts). */
import { numberCard, type PlayerColour } from '@engine/core/components';
import { type Names, plural, seats } from './shared';

const colouredCard = (id: string) => {
  const c = numberCard(id);
  return `${c.half} ${c.number} (${c.colour})`;
};

export const words = {
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
};

/** How a game of Raiding Stonehenge was decided (its `gameEnd` entry's args). */
export type RaidingEnd =
  | { end: 'score' | 'tiebreak-rounds'; winner: number; top: number }
  | { end: 'highest-card'; tied: number[]; winner: number; top: number }
  | { end: 'shared'; seats: number[]; top: number }
  | { end: 'tiebreak-highest'; tied: number[]; winner: number }
  | { end: 'tiebreak-shared'; seats: number[] };
