/**
 * Fightin' Drinkin' Stealin' in words (the text mode, web/src/game/text-board.tsx): the round
 * and the event being played out, each event's cards per clan as a table, the monsters, both
 * clans' awards as a table, your hand with each card's worth; actions in the board's own words.
 */
import { PLAYER_COLOURS, colourOfNumber } from '../../../../engine/core/components';
import type { FdsAction } from '../../../../engine/fightin-drinkin-stealin/model';
import type { FdsView, TableCard } from '../../../../engine/fightin-drinkin-stealin/view';
import type { GamePayload } from '../../../../schema/api';
import type { TextDescription, TextSection } from '../types';
import {
  AWARD_MEANING,
  EVENT_IDS,
  EVENT_PLACE,
  EVENT_TITLE,
  awardTotal,
  awardWords,
  cardWords,
  handWorth,
  nameAction,
  plural,
  promptText,
  stageWords,
} from './words';

const WORDS = {
  round: (r: number, of: number, doubled: boolean) => `Round ${r} of ${of}${doubled ? ', awards worth double' : ''}.`,
  events: 'The events',
  eventCaption: (title: string, place: string) => `${title}, ${place}`,
  clan: 'Clan',
  cards: 'Cards, standing one first',
  loot: 'Carrying',
  none: 'none',
  faceDown: 'a face-down card',
  worth: (n: number) => `worth ${n}`,
  monsters: 'Monsters',
  monsterLine: (cards: string, total: number) => `In the fight: ${cards} (together ${total}).`,
  noMonsters: 'No monster in the fight.',
  monsterDeck: (n: number) => `Monster deck: ${plural(n, 'card')}.`,
  monsterDiscards: (cards: string) => `Monsters gone: ${cards}.`,
  altar: (n: number) => `Altar stone: ${plural(n, 'blue award')} waiting.`,
  lawyer: (space: number, colour: string) => `Big Lawyer on outer space ${space} (${colour}).`,
  clans: 'The clans',
  awardsCaption: 'Awards by colour',
  total: 'Total',
  clanLines: 'Hands and decks',
  clanLine: (name: string, deck: string, hand: number, deckCount: number, lawyers: string, discards: string) =>
    `${name} (${deck} deck): ${plural(hand, 'card')} in hand, ${plural(deckCount, 'card')} in the deck; Wee Lawyers: ${lawyers}; discards: ${discards}.`,
  stock: (words: string) => `Award stock: ${words}.`,
  meanings: (list: string) => `Award colours: ${list}.`,
  hand: (n: number) => `Your hand: ${plural(n, 'card')}`,
  handCard: (words: string, worth?: number) => (worth === undefined ? words : `${words}, worth ${worth} to you`),
  empty: 'No cards.',
  you: (name: string) => `${name} (you)`,
  scores: (list: string) => `Final scores: ${list}.`,
};

function tableCard(t: TableCard): string {
  if (!t.card) return WORDS.faceDown;
  const face = cardWords(t.card);
  const up = t.faceDown ? `${face}, face down` : face;
  return t.worth === undefined ? up : `${up}, ${WORDS.worth(t.worth)}`;
}

export function describeFds(payload: GamePayload<FdsView, FdsAction>): TextDescription<FdsAction> {
  const v = payload.view;
  const me = payload.seat ?? 0;
  const name = (seat: number) => payload.players[seat]?.name ?? `Seat ${seat + 1}`;
  const clanName = (seat: number) => (seat === payload.seat ? WORDS.you(name(seat)) : name(seat));
  const opp = name(1 - me);
  const seats = v.seats.map((s) => s.seat);
  const events: TextSection = {
    heading: WORDS.events,
    lines: [WORDS.round(v.round, v.rounds, v.doubled), ...(stageWords(v) ? [stageWords(v)] : [])],
    sections: EVENT_IDS.map((e) => ({
      heading: EVENT_TITLE[e],
      table: {
        caption: WORDS.eventCaption(EVENT_TITLE[e], EVENT_PLACE[e]),
        columns: e === 'stealin' ? [WORDS.clan, WORDS.cards, WORDS.loot] : [WORDS.clan, WORDS.cards],
        rows: seats.map((seat) => {
          const cards = v.events[e][seat] ?? [];
          const row = [clanName(seat), cards.length ? cards.map(tableCard).join('; ') : WORDS.none];
          if (e === 'stealin') row.push(cards.length ? cards.map((c) => awardWords(c.loot)).join('; ') : WORDS.none);
          return row;
        }),
      },
    })),
  };
  const monsters: TextSection = {
    heading: WORDS.monsters,
    lines: [
      v.monsters.length ? WORDS.monsterLine(v.monsters.map(cardWords).join(', '), v.monsterTotal) : WORDS.noMonsters,
      WORDS.monsterDeck(v.monsterDeckCount),
      ...(v.monsterDiscards.length ? [WORDS.monsterDiscards(v.monsterDiscards.map(cardWords).join(', '))] : []),
      WORDS.altar(v.altar),
      WORDS.lawyer(v.bigLawyer, colourOfNumber(v.bigLawyer)),
    ],
  };
  const clans: TextSection = {
    heading: WORDS.clans,
    lines: [
      WORDS.meanings(PLAYER_COLOURS.map((c) => `${c} for ${AWARD_MEANING[c]}`).join(', ')),
      WORDS.stock(awardWords(v.stock)),
      ...(v.scores ? [WORDS.scores(v.scores.map((n, seat) => `${name(seat)} ${n}`).join(', '))] : []),
    ],
    table: {
      caption: WORDS.awardsCaption,
      columns: [WORDS.clan, ...PLAYER_COLOURS, WORDS.total],
      rows: v.seats.map((s) => [clanName(s.seat), ...PLAYER_COLOURS.map((c) => String(s.awards[c])), String(awardTotal(s.awards))]),
    },
    sections: [
      {
        heading: WORDS.clanLines,
        lines: v.seats.map((s) =>
          WORDS.clanLine(
            clanName(s.seat),
            s.deck,
            s.handCount,
            s.deckCount,
            s.weeLawyers.length ? s.weeLawyers.join(', ') : WORDS.none,
            s.discards.length ? s.discards.map(cardWords).join(', ') : WORDS.none,
          ),
        ),
      },
    ],
  };
  const sections: TextSection[] = [events, monsters, clans];
  if (v.hand) {
    sections.splice(0, 0, {
      heading: WORDS.hand(v.hand.length),
      lines: v.hand.length ? v.hand.map((id) => WORDS.handCard(cardWords(id), handWorth(v, me, id))) : [WORDS.empty],
    });
  }
  return {
    prompt: v.prompt ? promptText(v) : undefined,
    sections,
    label: (a) => nameAction(a, v, me, opp).label,
    group: (a) => nameAction(a, v, me, opp).group,
  };
}
