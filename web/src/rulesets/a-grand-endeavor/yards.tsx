/** Each faction's construction yard: materials, influence, hand, project and where its Druid stands. */
import type { GrandEndeavorView, ProjectView, SeatView } from '@engine/a-grand-endeavor/view';
import { Swatch } from '../../ui/swatch';
import { Backs, CardBack, ProjectCard } from './cards';
import { type Namer, cardName, druidPlace, plural, siteName } from './words';

export interface Revealed {
  hands?: string[][];
  projects?: (string | null)[];
  deck?: string[];
}

function projectLines(p: ProjectView, mine: boolean, over: boolean, atAltar: boolean): string[] {
  const lines: string[] = [];
  if (!p.faceUp && over) lines.push('Still face down when the building ended.');
  else if (!p.faceUp) lines.push(mine ? 'Face down: it turns up at your next turn.' : 'Face down: it turns up at their next turn.');
  if (p.site) lines.push(`Site: ${siteName(p.site)}.`);
  else if (p.faceUp && p.kind === 'trilithon') lines.push(atAltar ? 'No site: the Druid waits before the altar stone.' : 'Choosing a trilithon space now.');
  if (p.carved) lines.push('A bluestone is carved and waits on the card.');
  if (p.kind === 'trilithon') {
    if (p.capped)
      lines.push(p.capDisk ? 'All 3 pieces; claimed with a bluestone on the capstone.' : 'All 3 pieces; claimed (no bluestone left for the capstone).');
    else lines.push(`Trilithon pieces: ${p.pieces} of 3.`);
    if (!p.capped) lines.push(p.protected ? 'Just usurped: safe from usurping until worked for a day.' : 'Not yet claimed: others may usurp it.');
  }
  return lines;
}

function druidWords(view: GrandEndeavorView, s: SeatView): string {
  if (s.druid.at === 'site') return `on ${siteName(s.druid.site)}`;
  if (druidPlace(view, s.seat) === 'altar') return 'before the altar stone';
  return 'in the yard (no site claimed)';
}

function Yard(props: {
  s: SeatView;
  view: GrandEndeavorView;
  name: Namer;
  me: boolean;
  active: boolean;
  revealedHand?: string[];
  revealedProject?: string | null;
  atEnd: boolean;
}) {
  const { s, view, name, me, active, revealedHand, revealedProject, atEnd } = props;
  const score = view.scores[s.seat]?.total ?? 0;
  const p = s.project;
  const shown = p?.card ?? revealedProject ?? null;
  return (
    <article
      class={`age-yard${me ? ' mine' : ''}${active ? ' active' : ''}${s.removed ? ' removed' : ''}`}
      aria-label={`${name(s.seat)}'s construction yard`}
      data-testid="age-yard"
      data-seat={s.seat}
    >
      <header class="age-yard-head">
        <Swatch colour={s.colour} showName={false} />
        <strong>{name(s.seat)}</strong>
        <span class="muted">({s.colour})</span>
        {me && <span class="tag">you</span>}
        {active && <span class="tag tag-strong">to move</span>}
        {view.neutralOwner === s.seat && <span class="tag">owns neutral</span>}
        {s.ritualPending && <span class="tag">ritual next turn</span>}
        {s.removed && <span class="tag">out until scoring</span>}
      </header>
      <dl class="age-facts">
        <div>
          <dt>Lintels</dt>
          <dd>
            <span class={`age-bar c-${s.colour}`} aria-hidden="true" /> {s.lintels} left of {view.lintelsPerPlayer}
          </dd>
        </div>
        <div>
          <dt>Bluestones</dt>
          <dd>
            <span class={`age-dot c-${s.colour}`} aria-hidden="true" /> {s.bluestones} left of 10
          </dd>
        </div>
        <div>
          <dt>Influence</dt>
          <dd>
            <span class="age-dot c-neutral" aria-hidden="true" /> {s.influence}
          </dd>
        </div>
        <div>
          <dt>Hand</dt>
          <dd>{me ? plural(s.handCount, 'card') : <Backs count={s.handCount} what={s.handCount === 1 ? 'card in hand' : 'cards in hand'} />}</dd>
        </div>
        <div>
          <dt>Druid</dt>
          <dd>{druidWords(view, s)}</dd>
        </div>
        <div>
          <dt>{view.step.kind === 'over' ? 'Score' : 'Score now'}</dt>
          <dd>{plural(score, 'point')}</dd>
        </div>
      </dl>
      <div class="age-project">
        <div class="age-project-card">
          {!p ? (
            <span class="age-empty-slot">No project</span>
          ) : shown ? (
            <span class={p.faceUp ? '' : 'age-facedown-own'}>
              <ProjectCard id={shown} small />
            </span>
          ) : (
            <CardBack small label="Face-down project" />
          )}
          {p?.carved && <span class={`age-dot c-${s.colour} age-carved`} title="Carved bluestone on the card" />}
        </div>
        <div class="age-project-words">
          <p class="age-project-title">
            Project:{' '}
            {p
              ? shown
                ? `${cardName(shown)}${p.faceUp ? '' : p.card ? ' (face down, only you see it)' : ' (face down, revealed at the end)'}`
                : 'a face-down card'
              : 'none'}
          </p>
          {p && (
            <ul class="age-lines">
              {projectLines(p, me, view.step.kind === 'over', druidPlace(view, s.seat) === 'altar').map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {revealedHand && (
        <p class="age-revealed" data-testid="age-revealed-hand">
          {atEnd ? 'Held at the end' : 'Held now'}: {revealedHand.length ? revealedHand.map(cardName).join(', ') : 'no cards'}.
        </p>
      )}
    </article>
  );
}

/** `atEnd` false: a revealed position before the end (a replay step), worded as "now". */
export function Yards({
  view,
  name,
  mySeat,
  revealed,
  atEnd = true,
}: {
  view: GrandEndeavorView;
  name: Namer;
  mySeat: number | null;
  revealed?: Revealed;
  atEnd?: boolean;
}) {
  return (
    <section class="panel age-yards-panel" aria-labelledby="age-yards-title">
      <h2 id="age-yards-title">Construction yards</h2>
      <div class="age-yards">
        {view.seats.map((s) => (
          <Yard
            key={s.seat}
            s={s}
            view={view}
            name={name}
            me={s.seat === mySeat}
            active={view.active === s.seat}
            revealedHand={revealed?.hands?.[s.seat]}
            revealedProject={revealed?.projects?.[s.seat]}
            atEnd={atEnd}
          />
        ))}
      </div>
    </section>
  );
}
