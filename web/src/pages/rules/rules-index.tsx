/** /rules (the four rulesets) and /rules/<id> (one ruleset's page, loaded as its own chunk). */
import { useEffect } from 'preact/hooks';
import { Link } from '../../router';
import { PageTitle } from '../../ui/page-title';
import { ChunkFailed, useChunk } from '../../ui/use-chunk';
import { RULES_INDEX } from './links';
import { type RulesContent, RulesPage } from './rules-page';
import { setTitle } from '../../ui/waiting';
import { type Locale, loadAreas, locale } from '../../i18n';

type ContentLoader = () => Promise<{ default: RulesContent }>;

/**
 * Each ruleset's page, one chunk per language: written separately in each (our own words, not a
 * translation of the other), so a reader downloads only the language they read.
 */
const CONTENT: Record<string, Record<Locale, ContentLoader>> = {
  stonerush: { en: () => import('./stonerush'), de: () => import('./de/stonerush') },
  'fightin-drinkin-stealin': { en: () => import('./fightin-drinkin-stealin'), de: () => import('./de/fightin-drinkin-stealin') },
  'raiding-stonehenge': { en: () => import('./raiding-stonehenge'), de: () => import('./de/raiding-stonehenge') },
  'a-grand-endeavor': { en: () => import('./a-grand-endeavor'), de: () => import('./de/a-grand-endeavor') },
};

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
          <span class="muted">· {r.players}</span>
          <p>{r.pitch}</p>
        </li>
      ))}
    </ul>
  );
}

export function RulesIndexPage() {
  useEffect(() => {
    setTitle('Rules — Stonehenge');
  }, []);
  return (
    <div class="rules-index" data-testid="rules-index">
      <PageTitle>Rules</PageTitle>
      <p class="lead">One board and one set of cards and pieces, four quite different games. Each page explains a game from the box to the final score.</p>
      <RulesList />
    </div>
  );
}

function RulesNotFound({ rulesetId }: { rulesetId: string }) {
  useEffect(() => {
    setTitle('No such rules — Stonehenge');
  }, []);
  return (
    <div class="rules-index" data-testid="rules-not-found">
      <PageTitle>No rules for “{rulesetId}”</PageTitle>
      <p>There is no game of that name here. These are the four we have rules for:</p>
      <RulesList />
    </div>
  );
}

export function LazyRulesPage({ rulesetId }: { rulesetId: string }) {
  const load = rulesContentLoader(rulesetId, locale());
  // The frame's words first: a page builds its sections (with their headings) as it loads.
  const chunk = useChunk(
    rulesetId,
    load
      ? () =>
          loadAreas('rules')
            .then(load)
            .then((m) => m.default)
      : null,
  );
  if (!load) return <RulesNotFound rulesetId={rulesetId} />;
  if (chunk.state === 'failed') return <ChunkFailed title="The rules could not be loaded" />;
  if (chunk.state === 'loading') return <PageTitle>Loading the rules…</PageTitle>;
  return <RulesPage content={chunk.value} />;
}
