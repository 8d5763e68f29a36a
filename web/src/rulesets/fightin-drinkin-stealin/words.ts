/**
 * Words for the board: card names, event names, award meanings and the label of
 * every listed action. The board never builds an action, it only names them.
 */
import { type CardId, type PlayerColour, card, PLAYER_COLOURS } from '@engine/core/components';
import type { Awards, EventId, FdsAction, PromptKind } from '@engine/fightin-drinkin-stealin/model';
import { cardWorth, totalAwards } from '@engine/fightin-drinkin-stealin/values';
import type { FdsView } from '@engine/fightin-drinkin-stealin/view';
import { msg } from './i18n';
import { colourName } from '../../ui/colours';

export const EVENT_IDS: readonly EventId[] = ['fightin', 'drinkin', 'stealin'];

type Words = typeof msg;

/** A record whose values are read from the catalog when used, so they follow the page's language. */
function fromCatalog<K extends string>(keys: readonly K[], word: (w: Words, k: K) => string): Readonly<Record<K, string>> {
  const out = {} as Record<K, string>;
  for (const k of keys) Object.defineProperty(out, k, { enumerable: true, get: () => word(msg, k) });
  return out;
}

export const EVENT_TITLE = fromCatalog(EVENT_IDS, (w, e) => w[e]);
/** Where the event is played on the board. */
export const EVENT_PLACE = fromCatalog(EVENT_IDS, (w, e) => ({ fightin: w.placeFightin, drinkin: w.placeDrinkin, stealin: w.placeStealin })[e]);
export const EVENT_ROLE = fromCatalog(EVENT_IDS, (w, e) => ({ fightin: w.fighter, drinkin: w.drinker, stealin: w.thief })[e]);
export const EVENT_ROLES = fromCatalog(EVENT_IDS, (w, e) => ({ fightin: w.fighters, drinkin: w.drinkers, stealin: w.thieves })[e]);

export const AWARD_MEANING = fromCatalog(
  PLAYER_COLOURS,
  (w, c: PlayerColour) => ({ red: w.meaningRed, white: w.meaningWhite, blue: w.meaningBlue, green: w.meaningGreen, yellow: w.meaningYellow })[c],
);

/** "day 14", "night 3", "red trilithon" (in the page's language). */
export function cardWords(id: string): string {
  const c = card(id);
  if (c.kind === 'trilithon') return msg.trilithonCard(colourName(c.colour));
  return msg.numberCard(c.half === 'night', c.number);
}

export function cardColour(id: string): string {
  return card(id).colour;
}

/**
 * What a card in your hand is worth to you, by the engine's own rule (zero in a colour
 * whose Wee Lawyer you hold); undefined for a card with no number to show.
 */
export function handWorth(view: FdsView, me: number, id: string): number | undefined {
  if (card(id).kind !== 'number') return undefined;
  return cardWorth(id as CardId, view.weeLawyers, me);
}

export function awardTotal(a: Awards | undefined): number {
  return a ? totalAwards(a) : 0;
}

/** "2 yellow, 1 red" or "nothing". */
export function awardWords(a: Awards | undefined): string {
  const w = msg;
  if (!a) return w.nothing;
  const parts = PLAYER_COLOURS.filter((c) => a[c] > 0).map((c) => w.awardCount(a[c], colourName(c)));
  return parts.length ? parts.join(', ') : w.nothing;
}

/** Where a card lies on the table: an event and the seat owning it, or the monsters. */
export type Place = { kind: 'monster' } | { kind: 'event'; event: EventId; seat: number } | null;

export function placeOf(view: FdsView, id: string): Place {
  if (view.monsters.includes(id as never)) return { kind: 'monster' };
  for (const event of EVENT_IDS) {
    for (const seat of [0, 1]) {
      if ((view.events[event][seat] ?? []).some((t) => t.card === id)) return { kind: 'event', event, seat };
    }
  }
  return null;
}

export function lootOfCard(view: FdsView, id: string): Awards | undefined {
  for (const seat of [0, 1]) {
    const t = (view.events.stealin[seat] ?? []).find((c) => c.card === id);
    if (t) return t.loot;
  }
  return undefined;
}

