/** The altar stone: a flat slab `width` by `height`, centred across its origin, its top edge `top` below it. */
export function Altar({ width, height, top = 0, class: cls }: { width: number; height: number; top?: number; class?: string }) {
  return <rect class={cls} x={-width / 2} y={top} width={width} height={height} rx={height / 5.5} />;
}
