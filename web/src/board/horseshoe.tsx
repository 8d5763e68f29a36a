/**
 * The bluestone horseshoe: 20 square grey-blue spaces open at the bottom. `BluestoneSquare` is one
 * square's shape, for boards that wrap each space themselves.
 */
import { bluestoneAngle, polar, spaces, translate } from './geometry';

/** A bluestone space's square, `half` from its centre to each side. */
export function BluestoneSquare({ half, class: cls }: { half: number; class?: string }) {
  return <rect class={cls} x={-half} y={-half} width={half * 2} height={half * 2} rx="4" />;
}

/** All 20 numbered bluestone spaces at `radius` (class `bluestone`); `extra(n)` adds classes to space n. */
export function Horseshoe({ radius, half, extra }: { radius: number; half: number; extra?: (n: number) => string }) {
  return (
    <>
      {spaces('bluestones').map((n) => {
        const more = extra?.(n);
        return (
          <g key={n} class={`bluestone${more ? ` ${more}` : ''}`} transform={translate(polar(radius, bluestoneAngle(n)))}>
            <BluestoneSquare half={half} />
            <text class="space-number" y="4">
              {n}
            </text>
          </g>
        );
      })}
    </>
  );
}
