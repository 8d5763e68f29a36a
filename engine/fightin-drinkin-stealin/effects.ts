/**
 * How cards and awards move in Fightin' an' Drinkin' an' Stealin'!, each move with its log line:
 * shared by the steps of every event.
 */
import { type CardId, PLAYER_COLOURS, type PlayerColour, card } from '../core/components';
import type { LogEntry, Seat } from '../core/ruleset';
import { type Awards, type EventId, type FdsState, HAND_SIZE, emptyAwards, lootOf, multiplier, newcomer, ofSeat, slot, totalAwards } from './model';

export function cardName(id: CardId): string {
  const c = card(id);
  if (c.kind === 'trilithon') return `the ${c.colour} trilithon`;
  return `${c.half} ${c.number}`;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function describeAwards(a: Awards): string {
  const parts = PLAYER_COLOURS.filter((c) => a[c] > 0).map((c) => `${a[c]} ${c}`);
  return parts.length ? parts.join(', ') : 'nothing';
}

export function eventTitle(event: EventId): string {
  return event === 'fightin' ? "Fightin'" : event === 'drinkin' ? "Drinkin'" : "Stealin'";
}

/** Why an award is earned, as the log says it (the key is the log entry's `args.why`). */
export const AWARD_WHY = {
  killing: 'for Killing Monsters',
  clobbered: 'for Not Getting Clobbered',
  passing: 'for Not Passing Out',
  trilithon: 'as a trilithon bonus',
} as const;
export type AwardWhy = keyof typeof AWARD_WHY;

/** Gives up to `n` awards of a colour from the stock to a seat. */
export function award(state: FdsState, seat: Seat, colour: PlayerColour, n: number, why: AwardWhy, log: LogEntry[]): void {
  const count = Math.min(n, state.stock[colour]);
  if (count <= 0) return;
  state.stock[colour] -= count;
  ofSeat(state.awards, seat)[colour] += count;
  log.push({
    kind: 'award',
    seat,
    colour,
    count,
    text: `{seat:${seat}} earns ${plural(count, `${colour} award`)} ${AWARD_WHY[why]}.`,
    args: { seat, colour, count, why },
  });
}

/** Gives a seat every blue award on the altar stone. */
export function takeAltar(state: FdsState, seat: Seat, log: LogEntry[]): void {
  const won = state.altar;
  state.altar = 0;
  ofSeat(state.awards, seat).blue += won;
  log.push({
    kind: 'award',
    seat,
    colour: 'blue',
    count: won,
    text: `{seat:${seat}} takes ${plural(won, 'blue award')} from the altar stone.`,
    args: { seat, count: won },
  });
}

export function addLoot(state: FdsState, id: CardId, colour: PlayerColour, n: number): void {
  const loot = state.loot[id] ?? emptyAwards();
  loot[colour] += n;
  state.loot[id] = loot;
}

/** Removes a player's card from an event into that seat's discard pile; loot it carries returns to stock. */
export function discardCard(state: FdsState, event: EventId, id: CardId): Seat {
  for (let seat = 0; seat < 2; seat++) {
    const cards = slot(state, event, seat);
    const i = cards.indexOf(id);
    if (i >= 0) {
      cards.splice(i, 1);
      ofSeat(state.discards, seat).push(id);
      const loot = state.loot[id];
      if (loot) {
        for (const c of PLAYER_COLOURS) state.stock[c] += loot[c];
        delete state.loot[id];
      }
      return seat;
    }
  }
  throw new Error(`card ${id} is not in the ${event} event`);
}

/** A seat discards one of its own cards from an event. */
export function discardOwn(state: FdsState, event: EventId, seat: Seat, id: CardId, log: LogEntry[]): void {
  discardCard(state, event, id);
  log.push({
    kind: 'discard',
    seat,
    card: id,
    event,
    text: `{seat:${seat}} discards ${cardName(id)} from the ${eventTitle(event)} event.`,
    args: { seat, card: id, event },
  });
}

/** A Gonagal's seat makes the other seat discard one of its cards from an event. */
export function discardTheirs(state: FdsState, event: EventId, by: Seat, id: CardId, log: LogEntry[]): void {
  const seat = discardCard(state, event, id);
  log.push({ kind: 'discard', seat, card: id, text: `{seat:${by}} makes {seat:${seat}} discard ${cardName(id)}.`, args: { by, seat, card: id } });
}

/** A Gonagal that has taken its event leaves it. */
export function discardGonagal(state: FdsState, event: EventId, seat: Seat, log: LogEntry[]): void {
  discardOwn(state, event, seat, newcomer(state, event, seat), log);
}

/** A thief leaves the event: its loot goes to its owner's awards. */
export function scarper(state: FdsState, id: CardId, log: LogEntry[], gonagal = false): void {
  const loot = lootOf(state, id);
  delete state.loot[id];
  const seat = discardCard(state, 'stealin', id);
  const awards = ofSeat(state.awards, seat);
  for (const c of PLAYER_COLOURS) awards[c] += loot[c];
  log.push({
    kind: 'scarper',
    seat,
    card: id,
    loot,
    text: `{seat:${seat}}'s thief ${cardName(id)} ${gonagal ? '(the Gonagal) leaves' : 'scarpers off'}${totalAwards(loot) ? ` with ${describeAwards(loot)}` : ''}.`,
    args: { seat, card: id, loot, gonagal },
  });
}

export function flipMonster(state: FdsState, log: LogEntry[]): void {
  const next = state.monsterDeck.shift();
  if (next === undefined) throw new Error('the Monster deck is empty');
  state.monsters.push(next);
  log.push({ kind: 'monster', card: next, text: `The next monster is ${cardName(next)}.`, args: { card: next } });
}

/** Kills a monster: it is discarded; a trilithon card brings a bonus award of its colour. */
export function killMonster(state: FdsState, seat: Seat, id: CardId, log: LogEntry[]): void {
  discardMonster(state, id);
  log.push({ kind: 'kill', seat, card: id, text: `{seat:${seat}} kills ${cardName(id)}.`, args: { seat, card: id } });
  const c = card(id);
  if (c.kind === 'trilithon') award(state, seat, c.colour, multiplier(state), 'trilithon', log);
}

export function discardMonster(state: FdsState, id: CardId): void {
  const i = state.monsters.indexOf(id);
  if (i < 0) throw new Error(`monster ${id} is not on the board`);
  state.monsters.splice(i, 1);
  state.monsterDiscards.push(id);
}

/** Turns up both newcomers at an event. */
export function reveal(state: FdsState, event: EventId, log: LogEntry[]): void {
  state.revealed[event] = true;
  const first = newcomer(state, event, 0);
  const second = newcomer(state, event, 1);
  log.push({
    kind: 'reveal',
    event,
    cards: [first, second],
    text: `${eventTitle(event)}: {seat:0} reveals ${cardName(first)}, {seat:1} reveals ${cardName(second)}.`,
    args: { event, cards: [first, second] },
  });
}

export function drawUp(state: FdsState, seat: Seat, log: LogEntry[]): void {
  const hand = ofSeat(state.hands, seat);
  const deck = ofSeat(state.decks, seat);
  const n = Math.min(HAND_SIZE - hand.length, deck.length);
  if (n <= 0) return;
  hand.push(...deck.splice(0, n));
  log.push({ kind: 'draw', seat, count: n, text: `{seat:${seat}} draws ${plural(n, 'card')}.`, args: { seat, count: n } });
}
