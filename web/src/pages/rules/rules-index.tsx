/** /rules (the four rulesets) and /rules/<id> (one ruleset's page, loaded as its own chunk). */
import type { ComponentChildren } from 'preact';
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
type PageModule = { default: (words: never) => RulesContent };

/**
 * Each ruleset's page is one component (`./<id>.tsx`: sections, anchors, pictures) and its words
 * one file per language (`./<lang>/<id>.ts`), each its own chunk, so a reader downloads only the
 * language they read. Found by the globs: a new ruleset's page needs no line here, a third
 * language is a folder of words files, and a page whose words are not yet written in a language
 * shows the English ones.
 */
const PAGES = import.meta.glob<PageModule>(['./*.tsx', '!./rules-index.tsx', '!./rules-page.tsx']);
const WORDS = import.meta.glob<{ default: never }>('./*/*.ts');
const CONTENT: Record<string, Partial<Record<Locale, ContentLoader>>> = {};
for (const [file, page] of Object.entries(PAGES)) {
  const id = file.slice(2, -'.tsx'.length);
  const loaders: Partial<Record<Locale, ContentLoader>> = {};
  for (const [wordsFile, words] of Object.entries(WORDS)) {
    const [, lang, wordsId] = /^\.\/([^/]+)\/(.+)\.ts$/.exec(wordsFile)!;
    if (wordsId === id) loaders[lang as Locale] = () => Promise.all([page(), words()]).then(([p, w]) => ({ default: p.default(w.default) }));
  }
  CONTENT[id] = loaders;
}

/** The loader of a ruleset's page in a language, English where that language has no words for it (exported for the tests). */
export function rulesContentLoader(rulesetId: string, lang: Locale): ContentLoader | undefined {
  return Object.hasOwn(CONTENT, rulesetId) ? (CONTENT[rulesetId]![lang] ?? CONTENT[rulesetId]!.en) : undefined;
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

/** A list page of the rules area: its words first, then its title, text and the list of rulesets. */
function RulesListPage({ docTitle, testId, children }: { docTitle: () => string; testId: string; children: () => ComponentChildren }) {
  const words = useRulesWords();
  useEffect(() => {
    if (words === 'ready') setTitle(docTitle());
  }, [words]);
  if (words === 'failed') return <ChunkFailed title="The rules could not be loaded" />;
  if (words === 'loading') return null;
  return (
    <div class="rules-index" data-testid={testId}>
      {children()}
      <RulesList />
    </div>
  );
}

export function RulesIndexPage() {
  return (
    <RulesListPage docTitle={() => t.rules.indexDocTitle} testId="rules-index">
      {() => (
        <>
          <PageTitle>{t.rules.indexTitle}</PageTitle>
          <p class="lead">{t.rules.indexLead}</p>
        </>
      )}
    </RulesListPage>
  );
}

function RulesNotFound({ rulesetId }: { rulesetId: string }) {
  return (
    <RulesListPage docTitle={() => t.rules.notFoundDocTitle} testId="rules-not-found">
      {() => (
        <>
          <PageTitle>{t.rules.notFoundTitle(rulesetId)}</PageTitle>
          <p>{t.rules.notFoundText}</p>
        </>
      )}
    </RulesListPage>
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
