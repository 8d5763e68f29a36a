/**
 * Fightin' Drinkin' Stealin' in words (the text mode, web/src/game/text-board.tsx): the round
 * and the event being played out, each event's cards per clan as a table, the monsters, both
 * clans' awards as a table, your hand with each card's worth; actions in the board's own words
 * (words.ts). Words: its own (`msg.fds*`, i18n/text/) and the shared `t.textMode`.
 */
import { PLAYER_COLOURS, colourOfNumber } from '@engine/core/components';
import type { FdsAction } from '@engine/fightin-drinkin-stealin/model';
import type { FdsView, TableCard } from '@engine/fightin-drinkin-stealin/view';
import type { GamePayload } from '@schema/api';
import { fmt, t } from '../../i18n/live';
import { colourText } from '../text-words';
import type { TextDescription, TextSection } from '../types';
import { AWARD_MEANING, EVENT_IDS, EVENT_PLACE, EVENT_TITLE, awardTotal, awardWords, cardWords, handWorth, nameAction, promptText, stageWords } from './words';
import { msg } from './i18n/text';

function tableCard(t_: TableCard): string {
  if (!t_.card) return msg.fdsFaceDown;
  const face = t_.faceDown ? msg.fdsFaceDownOwn(cardWords(t_.card)) : cardWords(t_.card);
  return t_.worth === undefined ? face : msg.fdsWorth(face, t_.worth);
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
    heading: msg.fdsEvents,
    lines: [msg.fdsRound(v.round, v.rounds, v.doubled), ...(stage ? [stage] : [])],
    sections: EVENT_IDS.map((e) => ({
      heading: EVENT_TITLE[e],
      table: {
        caption: msg.fdsEventCaption(EVENT_TITLE[e], EVENT_PLACE[e]),
        columns: e === 'stealin' ? [msg.fdsClan, msg.fdsCards, msg.fdsLoot] : [msg.fdsClan, msg.fdsCards],
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
    heading: msg.fdsMonsters,
    lines: [
      v.monsters.length ? msg.fdsMonsterLine(fmt.list(v.monsters.map(cardWords)), v.monsterTotal) : msg.fdsNoMonsters,
      msg.fdsMonsterDeck(v.monsterDeckCount),
      ...(v.monsterDiscards.length ? [msg.fdsMonsterDiscards(fmt.list(v.monsterDiscards.map(cardWords)))] : []),
      msg.fdsAltar(v.altar),
      msg.fdsLawyer(v.bigLawyer, colourText(colourOfNumber(v.bigLawyer))),
    ],
  };
  const clans: TextSection = {
    heading: msg.fdsClans,
    lines: [
      msg.fdsMeanings(fmt.list(PLAYER_COLOURS.map((c) => msg.fdsMeaning(colourText(c), AWARD_MEANING[c])))),
      msg.fdsStock(awardWords(v.stock)),
      ...(v.scores ? [msg.fdsScores(fmt.list(v.scores.map((points, seat) => msg.fdsScore(name(seat), points))))] : []),
    ],
    table: {
      caption: msg.fdsAwardsCaption,
      columns: [msg.fdsClan, ...PLAYER_COLOURS.map((c) => colourText(c)), msg.fdsTotal],
      rows: v.seats.map((s) => [clanName(s.seat), ...PLAYER_COLOURS.map((c) => fmt.number(s.awards[c])), fmt.number(awardTotal(s.awards))]),
    },
    sections: [
      {
        heading: msg.fdsHandsAndDecks,
        lines: v.seats.map((s) =>
          msg.fdsClanLine(
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
      heading: msg.fdsHand(v.hand.length),
      lines: v.hand.length
        ? v.hand.map((id) => {
            const worth = handWorth(v, me, id);
            return worth === undefined ? cardWords(id) : msg.fdsHandCard(cardWords(id), worth);
          })
        : [w.noCards],
    });
  }
  return {
    prompt: v.prompt ? promptText(v) : undefined,
    sections,
    label: (a) => nameAction(a, v, me, opp).label,
    group: (a) => nameAction(a, v, me, opp).group,
  };
}
