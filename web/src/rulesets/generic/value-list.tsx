import { t } from '../../i18n';
import { humanise } from './describe';

const MAX_DEPTH = 4;

/** A JSON value as nested, readable key/value lists. */
export function ValueList({ value, depth = 0 }: { value: unknown; depth?: number }) {
  if (value === null || value === undefined) return <span class="muted">{t.game.valueNone}</span>;
  if (typeof value !== 'object') {
    if (typeof value === 'boolean') return <span>{value ? t.game.valueYes : t.game.valueNo}</span>;
    // The engine's own values ("white", "main") are its English, like its keys.
    return <span lang="en">{String(value)}</span>;
  }
  if (depth >= MAX_DEPTH) return <code lang="en">{JSON.stringify(value)}</code>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span class="muted">{t.game.valueNone}</span>;
    if (value.every((v) => typeof v !== 'object' || v === null)) return <span lang="en">{value.map(String).join(', ')}</span>;
    return (
      <ol class="value-list">
        {value.map((v, i) => (
          <li key={i}>
            <ValueList value={v} depth={depth + 1} />
          </li>
        ))}
      </ol>
    );
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return <span class="muted">{t.game.valueNothing}</span>;
  return (
    <dl class="value-list">
      {entries.map(([k, v]) => (
        <div key={k} class="value-row">
          <dt lang="en">{humanise(k)}</dt>
          <dd>
            <ValueList value={v} depth={depth + 1} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