/** The question in the page's words, by the prompt's kind (the engine's `text` is its English twin). */
export function promptText(view: FdsView): string {
  const p = view.prompt;
  return p ? msg.question(p.kind) : msg.promptAny;
}

export interface Named {
  /** Heading of the group the action belongs to. */
  group: string;
  label: string;
  /** The card the action names, so the board can make that card clickable. */
  card?: string;
  colour?: string;
}

const MONSTER_KILL: readonly PromptKind[] = ['gonagal-monster', 'fight-kill'];

/** The label and group of a listed action, in the words of the current question. */
export function nameAction(action: FdsAction, view: FdsView, me: number, oppName: string): Named {
  const kind = view.prompt?.kind;
  const w = msg;
  switch (action.type) {
    case 'play':
      return { group: w.gPlace, label: w.lPlay(cardWords(action.fightin), cardWords(action.drinkin), cardWords(action.stealin)) };
    case 'discard': {
      const place = placeOf(view, action.card);
      const words = cardWords(action.card);
      if (place?.kind === 'monster') {
        const kill = kind !== undefined && MONSTER_KILL.includes(kind);
        const c = card(action.card);
        const bonus = kill && c.kind === 'trilithon' ? w.bonusAward(colourName(c.colour)) : '';
        const tri = c.kind === 'trilithon';
        const label = kill ? (tri ? w.lKillTrilithon(words) : w.lKillMonster(words)) : tri ? w.lThrowTrilithon(words) : w.lThrowMonster(words);
        return { group: kill ? w.gKill : w.gThrowOut, label: label + bonus, card: action.card };
      }
      if (place?.kind === 'event') {
        const role = EVENT_ROLE[place.event];
        const roles = EVENT_ROLES[place.event];
        const mine = place.seat === me;
        return {
          group: mine ? w.gDiscardMine(roles) : w.gDiscardTheirs(oppName, roles),
          label: mine ? w.lDiscardMine(role, words) : w.lDiscardTheirs(oppName, role, words),
          card: action.card,
        };
      }
      return { group: w.gDiscard, label: w.lDiscard(words), card: action.card };
    }
    case 'steal-thief': {
      const loot = lootOfCard(view, action.card);
      return {
        group: w.gRob(oppName),
        label: w.lRob(oppName, cardWords(action.card), awardWords(loot)),
        card: action.card,
      };
    }
    case 'steal-award': {
      const have = view.seats[1 - me]?.awards[action.colour] ?? 0;
      return {
        group: w.gStealAward(oppName),
        label: w.lStealAward(colourName(action.colour), AWARD_MEANING[action.colour], oppName, have),
        colour: action.colour,
      };
    }
    case 'pass':
      return { group: w.gOr, label: kind === 'steal-high-more' ? w.lStop : w.lStealNothing };
    case 'take-yellow':
      return {
        group: w.gYellow,
        label: action.count === 0 ? w.lNoYellow : w.lYellow(action.count),
        colour: action.count > 0 ? 'yellow' : undefined,
      };
    case 'scarper': {
      const loot = lootOfCard(view, action.card);
      const n = awardTotal(loot);
      return {
        group: w.gScarper,
        label: w.lScarper(cardWords(action.card), n ? awardWords(loot) : null),
        card: action.card,
      };
    }
    case 'give-wee-lawyer': {
      const holder = view.weeLawyers[action.colour];
      return {
        group: w.gGiveLawyer(oppName),
        label: w.lGiveLawyer(oppName, colourName(action.colour), holder === me),
        colour: action.colour,
      };
    }
    case 'discard-colour': {
      const n = view.seats[me]?.awards[action.colour] ?? 0;
      return { group: w.gBestColour, label: w.lBestColour(n, colourName(action.colour)), colour: action.colour };
    }
    default: {
      const a = action as { type: string };
      return { group: w.gOther, label: a.type };
    }
  }
}

/** What the table is busy with, for everyone. */
export function stageWords(view: FdsView): string {
  const w = msg;
  if (view.stage === 'over') return w.stageOver;
  if (view.stage === 'choose') return w.stageChoose;
  if (view.stage === 'final') return w.stageFinal;
  if (view.event) return w.stageEvent(EVENT_TITLE[view.event]);
  return '';
}

export { colourName };
