/** Your hand: secret cards; on your Commit phase a card is a button that commits to it. */
import { POSSESSION_LIMIT } from '@engine/a-grand-endeavor/model';
import { msg } from './i18n';
import type { GrandEndeavorView } from '@engine/a-grand-endeavor/view';
import { ProjectCard } from './cards';
import { type Action, cardName } from './words';

interface Props {
  view: GrandEndeavorView;
  seat: number;
  actions: Action[];
  pending: boolean;
  act: (a: Action) => void;
}

export function HandPanel({ view, seat, actions, pending, act }: Props) {
  const w = msg;
  const hand = view.hand ?? [];
  const me = view.seats[seat];
  const commitOf = (id: string) => actions.find((a): a is Extract<Action, { type: 'commit' }> => a.type === 'commit' && a.card === id);
  const discardOf = (id: string) => actions.find((a): a is Extract<Action, { type: 'discard' }> => a.type === 'discard' && a.card === id);
  const anyPick = hand.some((id) => commitOf(id) || discardOf(id));
  return (
    <section class="panel age-hand" aria-labelledby="age-hand-title" data-testid="age-hand">
      <h2 id="age-hand-title">{w.handTitle}</h2>
      <p class="muted">
        {w.handLine(hand.length, me ? me.possession : null, POSSESSION_LIMIT)}
        {anyPick && ` ${w.clickCard}`}
      </p>
      {hand.length === 0 && <p class="muted">{w.noCards}</p>}
      <div class="age-card-row age-hand-cards" role="list" aria-label={w.handList}>
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
                pickLabel={commit ? w.aCommit(cardName(id)) : w.aDiscard(cardName(id))}
                testType={action?.type}
              />
              {received && <span class="age-received-note">{w.received}</span>}
            </span>
          );
        })}
      </div>
    </section>
  );
}
