/**
 * A game's options as pages name them: only those that differ from the ruleset's defaults, each
 * with the engine's label (and a choice's value as stored, so a page can say it in the reader's
 * words: web/src/ui/options-words.tsx). Shared by the worker (the game payload's `changedOptions`, so a game
 * page names them without the rulesets' metadata) and the web app (join and open pages, from
 * `GET /api/rulesets`).
 */

export interface ChangedOption {
  id: string;
  label: string;
  /** A switch that is off where the ruleset's default has it on. */
  without: boolean;
  /** A choice's value in words (the engine's, English). */
  value?: string;
  /** A choice's value as the options hold it ("outer-ring"): what a page names in the reader's words (#45). */
  choice?: string;
}

/** What naming a game's options reads of an option: a `RulesetInfo` option or the engine's `OptionMeta`. */
export interface OptionNaming {
  id: string;
  label: string;
  type: 'boolean' | 'choice';
  default: unknown;
}

export function changedOptions(options: Record<string, unknown>, metas: readonly OptionNaming[]): ChangedOption[] {
  const out: ChangedOption[] = [];
  for (const meta of metas) {
    const value = options[meta.id];
    if (value === undefined || value === meta.default) continue;
    if (meta.type === 'boolean') out.push({ id: meta.id, label: meta.label, without: !value });
    else out.push({ id: meta.id, label: meta.label, without: false, value: String(value).replace(/-/g, ' '), choice: String(value) });
  }
  return out;
}
