/**
 * Words for the board: card names, event names, award meanings and the label of
 * every listed action. The board never builds an action, it only names them.
 */
import { type CardId, type PlayerColour, card, PLAYER_COLOURS } from '@engine/core/components';
import { type Awards, type EventId, type FdsAction, type PromptKind, cardWorth, totalAwards } from '@engine/fightin-drinkin-stealin/model';
import type { FdsView } from '@engine/fightin-drinkin-stealin/view';
import { colourName } from '../../ui/colours';

export const EVENT_IDS: readonly EventId[] = ['fightin', 'drinkin', 'stealin'];

export const EVENT_TITLE: Record<EventId, string> = { fightin: "Fightin'", drinkin: "Drinkin'", stealin: "Stealin'" };
/** Where the event is played on the board. */
export const EVENT_PLACE: Record<EventId, string> = {
  fightin: 'at the trilithon spaces',
  drinkin: 'beside the altar stone',
  stealin: 'at the word STONEHENGE',
};
export const EVENT_ROLE: Record<EventId, string> = { fightin: 'fighter', drinkin: 'drinker', stealin: 'thief' };
export const EVENT_ROLES: Record<EventId, string> = { fightin: 'fighters', drinkin: 'drinkers', stealin: 'thieves' };

export const AWARD_MEANING: Record<PlayerColour, string> = {
  red: 'Killing Monsters',
  white: 'Not Getting Clobbered',
  blue: 'Drinks',
  green: 'Not Passing Out',
  yellow: 'Gold',
};

/** "day 14", "night 3", "red trilithon". */
export function cardWords(id: string): string {
  const c = card(id);
  if (c.kind === 'trilithon') return `${c.colour} trilithon`;
  return `${c.half} ${c.number}`;
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

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function awardTotal(a: Awards | undefined): number {
  return a ? totalAwards(a) : 0;
}

/** "2 yellow, 1 red" or "nothing". */
export function awardWords(a: Awards | undefined): string {
  if (!a) return 'nothing';
  const parts = PLAYER_COLOURS.filter((c) => a[c] > 0).map((c) => `${a[c]} ${c}`);
  return parts.length ? parts.join(', ') : 'nothing';
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

const PROMPT_FALLBACK: Record<string, string> = {
  play: "Choose one card from your hand for each event: Fightin', Drinkin' and Stealin'.",
};

/** The question in words: the engine's sentence, or a plain fallback. */
export function promptText(view: FdsView): string {
  const p = view.prompt;
  return p?.text || (p && PROMPT_FALLBACK[p.kind]) || 'Choose one of the moves below.';
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
  switch (action.type) {
    case 'play':
      return {
        group: 'Place cards',
        label: `Fightin' ${cardWords(action.fightin)}, Drinkin' ${cardWords(action.drinkin)}, Stealin' ${cardWords(action.stealin)}`,
      };
    case 'discard': {
      const place = placeOf(view, action.card);
      const words = cardWords(action.card);
      if (place?.kind === 'monster') {
        const kill = kind !== undefined && MONSTER_KILL.includes(kind);
        const c = card(action.card);
        const bonus = kill && c.kind === 'trilithon' ? ` (bonus: ${c.colour} award)` : '';
        return {
          group: kill ? 'Kill a monster' : 'Throw out a monster',
          label: `${kill ? 'Kill' : 'Throw out'} the ${c.kind === 'trilithon' ? words : `monster ${words}`}${bonus}`,
          card: action.card,
        };
      }
      if (place?.kind === 'event') {
        const role = EVENT_ROLE[place.event];
        const roles = EVENT_ROLES[place.event];
        const mine = place.seat === me;
        return {
          group: mine ? `Discard one of your ${roles}` : `Discard one of ${oppName}'s ${roles}`,
          label: mine ? `Discard your ${role} ${words}` : `Discard ${oppName}'s ${role} ${words}`,
          card: action.card,
        };
      }
      return { group: 'Discard a card', label: `Discard ${words}`, card: action.card };
    }
    case 'steal-thief': {
      const loot = lootOfCard(view, action.card);
      return {
        group: `Rob one of ${oppName}'s thieves`,
        label: `Rob ${oppName}'s thief ${cardWords(action.card)} of everything it carries (${awardWords(loot)})`,
        card: action.card,
      };
    }
    case 'steal-award': {
      const have = view.seats[1 - me]?.awards[action.colour] ?? 0;
      return {
        group: `Steal one award straight from ${oppName}`,
        label: `Steal a ${action.colour} award (${AWARD_MEANING[action.colour]}; ${oppName} has ${have})`,
        colour: action.colour,
      };
    }
    case 'pass':
      return { group: 'Or', label: kind === 'steal-high-more' ? 'Stop: no second award' : 'Steal nothing' };
    case 'take-yellow':
      return {
        group: 'Yellow awards (Gold) from stock',
        label: action.count === 0 ? 'Take no yellow award' : `Take ${plural(action.count, 'yellow award')}`,
        colour: action.count > 0 ? 'yellow' : undefined,
      };
    case 'scarper': {
      const loot = lootOfCard(view, action.card);
      const n = awardTotal(loot);
      return {
        group: 'Send one of your thieves home',
        label: `Thief ${cardWords(action.card)} scarpers off${n ? ` with ${awardWords(loot)}` : ' (carries nothing)'}`,
        card: action.card,
      };
    }
    case 'give-wee-lawyer': {
      const holder = view.weeLawyers[action.colour];
      return {
        group: `Which Wee Lawyer ${oppName} must take`,
        label: `${oppName} takes the ${action.colour} Wee Lawyer${holder === me ? ' (from you)' : ''}`,
        colour: action.colour,
      };
    }
    case 'discard-colour': {
      const n = view.seats[me]?.awards[action.colour] ?? 0;
      return { group: 'Your best colour to set aside', label: `Set aside your ${plural(n, `${action.colour} award`)}`, colour: action.colour };
    }
    default: {
      const a = action as { type: string };
      return { group: 'Other moves', label: a.type };
    }
  }
}

/** What the table is busy with, for everyone. */
export function stageWords(view: FdsView): string {
  if (view.stage === 'over') return 'The game is over.';
  if (view.stage === 'choose') return 'Both clans are choosing a card for each event.';
  if (view.stage === 'final') return 'Round seven is over: each clan sets aside its best colour.';
  if (view.event) return `The ${EVENT_TITLE[view.event]} event is being played out.`;
  return '';
}

export { colourName };
