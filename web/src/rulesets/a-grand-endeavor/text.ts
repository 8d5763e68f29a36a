/**
 * A Grand Endeavor in words (the text mode, web/src/game/text-board.tsx): the day, the turn and
 * its phase, your hand, each faction's supplies, project and Druid as a table, the three tracks
 * (only the spaces someone claimed or built, the free ones in one line), the available
 * projects, and the score table; each action in the confirm bar's own words.
 */
import { CATEGORY_POINTS, SCORE_CATEGORIES, categoryPoints } from '../../../../engine/a-grand-endeavor/scoring';
import type { GrandEndeavorView, ProjectView, SeatView, SpaceView } from '../../../../engine/a-grand-endeavor/view';
import type { GamePayload } from '../../../../schema/api';
import type { TextDescription, TextSection } from '../types';
import { LABEL } from './scores';
import { type Action, actionWords, cardName, namer, phaseOf, plural, siteName, withNames } from './words';

const WORDS = {
  now: 'Now',
  day: (n: number) => `Day ${n}.`,
  turn: (name: string, phase: string | null) => `${name}'s turn${phase ? `, ${phase} phase` : ''}.`,
  over: 'The game is over.',
  hand: (n: number) => `Your hand: ${plural(n, 'card')}`,
  received: (cards: string) => `Traded to you, one to put back: ${cards}.`,
  noCards: 'No cards.',
  factions: 'The factions',
  factionsCaption: 'Supplies, projects and Druids',
  faction: 'Faction',
  influence: 'Influence',
  lintels: 'Lintels',
  bluestones: 'Bluestones',
  cards: 'Cards in hand',
  project: 'Project',
  druid: 'Druid',
  you: (name: string) => `${name} (you)`,
  noProject: 'none',
  faceDown: 'a face-down card',
  projectWords: (card: string, site: string | null, pieces: number, flags: string[]) =>
    `${card}${site ? ` at ${site}` : ''}, ${plural(pieces, 'piece')} built${flags.length ? `, ${flags.join(', ')}` : ''}`,
  carved: 'carved',
  capped: 'capped',
  protectedFlag: 'just usurped',
  atSite: (site: string) => `on ${site}`,
  atAltar: 'before the altar stone',
  offBoard: 'off the board',
  removed: 'removed from the game',
  returning: 'moves back to a free trilithon space next turn',
  ritual: 'owes a ritual',
  board: 'The monument',
  track: { outerRing: 'Outer ring (lintels)', bluestones: 'Bluestone horseshoe', trilithons: 'Trilithon horseshoe' } as Record<string, string>,
  trackCaption: (track: string) => `${track}: spaces claimed or built`,
  space: 'Space',
  claimed: 'Claimed by',
  built: 'Built',
  nobody: 'nobody',
  nothing: 'nothing',
  builtBy: (name: string, material: string, capDisk?: boolean) =>
    `${material === 'neutral' ? 'neutral piece' : `${material} piece`} of ${name}${capDisk ? ', cap disk' : ''}`,
  free: (list: string) => `Free spaces: ${list}.`,
  allTaken: 'No free space.',
  supplies: 'Projects and supplies',
  available: (list: string) => `Available projects: ${list}.`,
  emptySlot: 'an empty slot',
  deck: (n: number) => `Deck: ${plural(n, 'card')}.`,
  community: (lintels: number, pieces: number) => `Community supply: ${plural(lintels, 'lintel')} and ${plural(pieces, 'trilithon piece')}.`,
  influenceSupply: (n: number) => `Influence supply: ${n}.`,
  removedCards: (list: string) => `Out of the game: ${list}.`,
  scores: 'Reputation points so far',
  scoresCaption: 'Points per kind of building (count × points each)',
  built_: 'Built',
  total: 'Total',
  group: {
    begin: 'Begin',
    defame: 'Defame a rival',
    claim: 'Claim a site',
    draw: 'Draw',
    take: 'Take an available project',
    commit: 'Commit to a project',
    usurp: 'Usurp a project',
    discard: 'Put a card back',
    withdraw: 'Withdraw',
  } as Record<Action['type'], string>,
};

function projectWords(p: ProjectView | null): string {
  if (!p) return WORDS.noProject;
  const flags = [...(p.carved ? [WORDS.carved] : []), ...(p.capped ? [WORDS.capped] : []), ...(p.protected ? [WORDS.protectedFlag] : [])];
  return WORDS.projectWords(p.card ? cardName(p.card) : WORDS.faceDown, p.site ? siteName(p.site) : null, p.pieces, flags);
}

