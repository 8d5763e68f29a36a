/** The rulesets and their options (GET /api/rulesets), fetched once per page load and shared. */
import { useEffect, useState } from 'preact/hooks';
import type { RulesetInfo } from '@schema/api';
import { getRulesets } from '../api';

let cached: Promise<RulesetInfo[]> | null = null;

/** The ruleset list, or null while it loads (and when it could not be loaded: nothing depends on it). */
export function useRulesets(): RulesetInfo[] | null {
  const [list, setList] = useState<RulesetInfo[] | null>(null);
  useEffect(() => {
    let live = true;
    cached ??= getRulesets().catch((e: unknown) => {
      cached = null; // try again on the next page that asks
      throw e;
    });
    cached.then(
      (r) => live && setList(r),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return list;
}
