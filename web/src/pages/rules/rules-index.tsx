/** /rules (the four rulesets) and /rules/<id> (one ruleset's page, loaded as its own chunk). */
import { useEffect } from 'preact/hooks';
import { Link } from '../../router';
import { PageTitle } from '../../ui/page-title';
import { ChunkFailed, useChunk } from '../../ui/use-chunk';
import { RULES_INDEX } from './links';
import { type RulesContent, RulesPage } from './rules-page';
import { setTitle } from '../../ui/waiting';
import { type Locale, loadAreas, locale, t } from '../../i18n';
import { loadRulesetWords, loadedWords } from '../../rulesets/registry';
import { playerRanges } from '@engine/core/ruleset';

type ContentLoader = () => Promise<{ default: RulesContent }>;

/**
 * Each ruleset's page, one chunk per language: written separately in each (our own words, not a
 * translation of the other), so a reader downloads only the language they read. Found by the
 * globs (`./<id>.tsx`, `./de/<id>.tsx`): a new ruleset's page needs no line here; a page not yet
 * written in German shows the English one.
 */
const PAGES_EN = import.meta.glob<{ default: RulesContent }>(['./*.tsx', '!./rules-index.tsx', '!./rules-page.tsx']);
const PAGES_DE = import.meta.glob<{ default: RulesContent }>('./de/*.tsx');
const CONTENT: Record<string, Record<Locale, ContentLoader>> = Object.fromEntries(
  Object.entries(PAGES_EN).map(([file, en]) => {
    const id = file.slice(2, -'.tsx'.length);
    return [id, { en, de: PAGES_DE[`./de/${id}.tsx`] ?? en }];
  }),
);

/** The loader of a ruleset's page in a language (exported for the tests). */
export function rulesContentLoader(rulesetId: string, lang: Locale): ContentLoader | undefined {
  return Object.hasOwn(CONTENT, rulesetId) ? CONTENT[rulesetId]![lang] : undefined;
}

function RulesList() {
  return (
    <ul class="rules-list">
      {RULES_INDEX.map((r) => (
        <li key={r.id}>
          <Link href={`/rules/${r.id}`} class="rules-list-title">
            {r.title}
          </Link>{' '}
          <span class="muted">· {t.rules.players(playerRanges(r))}</span>
          {/* English is the meta's pitch; another language's is in the ruleset's own words. */}
          <p>{(loadedWords(r.id)?.pitch as ((metaPitch: string) => string) | undefined)?.(r.pitch) ?? r.pitch}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The index's words come with the rules area, and (not in English, where the meta's pitch is the
 * one) each ruleset's own words, for its pitch; until they are here the page stays empty (a moment).
 */
function useRulesWords(): 'loading' | 'failed' | 'ready' {
  return useChunk('rules-words', () => Promise.all([loadAreas('rules'), ...(locale() === 'en' ? [] : RULES_INDEX.map((r) => loadRulesetWords(r.id)))])).state;
}

export function RulesIndexPage() {
  const words = useRulesWords();
  useEffect(() => {
    if (words === 'ready') setTitle(t.rules.indexDocTitle);
  }, [words]);
  if (words === 'failed') return <ChunkFailed title="The rules could not be loaded" />;
  if (words === 'loading') return null;
  return (
    <div class="rules-index" data-testid="rules-index">
      <PageTitle>{t.rules.indexTitle}</PageTitle>
      <p class="lead">{t.rules.indexLead}</p>
      <RulesList />
    </div>
  );
}

function RulesNotFound({ rulesetId }: { rulesetId: string }) {
  const words = useRulesWords();
  useEffect(() => {
    if (words === 'ready') setTitle(t.rules.notFoundDocTitle);
  }, [words]);
  if (words === 'failed') return <ChunkFailed title="The rules could not be loaded" />;
  if (words === 'loading') return null;
  return (
    <div class="rules-index" data-testid="rules-not-found">
      <PageTitle>{t.rules.notFoundTitle(rulesetId)}</PageTitle>
      <p>{t.rules.notFoundText}</p>
      <RulesList />
    </div>
  );
}

export function LazyRulesPage({ rulesetId }: { rulesetId: string }) {
  const load = rulesContentLoader(rulesetId, locale());
  // The frame's words first: a page builds its sections (with their headings) as it loads; it
  // also draws the board's own pieces, which speak the board's words.
  const chunk = useChunk(
    rulesetId,
    load
      ? () =>
          Promise.all([loadAreas('rules'), loadRulesetWords(rulesetId)])
            .then(load)
            .then((m) => m.default)
      : null,
  );
  if (!load) return <RulesNotFound rulesetId={rulesetId} />;
  if (chunk.state === 'failed') return <ChunkFailed title="The rules could not be loaded" />;
  if (chunk.state === 'loading') return <PageTitle>Loading the rules…</PageTitle>;
  return <RulesPage content={chunk.value} />;
}
