/**
 * A Grand Endeavor in words (the text mode, web/src/game/text-board.tsx): the day, the turn and
 * its phase, your hand, each faction's supplies, project and Druid as a table, the three tracks
 * (only the spaces someone claimed or built, the free ones in one line), the available
 * projects, and the score table; each action in the confirm bar's own words (words.ts).
 * Words: `t.textMode.age*`.
 */
import { CATEGORY_POINTS, SCORE_CATEGORIES, categoryPoints } from '@engine/a-grand-endeavor/scoring';
import type { GrandEndeavorView, ProjectView, SeatView, SpaceView } from '@engine/a-grand-endeavor/view';
import type { GamePayload } from '@schema/api';
import { colourText } from '../text-words';
import type { TextDescription, TextSection } from '../types';
import { categoryLabel } from './scores';
import { fmt, t } from '../../i18n';
import { type Action, actionWords, cardName, namer, phaseOf, siteName, withNames } from './words';

function projectWords(p: ProjectView | null): string {
  const w = t.textMode;
  if (!p) return w.none;
  const flags = [...(p.carved ? [w.ageCarved] : []), ...(p.capped ? [w.ageCapped] : []), ...(p.protected ? [w.ageProtected] : [])];
  return w.ageProjectWords(p.card ? cardName(p.card) : w.ageFaceDown, p.site ? siteName(p.site) : null, p.pieces, fmt.list(flags));
}

function druidWords(s: SeatView): string {
  const w = t.textMode;
  const parts = [s.druid.at === 'site' ? w.ageAtSite(siteName(s.druid.site)) : s.druid.at === 'altar' ? w.ageAtAltar : w.ageOffBoard];
  if (s.removed) parts.push(w.ageRemoved);
  if (s.returnPending) parts.push(w.ageReturning);
  if (s.ritualPending) parts.push(w.ageRitual);
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
      heading: w.ageNow,
      // The engine's prompt is English: it is the description's prompt (marked lang="en"), not a line here.
      lines: [w.ageDay(v.day), over ? w.tbOver : w.ageTurn(plain(v.turn), phase ? w.agePhase(phase) : null)],
    },
  ];
  if (v.hand) {
    sections.push({
      heading: w.ageHand(v.hand.length),
      lines: [...(v.received?.length ? [w.ageReceived(fmt.list(v.received.map(cardName)))] : []), ...(v.hand.length ? v.hand.map(cardName) : [w.noCards])],
    });
  }
  sections.push({
    heading: w.ageFactions,
    table: {
      caption: w.ageFactionsCaption,
      columns: [w.ageFaction, w.ageInfluence, w.ageLintels, w.ageBluestones, w.ageCards, w.ageProject, w.ageDruid],
      rows: v.seats.map((s) => [
        w.ageFactionName(name(s.seat), colourText(s.colour)),
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
    const title = w.ageTrack(key);
    return {
      heading: title,
      lines: [free.length ? w.ageFree(free.join(', ')) : w.ageAllTaken],
      ...(used.length
        ? {
            table: {
              caption: w.ageTrackCaption(title),
              columns: [w.ageSpace, w.ageClaimed, w.ageBuilt],
              rows: used.map((s) => [
                siteName({ track: key, space: s.space }),
                s.claimedBy === null ? w.ageNobody : name(s.claimedBy),
                s.built
                  ? w.ageBuiltBy(name(s.built.seat), s.built.material === 'neutral' ? null : colourText(s.built.material), s.built.capDisk === true)
                  : w.nothing,
              ]),
            },
          }
        : {}),
    };
  };
  sections.push({ heading: w.ageMonument, sections: [track('trilithons'), track('bluestones'), track('outerRing')] });
  sections.push({
    heading: w.ageSupplies,
    lines: [
      w.ageAvailable(v.available.map((c) => (c ? cardName(c) : w.ageEmptySlot)).join('; ')),
      w.ageDeck(v.deckCount),
      w.ageCommunity(v.community.lintels, v.community.trilithonPieces),
      w.ageInfluenceSupply(v.influenceSupply),
      ...(v.removedCards.length ? [w.ageRemovedCards(v.removedCards.map(cardName).join('; '))] : []),
    ],
  });
  sections.push({
    heading: w.ageScores,
    table: {
      caption: w.ageScoresCaption,
      columns: [w.ageBuilt, ...v.scores.map((s) => name(s.seat))],
      rows: [
        ...SCORE_CATEGORIES.map((key) => [
          w.ageCategory(categoryLabel(key), CATEGORY_POINTS[key]),
          ...v.scores.map((s) => (s[key] ? w.ageCount(s[key], categoryPoints(s, key)) : '–')),
        ]),
        [w.ageTotal, ...v.scores.map((s) => fmt.number(s.total))],
      ],
    },
  });
  return {
    prompt: over ? undefined : withNames(v.prompt, plain),
    promptLang: 'en',
    sections,
    label: (a) => actionWords(a, plain),
    group: (a) => w.ageGroup(a.type),
  };
}
