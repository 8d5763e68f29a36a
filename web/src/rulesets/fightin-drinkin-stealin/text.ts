/**
 * Fightin' Drinkin' Stealin' in words (the text mode, web/src/game/text-board.tsx): the round
 * and the event being played out, each event's cards per clan as a table, the monsters, both
 * clans' awards as a table, your hand with each card's worth; actions in the board's own words
 * (words.ts). Words: `t.textMode.fds*`.
 */
import { PLAYER_COLOURS, colourOfNumber } from '@engine/core/components';
import type { FdsAction } from '@engine/fightin-drinkin-stealin/model';
import type { FdsView, TableCard } from '@engine/fightin-drinkin-stealin/view';
import type { GamePayload } from '@schema/api';
import { fmt, t } from '../../i18n';
import { colourText } from '../text-words';
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
  promptIsEngine,
  promptText,
  stageWords,
} from './words';

function tableCard(t_: TableCard): string {
  const w = t.textMode;
  if (!t_.card) return w.fdsFaceDown;
  const face = t_.faceDown ? w.fdsFaceDownOwn(cardWords(t_.card)) : cardWords(t_.card);
  return t_.worth === undefined ? face : w.fdsWorth(face, t_.worth);
}

export function describeFds(payload: GamePayload<FdsView, FdsAction>): TextDescription<FdsAction> {
  const w = t.textMode;
  const v = payload.view;
  const me = payload.seat ?? 0;
  const name = (seat: number) => payload.players[seat]?.name ?? w.seat(seat + 1);
  const clanName = (seat: number) => (seat === payload.seat ? w.you(name(seat)) : name(seat));
  const opp = name(1 - me);
  const seats = v.seats.map((s) => s.seat);
  const stage = stageWords(v);
  const events: TextSection = {
    heading: w.fdsEvents,
    lines: [w.fdsRound(v.round, v.rounds, v.doubled), ...(stage ? [stage] : [])],
    sections: EVENT_IDS.map((e) => ({
      heading: EVENT_TITLE[e],
      table: {
        caption: w.fdsEventCaption(EVENT_TITLE[e], EVENT_PLACE[e]),
        columns: e === 'stealin' ? [w.fdsClan, w.fdsCards, w.fdsLoot] : [w.fdsClan, w.fdsCards],
        rows: seats.map((seat) => {
          const cards = v.events[e][seat] ?? [];
          const row = [clanName(seat), cards.length ? cards.map(tableCard).join('; ') : w.none];
          if (e === 'stealin') row.push(cards.length ? cards.map((c) => awardWords(c.loot)).join('; ') : w.none);
          return row;
        }),
      },
    })),
  };
  const monsters: TextSection = {
    heading: w.fdsMonsters,
    lines: [
      v.monsters.length ? w.fdsMonsterLine(fmt.list(v.monsters.map(cardWords)), v.monsterTotal) : w.fdsNoMonsters,
      w.fdsMonsterDeck(v.monsterDeckCount),
      ...(v.monsterDiscards.length ? [w.fdsMonsterDiscards(fmt.list(v.monsterDiscards.map(cardWords)))] : []),
      w.fdsAltar(v.altar),
      w.fdsLawyer(v.bigLawyer, colourText(colourOfNumber(v.bigLawyer))),
    ],
  };
  const clans: TextSection = {
    heading: w.fdsClans,
    lines: [
      w.fdsMeanings(fmt.list(PLAYER_COLOURS.map((c) => w.fdsMeaning(colourText(c), AWARD_MEANING[c])))),
      w.fdsStock(awardWords(v.stock)),
      ...(v.scores ? [w.fdsScores(fmt.list(v.scores.map((points, seat) => w.fdsScore(name(seat), points))))] : []),
    ],
    table: {
      caption: w.fdsAwardsCaption,
      columns: [w.fdsClan, ...PLAYER_COLOURS.map((c) => colourText(c)), w.fdsTotal],
      rows: v.seats.map((s) => [clanName(s.seat), ...PLAYER_COLOURS.map((c) => fmt.number(s.awards[c])), fmt.number(awardTotal(s.awards))]),
    },
    sections: [
      {
        heading: w.fdsHandsAndDecks,
        lines: v.seats.map((s) =>
          w.fdsClanLine(
            clanName(s.seat),
            s.deck === 'night',
            s.handCount,
            s.deckCount,
            s.weeLawyers.length ? fmt.list(s.weeLawyers.map((c) => colourText(c))) : w.none,
            s.discards.length ? s.discards.map(cardWords).join(', ') : w.none,
          ),
        ),
      },
    ],
  };
  const sections: TextSection[] = [events, monsters, clans];
  if (v.hand) {
    sections.unshift({
      heading: w.fdsHand(v.hand.length),
      lines: v.hand.length
        ? v.hand.map((id) => {
            const worth = handWorth(v, me, id);
            return worth === undefined ? cardWords(id) : w.fdsHandCard(cardWords(id), worth);
          })
        : [w.noCards],
    });
  }
  return {
    prompt: v.prompt ? promptText(v) : undefined,
    promptLang: promptIsEngine(v) ? 'en' : undefined,
    sections,
    label: (a) => nameAction(a, v, me, opp).label,
    group: (a) => nameAction(a, v, me, opp).group,
  };
}
