/**
 * The take and set-aside table: what each figure at a pile takes and puts back. It reads only
 * numbers every view shows, never the state, so a board draws with it without the model (#49:
 * the model then stays in the rules' chunk, off the board's; the state's `allotment` is in model.ts).
 */

/** The take and set-aside table, before the accelerator: rows by figures at a pile... */
const SHARED_PILE: Readonly<Record<number, { take: number; setAside: number }>> = {
  1: { take: 1, setAside: 0 },
  2: { take: 2, setAside: 1 },
  3: { take: 3, setAside: 2 },
  4: { take: 1, setAside: 2 },
};
/** ...and the row for everyone taking part at one pile, which overrides them. */
const EVERYONE_AT_PILE = { take: 0, setAside: 1 } as const;

function isEveryone(atPile: number, participantCount: number): boolean {
  return atPile >= 2 && atPile === participantCount;
}

/** The take and set-aside table, before the accelerator. */
export function baseAllotment(atPile: number, participantCount: number): { take: number; setAside: number } {
  if (isEveryone(atPile, participantCount)) return { ...EVERYONE_AT_PILE };
  const row = SHARED_PILE[atPile];
  if (!row) throw new Error(`no table row for ${atPile} figures at a pile among ${participantCount} players`);
  return { ...row };
}

/**
 * What each of `atPile` figures at one pile takes and sets aside, the accelerator
 * `multiplier` applied. Works on numbers every view shows (participants, options),
 * so boards use it too.
 */
export function allotmentOf(atPile: number, participantCount: number, multiplier: number): { take: number; setAside: number } {
  const base = baseAllotment(atPile, participantCount);
  return { take: base.take * multiplier, setAside: base.setAside * multiplier };
}

/** One row of the take / set-aside table: `everyone` when all who take part share the pile. */
export interface AllotmentRow {
  atPile: number;
  everyone: boolean;
  take: number;
  setAside: number;
}

/** The whole take / set-aside table for a turn: one row for each number of figures that can share a pile. */
export function allotmentTable(participantCount: number, multiplier: number): AllotmentRow[] {
  const rows: AllotmentRow[] = [];
  for (let atPile = 1; atPile <= participantCount; atPile++) {
    const everyone = isEveryone(atPile, participantCount);
    if (!everyone && !SHARED_PILE[atPile]) continue;
    rows.push({ atPile, everyone, ...allotmentOf(atPile, participantCount, multiplier) });
  }
  return rows;
}
