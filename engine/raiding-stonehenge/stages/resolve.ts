/**
 * The resolve: in placement order, each seat takes disks from the pile its figure stands at, then
 * sets disks aside as the table says. A set-aside is asked only while the seat has a real choice;
 * when the outcome is forced, the step sets the disks aside itself.
 */
import type { PlayerColour } from '../../core/components';
import { fact } from '../../core/fact';
import type { LogEntry, Seat } from '../../core/ruleset';
import { COLOUR_INDEX, type Counts, type Pending, type RaidingState, addTo, allotment, plural, stashOf } from '../model';
import type { RaidingStep } from './stage';

/** Disks this seat could set aside now: its stash minus the disks it has just taken. */
export function returnable(state: RaidingState, seat: Seat): Counts {
  const out = [...stashOf(state, seat)];
  const p = state.pending;
  if (p && p.seat === seat) addTo(out, COLOUR_INDEX[p.colour], -p.took);
  return out;
}

function countOf(counts: Counts, colour: PlayerColour): number {
  return counts[COLOUR_INDEX[colour]] ?? 0;
}

function beginResolution(state: RaidingState, seat: Seat, log: LogEntry[]): void {
  const colour = fact(state.placements[seat], 'the pile of a figure');
  const atPile = state.order.filter((s) => state.placements[s] === colour).length;
  const due = allotment(state, atPile);
  const ci = COLOUR_INDEX[colour];
  const took = Math.min(due.take, state.piles[ci] ?? 0);
  addTo(state.piles, ci, -took);
  addTo(stashOf(state, seat), ci, took);
  state.resolutions.push({ seat, colour, atPile, takeDue: due.take, took, setAsideDue: due.setAside, setAside: [] });
  state.pending = { seat, colour, took, remaining: due.setAside };
  if (due.take > 0) {
    const short = took < due.take ? ` (the pile had only ${took})` : '';
    log.push({
      kind: 'take',
      seat,
      colour,
      count: took,
      due: due.take,
      text: `{seat:${seat}} took ${plural(took, `${colour} disk`)}${short}.`,
      args: { seat, colour, count: took, due: due.take },
    });
  }
}

/** Returns one disk of `colour` from the pending player's stash to its pile. */
function returnDisk(state: RaidingState, p: Pending, colour: PlayerColour): void {
  const ci = COLOUR_INDEX[colour];
  if (countOf(returnable(state, p.seat), colour) <= 0) throw new Error(`seat ${p.seat} has no returnable ${colour} disk`);
  addTo(stashOf(state, p.seat), ci, -1);
  addTo(state.piles, ci, 1);
  p.remaining--;
  const record = state.resolutions[state.resolutions.length - 1];
  if (!record || record.seat !== p.seat) throw new Error('resolution record out of step');
  record.setAside.push(colour);
}

function logSetAside(state: RaidingState, seat: Seat, colours: PlayerColour[], log: LogEntry[], forced: boolean): void {
  if (colours.length === 0) return;
  const hidden = state.rules.hiddenStash;
  const entry: LogEntry = {
    kind: 'setAside',
    seat,
    count: colours.length,
    text: hidden
      ? `{seat:${seat}} set aside ${plural(colours.length, 'disk')}.`
      : `{seat:${seat}} set aside ${colours.join(', ')}${forced ? ' (no other choice)' : ''}.`,
    args: hidden ? { seat, count: colours.length } : { seat, count: colours.length, colours, forced },
  };
  // With the hidden stash, neither the colours nor whether the choice was forced may be told.
  if (!hidden) {
    entry.colours = colours;
    entry.forced = forced;
  }
  log.push(entry);
}

/**
 * Whether the pending player has a real choice: disks still due, of more than one colour, and
 * more of them than are due (otherwise every disk it can set aside must go).
 */
function hasChoice(state: RaidingState, p: Pending): boolean {
  if (p.remaining <= 0) return false;
  // What `returnable` gives, without its copy: this runs every time the flow asks who must act.
  const stash = stashOf(state, p.seat);
  let colours = 0;
  let total = 0;
  for (const c of state.colours) {
    const n = countOf(stash, c) - (c === p.colour ? p.took : 0);
    if (n > 0) {
      colours++;
      total += n;
    }
  }
  return colours > 1 && total > p.remaining;
}

/**
 * Sets aside what is still due when the outcome is forced (no real choice, and setting one disk
 * aside leaves none), in the set's colour order, and says so if the stash ran short.
 */
function setAsideForced(state: RaidingState, p: Pending, log: LogEntry[]): void {
  const forced: PlayerColour[] = [];
  while (p.remaining > 0) {
    const can = returnable(state, p.seat);
    const colour = state.colours.find((c) => countOf(can, c) > 0);
    if (colour === undefined) break;
    returnDisk(state, p, colour);
    forced.push(colour);
  }
  logSetAside(state, p.seat, forced, log, true);
  if (p.remaining > 0) {
    const record = state.resolutions[state.resolutions.length - 1];
    const due = record?.setAsideDue ?? 0;
    log.push({
      kind: 'setAsideShort',
      seat: p.seat,
      due,
      count: due - p.remaining,
      text: `{seat:${p.seat}} had no more disks to set aside.`,
      args: { seat: p.seat },
    });
  }
}

export const take: RaidingStep<'take'> = {
  run: (state, stage, log) => beginResolution(state, stage.seat, log),
};

export const setAside: RaidingStep<'set-aside'> = {
  waitingOn: (state, stage) => (hasChoice(state, stage.pending) ? [stage.pending.seat] : []),
  actions: (state, stage) => {
    const can = returnable(state, stage.pending.seat);
    return state.colours.filter((c) => countOf(can, c) > 0).map((colour) => ({ type: 'setAside', colour }));
  },
  // Asked only with a real choice, which is never a lone one.
  takesLoneChoice: false,
  on: {
    setAside(state, stage, seat, action, log) {
      returnDisk(state, stage.pending, action.colour);
      logSetAside(state, seat, [action.colour], log, false);
    },
  },
  run: (state, stage, log) => {
    setAsideForced(state, stage.pending, log);
    state.pending = null;
    state.resolveIndex++;
  },
};
