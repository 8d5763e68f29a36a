/** Your hand: secret cards; on your Commit phase a card is a button that commits to it. */
import { POSSESSION_LIMIT } from '@engine/a-grand-endeavor/model';
import type { GrandEndeavorView } from '@engine/a-grand-endeavor/view';
import { ProjectCard } from './cards';
import { type Action, cardName, plural } from './words';

interface Props {
  view: GrandEndeavorView;
  seat: number;
  actions: Action[];
  pending: boolean;
  act: (a: Action) => void;
}

function possessionWords(n: number): string {
  if (n > POSSESSION_LIMIT) return `; ${n} cards in your possession, over the limit of ${POSSESSION_LIMIT} until you give one up`;
  return `; ${n} of the ${POSSESSION_LIMIT} cards you may hold, project included`;
}

export function HandPanel({ view, seat, actions, pending, act }: Props) {
  const hand = view.hand ?? [];
  const me = view.seats[seat];
  const commitOf = (id: string) => actions.find((a): a is Extract<Action, { type: 'commit' }> => a.type === 'commit' && a.card === id);
  const discardOf = (id: string) => actions.find((a): a is Extract<Action, { type: 'discard' }> => a.type === 'discard' && a.card === id);
  const anyPick = hand.some((id) => commitOf(id) || discardOf(id));
  return (
    <section class="panel age-hand" aria-labelledby="age-hand-title" data-testid="age-hand">
      <h2 id="age-hand-title">Your hand</h2>
      <p class="muted">
        {plural(hand.length, 'card')} in hand{me ? possessionWords(me.possession) : ''}. Only you see these.
        {anyPick && ' Click a card to choose it.'}
      </p>
      {hand.length === 0 && <p class="muted">No cards in hand.</p>}
      <div class="age-card-row age-hand-cards" role="list" aria-label="Cards in your hand">
        {hand.map((id, i) => {
          const commit = commitOf(id);
          const discard = discardOf(id);
          const received = view.received?.includes(id);
          const action = commit ?? discard;
          return (
            <span role="listitem" key={`${id}-${i}`} class={received ? 'age-received' : ''}>
              <ProjectCard
                id={id}
                onPick={action ? () => act(action) : undefined}
                disabled={pending}
                pickLabel={commit ? `Commit to ${cardName(id)}` : `Put ${cardName(id)} under the deck`}
                testType={action?.type}
              />
              {received && <span class="age-received-note">received</span>}
            </span>
          );
        })}
      </div>
    </section>
  );
}
