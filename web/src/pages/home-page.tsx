/** /: the games on offer, one card each, then the form that starts one, then this device's games. */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { RulesetInfo, StatsPage } from '@schema/api';
import { getRulesets, getStats } from '../api';
import { Link } from '../router';
import { savedGameIds } from '../tokens';
import { PageTitle } from '../ui/page-title';
import { CreateForm } from './create-form';
import { GameCards } from './game-cards';
import { setTitle } from '../ui/waiting';
import { t } from '../i18n';
import { fill } from '../i18n/fill';
import { errorText } from '../i18n/error-text';
import './home-page.css';

export function HomePage() {
  const [rulesets, setRulesets] = useState<RulesetInfo[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [stats, setStats] = useState<StatsPage | null>(null);
  const [statsError, setStatsError] = useState(false);
  const [rulesetId, setRulesetId] = useState('');
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    setTitle(t.home.pageTitle);
    getRulesets().then(
      (list) => {
        setRulesets(list);
        setRulesetId((id) => id || list[0]?.id || '');
      },
      (err: unknown) => setLoadError(errorText(err)),
    );
    getStats().then(setStats, () => setStatsError(true));
  }, []);

  /** "Start a game" on a card: that ruleset in the form, the form in view, focus on the choice. */
  const start = (id: string) => {
    setRulesetId(id);
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    formRef.current?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    document.getElementById(`ruleset-${id}`)?.focus({ preventScroll: true });
  };

  const mine = savedGameIds();

  return (
    <>
      <PageTitle>{t.home.heading}</PageTitle>
      <p class="lead">{t.home.lead}</p>
      {rulesets && <GameCards rulesets={rulesets} stats={stats} statsError={statsError} onStart={start} />}
      <CreateForm rulesets={rulesets} loadError={loadError} rulesetId={rulesetId} onChoose={setRulesetId} formRef={formRef} />
      {mine.length > 0 && (
        <section class="panel" aria-labelledby="mine-title">
          <h2 id="mine-title">{t.home.mineTitle}</h2>
          <ul class="plain-list">
            {mine.map((id) => (
              <li key={id}>
                <Link href={`/g/${encodeURIComponent(id)}`}>{t.home.gameLink(id)}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>{fill(t.home.browseArchive, { link: <Link href="/archive">{t.home.browseArchiveLink}</Link> })}</p>
    </>
  );
}
