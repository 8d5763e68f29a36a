/**
 * A Grand Endeavor in words (the text mode, web/src/game/text-board.tsx): the day, the turn and
 * its phase, your hand, each faction's supplies, project and Druid as a table, the three tracks
 * (only the spaces someone claimed or built, the free ones in one line), the available
 * projects, and the score table; each action in the confirm bar's own words (words.ts).
 * Words: its own (`msg.age*`, i18n/text/) and the shared `t.textMode`.
 */
import { CATEGORY_POINTS, SCORE_CATEGORIES, categoryPoints } from '@engine/a-grand-endeavor/points';
import type { GrandEndeavorView, ProjectView, SeatView, SpaceView } from '@engine/a-grand-endeavor/view';
import type { GamePayload } from '@schema/api';
import { colourText } from '../text-words';
import type { TextDescription, TextSection } from '../types';
import { fmt, t } from '../../i18n/live';
import { type Action, actionWords, categoryLabel, cardName, namer, phaseOf, promptWords, siteName } from './words';
import { msg } from './i18n/text';

function projectWords(p: ProjectView | null): string {
  const w = t.textMode;
  if (!p) return w.none;
  const flags = [...(p.carved ? [msg.ageCarved] : []), ...(p.capped ? [msg.ageCapped] : []), ...(p.protected ? [msg.ageProtected] : [])];
  return msg.ageProjectWords(p.card ? cardName(p.card) : msg.ageFaceDown, p.site ? siteName(p.site) : null, p.pieces, fmt.list(flags));
}

function druidWords(s: SeatView): string {
  const parts = [s.druid.at === 'site' ? msg.ageAtSite(siteName(s.druid.site)) : s.druid.at === 'altar' ? msg.ageAtAltar : msg.ageOffBoard];
  if (s.removed) parts.push(msg.ageRemoved);
  if (s.returnPending) parts.push(msg.ageReturning);
  if (s.ritualPending) parts.push(msg.ageRitual);
  return parts.join('; ');
}

export function describeGrandEndeavor(payload: GamePayload<GrandEndeavorView, Action>): TextDescription<Action> {
  const w = t.textMode;
  const v = payload.view;
  const plain = namer(payload.players);
  const name = (seat: number) => (seat === payload.seat ? w.you(plain(seat)) : plain(seat));
  const over = v.step.kind === 'over';
  const phase = phaseOf(v.step);
  const sections: TextSection[] = [
    {
      heading: msg.ageNow,
      // What the turn waits for is the description's prompt (promptWords), not a line here.
      lines: [msg.ageDay(v.day), over ? w.tbOver : msg.ageTurn(plain(v.turn), phase ? msg.agePhase(phase) : null)],
    },
  ];
  if (v.hand) {
    sections.push({
      heading: msg.ageHand(v.hand.length),
      lines: [...(v.received?.length ? [msg.ageReceived(fmt.list(v.received.map(cardName)))] : []), ...(v.hand.length ? v.hand.map(cardName) : [w.noCards])],
    });
  }
  sections.push({
    heading: msg.ageFactions,
    table: {
      caption: msg.ageFactionsCaption,
      columns: [msg.ageFaction, msg.ageInfluence, msg.ageLintels, msg.ageBluestones, msg.ageCards, msg.ageProject, msg.ageDruid],
      rows: v.seats.map((s) => [
        msg.ageFactionName(name(s.seat), colourText(s.colour)),
        fmt.number(s.influence),
        fmt.number(s.lintels),
        fmt.number(s.bluestones),
        fmt.number(s.handCount),
        projectWords(s.project),
        druidWords(s),
      ]),
    },
  });
  const track = (key: 'outerRing' | 'bluestones' | 'trilithons'): TextSection => {
    const spaces: SpaceView[] = v.board[key] ?? [];
    const used = spaces.filter((s) => s.claimedBy !== null || s.built);
    const free = spaces.filter((s) => s.claimedBy === null && !s.built).map((s) => (key === 'trilithons' ? `T${s.space}` : String(s.space)));
    const title = msg.ageTrack(key);
    return {
      heading: title,
      lines: [free.length ? msg.ageFree(free.join(', ')) : msg.ageAllTaken],
      ...(used.length
        ? {
            table: {
              caption: msg.ageTrackCaption(title),
              columns: [msg.ageSpace, msg.ageClaimed, msg.ageBuilt],
              rows: used.map((s) => [
                siteName({ track: key, space: s.space }),
                s.claimedBy === null ? msg.ageNobody : name(s.claimedBy),
                s.built
                  ? msg.ageBuiltBy(name(s.built.seat), s.built.material === 'neutral' ? null : colourText(s.built.material), s.built.capDisk === true)
                  : w.nothing,
              ]),
            },
          }
        : {}),
    };
  };
  sections.push({ heading: msg.ageMonument, sections: [track('trilithons'), track('bluestones'), track('outerRing')] });
  sections.push({
    heading: msg.ageSupplies,
    lines: [
      msg.ageAvailable(v.available.map((c) => (c ? cardName(c) : msg.ageEmptySlot)).join('; ')),
      msg.ageDeck(v.deckCount),
      msg.ageCommunity(v.community.lintels, v.community.trilithonPieces),
      msg.ageInfluenceSupply(v.influenceSupply),
      ...(v.removedCards.length ? [msg.ageRemovedCards(v.removedCards.map(cardName).join('; '))] : []),
    ],
  });
  sections.push({
    heading: msg.ageScores,
    table: {
      caption: msg.ageScoresCaption,
      columns: [msg.ageBuilt, ...v.scores.map((s) => name(s.seat))],
      rows: [
        ...SCORE_CATEGORIES.map((key) => [
          msg.ageCategory(categoryLabel(key), CATEGORY_POINTS[key]),
          ...v.scores.map((s) => (s[key] ? msg.ageCount(s[key], categoryPoints(s, key)) : '–')),
        ]),
        [msg.ageTotal, ...v.scores.map((s) => fmt.number(s.total))],
      ],
    },
  });
  return {
    prompt: over ? undefined : promptWords(v, plain),
    sections,
    label: (a) => actionWords(a, plain),
    group: (a) => msg.ageGroup(a.type),
  };
}
