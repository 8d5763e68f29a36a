/**
 * Log entries of every kind, for the checks that say them (test/engine/log-words.test.ts, the
 * pseudo-locale and German checks): seeded random games of a ruleset over its setups, and the
 * entries the Worker writes, with the args and English text their writers give them.
 */
import { play } from '@engine/core/play';
import { createRng, pick } from '@engine/core/prng';
import type { AnyRuleset, LogEntry } from '@engine/core/ruleset';

/** Every option combination the ruleset accepts, each with every player count it allows. */
export function setups(ruleset: AnyRuleset): { players: number; options: Record<string, unknown> }[] {
  let combos: Record<string, unknown>[] = [{}];
  for (const option of ruleset.optionsMeta) {
    const values: unknown[] = option.type === 'boolean' ? [false, true] : option.choices;
    combos = combos.flatMap((c) => values.map((v) => ({ ...c, [option.id]: v })));
  }
  const out: { players: number; options: Record<string, unknown> }[] = [];
  for (const options of combos) {
    for (let players = ruleset.minPlayers; players <= ruleset.maxPlayers; players++) {
      if (!ruleset.checkSetup(players, ruleset.optionsSchema.parse(options))) out.push({ players, options });
    }
  }
  return out;
}

/** Every log entry of `games` seeded random games, over the ruleset's setups in turn, each game's result summary last. */
export function entries(ruleset: AnyRuleset, games: number): LogEntry[] {
  const all = setups(ruleset);
  const out: LogEntry[] = [];
  for (let g = 0; g < games; g++) {
    const { players, options } = all[g % all.length]!;
    const rng = createRng(`log-words-${ruleset.id}-${g}`);
    let state = ruleset.setup(`log-words-${g}`, players, ruleset.optionsSchema.parse(options));
    for (let step = 0; step < 20_000; step++) {
      const status = ruleset.status(state);
      if (status.finished) {
        // The result's summary is said as an entry is (GameResult.says): its words are checked with the log's.
        const r = status.result;
        if (!r?.says || !r.summary) throw new Error(`${ruleset.id}: a result without its words`);
        out.push({ kind: r.says.kind, text: r.summary, args: r.says.args });
        break;
      }
      const seat = pick(rng, status.active);
      const result = play(ruleset, state, seat, pick(rng, ruleset.actions(state, seat) as unknown[]));
      if (!result.ok) throw new Error(result.error.message);
      out.push(...result.log);
      state = result.state;
    }
  }
  return out;
}

/** Every kind of entry the Worker writes (worker/table, worker/store, worker/cron/scheduled.ts), as it writes them. */
export const WORKER_ENTRIES: LogEntry[] = [
  { kind: 'take-back', seat: 2, args: { seat: 2 }, text: '{seat:2} took back their last move.' },
  // Results the Worker writes (GameResult.says): a two-seat game ended by a resignation, seats that resigned from a finished one.
  { kind: 'resigned-end', args: { seat: 1, winner: 0 }, text: '{seat:1} resigned; {seat:0} wins.' },
  { kind: 'resigned-last', args: { seats: [1] }, text: '{seat:1} resigned and ranks last.' },
  { kind: 'resigned-last', args: { seats: [0, 2] }, text: '{seat:0} and {seat:2} resigned and rank last.' },
  { kind: 'resign', seat: 1, args: { seat: 1 }, text: '{seat:1} resigned.' },
  {
    kind: 'absent',
    seat: 1,
    args: { seat: 1 },
    text: '{seat:1} ran out of time: the others choose whether to wait, let a bot play, give the seat to someone new or end the game.',
  },
  { kind: 'absent-wait', seat: 1, args: { seat: 1, hours: 24 }, text: 'The table waits 24 more hours for {seat:1}.' },
  { kind: 'absent-wait', seat: 1, args: { seat: 1, hours: null }, text: 'The table waits for {seat:1}.' },
  { kind: 'back', seat: 1, args: { seat: 1 }, text: '{seat:1} is back and plays their own seat again.' },
  { kind: 'replaced', seat: 1, args: { name: 'Ida', formerly: 'Felix' }, text: 'Ida takes the seat of Felix.' },
  { kind: 'cancelled', args: { why: 'host' }, text: '{seat:0} cancelled the game before anyone played.' },
  { kind: 'cancelled', args: { why: 'vote' }, text: 'The table chose to end the game.' },
  { kind: 'cancelled', args: { why: 'unstarted' }, text: 'Nobody made a first move within 7 days, so the game was cancelled.' },
  { kind: 'forfeit', args: { seats: [0, 2], bank: false, hours: 48 }, text: '{seat:0} and {seat:2} did not act within the 48-hour deadline and forfeit.' },
  { kind: 'forfeit', seat: 1, args: { seats: [1], bank: true, hours: 0 }, text: '{seat:1} ran out of time and forfeits.' },
  { kind: 'timeout', seat: 1, args: { seats: [1], bank: true, hours: 0, moves: 2 }, text: '{seat:1} ran out of time: a bot made that pending moves.' },
  {
    kind: 'timeout',
    args: { seats: [0, 1], bank: false, hours: 24, moves: 1 },
    text: '{seat:0} and {seat:1} did not act within the 24-hour deadline: a bot made their pending move.',
  },
  // A tournament's table still playing at its round's end (worker/tournaments/games.ts), by each rule.
  { kind: 'round-end', seat: 1, args: { seats: [1], rule: 'forfeit' }, text: "{seat:1} did not finish before the round's end and forfeits." },
  {
    kind: 'round-end',
    args: { seats: [0, 2], rule: 'bot' },
    text: 'The round ended with {seat:0} and {seat:2} to act: a bot plays the game out for every seat.',
  },
  { kind: 'time', seat: 0, args: { time: 'gave', seat: 0, target: 1, hours: 12 }, text: '{seat:0} gave {seat:1} 12 h.' },
  {
    kind: 'time',
    seat: 1,
    args: { time: 'proposed', seat: 1, control: { kind: 'bank', initialHours: 72, incrementHours: 12, maxHours: 120 }, weekendsOff: true },
    text: '{seat:1} proposes a new time control: a bank of 72 h, + 12 h a turn, up to 120 h, weekends off. It applies when every player accepts.',
  },
  {
    kind: 'time',
    seat: 2,
    args: { time: 'accepted', seat: 2, control: { kind: 'per-move', hours: 48 }, weekendsOff: false },
    text: '{seat:2} accepted the proposed time control (48 hours a move).',
  },
  {
    kind: 'time',
    seat: 2,
    args: { time: 'declined', seat: 2, control: null, weekendsOff: false },
    text: '{seat:2} declined the proposed time control; the game keeps no deadline.',
  },
  {
    kind: 'time',
    seat: 2,
    args: { time: 'applied', control: { kind: 'per-move', hours: 48 }, weekendsOff: true },
    text: 'Every player accepted: the time control is now 48 hours a move, weekends off, and every clock starts again.',
  },
  {
    kind: 'repair',
    args: { repair: 'finished', dropped: 1, after: 9 },
    text: 'Repair: 1 stored move after move 9 was dropped: they were left by a deadline run that did not complete, after the game had ended.',
  },
  {
    kind: 'repair',
    args: { repair: 'unseen', dropped: 2, after: 9 },
    text: 'Repair: 2 stored moves after move 9 were dropped: they were left by a deadline run that did not complete, and no one saw them. The game goes on from there, with fresh time for whoever is to act.',
  },
  {
    kind: 'repair',
    args: { repair: 'rebuilt', dropped: 2, after: 7 },
    text: 'Repair: 2 stored moves after move 7 were dropped: the stored game did not match its own moves, so it was rebuilt from the 7 that replay, and this log with it. The game goes on from there, with fresh time for whoever is to act.',
  },
];

