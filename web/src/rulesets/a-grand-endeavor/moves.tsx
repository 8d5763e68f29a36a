/**
 * Your decision, in words: every legal action of payload.actions, grouped by
 * its type, each a button that sends that very action.
 */
import type { ComponentChildren } from 'preact';
import { type CardId, card, colourOfNumber } from '@engine/core/components';
import { cardsToDraw, commitsFaceUp } from '@engine/a-grand-endeavor/board';
import type { GrandEndeavorView } from '@engine/a-grand-endeavor/view';
import { Swatch } from '../../ui/swatch';
import { ProjectCard } from './cards';
import { type Action, type Namer, cardName, plural, seatColour } from './words';

interface Props {
  view: GrandEndeavorView;
  actions: Action[];
  name: Namer;
  pending: boolean;
  act: (a: Action) => void;
}

function ofType<T extends Action['type']>(actions: Action[], type: T): Extract<Action, { type: T }>[] {
  return actions.filter((a): a is Extract<Action, { type: T }> => a.type === type);
}

function Group({ title, explain, children, testid }: { title: string; explain: ComponentChildren; children: ComponentChildren; testid: string }) {
  return (
    <section class="age-move-group" data-testid={testid} aria-label={title}>
      <h3>{title}</h3>
      <p class="hint">{explain}</p>
      {children}
    </section>
  );
}

function MoveButton(props: { action: Action; pending: boolean; act: (a: Action) => void; children: ComponentChildren; primary?: boolean; label?: string }) {
  const { action, pending, act, children, primary, label } = props;
  return (
    <button
      type="button"
      class={`button age-move${primary ? ' primary' : ''}`}
      disabled={pending}
      onClick={() => act(action)}
      data-testid="age-action"
      data-type={action.type}
    >
      {children}
      {label && <span class="visually-hidden">{` (${label})`}</span>}
    </button>
  );
}

const TRACK_TITLE = { outerRing: 'Outer ring (a lintel)', bluestones: 'Bluestone horseshoe', trilithons: 'Trilithon spaces' } as const;

function claimExplain(view: GrandEndeavorView): string {
  const step = view.step;
  const id = view.seats[view.turn]?.project?.card;
  const project = id ? cardName(id) : 'your project';
  if (step.kind === 'return')
    return 'Your ritual is done. Move your Druid from the altar stone to a free trilithon space to carry on with your trilithon project.';
  if (step.kind === 'claim' && step.reason === 'turn-up')
    return `Your project, ${project}, has turned face up: put your Druid on a construction site. A number card takes a free space of its colour, or a free bluestone space once its own number is built.`;
  if (step.kind === 'claim' && step.reason === 'usurp') return `The project you took, ${project}, needs a site: choose a free trilithon space.`;
  return `Your new project, ${project}, is face up: put your Druid on a construction site for it (here, or on the board).`;
}

function commitNote(id: string): string {
  if (card(id).kind === 'trilithon') return 'face up; claim a trilithon space now';
  return commitsFaceUp(id as CardId) ? 'face up; claim a site now' : 'face down; it turns up at your next turn';
}

