/** A mid-event question: the engine's sentence, then the listed answers grouped by kind, as labelled buttons. */
import type { FdsAction } from '@engine/fightin-drinkin-stealin/model';
import { msg } from './i18n';
import { Swatch } from '../../ui/swatch';
import type { Named } from './words';

interface Props {
  question: string;
  actions: FdsAction[];
  name: (action: FdsAction) => Named;
  pending: boolean;
  act: (action: FdsAction) => void;
}

export function ChoiceControls({ question, actions, name, pending, act }: Props) {
  const groups: { title: string; type: string; items: { action: FdsAction; named: Named }[] }[] = [];
  for (const action of actions) {
    const named = name(action);
    let group = groups.find((g) => g.title === named.group);
    if (!group) {
      group = { title: named.group, type: action.type, items: [] };
      groups.push(group);
    }
    group.items.push({ action, named });
  }
  const cardChoice = actions.some((a) => 'card' in a);
  return (
    <div class="fds-choice" data-testid="fds-choice">
      <p class="fds-question" data-testid="fds-question">
        {question}
      </p>
      {cardChoice && <p class="hint">{msg.clickTable}</p>}
      {groups.map((g) => (
        <div key={g.title} class="fds-group" role="group" aria-label={g.title} data-type={g.type}>
          <h4>{g.title}</h4>
          <ul class="action-list">
            {g.items.map(({ action, named }, i) => (
              <li key={i}>
                <button type="button" class="button" disabled={pending} onClick={() => act(action)} data-testid="fds-action" data-type={action.type}>
                  {named.colour && <Swatch colour={named.colour} showName={false} />}
                  <span class="fds-action-label">{named.label}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
