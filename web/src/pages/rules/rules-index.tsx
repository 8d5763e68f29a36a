/** /rules (the four rulesets) and /rules/<id> (one ruleset's page, loaded as its own chunk). */
import { useEffect } from 'preact/hooks';
import { Link } from '../../router';
import { PageTitle } from '../../ui/page-title';
import { ChunkFailed, useChunk } from '../../ui/use-chunk';
import { RULES_INDEX } from './links';
import { type RulesContent, RulesPage } from './rules-page';
import { setTitle } from '../../ui/waiting';
import { loadAreas } from '../../i18n';

/** Each ruleset's rules page, `./<id>.tsx`, found by the glob: a new ruleset's page needs no line here. */
const PAGES = import.meta.glob<{ default: RulesContent }>(['./*.tsx', '!./rules-index.tsx', '!./rules-page.tsx']);
const CONTENT: Record<string, () => Promise<{ default: RulesContent }>> = Object.fromEntries(
  Object.entries(PAGES).map(([file, load]) => [file.slice(2, -'.tsx'.length), load]),
);

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
  const load = CONTENT[rulesetId];
  const chunk = useChunk(rulesetId, load ? () => Promise.all([load(), loadAreas('rules')]).then(([m]) => m.default) : null);
  if (!load) return <RulesNotFound rulesetId={rulesetId} />;
  if (chunk.state === 'failed') return <ChunkFailed title="The rules could not be loaded" />;
  if (chunk.state === 'loading') return <PageTitle>Loading the rules…</PageTitle>;
  return <RulesPage content={chunk.value} />;
}
