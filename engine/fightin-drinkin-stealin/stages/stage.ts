/**
 * The stages of Fightin' an' Drinkin' an' Stealin'! with their facts, read from the stored
 * `stage` name and the event context (`ctx`), whose shape saved games already have.
 */
import type { CardId } from '../../core/components';
import { fact } from '../../core/fact';
import type { Step } from '../../core/flow';
import type { Seat } from '../../core/ruleset';
import type { FdsAction, FdsState } from '../model';

/** Stages whose step needs no fact beyond the state. */
type Plain<K> = K extends string ? { readonly kind: K } : never;
/** After a Gonagal took the event: its seat. */
type Gonagal<K> = K extends string ? { readonly kind: K; readonly gonagal: Seat } : never;
/** After a Fightin' champion went against the monsters: its seat. */
type Champion<K> = K extends string ? { readonly kind: K; readonly champion: Seat } : never;
/** After the Drinkin' event found one biggest drinker: its seat. */
type Biggest<K> = K extends string ? { readonly kind: K; readonly biggest: Seat } : never;
/** The second-highest thief, if one stands alone at its value. */
type Second<K> = K extends string ? { readonly kind: K; readonly second: CardId | null } : never;
/** The seat whose thieves alone the Big Lawyer caught, if only one seat's were. */
type Victim<K> = K extends string ? { readonly kind: K; readonly victim: Seat | null } : never;

export type Stage =
  | Plain<'choose' | 'fight' | 'fight-tie' | 'drink' | 'drink-tie' | 'steal' | 'steal-lawyer' | 'end-round' | 'final' | 'over'>
  | Gonagal<'fight-g-monster' | 'fight-g-fighter' | 'drink-g' | 'steal-g'>
  | Champion<'fight-kill' | 'fight-champion' | 'fight-other' | 'clobber-own' | 'clobber-opponent' | 'clobber-monster'>
  | Biggest<'drink-first' | 'drink-second' | 'drink-passout'>
  | { readonly kind: 'steal-high'; readonly high: CardId | null }
  | { readonly kind: 'steal-more'; readonly high: CardId }
  | Second<'steal-second' | 'steal-yellow'>
  | Victim<'scarper' | 'wee-lawyer'>;

/** The step of one kind of stage, typed for it. */
export type FdsStep<K extends Stage['kind']> = Step<FdsState, FdsAction, Extract<Stage, { kind: K }>>;
/** The steps of some kinds of stage (one phase's part of the step table). */
export type Steps<K extends Stage['kind']> = { readonly [P in K]: FdsStep<P> };

export function stageOf(state: FdsState): Stage {
  const { stage: kind, ctx } = state;
  switch (kind) {
    case 'fight-g-monster':
    case 'fight-g-fighter':
    case 'drink-g':
    case 'steal-g':
      return { kind, gonagal: fact(ctx.gonagal, 'the Gonagal seat') };
    case 'fight-kill':
    case 'fight-champion':
    case 'fight-other':
    case 'clobber-own':
    case 'clobber-opponent':
    case 'clobber-monster':
      return { kind, champion: fact(ctx.champion, 'the champion') };
    case 'drink-first':
    case 'drink-second':
    case 'drink-passout':
      return { kind, biggest: fact(ctx.biggestSeat, 'the biggest drinker') };
    case 'steal-high':
      return { kind, high: ctx.highCard };
    case 'steal-more':
      return { kind, high: fact(ctx.highCard, 'the highest thief') };
    case 'steal-second':
    case 'steal-yellow':
      return { kind, second: ctx.secondCard };
    case 'scarper':
    case 'wee-lawyer':
      return { kind, victim: ctx.habeas.length === 1 ? fact(ctx.habeas[0], 'the caught seat') : null };
    default:
      return { kind };
  }
}
