/** Plain words for cards, sites, seats and the phase of the turn. */
import { type CardColour, card, colourOfNumber } from '@engine/core/components';
import type { GrandEndeavorAction, Site } from '@engine/a-grand-endeavor/model';
import { POINTS, type ScoreCategory } from '@engine/a-grand-endeavor/points';
import type { GrandEndeavorView, StepView } from '@engine/a-grand-endeavor/view';
import type { PlayerInfo } from '@schema/api';
import { fmt } from '../../i18n/live';
import { msg } from './i18n';
import { colourName } from '../../ui/colours';

/** A score category in words (the page's language); here, not in scores.tsx, so the text mode needs no Preact (the worker runs it). */
export const categoryLabel = (key: ScoreCategory): string => msg.category(key, POINTS.bluestoneRunLength, POINTS.lintelRunLength);

/** A move, as the engine takes it. */
export type Action = GrandEndeavorAction;

export function cardColour(id: string): CardColour {
  return card(id).colour;
}

/** "Day 7 (white)", "Night 12 (black)", "Red trilithon" (in the page's language). */
export function cardName(id: string): string {
  const c = card(id);
  const w = msg;
  if (c.kind === 'trilithon') return w.trilithonCard(colourName(c.colour));
  return w.numberCard(c.half === 'night', c.number, colourName(c.colour));
}

export function siteName(site: { track: Site['track']; space: number }): string {
  const w = msg;
  if (site.track === 'outerRing') return w.outerSpace(site.space, colourName(colourOfNumber(site.space)));
  if (site.track === 'bluestones') return w.bluestoneSpace(site.space);
  return w.trilithonSpace(site.space);
}

/** A move as the confirm bar asks about it: "Claim outer space 12 (red)". */
export function actionWords(a: Action, name: Namer): string {
  const w = msg;
  switch (a.type) {
    case 'begin':
      return w.aBegin;
    case 'defame':
      return w.aDefame(name(a.target));
    case 'claim':
      return w.aClaim(siteName(a));
    case 'draw':
      return w.aDraw;
    case 'take':
      return w.aTake(cardName(a.card));
    case 'commit':
      return w.aCommit(cardName(a.card));
    case 'usurp':
      return w.aUsurp(name(a.from), fmt.list(a.cards.map(cardName)));
    case 'discard':
      return w.aDiscard(cardName(a.card));
    case 'withdraw':
      return w.aWithdraw;
  }
}

export const siteKey = (track: string, space: number) => `${track}:${space}`;

export type Namer = (seat: number) => string;

export function namer(players: PlayerInfo[]): Namer {
  return (seat) => players[seat]?.name ?? msg.seat(seat + 1);
}

/** What the turn waits for, in the page's words: the view's step and whose turn it is (the engine's `prompt` is its English twin). */
export function promptWords(view: Pick<GrandEndeavorView, 'step' | 'turn'>, name: Namer): string {
  const step = view.step;
  const who = name(view.turn);
  switch (step.kind) {
    case 'start':
      return msg.promptStart(who);
    case 'return':
      return msg.promptReturn(who);
    case 'claim':
      return step.reason === 'turn-up' ? msg.promptClaimTurnUp(who) : step.reason === 'usurp' ? msg.promptClaimUsurp(who) : msg.promptClaimCommit(who);
    case 'draw':
      return msg.promptDraw(who);
    case 'commit':
      return msg.promptCommit(who);
    case 'stranded':
      return msg.promptStranded(who);
    case 'usurp-discard':
      return msg.promptUsurpDiscard(name(step.victim), name(step.usurper));
    default:
      return step.reason === 'complete' ? msg.promptOverComplete : msg.promptOverRemoved;
  }
}

export const PHASES = ['Construction', 'Draw', 'Commit'] as const;
export type Phase = (typeof PHASES)[number];

/** Which of the turn's three phases a step belongs to (null once the game is over). */
export function phaseOf(step: StepView): Phase | null {
  switch (step.kind) {
    case 'start':
    case 'return':
      return 'Construction';
    case 'claim':
      return step.reason === 'turn-up' ? 'Construction' : 'Commit';
    case 'draw':
      return 'Draw';
    case 'commit':
    case 'stranded':
    case 'usurp-discard':
      return 'Commit';
    case 'over':
      return null;
  }
}

export function seatColour(view: GrandEndeavorView, seat: number): string {
  return view.seats[seat]?.colour ?? 'white';
}

/**
 * Where a seat's Druid stands. The view puts a trilithon holder without a site
 * before the altar; that is also the case for a moment while a player who just
 * committed to (or usurped) a trilithon chooses its space, so that player's
 * Druid is shown in their yard, about to go to the board.
 */
export function druidPlace(view: GrandEndeavorView, seat: number): 'site' | 'altar' | 'yard' {
  const s = view.seats[seat];
  if (!s) return 'yard';
  if (s.druid.at === 'site') return 'site';
  if (s.druid.at === 'off-board') return 'yard';
  const choosing = view.step.kind === 'claim' && view.step.reason !== 'turn-up' && view.turn === seat && !s.ritualPending;
  return choosing ? 'yard' : 'altar';
}
