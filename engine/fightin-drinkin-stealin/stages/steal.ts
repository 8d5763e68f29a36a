/**
 * The Stealin' event: a Gonagal robs the other clan's thieves; otherwise the highest thief
 * steals, the second-highest takes yellow awards from stock, the Big Lawyer moves by the loot out
 * and Habeascorpusizes the thieves it catches, the others may scarper with their loot, and a
 * clan caught alone gets a Wee Lawyer.
 */
import { type CardId, PLAYER_COLOURS, type PlayerColour, colourOfNumber } from '../../core/components';
import type { LogArgs, LogEntry, Seat } from '../../core/ruleset';
import { addLoot, cardName, describeAwards, discardCard, discardTheirs, plural, reveal, scarper } from '../effects';
import {
  type FdsAction,
  type FdsState,
  cardId,
  gonagalSeat,
  lawyerStep,
  lootCount,
  lootOf,
  multiplier,
  newcomer,
  ofSeat,
  other,
  ownerOf,
  slot,
  totalAwards,
  worth,
} from '../model';
import { answerOf, answeredCard, ask, colourOptions, discardOptions, onceAnswered } from '../prompts';
import type { Steps } from './stage';

/**
 * The highest and second-highest thieves, ranking the distinct values: when
 * two thieves share the value of a position, that position is skipped.
 */
export function rankThieves(state: FdsState): { high: CardId | null; second: CardId | null } {
  const all = [0, 1].flatMap((s) => slot(state, 'stealin', s).map((id) => ({ id, v: worth(state, s, id) })));
  const values = [...new Set(all.map((t) => t.v))].sort((a, b) => b - a);
  const at = (v: number | undefined): CardId | null => {
    if (v === undefined) return null;
    const holders = all.filter((t) => t.v === v);
    return holders.length === 1 ? (holders[0]?.id ?? null) : null;
  };
  return { high: at(values[0]), second: at(values[1]) };
}

/** The thieves the Big Lawyer catches: the lowest at or above its space; ties go by loot, then both. */
export function habeasVictims(state: FdsState): CardId[] {
  const l = state.bigLawyer;
  const all = [0, 1].flatMap((s) => slot(state, 'stealin', s).map((id) => ({ id, v: worth(state, s, id) })));
  const caught = all.filter((t) => t.v >= l);
  if (caught.length === 0) return [];
  const low = Math.min(...caught.map((t) => t.v));
  const lowest = caught.filter((t) => t.v === low).map((t) => t.id);
  if (lowest.length === 1) return lowest;
  const most = Math.max(...lowest.map((id) => lootCount(state, id)));
  return lowest.filter((id) => lootCount(state, id) === most);
}

/** The highest thief robs one of the other clan's loaded thieves, or else the other clan itself. */
function highStealOptions(state: FdsState, seat: Seat): FdsAction[] {
  const fromThieves = slot(state, 'stealin', other(seat))
    .filter((id) => lootCount(state, id) > 0)
    .sort()
    .map((id): FdsAction => ({ type: 'steal-thief', card: id }));
  const options = fromThieves.length ? fromThieves : directStealOptions(state, seat).filter((a) => a.type !== 'pass');
  return [...options, { type: 'pass' }];
}

function directStealOptions(state: FdsState, seat: Seat): FdsAction[] {
  const theirs = ofSeat(state.awards, other(seat));
  return [...PLAYER_COLOURS.filter((c) => theirs[c] > 0).map((c): FdsAction => ({ type: 'steal-award', colour: c })), { type: 'pass' }];
}

function stealAward(state: FdsState, seat: Seat, thief: CardId, colour: PlayerColour, log: LogEntry[]): void {
  const theirs = ofSeat(state.awards, other(seat));
  if (theirs[colour] <= 0) throw new Error(`no ${colour} award to steal`);
  theirs[colour] -= 1;
  addLoot(state, thief, colour, 1);
  log.push({
    kind: 'steal-award',
    seat,
    colour,
    text: `{seat:${seat}}'s ${cardName(thief)} steals a ${colour} award from {seat:${other(seat)}}.`,
    args: { seat, card: thief, colour, from: other(seat) },
  });
}

function moveLawyer(state: FdsState, log: LogEntry[]): void {
  const steps = [0, 1].reduce((t, s) => t + slot(state, 'stealin', s).reduce((u, id) => u + lootCount(state, id), 0), 0);
  const from = state.bigLawyer;
  state.bigLawyer = lawyerStep(from, steps);
  log.push({
    kind: 'lawyer',
    from,
    to: state.bigLawyer,
    steps,
    text: `The Big Lawyer moves ${plural(steps, 'space')} from ${from} to ${state.bigLawyer}.`,
    args: { steps, from, to: state.bigLawyer },
  });
}

