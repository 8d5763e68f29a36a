/**
 * Stonerush in words (the text mode, web/src/game/text-board.tsx): the race of the five druids
 * as a table, your hand and secret colour, the other players' hand sizes, the piles; each play
 * and discard named with the cards, the druid and where it goes. Words: its own (`msg.sr*`, i18n/text/) and the shared `t.textMode`.
 */
import { type NumberCardId, PLAYER_COLOURS } from '@engine/core/components';
import { type StonerushAction, netSteps } from '@engine/stonerush/model';
import type { StonerushView } from '@engine/stonerush/view';
import type { GamePayload } from '@schema/api';
import { fmt, t } from '../../i18n/live';
import { cardText, colourText } from '../text-words';
import type { TextDescription, TextSection } from '../types';
import { msg } from './i18n/text';

const cardsText = (ids: readonly string[]) => fmt.list(ids.map(cardText));

export function describeStonerush(payload: GamePayload<StonerushView, StonerushAction>): TextDescription<StonerushAction> {
  const w = t.textMode;
  const v = payload.view;
  const name = (seat: number) => payload.players[seat]?.name ?? w.seat(seat + 1);
  const race = PLAYER_COLOURS.map((c) => ({ c, at: v.positions[c] })).sort((a, b) => b.at - a.at);
  const sections: TextSection[] = [
    {
      heading: msg.srRace,
      lines: [msg.srTurn(v.turnNumber, v.step === 'discard'), ...(v.finisher ? [msg.srFinished(colourText(v.finisher))] : [])],
      table: {
        caption: msg.srRaceCaption(v.trackLength, v.track),
        columns: [msg.srDruid, msg.srSpace, msg.srToGo],
        rows: race.map(({ c, at }) => [c === v.identity ? w.you(colourText(c)) : colourText(c), fmt.number(at), fmt.number(Math.max(0, v.trackLength - at))]),
      },
    },
  ];
  if (v.hand) {
    sections.push({
      heading: msg.srHand(v.hand.length),
      lines: [...(v.identity ? [msg.srYourColour(colourText(v.identity))] : []), ...(v.hand.length ? v.hand.map(cardText) : [w.noCards])],
    });
  }
  sections.push({
    heading: msg.srPlayers,
    lines: payload.players.map((p) => {
      const backed = v.identities?.[p.seat];
      return msg.srSeatLine(
        p.seat === payload.seat ? w.you(name(p.seat)) : name(p.seat),
        v.handCounts[p.seat] ?? 0,
        v.turn === p.seat,
        backed ? colourText(backed) : null,
      );
    }),
  });
  sections.push({
    heading: msg.srPiles,
    lines: [msg.srDraw(v.drawPileCount), v.discardPile.length ? msg.srDiscard(v.discardPile.map(cardText).join('; ')) : msg.srDiscardEmpty],
  });
  const label = (a: StonerushAction): string => {
    if (a.type === 'discard') return a.cards.length ? msg.srDiscardCards(cardsText(a.cards)) : msg.srKeepAll;
    const steps = netSteps(a.cards as NumberCardId[]);
    const colour = colourText(a.colour);
    return steps === 0 ? msg.srPlayStays(cardsText(a.cards), colour) : msg.srPlayMoves(cardsText(a.cards), colour, steps, v.positions[a.colour]);
  };
  return {
    prompt: v.step === 'discard' ? msg.srPromptDiscard : msg.srPromptPlay,
    sections,
    label,
    group: (a) => (a.type === 'discard' ? msg.srDiscardGroup : msg.srPlayGroup),
  };
}
