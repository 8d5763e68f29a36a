/** The log's words of A Grand Endeavor (the `log` area's `a-grand-endeavor.*` keys: web/src/i18n/en/log.ts). */
import { card, type PlayerColour } from '@engine/core/components';
import type { Names } from './shared';

const projectCard = (id: string) => {
  const c = card(id);
  return c.kind === 'trilithon' ? `the ${c.colour} trilithon card` : `${c.half} ${c.number} (${c.colour})`;
};
const site = (track: string, space: number) =>
  track === 'outerRing' ? `outer space ${space}` : track === 'bluestones' ? `bluestone space ${space}` : `trilithon space T${space}`;

export const words = {
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
