/**
 * Changes a seat makes to a game's clocks, as move-store changes its writer commits (issue #31):
 * giving another seat time (once a day per giving seat) and changing the time control by a
 * proposal every seat accepts. Pure: each takes the game row as read and answers the columns and
 * log entries to commit, or throws the refusal. docs/notifications.md, "Clocks". A log entry's
 * English text names a time control in the English log's words (`control`), as the page shows it.
 */
import type { GameRow, TimeControl, TimeRules } from '@db/schema';
import type { LogEntry } from '@engine/index';
import { control } from '@web/i18n/en/log/shared';
import { Refusal, errors } from './refusal';
import { botsPending } from './bots';
import { checkAtWithVote } from './absent-clock';
import { DAY_MS, HOUR_MS, allowanceOf, bankOf } from './clocks';
import { type GameChanges, timedClocks, timingOf } from './move-store';

export interface TimeChange {
  set: GameChanges;
  log: LogEntry[];
}

/** A game's next check after its clocks or rules changed: bot turns left for later are due now. */
export function checkAfter(game: GameRow, clocks: GameRow['clocks'], rules: TimeRules, now: number): number | null {
  if (botsPending(game, now)) return now;
  return checkAtWithVote(timedClocks(clocks, game.seats), { ...timingOf(game), rules }, game.absent);
}

function playing(game: GameRow): void {
  if (game.status !== 'active') throw new Refusal('not_active', 'The game is not in play: its clocks are not running.');
}

/** A tournament's game runs on the tournament's time control (#46 item 2): no table changes it or gives time. */
function ownClock(game: GameRow): void {
  if (game.tournamentId) throw errors.tournamentClock();
}

/** `giver` gives `target` `hours` of time: to its running clock, or, in a bank game, to its bank. */
export function giveTime(game: GameRow, giver: number, target: number, hours: number, now: number): TimeChange {
  playing(game);
  ownClock(game);
  const to = game.seats[target];
  if (!to?.joined) throw new Refusal('invalid_seat', `There is no player in seat ${target + 1} to give time to.`);
  if (target === giver) throw new Refusal('invalid_seat', 'Time is given to another player, not to yourself.');
  const rules = game.timeRules;
  const last = rules.gave?.[String(giver)];
  if (last !== undefined && now - last < DAY_MS) {
    throw new Refusal('gave_today', `You can give time once a day; next from ${new Date(last + DAY_MS).toISOString().slice(0, 16).replace('T', ' ')} UTC.`);
  }
  const add = hours * HOUR_MS;
  const timing = timingOf(game);
  let clocks = game.clocks;
  let next: TimeRules = { ...rules, gave: { ...(rules.gave ?? {}), [String(giver)]: now } };
  const running = clocks.find((c) => c.seat === target);
  if (running) {
    const allow = allowanceOf(running, timing);
    if (allow === null) throw new Refusal('no_clock', 'This game has no deadline: there is no clock to give time to.');
    clocks = clocks.map((c) => (c.seat === target ? { ...c, allowMs: allow + add } : c));
  } else if (rules.bank) {
    next = { ...next, banks: { ...(rules.banks ?? {}), [String(target)]: (bankOf(rules, target) ?? 0) + add } };
  } else {
    throw new Refusal('not_to_act', `${to.name} is not to move now: with a deadline per move there is no clock of theirs to give time to.`);
  }
  return {
    set: { clocks, timeRules: next, nextCheckAt: checkAfter(game, clocks, next, now), updatedAt: now },
    log: [{ kind: 'time', text: `{seat:${giver}} gave {seat:${target}} ${hours} h.`, seat: giver, args: { time: 'gave', seat: giver, target, hours } }],
  };
}

function sameControl(a: { timeControl: TimeControl | null; weekendsOff: boolean }, b: { timeControl: TimeControl | null; weekendsOff: boolean }): boolean {
  return JSON.stringify(a.timeControl) === JSON.stringify(b.timeControl) && a.weekendsOff === b.weekendsOff;
}

