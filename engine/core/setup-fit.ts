/**
 * Fitting a create form's choices to what a ruleset's `checkSetup` accepts, so the form can
 * prevent the refusal instead of reporting it after submit: which options must change for this
 * player count (switched automatically, with the reason), and which values would be refused now
 * (shown disabled, with the reason). Generic: it only asks `checkSetup`, the same function the
 * server runs, so the two cannot disagree.
 */
import type { RuleError, Said } from './ruleset';

export type OptionValue = boolean | string;
export type OptionValues = Record<string, OptionValue>;
/** A ruleset's `checkSetup`, given every option (the form starts from the defaults). */
export type SetupCheck = (players: number, options: OptionValues) => RuleError | null;

/** What fitting needs of an option: an engine OptionMeta, or its copy from GET /api/rulesets. */
export interface OptionSpec {
  id: string;
  type: 'boolean' | 'choice';
  choices?: string[];
  default: OptionValue;
}

export interface SetupChange {
  id: string;
  from: OptionValue;
  to: OptionValue;
  /** Why: the refusal `checkSetup` gives with the wanted value. */
  reason: string;
  /** The same as data, when the check gives it (`RuleError.says`): said in the reader's words. */
  says?: Said;
}

export interface FittedSetup {
  /** What to create the game with: the wanted options, changed only where they must be. */
  options: OptionValues;
  changed: SetupChange[];
  /** Values refused with the fitted options, per option id then value (as a string), with the reason. */
  refused: Record<string, Record<string, string>>;
  /** The same reasons as data, where the check gives them (`RuleError.says`). */
  refusedSays: Record<string, Record<string, Said>>;
  /** The refusal left when no change of one or two options helps (null: the game can be created). */
  error: string | null;
}

/** Every value an option can take, its default first (the preferred repair). */
function valuesOf(o: OptionSpec): OptionValue[] {
  const all: OptionValue[] = o.type === 'boolean' ? [false, true] : (o.choices ?? []);
  return [o.default, ...all.filter((v) => v !== o.default)];
}

/** Assignments of other values to `size` distinct options, in option order. */
function* changesOf(meta: OptionSpec[], wanted: OptionValues, size: number, from = 0): Generator<[string, OptionValue][]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = from; i < meta.length; i++) {
    const o = meta[i] as OptionSpec;
    for (const v of valuesOf(o)) {
      if (v === wanted[o.id]) continue;
      for (const rest of changesOf(meta, wanted, size - 1, i + 1)) yield [[o.id, v], ...rest];
    }
  }
}

/** The smallest change (one option, else two) that `check` accepts, or null. */
function repair(check: SetupCheck, meta: OptionSpec[], players: number, wanted: OptionValues): OptionValues | null {
  for (let size = 1; size <= 2; size++) {
    for (const change of changesOf(meta, wanted, size)) {
      const candidate = { ...wanted, ...Object.fromEntries(change) };
      if (!check(players, candidate)) return candidate;
    }
  }
  return null;
}

export function fitSetup(check: SetupCheck, meta: OptionSpec[], players: number, wanted: OptionValues): FittedSetup {
  const full: OptionValues = { ...Object.fromEntries(meta.map((o) => [o.id, o.default])), ...wanted };
  const refusal = check(players, full);
  const options = refusal ? repair(check, meta, players, full) : full;
  if (!options) return { options: full, changed: [], refused: {}, refusedSays: {}, error: refusal?.message ?? null };
  const changed: SetupChange[] = meta
    .filter((o) => options[o.id] !== full[o.id])
    .map((o) => {
      const why = check(players, { ...options, [o.id]: full[o.id] as OptionValue }) ?? refusal;
      return {
        id: o.id,
        from: full[o.id] as OptionValue,
        to: options[o.id] as OptionValue,
        reason: why?.message ?? '',
        ...(why?.says ? { says: why.says } : {}),
      };
    });
  const refused: FittedSetup['refused'] = {};
  const refusedSays: FittedSetup['refusedSays'] = {};
  for (const o of meta) {
    const reasons: Record<string, string> = {};
    const said: Record<string, Said> = {};
    for (const v of valuesOf(o)) {
      const error = v === options[o.id] ? null : check(players, { ...options, [o.id]: v });
      if (error) reasons[String(v)] = error.message;
      if (error?.says) said[String(v)] = error.says;
    }
    if (Object.keys(reasons).length > 0) refused[o.id] = reasons;
    if (Object.keys(said).length > 0) refusedSays[o.id] = said;
  }
  return { options, changed, refused, refusedSays, error: null };
}
