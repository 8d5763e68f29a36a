/**
 * Raiding Stonehenge in words (the text mode, web/src/game/text-board.tsx): the turn and its
 * phase, the lines of cards, the disk piles, the take / set-aside table, the latest reveal, each
 * raider's stash and score as a table, your hand; each pick, play, placement and set-aside named.
 * Words: its own (`msg.rs*`, i18n/text/) and the shared `t.textMode`.
 */
import type { PlayerColour } from '@engine/core/components';
import type { RaidingAction } from '@engine/raiding-stonehenge/model';
import type { RaidingView } from '@engine/raiding-stonehenge/view';
import type { GamePayload } from '@schema/api';
import { colourText } from '../text-words';
import type { TextDescription, TextSection } from '../types';
import { fmt, t } from '../../i18n/live';
import { allotmentFor, cardWords, seatName } from './words';
import { allotmentTable } from '@engine/raiding-stonehenge/allotment';
import { endArgs } from '@engine/raiding-stonehenge/end-args';
import { logLine } from '../../i18n/log-line';
import { msg } from './i18n/text';

export function describeRaiding(payload: GamePayload<RaidingView, RaidingAction>): TextDescription<RaidingAction> {
  const w = t.textMode;
  const v = payload.view;
  const name = (seat: number) => (seat === payload.seat ? w.you(seatName(payload.players, seat)) : seatName(payload.players, seat));
  const colour = colourText;
  const disks = (stash: Record<PlayerColour, number>) => {
    const parts = v.colours.filter((c) => (stash[c] ?? 0) > 0).map((c) => msg.rsDiskCount(stash[c], colour(c)));
    return parts.length ? fmt.list(parts) : w.none;
  };
  const figuresAt = (c: PlayerColour) => v.placements.filter((p) => p === c).length;
  const phase = { pick: msg.rsPhasePick, play: msg.rsPhasePlay, place: msg.rsPhasePlace, resolve: msg.rsPhaseResolve, over: msg.rsPhaseOver }[v.phase];
  const overview: string[] = [msg.rsTurn(v.turn, v.stage === 'tiebreak', phase)];
  if (v.tiebreak) overview.push(msg.rsTiebreak(fmt.list(v.tiebreak.seats.map(name)), v.tiebreak.round, v.tiebreak.rounds));
  if (v.bonusColour) overview.push(msg.rsBonus(colour(v.bonusColour)));
  if (v.penaltyColour) overview.push(msg.rsPenalty(colour(v.penaltyColour)));
  if (v.removedColours.length) overview.push(msg.rsRemoved(fmt.list(v.removedColours.map(colour))));
  if (v.result) {
    // How it ended in the reader's words (the result's `gameEnd` words, from the result the view shows).
    const said = logLine(
      Object.hasOwn(t, 'log') ? t.log : undefined,
      'raiding-stonehenge',
      { kind: 'gameEnd', text: v.result.summary, args: endArgs(v.result as never) },
      (s) => seatName(payload.players, s),
    );
    overview.push(msg.rsResult(said.text));
  }
  const sections: TextSection[] = [];
  if (v.hand) {
    sections.push({
      heading: msg.rsYourHand(v.hand.length),
      lines: [...(v.myPlay ? [msg.rsYourPlay(cardWords(v.myPlay))] : []), ...(v.hand.length ? v.hand.map(cardWords) : [w.noCards])],
    });
  }
  sections.push({
    heading: msg.rsLines,
    lines: [...overview, msg.rsDeck(v.deckCount), ...(v.discard.length ? [msg.rsDiscard(v.discard.map(cardWords).join('; '))] : [])],
    table: {
      caption: msg.rsLinesCaption,
      columns: [msg.rsLine, msg.rsNext, msg.rsBehind],
      rows: v.lines.map((cards, i) => [fmt.number(i + 1), cards[0] ? cardWords(cards[0]) : msg.rsEmpty, cards.slice(1).map(cardWords).join('; ') || w.nothing]),
    },
  });
  sections.push({
    heading: msg.rsPiles,
    lines: v.colours.map((c) => msg.rsPile(colour(c), v.piles[c] ?? 0)),
    sections: [
      {
        heading: msg.rsTable,
        table: {
          caption: msg.rsTableCaption,
          columns: [msg.rsStanding, msg.rsTakes, msg.rsSetsAside],
          rows: allotmentTable(v.participants.length, v.options.multiplier).map((r) => [
            r.everyone ? msg.rsAllAtPile(r.atPile) : r.atPile === 1 ? msg.rsAlone : msg.rsAtPile(r.atPile),
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
      const line = msg.rsRevealLine(name(seat), cardWords(card), v.placements[seat] ? colour(v.placements[seat] as string) : null);
      const r = v.resolutions.find((x) => x.seat === seat);
      return r ? msg.rsRevealTook(line, r.took, colour(r.colour), r.setAsideCount) : line;
    };
    sections.push({
      heading: msg.rsReveal(v.shownTurn),
      lines: v.order.length
        ? v.order.map((seat) => reveal(seat) ?? msg.rsNoPart(name(seat)))
        : v.played.flatMap((_, seat) => {
            const line = reveal(seat);
            return line ? [line] : [];
          }),
    });
  }
  sections.push({
    heading: msg.rsRaiders,
    table: {
      caption: msg.rsRaidersCaption,
      columns: [msg.rsRaider, msg.rsInHand, msg.rsDisks, msg.rsSets, msg.rsPoints],
      rows: payload.players.map((p) => {
        const stash = v.stashes[p.seat];
        const score = v.scores[p.seat];
        return [
          name(p.seat),
          fmt.number(v.handCounts[p.seat] ?? 0),
          stash ? disks(stash) : msg.rsHiddenCount(v.stashCounts[p.seat] ?? 0),
          score ? fmt.number(score.sets) : msg.rsHidden,
          score ? fmt.number(score.points) : msg.rsHidden,
        ];
      }),
    },
  });
  const first = payload.actions[0];
  const prompt =
    first?.type === 'pick'
      ? msg.rsPromptPick
      : first?.type === 'play'
        ? msg.rsPromptPlay
        : first?.type === 'place'
          ? msg.rsPromptPlace
          : first?.type === 'setAside' && v.pending
            ? msg.rsPromptAside(colour(v.pending.colour), v.pending.remaining)
            : undefined;
  const label = (a: RaidingAction): string => {
    switch (a.type) {
      case 'pick': {
        const card = v.lines[a.line]?.[0];
        return msg.rsPick(a.line + 1, card ? cardWords(card) : msg.rsEmpty);
      }
      case 'play':
        return msg.rsPlay(cardWords(a.card));
      case 'place': {
        const others = figuresAt(a.colour);
        const due = allotmentFor(v, others + 1);
        return msg.rsPlace(colour(a.colour), due.take, due.setAside, others);
      }
      case 'setAside':
        return msg.rsAside(colour(a.colour));
    }
  };
  const group = (a: RaidingAction): string =>
    a.type === 'pick' ? msg.rsPickGroup : a.type === 'play' ? msg.rsPlayGroup : a.type === 'place' ? msg.rsPlaceGroup : msg.rsAsideGroup;
  return { prompt, sections, label, group };
}
