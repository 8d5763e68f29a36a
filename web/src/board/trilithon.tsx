/**
 * A trilithon seen from the front: two uprights and a lintel across their tops, centred on its
 * origin. `scale` enlarges the stones (not their outlines); each board styles it by `class`.
 */
import { type Point, translate } from './geometry';

export function Trilithon({ at, scale = 1, class: cls }: { at?: Point; scale?: number; class?: string }) {
  const s = (v: number) => Math.round(v * scale * 100) / 100;
  return (
    <g class={cls} transform={at ? translate(at) : undefined}>
      <rect x={s(-11)} y={s(-8)} width={s(6)} height={s(16)} rx={s(1)} />
      <rect x={s(5)} y={s(-8)} width={s(6)} height={s(16)} rx={s(1)} />
      <rect x={s(-13)} y={s(-12)} width={s(26)} height={s(5)} rx={s(1)} />
    </g>
  );
}
