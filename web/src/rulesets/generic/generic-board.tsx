/** The fallback board: the view as readable lists, and each legal action as a button. */
import type { BoardProps } from '../types';
import { t } from '../../i18n';
import { ActionWords } from './action-words';
import { ValueList } from './value-list';
import './generic-board.css';

export function GenericBoard({ payload, act, pending }: BoardProps) {
  return (
    <section class="panel" data-testid="generic-board" aria-labelledby="generic-view-title">
      <h2 id="generic-view-title">{t.game.genericTable}</h2>
      <ValueList value={payload.view} />
      {payload.actions.length > 0 && (
        <>
          <h3>{t.game.genericMoves}</h3>
          <ul class="action-list" data-decision="actions">
            {payload.actions.map((a, i) => (
              <li key={i}>
                <button type="button" class="button" disabled={pending} onClick={() => act(a)} data-testid="generic-action">
                  <ActionWords action={a} />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
