/**
 * An action in words when its ruleset gives none (the generic board, a queued move whose board has
 * not loaded): the engine's own names for the move and its fields, humanised and marked English
 * (`lang="en"`, docs/i18n.md "The generic board"), and its values in the page's language.
 */
import { Fragment } from 'preact';
import { describeValue, humanise } from './describe';

export function ActionWords({ action }: { action: { type: string; [k: string]: unknown } }) {
  const fields = Object.entries(action).filter(([k]) => k !== 'type');
  return (
    <>
      <span lang="en">{humanise(action.type)}</span>
      {fields.map(([k, v], i) => (
        <Fragment key={k}>
          {i === 0 ? ' — ' : '; '}
          <span lang="en">{humanise(k).toLowerCase()}</span>: <Value value={v} />
        </Fragment>
      ))}
    </>
  );
}

/** none / yes / no in the page's language; anything else is the engine's, marked English. */
function Value({ value }: { value: unknown }) {
  const own = value === null || value === undefined || typeof value === 'boolean' || (Array.isArray(value) && value.length === 0);
  return own ? describeValue(value) : <span lang="en">{describeValue(value)}</span>;
}
