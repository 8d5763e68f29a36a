/**
 * The Drinkin' event: blue awards are served on the altar stone; a Gonagal drinks them all;
 * otherwise the drinks are counted: too few and the altar keeps them, enough and the biggest
 * drinker wins them, too many and it passes out.
 */
import type { CardId } from '../../core/components';
import type { LogEntry, Seat } from '../../core/ruleset';
import { award, cardName, discardGonagal, discardOwn, discardTheirs, plural, reveal, takeAltar } from '../effects';
import { type FdsState, gonagalSeat, multiplier, other, slot, worth } from '../model';
import { answeredCard, ask, discardOptions, onceAnswered } from '../prompts';
import { askTieDiscards, firstDiscard, secondDiscard, tieDiscards } from './discards';
import type { Steps } from './stage';

/** Serves the round's blue awards, turns up the drinkers and sends the event down its way. */
function startDrink(state: FdsState, log: LogEntry[]): void {
  const ctx = state.ctx;
  ctx.gonagal = null;
  ctx.champion = null;
  const served = Math.min(multiplier(state), state.stock.blue);
  state.stock.blue -= served;
  state.altar += served;
  log.push({
    kind: 'serve',
    count: served,
    altar: state.altar,
    text: `${plural(served, 'blue award')} served on the altar stone (${state.altar} there now).`,
    args: { count: served, altar: state.altar },
  });
  reveal(state, 'drinkin', log);
  const g = gonagalSeat(state, 'drinkin');
  if (g !== null) {
    ctx.gonagal = g;
    log.push({ kind: 'gonagal', seat: g, event: 'drinkin', text: `{seat:${g}}'s Gonagal wins the Drinkin' event.`, args: { seat: g, event: 'drinkin' } });
    ask(state, g, 'gonagal-drinker', discardOptions(slot(state, 'drinkin', other(g))));
    state.stage = 'drink-g';
    return;
  }
  const all = [0, 1].flatMap((s) => slot(state, 'drinkin', s).map((id) => ({ s, id, v: worth(state, s, id) })));
  const top = Math.max(...all.map((d) => d.v));
  const biggest = all.filter((d) => d.v === top);
  if (biggest.length > 1) {
    log.push({
      kind: 'drink-tie',
      value: top,
      text: `Tie for biggest drinker at ${top}: each clan discards its biggest drinker; the altar keeps its awards.`,
      args: { value: top },
    });
    askTieDiscards(state, 'drinkin', 'drink-tie');
    state.stage = 'drink-tie';
    return;
  }
  const b = biggest[0];
  if (!b) throw new Error("nobody drinks at the Drinkin' event");
  ctx.biggestSeat = b.s;
  const total = all.reduce((t, d) => t + d.v, 0);
  countDrinks(state, b, total, log);
}

/** The drinks counted: another round, a winner, or the biggest drinker passed out. */
function countDrinks(state: FdsState, b: { s: Seat; id: CardId }, total: number, log: LogEntry[]): void {
  if (total < 50) {
    log.push({
      kind: 'drinks',
      total,
      outcome: 'another-round',
      text: `${total} drinks: buy another round (the altar keeps its awards).`,
      args: { total, outcome: 'another-round' },
    });
    ask(state, b.s, 'drink-discard', discardOptions(slot(state, 'drinkin', b.s)));
    state.stage = 'drink-first';
  } else if (total <= 60) {
    log.push({
      kind: 'drinks',
      total,
      outcome: 'winner',
      seat: b.s,
      text: `${total} drinks: {seat:${b.s}}'s ${cardName(b.id)} is the biggest drinker and wins.`,
      args: { total, outcome: 'winner', seat: b.s, card: b.id },
    });
    takeAltar(state, b.s, log);
    ask(state, b.s, 'drink-discard', discardOptions(slot(state, 'drinkin', b.s)));
    state.stage = 'drink-first';
  } else {
    log.push({
      kind: 'drinks',
      total,
      outcome: 'passed-out',
      seat: b.s,
      text: `${total} drinks: {seat:${b.s}}'s ${cardName(b.id)} passes out; the altar's awards go back to stock.`,
      args: { total, outcome: 'passed-out', seat: b.s, card: b.id },
    });
    state.stock.blue += state.altar;
    state.altar = 0;
    discardOwn(state, 'drinkin', b.s, b.id, log);
    ask(state, other(b.s), 'drink-passout-discard', discardOptions(slot(state, 'drinkin', other(b.s))));
    state.stage = 'drink-passout';
  }
}

export const drinkSteps: Steps<'drink' | 'drink-g' | 'drink-tie' | 'drink-first' | 'drink-second' | 'drink-passout'> = {
  drink: { run: onceAnswered((state, _stage, _answers, log) => startDrink(state, log)) },
  // A Gonagal sends one of the other clan's drinkers home and drinks the altar dry.
  'drink-g': {
    run: onceAnswered((state, { gonagal: g }, answers, log) => {
      discardTheirs(state, 'drinkin', g, answeredCard(answers, g), log);
      takeAltar(state, g, log);
      award(state, g, 'green', multiplier(state), 'passing', log);
      discardGonagal(state, 'drinkin', g, log);
      state.stage = 'steal';
    }),
  },
  'drink-tie': tieDiscards('drinkin', 'steal'),
  // Each clan sends a drinker home, the biggest drinker's clan first.
  'drink-first': firstDiscard('drinkin', (stage) => stage.biggest, 'drink-discard', 'drink-second'),
  'drink-second': secondDiscard('drinkin', (stage) => stage.biggest, 'steal'),
  // The clan still standing sends a drinker home and earns a green award.
  'drink-passout': {
    run: onceAnswered((state, { biggest }, answers, log) => {
      const o = other(biggest);
      discardOwn(state, 'drinkin', o, answeredCard(answers, o), log);
      award(state, o, 'green', multiplier(state), 'passing', log);
      state.stage = 'steal';
    }),
  },
};
