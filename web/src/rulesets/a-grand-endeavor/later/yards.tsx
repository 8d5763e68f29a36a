/** Each faction's construction yard: materials, influence, hand, project and where its Druid stands. */
import type { GrandEndeavorView, ProjectView, SeatView } from '@engine/a-grand-endeavor/view';
import type { CardColour } from '@engine/core/components';
import { msg } from '../i18n';
import { colourName } from '../../../ui/colours';
import { Swatch } from '../../../ui/swatch';
import { Backs, CardBack, ProjectCard } from '../cards';
import { type Namer, cardName, druidPlace, siteName } from '../words';

export interface Revealed {
  hands?: string[][];
  projects?: (string | null)[];
  deck?: string[];
}

function projectLines(p: ProjectView, mine: boolean, over: boolean, atAltar: boolean): string[] {
  const w = msg;
  const lines: string[] = [];
  if (!p.faceUp && over) lines.push(w.pStillDown);
  else if (!p.faceUp) lines.push(w.pTurnsUp(mine));
  if (p.site) lines.push(w.pSite(siteName(p.site)));
  else if (p.faceUp && p.kind === 'trilithon') lines.push(atAltar ? w.pNoSiteAltar : w.pChoosing);
  if (p.carved) lines.push(w.pCarved);
  if (p.kind === 'trilithon') {
    if (p.capped) lines.push(w.pCapped(!!p.capDisk));
    else lines.push(w.pPieces(p.pieces));
    if (!p.capped) lines.push(w.pProtected(!!p.protected));
  }
  return lines;
}

function druidWords(view: GrandEndeavorView, s: SeatView): string {
  const w = msg;
  if (s.druid.at === 'site') return w.druidOnSite(siteName(s.druid.site));
  if (druidPlace(view, s.seat) === 'altar') return w.druidAltar;
  return w.druidYard;
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
  const w = msg;
  const score = view.scores[s.seat]?.total ?? 0;
  const p = s.project;
  const shown = p?.card ?? revealedProject ?? null;
  return (
    <article
      class={`age-yard${me ? ' mine' : ''}${active ? ' active' : ''}${s.removed ? ' removed' : ''}`}
      aria-label={w.yardLabel(name(s.seat))}
      data-testid="age-yard"
      data-seat={s.seat}
    >
      <header class="age-yard-head">
        <Swatch colour={s.colour} showName={false} />
        <strong>{name(s.seat)}</strong>
        <span class="muted">({colourName(s.colour as CardColour)})</span>
        {me && <span class="tag">{w.tagYou}</span>}
        {active && <span class="tag tag-strong">{w.tagToMove}</span>}
        {view.neutralOwner === s.seat && <span class="tag">{w.tagNeutral}</span>}
        {s.ritualPending && <span class="tag">{w.tagRitual}</span>}
        {s.removed && <span class="tag">{w.tagRemoved}</span>}
      </header>
      <dl class="age-facts">
        <div>
          <dt>{w.lintels}</dt>
          <dd>
            <span class={`age-bar c-${s.colour}`} aria-hidden="true" /> {w.leftOf(s.lintels, view.lintelsPerPlayer)}
          </dd>
        </div>
        <div>
          <dt>{w.bluestones}</dt>
          <dd>
            <span class={`age-dot c-${s.colour}`} aria-hidden="true" /> {w.leftOf(s.bluestones, 10)}
          </dd>
        </div>
        <div>
          <dt>{w.influence}</dt>
          <dd>
            <span class="age-dot c-neutral" aria-hidden="true" /> {s.influence}
          </dd>
        </div>
        <div>
          <dt>{w.hand}</dt>
          <dd>{me ? w.handCards(s.handCount) : <Backs count={s.handCount} label={w.cardsInHand(s.handCount)} />}</dd>
        </div>
        <div>
          <dt>{w.druid}</dt>
          <dd>{druidWords(view, s)}</dd>
        </div>
        <div>
          <dt>{w.score(view.step.kind === 'over')}</dt>
          <dd>{w.points(score)}</dd>
        </div>
      </dl>
      <div class="age-project">
        <div class="age-project-card">
          {!p ? (
            <span class="age-empty-slot">{w.noProject}</span>
          ) : shown ? (
            <span class={p.faceUp ? '' : 'age-facedown-own'}>
              <ProjectCard id={shown} small />
            </span>
          ) : (
            <CardBack small label={w.faceDownProject} />
          )}
          {p?.carved && <span class={`age-dot c-${s.colour} age-carved`} title={w.carvedTitle} />}
        </div>
        <div class="age-project-words">
          <p class="age-project-title">
            {!p ? w.projectNone : !shown ? w.projectFaceDown : (p.faceUp ? w.projectTitle : p.card ? w.projectMine : w.projectRevealed)(cardName(shown))}
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
          {w.held(atEnd, revealedHand.length ? revealedHand.map(cardName).join(', ') : null)}
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
      <h2 id="age-yards-title">{msg.yardsTitle}</h2>
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
