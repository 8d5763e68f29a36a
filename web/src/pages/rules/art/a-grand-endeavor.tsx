/** The pictures of the A Grand Endeavor rules page (both languages): the monument from the engine, built up for the scoring example. */
import type { ComponentChildren } from 'preact';
import { aGrandEndeavor } from '@engine/a-grand-endeavor';
import type { GrandEndeavorView, SpaceView } from '@engine/a-grand-endeavor/view';
import { Monument } from '../../../rulesets/a-grand-endeavor/monument';

export const NAMES = ['Ann', 'Bob', 'Cy', 'Dee'];
export const name = (seat: number) => NAMES[seat] ?? `Player ${seat + 1}`;

/** Four players straight after setup, from the engine itself (a fixed seed), as a spectator sees it. */
export const START = aGrandEndeavor.view(aGrandEndeavor.setup('rules-page', 4, {}), null) as GrandEndeavorView;

/** The starting board with some sites built by one seat (Bob, blue): lintels, bluestones, trilithons. */
export function builtBy(seat: number, built: { outerRing: number[]; bluestones: number[]; trilithons: number[] }): GrandEndeavorView {
  const colour = START.seats[seat]?.colour ?? 'blue';
  const mark =
    (spaces: number[], capDisk?: boolean) =>
    (s: SpaceView): SpaceView =>
      spaces.includes(s.space) ? { ...s, built: capDisk ? { seat, material: colour, capDisk } : { seat, material: colour } } : s;
  return {
    ...START,
    board: {
      outerRing: START.board.outerRing.map(mark(built.outerRing)),
      bluestones: START.board.bluestones.map(mark(built.bluestones)),
      trilithons: START.board.trilithons.map(mark(built.trilithons, true)),
    },
  };
}

export const SCORED = builtBy(1, { outerRing: [2, 3, 4, 5, 9], bluestones: [1, 2, 3, 7], trilithons: [2, 3] });

export function Board({ view }: { view: GrandEndeavorView }) {
  return (
    <div class="rules-board">
      <Monument view={view} name={name} claims={[]} pending={false} act={() => undefined} />
    </div>
  );
}

export function Cards({ children }: { children: ComponentChildren }) {
  return <div class="rules-cards">{children}</div>;
}
