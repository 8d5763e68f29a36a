/**
 * Piece marks drawn on the board in SVG, each centred on its origin and coloured by its `class`
 * (such as `c-red`): a disk (round token, druid or lawyer), a figure (an arched Druid) and a lintel
 * (a bar lying along the ring). A `title` names the piece for a pointer or a screen reader.
 */
import type { ComponentChildren, JSX } from 'preact';
import { type Point, translate } from './geometry';

interface MarkProps extends Omit<JSX.SVGAttributes<SVGGElement>, 'class' | 'transform' | 'style' | 'title'> {
  class: string;
  /** Where the piece stands; without it, at the origin of the enclosing group. */
  at?: Point;
  /** Move it by CSS transform instead of the SVG attribute, so a change of place can glide. */
  glide?: boolean;
  title?: string;
  children?: ComponentChildren;
}

/** The group every mark draws in: its class, its place, its title. */
function Mark({ class: cls, at, glide, title, children, ...rest }: MarkProps) {
  const place = at && glide ? { style: { transform: `translate(${at.x.toFixed(1)}px, ${at.y.toFixed(1)}px)` } } : at ? { transform: translate(at) } : {};
  return (
    <g class={cls} {...place} {...rest}>
      {title ? <title>{title}</title> : null}
      {children}
    </g>
  );
}

/** A round token of radius `r`, with `letter` on it when given (baseline `letterY`); children are drawn beneath it (a highlight ring). */
export function Disk({ r, letter, letterY = 3.5, children, ...mark }: MarkProps & { r: number; letter?: string; letterY?: number }) {
  return (
    <Mark {...mark}>
      {children}
      <circle r={r} />
      {letter !== undefined ? <text y={letterY}>{letter}</text> : null}
    </Mark>
  );
}

/** A Druid as an arched figure (not a disk, not a bar), its letter on it. */
export function Figure({ letter, ...mark }: MarkProps & { letter: string }) {
  return (
    <Mark {...mark}>
      <path d="M-7.5,9 L-7.5,-2 A7.5,7.5 0 0 1 7.5,-2 L7.5,9 Z" />
      <text y="5">{letter}</text>
    </Mark>
  );
}

/** A lintel: a bar lying across direction `angle` (so along a ring at that angle), its letter upright on it. */
export function Lintel({ angle, letter, ...mark }: MarkProps & { angle: number; letter: string }) {
  return (
    <Mark {...mark}>
      <rect x="-13" y="-6" width="26" height="12" rx="2" transform={`rotate(${angle + 90})`} />
      <text y="4">{letter}</text>
    </Mark>
  );
}