export function MovesPanel({ view, actions, name, pending, act }: Props) {
  const me = view.seats.find((s) => s.seat === (view.active ?? -1));
  const claims = ofType(actions, 'claim');
  const takes = ofType(actions, 'take');
  const draws = ofType(actions, 'draw');
  const commits = ofType(actions, 'commit');
  const usurps = ofType(actions, 'usurp');
  const discards = ofType(actions, 'discard');
  const begins = ofType(actions, 'begin');
  const defames = ofType(actions, 'defame');
  const withdraws = ofType(actions, 'withdraw');
  const forcedTrilithon = takes.length > 0 && draws.length === 0 && takes.every((t) => card(t.card).kind === 'trilithon');
  const toDraw = me ? cardsToDraw(me.possession) : 0;
  const victims = [...new Set(usurps.map((u) => u.from))];

  return (
    <section class="panel age-moves" aria-labelledby="age-moves-title" data-testid="age-moves">
      <h2 id="age-moves-title">Your move</h2>

      {discards.length > 0 && view.step.kind === 'usurp-discard' && (
        <Group
          testid="age-group-discard"
          title="Put one traded card under the deck"
          explain={`${name(view.step.usurper)} took your trilithon project and gave you two cards. You may hold only three: choose which one goes to the bottom of the deck; you keep the other.`}
        >
          <div class="age-card-row">
            {discards.map((d) => (
              <ProjectCard
                key={d.card}
                id={d.card}
                onPick={() => act(d)}
                disabled={pending}
                pickLabel={`Put ${cardName(d.card)} under the deck`}
                testType="discard"
              />
            ))}
          </div>
        </Group>
      )}

      {claims.length > 0 && (
        <Group
          testid="age-group-claim"
          title={view.step.kind === 'return' ? 'Return to a trilithon space' : 'Claim a construction site'}
          explain={claimExplain(view)}
        >
          {(['outerRing', 'bluestones', 'trilithons'] as const).map((track) => {
            const here = claims.filter((c) => c.track === track);
            if (here.length === 0) return null;
            return (
              <div key={track} class="age-claim-track">
                <h4>{TRACK_TITLE[track]}</h4>
                <div class="age-button-row">
                  {here.map((c) => (
                    <MoveButton
                      key={c.space}
                      action={c}
                      pending={pending}
                      act={act}
                      label={`Claim ${track === 'outerRing' ? `outer space ${c.space} (${colourOfNumber(c.space)})` : track === 'bluestones' ? `bluestone space ${c.space}` : `trilithon space T${c.space}`}`}
                    >
                      {track === 'outerRing' ? (
                        <>
                          <span>Space {c.space}</span> <Swatch colour={colourOfNumber(c.space)} showName={false} />
                        </>
                      ) : track === 'bluestones' ? (
                        `Bluestone ${c.space}`
                      ) : (
                        `T${c.space}`
                      )}
                    </MoveButton>
                  ))}
                </div>
              </div>
            );
          })}
        </Group>
      )}

      {(takes.length > 0 || draws.length > 0) && (
        <Group
          testid="age-group-draw"
          title="Draw a card"
          explain={
            forcedTrilithon
              ? 'A trilithon project lies among the available projects: the rules make you take it.'
              : `Draw up to three cards in all (your project counts): ${plural(toDraw, 'card')} to go. Take an available project or the top card of the deck.`
          }
        >
          <div class="age-card-row">
            {takes.map((t) => (
              <ProjectCard
                key={t.card}
                id={t.card}
                onPick={() => act(t)}
                disabled={pending}
                pickLabel={`Take the available project ${cardName(t.card)}`}
                testType="take"
              />
            ))}
          </div>
          {draws.map((d, i) => (
            <MoveButton key={i} action={d} pending={pending} act={act}>
              Draw the top card of the deck ({plural(view.deckCount, 'card')} left)
            </MoveButton>
          ))}
        </Group>
      )}

      {commits.length > 0 && (
        <Group
          testid="age-group-commit"
          title="Commit to a project"
          explain={
            commits.some((c) => card(c.card).kind === 'trilithon')
              ? 'You hold a trilithon card, so you must commit to it: it goes face up and claims a trilithon space.'
              : 'Play one card from your hand into your construction yard. A day card lies face down and turns up next turn; a night card goes face up and claims its site now.'
          }
        >
          <ul class="age-move-list">
            {commits.map((c) => (
              <li key={c.card}>
                <MoveButton action={c} pending={pending} act={act}>
                  <span>
                    Commit {cardName(c.card)} <span class="age-note">— {commitNote(c.card)}</span>
                  </span>
                </MoveButton>
              </li>
            ))}
          </ul>
        </Group>
      )}

      {victims.map((from) => {
        const project = view.seats[from]?.project;
        const tri = project?.card ? cardName(project.card) : 'trilithon';
        return (
          <Group
            key={from}
            testid="age-group-usurp"
            title={`Usurp ${name(from)}'s ${tri} project`}
            explain={`Give ${name(from)} two cards, each of the trilithon's colour or of ${name(from)}'s colour (${seatColour(view, from)}), and take over the project with its pieces and site.`}
          >
            <ul class="age-move-list">
              {usurps
                .filter((u) => u.from === from)
                .map((u) => (
                  <li key={u.cards.join('+')}>
                    <MoveButton action={u} pending={pending} act={act}>
                      Give {cardName(u.cards[0] ?? '')} and {cardName(u.cards[1] ?? '')}
                    </MoveButton>
                  </li>
                ))}
            </ul>
          </Group>
        );
      })}

      {begins.length > 0 && (
        <Group
          testid="age-group-begin"
          title="Start your turn"
          explain="You hold influence. Spend one to defame another faction first, or just begin the day's work (construction, then drawing)."
        >
          {begins.map((b, i) => (
            <MoveButton key={i} action={b} pending={pending} act={act} primary>
              Begin the day's work
            </MoveButton>
          ))}
        </Group>
      )}

      {withdraws.length > 0 && (
        <Group
          testid="age-group-stranded"
          title="No project you can commit to"
          explain="None of your cards has a free site. Defaming a faction (below) sends its Druid to the altar and may free a site for you; otherwise you withdraw until the scoring, and your hand goes under the deck."
        >
          {withdraws.map((w, i) => (
            <MoveButton key={i} action={w} pending={pending} act={act}>
              Withdraw until the scoring
            </MoveButton>
          ))}
        </Group>
      )}

      {defames.length > 0 && (
        <Group
          testid="age-group-defame"
          title="Defame a faction (optional)"
          explain={`Costs 1 influence (you have ${me?.influence ?? 0}). The defamed faction loses a numbered project to the bottom of the deck, its Druid goes before the altar stone, and it spends its next turn on a ritual. A trilithon project is kept.`}
        >
          <div class="age-button-row">
            {defames.map((d) => (
              <MoveButton key={d.target} action={d} pending={pending} act={act} label={`Defame ${name(d.target)} (${seatColour(view, d.target)})`}>
                <span>Defame {name(d.target)}</span> <Swatch colour={seatColour(view, d.target)} showName={false} />
              </MoveButton>
            ))}
          </div>
        </Group>
      )}
    </section>
  );
}