/**
 * `seat` proposes a time control, accepts the open proposal (the same body), or declines it.
 * A new proposal replaces an open one. Once every seat played by a person has accepted, it
 * applies: every running clock starts again with its full new time, and banks start afresh.
 */
export function changeTimeControl(
  game: GameRow,
  seat: number,
  body: { timeControl: TimeControl | null; weekendsOff?: boolean | undefined } | { decline: true },
  now: number,
): TimeChange {
  playing(game);
  ownClock(game);
  const rules = game.timeRules;
  if ('decline' in body) {
    if (!rules.proposal) throw new Refusal('no_proposal', 'No new time control has been proposed.');
    const { proposal: _, ...rest } = rules;
    return {
      set: { timeRules: rest, updatedAt: now },
      log: [
        {
          kind: 'time',
          text: `{seat:${seat}} declined the proposed time control; the game keeps ${control(currentControl(game), rules.weekendsOff === true)}.`,
          seat,
          args: { time: 'declined', seat, control: currentControl(game), weekendsOff: rules.weekendsOff === true },
        },
      ],
    };
  }
  const wanted = { timeControl: body.timeControl, weekendsOff: body.weekendsOff === true && body.timeControl !== null };
  const open = rules.proposal;
  const accepting = open !== undefined && sameControl(open, wanted);
  const accepted = accepting ? [...new Set([...open.accepted, seat])] : [seat];
  const people = game.seats.filter((s) => !s.bot).map((s) => s.seat);
  if (people.every((s) => accepted.includes(s))) return applyControl(game, seat, wanted.timeControl, wanted.weekendsOff, now);
  const proposal = { by: accepting ? open.by : seat, at: accepting ? open.at : now, ...wanted, accepted };
  const text = accepting
    ? `{seat:${seat}} accepted the proposed time control (${control(wanted.timeControl, wanted.weekendsOff)}).`
    : `{seat:${seat}} proposes a new time control: ${control(wanted.timeControl, wanted.weekendsOff)}. It applies when every player accepts.`;
  const args = { time: accepting ? 'accepted' : 'proposed', seat, control: wanted.timeControl, weekendsOff: wanted.weekendsOff };
  return { set: { timeRules: { ...rules, proposal }, updatedAt: now }, log: [{ kind: 'time', text, seat, args }] };
}

function currentControl(game: GameRow): TimeControl | null {
  if (game.timeRules.bank) return game.timeRules.bank;
  return game.deadlineHours == null ? null : { kind: 'per-move', hours: game.deadlineHours };
}

function applyControl(game: GameRow, seat: number, tc: TimeControl | null, weekendsOff: boolean, now: number): TimeChange {
  const { proposal: _, bank: _b, banks: _k, weekendsOff: _w, ...kept } = game.timeRules;
  const rules: TimeRules = { ...kept, ...(tc?.kind === 'bank' ? { bank: tc } : {}), ...(weekendsOff ? { weekendsOff: true } : {}) };
  const allowMs = tc === null ? undefined : (tc.kind === 'bank' ? tc.initialHours : tc.hours) * HOUR_MS;
  const clocks = game.clocks.map((c) => ({ seat: c.seat, since: now, reminded: 0, ...(allowMs === undefined ? {} : { allowMs }) }));
  const deadlineHours = tc?.kind === 'per-move' ? tc.hours : null;
  const changed = { ...game, deadlineHours, timeRules: rules };
  return {
    set: { clocks, timeRules: rules, deadlineHours, nextCheckAt: checkAfter(changed, clocks, rules, now), updatedAt: now },
    log: [
      {
        kind: 'time',
        text: `Every player accepted: the time control is now ${control(tc, weekendsOff)}, and every clock starts again.`,
        seat,
        args: { time: 'applied', control: tc, weekendsOff },
      },
    ],
  };
}
