/**
 * Raiding Stonehenge in words (the text mode, web/src/game/text-board.tsx): the turn and its
 * phase, the lines of cards, the disk piles, the take / set-aside table, the latest reveal, each
 * raider's stash and score as a table, your hand; each pick, play, placement and set-aside named.
 * Words: `t.textMode.rs*`.
 */
import type { PlayerColour } from '@engine/core/components';
import type { RaidingAction } from '@engine/raiding-stonehenge/model';
import type { RaidingView } from '@engine/raiding-stonehenge/view';
import type { GamePayload } from '@schema/api';
import { colourText } from '../text-words';
import type { TextDescription, TextSection } from '../types';
import { fmt, t } from '../../i18n';
import { allotmentFor, cardWords, seatName } from './words';
import { allotmentTable } from '@engine/raiding-stonehenge/allotment';

export function describeRaiding(payload: GamePayload<RaidingView, RaidingAction>): TextDescription<RaidingAction> {
  const w = t.textMode;
  const v = payload.view;
  const name = (seat: number) => (seat === payload.seat ? w.you(seatName(payload.players, seat)) : seatName(payload.players, seat));
  const colour = colourText;
  const disks = (stash: Record<PlayerColour, number>) => {
    const parts = v.colours.filter((c) => (stash[c] ?? 0) > 0).map((c) => w.rsDiskCount(stash[c], colour(c)));
    return parts.length ? fmt.list(parts) : w.none;
  };
  const figuresAt = (c: PlayerColour) => v.placements.filter((p) => p === c).length;
  const phase = { pick: w.rsPhasePick, play: w.rsPhasePlay, place: w.rsPhasePlace, resolve: w.rsPhaseResolve, over: w.rsPhaseOver }[v.phase];
  const overview: string[] = [w.rsTurn(v.turn, v.stage === 'tiebreak', phase)];
  if (v.tiebreak) overview.push(w.rsTiebreak(fmt.list(v.tiebreak.seats.map(name)), v.tiebreak.round, v.tiebreak.rounds));
  if (v.bonusColour) overview.push(w.rsBonus(colour(v.bonusColour)));
  if (v.penaltyColour) overview.push(w.rsPenalty(colour(v.penaltyColour)));
  if (v.removedColours.length) overview.push(w.rsRemoved(fmt.list(v.removedColours.map(colour))));
  if (v.result) overview.push(w.rsResult(v.result.summary));
  const sections: TextSection[] = [];
  if (v.hand) {
    sections.push({
      heading: w.rsYourHand(v.hand.length),
      lines: [...(v.myPlay ? [w.rsYourPlay(cardWords(v.myPlay))] : []), ...(v.hand.length ? v.hand.map(cardWords) : [w.noCards])],
    });
  }
  sections.push({
    heading: w.rsLines,
    lines: [...overview, w.rsDeck(v.deckCount), ...(v.discard.length ? [w.rsDiscard(v.discard.map(cardWords).join('; '))] : [])],
    table: {
      caption: w.rsLinesCaption,
      columns: [w.rsLine, w.rsNext, w.rsBehind],
      rows: v.lines.map((cards, i) => [fmt.number(i + 1), cards[0] ? cardWords(cards[0]) : w.rsEmpty, cards.slice(1).map(cardWords).join('; ') || w.nothing]),
    },
  });
  sections.push({
    heading: w.rsPiles,
    lines: v.colours.map((c) => w.rsPile(colour(c), v.piles[c] ?? 0)),
    sections: [
      {
        heading: w.rsTable,
        table: {
          caption: w.rsTableCaption,
          columns: [w.rsStanding, w.rsTakes, w.rsSetsAside],
          rows: allotmentTable(v.participants.length, v.options.multiplier).map((r) => [
            r.everyone ? w.rsAllAtPile(r.atPile) : r.atPile === 1 ? w.rsAlone : w.rsAtPile(r.atPile),
            fmt.number(r.take),
            fmt.number(r.setAside),
          ]),
        },
      },
    ],
  });
  if (v.shownTurn > 0) {
    const reveal = (seat: number): string | null => {
      const card = v.played[seat];
      if (!card) return null;
      const line = w.rsRevealLine(name(seat), cardWords(card), v.placements[seat] ? colour(v.placements[seat] as string) : null);
      const r = v.resolutions.find((x) => x.seat === seat);
      return r ? w.rsRevealTook(line, r.took, colour(r.colour), r.setAsideCount) : line;
    };
    sections.push({
      heading: w.rsReveal(v.shownTurn),
      lines: v.order.length
        ? v.order.map((seat) => reveal(seat) ?? w.rsNoPart(name(seat)))
        : v.played.flatMap((_, seat) => {
            const line = reveal(seat);
            return line ? [line] : [];
          }),
    });
  }
  sections.push({
    heading: w.rsRaiders,
    table: {
      caption: w.rsRaidersCaption,
      columns: [w.rsRaider, w.rsInHand, w.rsDisks, w.rsSets, w.rsPoints],
      rows: payload.players.map((p) => {
        const stash = v.stashes[p.seat];
        const score = v.scores[p.seat];
        return [
          name(p.seat),
          fmt.number(v.handCounts[p.seat] ?? 0),
          stash ? disks(stash) : w.rsHiddenCount(v.stashCounts[p.seat] ?? 0),
          score ? fmt.number(score.sets) : w.rsHidden,
          score ? fmt.number(score.points) : w.rsHidden,
        ];
      }),
    },
  });
  const first = payload.actions[0];
  const prompt =
    first?.type === 'pick'
      ? w.rsPromptPick
      : first?.type === 'play'
        ? w.rsPromptPlay
        : first?.type === 'place'
          ? w.rsPromptPlace
          : first?.type === 'setAside' && v.pending
            ? w.rsPromptAside(colour(v.pending.colour), v.pending.remaining)
            : undefined;
  const label = (a: RaidingAction): string => {
    switch (a.type) {
      case 'pick': {
        const card = v.lines[a.line]?.[0];
        return w.rsPick(a.line + 1, card ? cardWords(card) : w.rsEmpty);
      }
      case 'play':
        return w.rsPlay(cardWords(a.card));
      case 'place': {
        const others = figuresAt(a.colour);
        const due = allotmentFor(v, others + 1);
        return w.rsPlace(colour(a.colour), due.take, due.setAside, others);
      }
      case 'setAside':
        return w.rsAside(colour(a.colour));
    }
  };
  const group = (a: RaidingAction): string =>
    a.type === 'pick' ? w.rsPickGroup : a.type === 'play' ? w.rsPlayGroup : a.type === 'place' ? w.rsPlaceGroup : w.rsAsideGroup;
  return { prompt, sections, label, group };
}