function giveWeeLawyer(state: FdsState, seat: Seat, colour: PlayerColour, log: LogEntry[]): void {
  const holder = state.weeLawyers[colour];
  if (holder === seat) {
    log.push({ kind: 'wee-lawyer', seat, colour, text: `{seat:${seat}} already has the ${colour} Wee Lawyer.`, args: { seat, colour, kept: true } });
    return;
  }
  state.weeLawyers[colour] = seat;
  log.push({
    kind: 'wee-lawyer',
    seat,
    colour,
    from: holder,
    text: holder === null ? `{seat:${seat}} takes the ${colour} Wee Lawyer.` : `{seat:${holder}} hands the ${colour} Wee Lawyer to {seat:${seat}}.`,
    args: { seat, colour, holder },
  });
}

/** Turns up the thieves; a Gonagal robs the other clan, or else the thieves are ranked. */
function startSteal(state: FdsState, log: LogEntry[]): void {
  const ctx = state.ctx;
  ctx.gonagal = null;
  ctx.biggestSeat = null;
  reveal(state, 'stealin', log);
  const g = gonagalSeat(state, 'stealin');
  if (g !== null) {
    ctx.gonagal = g;
    gonagalSteals(state, g, log);
    return;
  }
  const { high, second } = rankThieves(state);
  ctx.highCard = high;
  ctx.secondCard = second;
  log.push({
    kind: 'thieves',
    high,
    second,
    text: `Highest thief: ${high ? cardName(high) : 'none (tie)'}; second-highest: ${second ? cardName(second) : 'none'}.`,
    args: { high, second },
  });
  if (high) {
    const h = ownerOf(state, 'stealin', high);
    ask(state, h, 'steal-high', highStealOptions(state, h));
  }
  state.stage = 'steal-high';
}

/** A thief (`who` in the log's words) takes `n` yellow awards from stock onto its loot. */
function takeYellow(state: FdsState, thief: CardId, seat: Seat, n: number, who: string, args: LogArgs, log: LogEntry[]): void {
  state.stock.yellow -= n;
  addLoot(state, thief, 'yellow', n);
  log.push({ kind: 'yellow', seat, count: n, text: `${who} takes ${plural(n, 'yellow award')} from stock.`, args });
}

/** A Gonagal takes every other thief's loot and yellow awards; the Big Lawyer moves but catches nobody. */
function gonagalSteals(state: FdsState, g: Seat, log: LogEntry[]): void {
  log.push({ kind: 'gonagal', seat: g, event: 'stealin', text: `{seat:${g}}'s Gonagal wins the Stealin' event.`, args: { seat: g, event: 'stealin' } });
  const gonagal = newcomer(state, 'stealin', g);
  for (const id of slot(state, 'stealin', other(g))) {
    const loot = lootOf(state, id);
    if (totalAwards(loot) === 0) continue;
    for (const c of PLAYER_COLOURS) addLoot(state, gonagal, c, loot[c]);
    delete state.loot[id];
    log.push({
      kind: 'steal',
      seat: g,
      from: id,
      loot,
      text: `{seat:${g}}'s Gonagal steals ${describeAwards(loot)} from ${cardName(id)}.`,
      args: { seat: g, loot, from: id },
    });
  }
  const yellow = Math.min(multiplier(state), state.stock.yellow);
  if (yellow > 0) takeYellow(state, gonagal, g, yellow, `{seat:${g}}'s Gonagal`, { seat: g, count: yellow }, log);
  moveLawyer(state, log);
  log.push({ kind: 'no-habeas', text: 'The Gonagal keeps the Big Lawyer from Habeascorpusizing anyone.', args: { gonagal: true } });
  ask(state, g, 'gonagal-thief', discardOptions(slot(state, 'stealin', other(g))));
  state.stage = 'steal-g';
}

/** The highest thief's steal: a loaded thief's loot, an award (two in the last round), or nothing. */
function highSteal(state: FdsState, high: CardId, a: FdsAction | null, log: LogEntry[]): void {
  const h = ownerOf(state, 'stealin', high);
  if (a?.type === 'steal-thief') {
    const from = cardId(a.card);
    const loot = lootOf(state, from);
    delete state.loot[from];
    for (const c of PLAYER_COLOURS) addLoot(state, high, c, loot[c]);
    log.push({
      kind: 'steal',
      seat: h,
      from,
      loot,
      text: `{seat:${h}}'s ${cardName(high)} steals ${describeAwards(loot)} from ${cardName(from)}.`,
      args: { seat: h, card: high, loot, from },
    });
  } else if (a?.type === 'steal-award') {
    stealAward(state, h, high, a.colour, log);
    if (multiplier(state) > 1) {
      ask(state, h, 'steal-high-more', directStealOptions(state, h));
      state.stage = 'steal-more';
      return;
    }
  } else {
    log.push({ kind: 'pass', seat: h, text: `{seat:${h}} steals nothing.`, args: { seat: h } });
  }
  state.stage = 'steal-second';
}

