/** The day and phase in words; the available projects, deck, community pile and influence supply. */
import type { GrandEndeavorView } from '@engine/a-grand-endeavor/view';
import { Swatch } from '../../ui/swatch';
import { CardBack, ProjectCard } from './cards';
import { type Action, type Namer, PHASES, cardName, phaseOf, plural, withNames } from './words';

export function PhasePanel({ view, name }: { view: GrandEndeavorView; name: Namer }) {
  const phase = phaseOf(view.step);
  const turnColour = view.seats[view.turn]?.colour ?? 'white';
  const step = view.step;
  return (
    <section class="panel age-phase" aria-labelledby="age-phase-title" data-testid="age-phase">
      <h2 id="age-phase-title">
        {step.kind === 'over' ? 'The building is over' : `Day ${view.day}: ${name(view.turn)}'s turn`}
        {step.kind !== 'over' && (
          <>
            {' '}
            <Swatch colour={turnColour} showName={false} />
          </>
        )}
      </h2>
      {phase && (
        <ol class="age-phases" aria-label="The three phases of a turn">
          {PHASES.map((ph, i) => (
            <li key={ph} class={ph === phase ? 'now' : ''} aria-current={ph === phase ? 'step' : undefined}>
              <span class="age-phase-no">{i + 1}</span> {ph}
              {ph === phase && <span class="visually-hidden"> (now)</span>}
            </li>
          ))}
        </ol>
      )}
      <p class="age-prompt" data-testid="age-prompt">
        {withNames(view.prompt, name)}
      </p>
      {step.kind === 'start' && <p class="hint">Start of the turn, before construction: the only moment to defame before the day's work.</p>}
      {step.kind === 'usurp-discard' && (
        <p class="hint">
          {name(step.usurper)} is usurping {name(step.victim)}'s trilithon project; {name(step.victim)} decides which traded card to give up.
        </p>
      )}
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
  const takeOf = (id: string) => takes.find((t) => t.card === id);
  return (
    <section class="panel age-supply" aria-labelledby="age-supply-title" data-testid="age-supply">
      <h2 id="age-supply-title">Available projects and supplies</h2>
      <div class="age-card-row" role="list" aria-label="Available projects and the deck">
        {view.available.map((id, i) => {
          const take = id ? takeOf(id) : undefined;
          return (
            <span role="listitem" key={`${i}-${id ?? 'empty'}`}>
              {id ? (
                <ProjectCard
                  id={id}
                  onPick={take ? () => act(take) : undefined}
                  disabled={pending}
                  pickLabel={`Take the available project ${cardName(id)}`}
                  testType="take"
                />
              ) : (
                <span class="card age-empty-card">
                  {view.step.kind === 'draw' && view.deckCount > 0 ? 'Taken: refilled at the end of this Draw phase' : 'Empty slot'}
                </span>
              )}
            </span>
          );
        })}
        <span role="listitem" class="age-deck">
          <CardBack label={`The deck: ${plural(view.deckCount, 'card')}`} />
          <span class="age-deck-count">Deck: {view.deckCount}</span>
        </span>
      </div>
      <dl class="age-facts wide">
        <div>
          <dt>Community pile</dt>
          <dd>
            <span class="age-bar c-neutral" aria-hidden="true" /> {plural(view.community.lintels, 'neutral lintel')},{' '}
            {plural(view.community.trilithonPieces, 'trilithon piece')}
          </dd>
        </div>
        <div>
          <dt>Neutral colour</dt>
          <dd>{view.neutralOwner === null ? 'nobody yet (the first to build from the community pile owns it)' : `owned by ${name(view.neutralOwner)}`}</dd>
        </div>
        <div>
          <dt>Influence supply</dt>
          <dd>
            <span class="age-dot c-neutral" aria-hidden="true" /> {plural(view.influenceSupply, 'disk')} left
          </dd>
        </div>
        <div>
          <dt>Out of the game</dt>
          <dd>{plural(view.removedCards.length, 'card')} (built projects and cards with no site)</dd>
        </div>
      </dl>
    </section>
  );
}
