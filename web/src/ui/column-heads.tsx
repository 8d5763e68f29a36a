/** A table's head row: one column header (`scope="col"`) per entry, in order. */
import type { ComponentChildren } from 'preact';

export function ColumnHeads({ heads }: { heads: readonly ComponentChildren[] }) {
  return (
    <thead>
      <tr>
        {heads.map((head, i) => (
          <th key={i} scope="col">
            {head}
          </th>
        ))}
      </tr>
    </thead>
  );
}