function druidWords(s: SeatView): string {
  const parts = [s.druid.at === 'site' ? WORDS.atSite(siteName(s.druid.site)) : s.druid.at === 'altar' ? WORDS.atAltar : WORDS.offBoard];
  if (s.removed) parts.push(WORDS.removed);
  if (s.returnPending) parts.push(WORDS.returning);
  if (s.ritualPending) parts.push(WORDS.ritual);
  return parts.join('; ');
}

export function describeGrandEndeavor(payload: GamePayload<GrandEndeavorView, Action>): TextDescription<Action> {
  const v = payload.view;
  const plain = namer(payload.players);
  const name = (seat: number) => (seat === payload.seat ? WORDS.you(plain(seat)) : plain(seat));
  const over = v.step.kind === 'over';
  const sections: TextSection[] = [
    {
      heading: WORDS.now,
      lines: [WORDS.day(v.day), over ? WORDS.over : WORDS.turn(plain(v.turn), phaseOf(v.step)), withNames(v.prompt, plain)],
    },
  ];
  if (v.hand) {
    sections.push({
      heading: WORDS.hand(v.hand.length),
      lines: [
        ...(v.received?.length ? [WORDS.received(v.received.map(cardName).join(' and '))] : []),
        ...(v.hand.length ? v.hand.map(cardName) : [WORDS.noCards]),
      ],
    });
  }
  sections.push({
    heading: WORDS.factions,
    table: {
      caption: WORDS.factionsCaption,
      columns: [WORDS.faction, WORDS.influence, WORDS.lintels, WORDS.bluestones, WORDS.cards, WORDS.project, WORDS.druid],
      rows: v.seats.map((s) => [
        `${name(s.seat)}, ${s.colour}`,
        String(s.influence),
        String(s.lintels),
        String(s.bluestones),
        String(s.handCount),
        projectWords(s.project),
        druidWords(s),
      ]),
    },
  });
  const track = (key: 'outerRing' | 'bluestones' | 'trilithons'): TextSection => {
    const spaces: SpaceView[] = v.board[key] ?? [];
    const used = spaces.filter((s) => s.claimedBy !== null || s.built);
    const free = spaces.filter((s) => s.claimedBy === null && !s.built).map((s) => (key === 'trilithons' ? `T${s.space}` : String(s.space)));
    const title = WORDS.track[key] ?? key;
    return {
      heading: title,
      lines: [free.length ? WORDS.free(free.join(', ')) : WORDS.allTaken],
      ...(used.length
        ? {
            table: {
              caption: WORDS.trackCaption(title),
              columns: [WORDS.space, WORDS.claimed, WORDS.built],
              rows: used.map((s) => [
                siteName({ track: key, space: s.space }),
                s.claimedBy === null ? WORDS.nobody : name(s.claimedBy),
                s.built ? WORDS.builtBy(name(s.built.seat), s.built.material, s.built.capDisk) : WORDS.nothing,
              ]),
            },
          }
        : {}),
    };
  };
  sections.push({ heading: WORDS.board, sections: [track('trilithons'), track('bluestones'), track('outerRing')] });
  sections.push({
    heading: WORDS.supplies,
    lines: [
      WORDS.available(v.available.map((c) => (c ? cardName(c) : WORDS.emptySlot)).join(', ')),
      WORDS.deck(v.deckCount),
      WORDS.community(v.community.lintels, v.community.trilithonPieces),
      WORDS.influenceSupply(v.influenceSupply),
      ...(v.removedCards.length ? [WORDS.removedCards(v.removedCards.map(cardName).join(', '))] : []),
    ],
  });
  sections.push({
    heading: WORDS.scores,
    table: {
      caption: WORDS.scoresCaption,
      columns: [WORDS.built_, ...v.scores.map((s) => name(s.seat))],
      rows: [
        ...SCORE_CATEGORIES.map((key) => [
          `${LABEL[key]} (×${CATEGORY_POINTS[key]})`,
          ...v.scores.map((s) => (s[key] ? `${s[key]} → ${categoryPoints(s, key)}` : '–')),
        ]),
        [WORDS.total, ...v.scores.map((s) => String(s.total))],
      ],
    },
  });
  return {
    prompt: over ? undefined : withNames(v.prompt, plain),
    sections,
    label: (a) => actionWords(a, plain),
    group: (a) => WORDS.group[a.type] ?? a.type,
  };
}