/** The Big Lawyer moves and catches thieves; every other clan may scarper with one thief. */
function habeas(state: FdsState, log: LogEntry[]): void {
  moveLawyer(state, log);
  const victims = habeasVictims(state);
  const ctx = state.ctx;
  ctx.habeas = [];
  for (const id of victims) {
    const s = ownerOf(state, 'stealin', id);
    const loot = lootOf(state, id);
    discardCard(state, 'stealin', id);
    ctx.habeas.push(s);
    log.push({
      kind: 'habeas',
      seat: s,
      card: id,
      loot,
      text: `{seat:${s}}'s ${cardName(id)} is Habeascorpusized${totalAwards(loot) ? `; ${describeAwards(loot)} back to stock` : ''}.`,
      args: { seat: s, card: id, loot },
    });
  }
  if (victims.length === 0) log.push({ kind: 'no-habeas', text: 'Every thief is below the Big Lawyer: nobody is Habeascorpusized.', args: { gonagal: false } });
  for (const s of [0, 1]) {
    if (ctx.habeas.includes(s)) continue;
    const thieves = [...slot(state, 'stealin', s)].sort();
    ask(
      state,
      s,
      'scarper',
      thieves.map((id): FdsAction => ({ type: 'scarper', card: id })),
    );
  }
  state.stage = 'scarper';
}

type StealKind = 'steal' | 'steal-g' | 'steal-high' | 'steal-more' | 'steal-second' | 'steal-yellow' | 'steal-lawyer' | 'scarper' | 'wee-lawyer';

export const stealSteps: Steps<StealKind> = {
  steal: { run: onceAnswered((state, _stage, _answers, log) => startSteal(state, log)) },
  // The Gonagal sends one of the other clan's thieves home and leaves with its loot.
  'steal-g': {
    run: onceAnswered((state, { gonagal: g }, answers, log) => {
      discardTheirs(state, 'stealin', g, answeredCard(answers, g), log);
      scarper(state, newcomer(state, 'stealin', g), log, true);
      state.stage = 'end-round';
    }),
  },
  'steal-high': {
    run: onceAnswered((state, { high }, answers, log) => {
      if (high) highSteal(state, high, answerOf(answers, ownerOf(state, 'stealin', high)), log);
      else state.stage = 'steal-second';
    }),
  },
  'steal-more': {
    run: onceAnswered((state, { high }, answers, log) => {
      const h = ownerOf(state, 'stealin', high);
      const a = answerOf(answers, h);
      if (a?.type === 'steal-award') stealAward(state, h, high, a.colour, log);
      state.stage = 'steal-second';
    }),
  },
  // The second-highest thief may take up to one yellow award from stock (two in the last round).
  'steal-second': {
    run: onceAnswered((state, { second }) => {
      if (second) {
        const max = Math.min(multiplier(state), state.stock.yellow);
        const options: FdsAction[] = [];
        for (let n = 0; n <= max; n++) options.push({ type: 'take-yellow', count: n });
        ask(state, ownerOf(state, 'stealin', second), 'steal-yellow', options);
      }
      state.stage = 'steal-yellow';
    }),
  },
  'steal-yellow': {
    run: onceAnswered((state, { second }, answers, log) => {
      if (second) {
        const s = ownerOf(state, 'stealin', second);
        const a = answerOf(answers, s);
        const n = a?.type === 'take-yellow' ? a.count : 0;
        if (n > 0) {
          takeYellow(state, second, s, n, `{seat:${s}}'s ${cardName(second)}`, { seat: s, card: second, count: n }, log);
        } else {
          log.push({ kind: 'pass', seat: s, text: `{seat:${s}}'s ${cardName(second)} takes no yellow award.`, args: { seat: s, card: second } });
        }
      }
      state.stage = 'steal-lawyer';
    }),
  },
  'steal-lawyer': { run: onceAnswered((state, _stage, _answers, log) => habeas(state, log)) },
  // Scarpering thieves bank their loot; a clan caught alone gets the Wee Lawyer of the Big
  // Lawyer's colour, or one the other clan picks when that colour is black.
  scarper: {
    run: onceAnswered((state, { victim }, answers, log) => {
      for (const p of answers) if (p.answer?.type === 'scarper') scarper(state, cardId(p.answer.card), log);
      if (victim !== null) {
        const colour = colourOfNumber(state.bigLawyer);
        if (colour === 'black') {
          const colours = PLAYER_COLOURS.filter((c) => state.weeLawyers[c] !== victim);
          ask(state, other(victim), 'wee-lawyer', colourOptions('give-wee-lawyer', colours));
        } else {
          giveWeeLawyer(state, victim, colour, log);
        }
      }
      state.stage = 'wee-lawyer';
    }),
  },
  'wee-lawyer': {
    run: onceAnswered((state, { victim }, answers, log) => {
      if (victim !== null) {
        const a = answerOf(answers, other(victim));
        if (a?.type === 'give-wee-lawyer') giveWeeLawyer(state, victim, a.colour, log);
      }
      state.stage = 'end-round';
    }),
  },
};
