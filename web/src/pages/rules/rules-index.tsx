/** /rules (the four rulesets) and /rules/<id> (one ruleset's page, loaded as its own chunk). */
import { useEffect } from 'preact/hooks';
import { Link } from '../../router';
import { PageTitle } from '../../ui/page-title';
import { ChunkFailed, useChunk } from '../../ui/use-chunk';
import { RULES_INDEX } from './links';
import { type RulesContent, RulesPage } from './rules-page';
import { setTitle } from '../../ui/waiting';
import { loadAreas } from '../../i18n';
import { boardArea } from '../../rulesets/registry';

const CONTENT: Record<string, () => Promise<{ default: RulesContent }>> = {
  stonerush: () => import('./stonerush'),
  'fightin-drinkin-stealin': () => import('./fightin-drinkin-stealin'),
  'raiding-stonehenge': () => import('./raiding-stonehenge'),
  'a-grand-endeavor': () => import('./a-grand-endeavor'),
};

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
  // A rules page draws the board's own pieces, which speak the board's area.
  const chunk = useChunk(rulesetId, load ? () => Promise.all([load(), loadAreas('rules', boardArea(rulesetId))]).then(([m]) => m.default) : null);
  if (!load) return <RulesNotFound rulesetId={rulesetId} />;
  if (chunk.state === 'failed') return <ChunkFailed title="The rules could not be loaded" />;
  if (chunk.state === 'loading') return <PageTitle>Loading the rules…</PageTitle>;
  return <RulesPage content={chunk.value} />;
}
