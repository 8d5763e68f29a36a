/** The log's words of Fightin' an' Drinkin' an' Stealin' (the `log` area's `fightin-drinkin-stealin.*` keys: web/src/i18n/en/log.ts). */
import { PLAYER_COLOURS, type PlayerColour } from '@engine/core/components';
import { type Names, type Awards, plural, shortCard } from './shared';

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

export const words = {
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
};
