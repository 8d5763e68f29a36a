/**
 * Stonerush in words (the text mode, web/src/game/text-board.tsx): the race of the five druids
 * as a table, your hand and secret colour, the other players' hand sizes, the piles; each play
 * and discard named with the cards, the druid and where it goes. Words: `t.textMode.sr*`.
 */
import { type NumberCardId, PLAYER_COLOURS } from '@engine/core/components';
import { type StonerushAction, netSteps } from '@engine/stonerush/model';
import type { StonerushView } from '@engine/stonerush/view';
import type { GamePayload } from '@schema/api';
import { fmt, t } from '../../i18n';
import { cardText, colourText } from '../text-words';
import type { TextDescription, TextSection } from '../types';

const cardsText = (ids: readonly string[]) => fmt.list(ids.map(cardText));

export function describeStonerush(payload: GamePayload<StonerushView, StonerushAction>): TextDescription<StonerushAction> {
  const w = t.textMode;
  const v = payload.view;
  const name = (seat: number) => payload.players[seat]?.name ?? w.seat(seat + 1);
  const race = PLAYER_COLOURS.map((c) => ({ c, at: v.positions[c] })).sort((a, b) => b.at - a.at);
  const sections: TextSection[] = [
    {
      heading: w.srRace,
      lines: [w.srTurn(v.turnNumber, v.step === 'discard'), ...(v.finisher ? [w.srFinished(colourText(v.finisher))] : [])],
      table: {
        caption: w.srRaceCaption(v.trackLength, v.track),
        columns: [w.srDruid, w.srSpace, w.srToGo],
        rows: race.map(({ c, at }) => [c === v.identity ? w.you(colourText(c)) : colourText(c), fmt.number(at), fmt.number(Math.max(0, v.trackLength - at))]),
      },
    },
  ];
  if (v.hand) {
    sections.push({
      heading: w.srHand(v.hand.length),
      lines: [...(v.identity ? [w.srYourColour(colourText(v.identity))] : []), ...(v.hand.length ? v.hand.map(cardText) : [w.noCards])],
    });
  }
  sections.push({
    heading: w.srPlayers,
    lines: payload.players.map((p) => {
      const backed = v.identities?.[p.seat];
      return w.srSeatLine(
        p.seat === payload.seat ? w.you(name(p.seat)) : name(p.seat),
        v.handCounts[p.seat] ?? 0,
        v.turn === p.seat,
        backed ? colourText(backed) : null,
      );
    }),
  });
  sections.push({
    heading: w.srPiles,
    lines: [w.srDraw(v.drawPileCount), v.discardPile.length ? w.srDiscard(v.discardPile.map(cardText).join('; ')) : w.srDiscardEmpty],
  });
  const label = (a: StonerushAction): string => {
    if (a.type === 'discard') return a.cards.length ? w.srDiscardCards(cardsText(a.cards)) : w.srKeepAll;
    const steps = netSteps(a.cards as NumberCardId[]);
    const colour = colourText(a.colour);
    return steps === 0 ? w.srPlayStays(cardsText(a.cards), colour) : w.srPlayMoves(cardsText(a.cards), colour, steps, v.positions[a.colour]);
  };
  return {
    prompt: v.step === 'discard' ? w.srPromptDiscard : w.srPromptPlay,
    sections,
    label,
    group: (a) => (a.type === 'discard' ? w.srDiscardGroup : w.srPlayGroup),
  };
}
