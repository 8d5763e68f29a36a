/**
 * The Fightin' event: a Gonagal takes it outright; otherwise the higher clan's fighters face the
 * monsters, killing one or getting clobbered, and a tie sends both clans' best fighters home.
 */
import type { LogEntry, Seat } from '../../core/ruleset';
import { award, cardName, discardGonagal, discardMonster, discardOwn, discardTheirs, flipMonster, killMonster, reveal } from '../effects';
import { type FdsState, type StageName, extremes, gonagalSeat, monsterSum, monsterValue, multiplier, other, slot, worth } from '../model';
import { answeredCard, ask, discardOptions, onceAnswered } from '../prompts';
import { askTieDiscards, firstDiscard, secondDiscard, tieDiscards } from './discards';
import type { Steps } from './stage';

/** Turns up the fighters and sends the event down one of its three ways. */
function startFight(state: FdsState, log: LogEntry[]): void {
  reveal(state, 'fightin', log);
  const g = gonagalSeat(state, 'fightin');
  if (g !== null) {
    state.ctx.gonagal = g;
    log.push({ kind: 'gonagal', seat: g, event: 'fightin', text: `{seat:${g}}'s Gonagal wins the Fightin' event.`, args: { seat: g, event: 'fightin' } });
    flipMonster(state, log);
    ask(state, g, 'gonagal-monster', discardOptions(state.monsters));
    state.stage = 'fight-g-monster';
    return;
  }
  const strength = (s: Seat) => slot(state, 'fightin', s).reduce((t, id) => t + worth(state, s, id), 0);
  const s0 = strength(0);
  const s1 = strength(1);
  const sums = [s0, s1];
  if (s0 === s1) {
    log.push({
      kind: 'fight-tie',
      sums,
      text: `Both clans fight with ${s0}: each discards its highest fighter and nobody fights the monsters.`,
      args: { sum: s0 },
    });
    askTieDiscards(state, 'fightin', 'fight-tie');
    state.stage = 'fight-tie';
    return;
  }
  const c = s0 > s1 ? 0 : 1;
  state.ctx.champion = c;
  fightMonsters(state, c, c === 0 ? s0 : s1, log);
}

/** The champion's fighters against the monsters, with the next monster turned up. */
function fightMonsters(state: FdsState, c: Seat, mine: number, log: LogEntry[]): void {
  flipMonster(state, log);
  const monsters = monsterSum(state.monsters);
  if (mine >= monsters) {
    log.push({
      kind: 'fight',
      seat: c,
      sum: mine,
      monsters,
      won: true,
      text: `{seat:${c}}'s fighters (${mine}) beat the monsters (${monsters}).`,
      args: { seat: c, sum: mine, monsters, won: true },
    });
    ask(state, c, 'fight-kill', discardOptions(extremes(state.monsters, monsterValue, false)));
    state.stage = 'fight-kill';
    return;
  }
  log.push({
    kind: 'fight',
    seat: c,
    sum: mine,
    monsters,
    won: false,
    text: `{seat:${c}}'s fighters (${mine}) get clobbered by the monsters (${monsters}).`,
    args: { seat: c, sum: mine, monsters, won: false },
  });
  ask(state, other(c), 'clobber-own', discardOptions(slot(state, 'fightin', other(c))));
  state.stage = 'clobber-own';
}

/** The Fightin' event's stages: the ones named for a fight or a clobbering. */
type FightKind = Extract<StageName, 'fight' | `fight-${string}` | `clobber-${string}`>;

export const fightSteps: Steps<FightKind> = {
  fight: { run: onceAnswered((state, _stage, _answers, log) => startFight(state, log)) },
  // A Gonagal kills a monster of its choice, then sends one of the other clan's fighters home.
  'fight-g-monster': {
    run: onceAnswered((state, { gonagal: g }, answers, log) => {
      const m = multiplier(state);
      killMonster(state, g, answeredCard(answers, g), log);
      award(state, g, 'red', m, 'killing', log);
      award(state, g, 'white', m, 'clobbered', log);
      ask(state, g, 'gonagal-fighter', discardOptions(slot(state, 'fightin', other(g))));
      state.stage = 'fight-g-fighter';
    }),
  },
  'fight-g-fighter': {
    run: onceAnswered((state, { gonagal: g }, answers, log) => {
      discardTheirs(state, 'fightin', g, answeredCard(answers, g), log);
      discardGonagal(state, 'fightin', g, log);
      state.stage = 'drink';
    }),
  },
  'fight-tie': tieDiscards('fightin', 'drink'),
  // The champion kills one of the weakest monsters, then each clan sends a fighter home.
  'fight-kill': {
    run: onceAnswered((state, { champion: c }, answers, log) => {
      killMonster(state, c, answeredCard(answers, c), log);
      award(state, c, 'red', multiplier(state), 'killing', log);
      ask(state, c, 'fight-champion-discard', discardOptions(slot(state, 'fightin', c)));
      state.stage = 'fight-champion';
    }),
  },
  'fight-champion': firstDiscard('fightin', (stage) => stage.champion, 'fight-other-discard', 'fight-other'),
  'fight-other': secondDiscard('fightin', (stage) => stage.champion, 'drink'),
  // The clobbered champion: the other clan loses a fighter, takes one of the champion's and a
  // white award, and sends one of the strongest monsters away.
  'clobber-own': {
    run: onceAnswered((state, { champion: c }, answers, log) => {
      const u = other(c);
      discardOwn(state, 'fightin', u, answeredCard(answers, u), log);
      ask(state, u, 'clobber-opponent', discardOptions(slot(state, 'fightin', c)));
      state.stage = 'clobber-opponent';
    }),
  },
  'clobber-opponent': {
    run: onceAnswered((state, { champion: c }, answers, log) => {
      const u = other(c);
      discardTheirs(state, 'fightin', u, answeredCard(answers, u), log);
      award(state, u, 'white', multiplier(state), 'clobbered', log);
      ask(state, u, 'clobber-monster', discardOptions(extremes(state.monsters, monsterValue, true)));
      state.stage = 'clobber-monster';
    }),
  },
  'clobber-monster': {
    run: onceAnswered((state, { champion }, answers, log) => {
      const u = other(champion);
      const id = answeredCard(answers, u);
      discardMonster(state, id);
      log.push({ kind: 'monster-discard', seat: u, card: id, text: `{seat:${u}} discards the monster ${cardName(id)}.`, args: { seat: u, card: id } });
      state.stage = 'drink';
    }),
  },
};
