/** The day and phase in words; the available projects, deck, community pile and influence supply. */
import type { GrandEndeavorView } from '@engine/a-grand-endeavor/view';
import { msg } from './i18n';
import { Swatch } from '../../ui/swatch';
import { CardBack, ProjectCard } from './cards';
import { type Action, type Namer, PHASES, cardName, phaseOf, promptWords } from './words';

export function PhasePanel({ view, name }: { view: GrandEndeavorView; name: Namer }) {
  const w = msg;
  const phase = phaseOf(view.step);
  const turnColour = view.seats[view.turn]?.colour ?? 'white';
  const step = view.step;
  return (
    <section class="panel age-phase" aria-labelledby="age-phase-title" data-testid="age-phase">
      <h2 id="age-phase-title">
        {step.kind === 'over' ? w.buildingOver : w.dayTurn(view.day, name(view.turn))}
        {step.kind !== 'over' && (
          <>
            {' '}
            <Swatch colour={turnColour} showName={false} />
          </>
        )}
      </h2>
      {phase && (
        <ol class="age-phases" aria-label={w.phasesLabel}>
          {PHASES.map((ph, i) => (
            <li key={ph} class={ph === phase ? 'now' : ''} aria-current={ph === phase ? 'step' : undefined}>
              <span class="age-phase-no">{i + 1}</span> {{ Construction: w.phaseConstruction, Draw: w.phaseDraw, Commit: w.phaseCommit }[ph]}
              {ph === phase && <span class="visually-hidden"> {w.now}</span>}
            </li>
          ))}
        </ol>
      )}
      <p class="age-prompt" data-testid="age-prompt">
        {promptWords(view, name)}
      </p>
      {step.kind === 'start' && <p class="hint">{w.startHint}</p>}
      {step.kind === 'usurp-discard' && <p class="hint">{w.usurpHint(name(step.usurper), name(step.victim))}</p>}
    </section>
  );
}

export function SupplyPanel({
  view,
  name,
  takes,
  pending,
  act,
}: {
  view: GrandEndeavorView;
  name: Namer;
  takes: Extract<Action, { type: 'take' }>[];
  pending: boolean;
  act: (a: Action) => void;
}) {
  const w = msg;
  const takeOf = (id: string) => takes.find((x) => x.card === id);
  return (
    <section class="panel age-supply" aria-labelledby="age-supply-title" data-testid="age-supply">
      <h2 id="age-supply-title">{w.supplyTitle}</h2>
      <div class="age-card-row" role="list" aria-label={w.supplyList}>
        {view.available.map((id, i) => {
          const take = id ? takeOf(id) : undefined;
          return (
            <span role="listitem" key={`${i}-${id ?? 'empty'}`}>
              {id ? (
                <ProjectCard id={id} onPick={take ? () => act(take) : undefined} disabled={pending} pickLabel={w.aTake(cardName(id))} testType="take" />
              ) : (
                <span class="card age-empty-card">{view.step.kind === 'draw' && view.deckCount > 0 ? w.takenSlot : w.emptySlot}</span>
              )}
            </span>
          );
        })}
        <span role="listitem" class="age-deck">
          <CardBack label={w.deckLabel(view.deckCount)} />
          <span class="age-deck-count">{w.deckCount(view.deckCount)}</span>
        </span>
      </div>
      <dl class="age-facts wide">
        <div>
          <dt>{w.communityPile}</dt>
          <dd>
            <span class="age-bar c-neutral" aria-hidden="true" /> {w.community(view.community.lintels, view.community.trilithonPieces)}
          </dd>
        </div>
        <div>
          <dt>{w.neutralColour}</dt>
          <dd>{view.neutralOwner === null ? w.neutralNobody : w.neutralOwner(name(view.neutralOwner))}</dd>
        </div>
        <div>
          <dt>{w.influenceSupply}</dt>
          <dd>
            <span class="age-dot c-neutral" aria-hidden="true" /> {w.disksLeft(view.influenceSupply)}
          </dd>
        </div>
        <div>
          <dt>{w.outOfGame}</dt>
          <dd>{w.outCards(view.removedCards.length)}</dd>
        </div>
      </dl>
    </section>
  );
}