/**
 * The sentences seeded games rarely reach, as [ruleset, kind, args, the English text its writer puts
 * beside the args] (the same sentences as in engine/): test/engine/log-words.test.ts checks each
 * against its words, the pseudo-locale check says each.
 */
export const RARE_ENTRIES: [string, string, Record<string, unknown>, string][] = [
  ['raiding-stonehenge', 'tiebreakStart', { seats: [0, 2], top: 7, rounds: 2 }, '{seat:0}, {seat:2} are tied on 7: they play 2 more rounds with their hands.'],
  [
    'raiding-stonehenge',
    'gameEnd',
    { end: 'shared', seats: [1, 3], top: 5 },
    '{seat:1}, {seat:3} tied on 5 points and on the cards left in hand: they share the win.',
  ],
  [
    'raiding-stonehenge',
    'gameEnd',
    { end: 'tiebreak-highest', tied: [0, 1], winner: 1 },
    '{seat:0}, {seat:1} were still tied after the extra rounds; {seat:1} holds the highest card and wins.',
  ],
  [
    'a-grand-endeavor',
    'removed',
    { seat: 2, returned: 1 },
    '{seat:2} cannot commit to any project and is out of play until the scoring (1 card goes to the bottom of the deck).',
  ],
  ['a-grand-endeavor', 'removed', { seat: 2, returned: 0 }, '{seat:2} cannot commit to any project and is out of play until the scoring.'],
  ['a-grand-endeavor', 'ritual', { seat: 1 }, '{seat:1} spends the day performing a ritual to restore their good name.'],
  [
    'a-grand-endeavor',
    'defame',
    { seat: 0, target: 1, project: 'face-up', card: 'D03' },
    '{seat:0} spent 1 influence to defame {seat:1}, whose Druid goes before the altar stone. Their project day 3 (green) goes to the bottom of the deck.',
  ],
  [
    'a-grand-endeavor',
    'defame',
    { seat: 0, target: 1, project: 'trilithon' },
    '{seat:0} spent 1 influence to defame {seat:1}, whose Druid goes before the altar stone. They keep their trilithon project and will return to a free trilithon space after the ritual.',
  ],
  // Result summaries seeded games rarely reach (GameResult.says), against the engine's summary.
  ['stonerush', 'summary', { colour: 'red', owner: null }, 'The red druid finished first, but nobody backed it: the furthest-advanced druid of a player wins.'],
  ['fightin-drinkin-stealin', 'summary', { best: 9 }, 'Both clans end with 9 awards after discarding their best colour: a shared win.'],
  [
    'a-grand-endeavor',
    'summary',
    { complete: false, winners: [0, 2], best: 31 },
    'The game ended with sites left that nobody could build. {seat:0} and {seat:2} share the win with 31 reputation points.',
  ],
];
