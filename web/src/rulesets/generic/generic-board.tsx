/** The fallback board: the view as readable lists, and each legal action as a button. */
import type { BoardProps } from '../types';
import { describeAction } from './describe';
import { ValueList } from './value-list';

export function GenericBoard({ payload, act, pending }: BoardProps) {
  return (
    <section class="panel" data-testid="generic-board" aria-labelledby="generic-view-title">
      <h2 id="generic-view-title">Table</h2>
      <ValueList value={payload.view} />
      {payload.actions.length > 0 && (
        <>
          <h3>Your moves</h3>
          <ul class="action-list" data-decision="actions">
            {payload.actions.map((a, i) => (
              <li key={i}>
                <button type="button" class="button" disabled={pending} onClick={() => act(a)} data-testid="generic-action">
                  {describeAction(a)}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
