/**
 * Raiding Stonehenge in words (the text mode, web/src/game/text-board.tsx): the turn and its
 * phase, the lines of cards, the disk piles, the take / set-aside table, the latest reveal, each
 * raider's stash and score as a table, your hand; each pick, play, placement and set-aside named.
 */
import type { PlayerColour } from '../../../../engine/core/components';
import type { RaidingAction } from '../../../../engine/raiding-stonehenge/model';
import type { RaidingView } from '../../../../engine/raiding-stonehenge/view';
import type { GamePayload } from '../../../../schema/api';
import type { TextDescription, TextSection } from '../types';
import { allotmentFor, cardWords, colourWord, diskWords, plural, seatName, tableRows } from './words';

const WORDS = {
  turn: (n: number, stage: string, phase: string) => `Turn ${n}${stage === 'tiebreak' ? ' of the tiebreak' : ''}, ${phase} phase.`,
  tiebreak: (names: string, round: number, rounds: number) => `Tiebreak between ${names}: round ${round} of ${rounds}.`,
  bonus: (c: string) => `Bonus colour: ${c}.`,
  penalty: (c: string) => `Penalty colour: ${c}.`,
  removed: (list: string) => `Out of this game: ${list}.`,
  lines: 'The lines of cards',
  linesCaption: 'Lines, the card that may be taken first',
  line: 'Line',
  next: 'Taken next',
  behind: 'Behind it',
  empty: 'empty',
  nothing: 'nothing',
  deck: (n: number) => `Deck: ${plural(n, 'card')}.`,
  discard: (list: string) => `Discard pile: ${list}.`,
  piles: 'Disk piles',
  pile: (c: string, n: number) => `${c}: ${plural(n, 'disk')}`,
  table: 'Take and set aside',
  tableCaption: 'Figures at one pile: disks each takes and sets aside',
  standing: 'Standing',
  take: 'Takes',
  setAside: 'Sets aside',
  reveal: (turn: number) => `The reveal of turn ${turn}`,
  revealLine: (name: string, card: string, colour: string | null, took?: string) =>
    `${name} played ${card}${colour ? `, figure at the ${colour} pile` : ', figure not placed yet'}${took ? `; ${took}` : ''}`,
  tookLine: (took: number, colour: string, aside: number) => `took ${plural(took, `${colour} disk`)}${aside ? `, set aside ${aside}` : ''}`,
  noPart: (name: string) => `${name} took no part`,
  raiders: 'The raiders',
  raidersCaption: 'Cards, disks and scores',
  raider: 'Raider',
  hand: 'Cards in hand',
  stash: 'Disks',
  sets: 'Sets',
  points: 'Points',
  hidden: 'hidden',
  you: (name: string) => `${name} (you)`,
  yourHand: (n: number) => `Your hand: ${plural(n, 'card')}`,
  yourPlay: (card: string) => `Played face down this turn: ${card}.`,
  noCards: 'No cards.',
  result: (summary: string) => `Result: ${summary}`,
  pickGroup: 'Take a card from a line',
  pick: (line: number, card: string) => `Take ${card} from line ${line}`,
  playGroup: 'Play a card face down',
  play: (card: string) => `Play ${card}, face down`,
  placeGroup: 'Choose a pile for your figure',
  place: (colour: string, take: number, aside: number, others: number) =>
    `Stand at the ${colour} pile${others ? ` with ${plural(others, 'other figure')}` : ' alone'}: take ${take}${aside ? `, set aside ${aside}` : ''}`,
  asideGroup: 'Set a disk aside',
  aside: (colour: string) => `Put back a ${colour} disk`,
  promptPick: 'Take the first card of one line into your hand.',
  promptPlay: 'Play a card face down; everyone chooses at once. Its colour sends your figure to that pile; a black card lets you choose the pile.',
  promptPlace: 'You played a black card: choose the pile your figure stands at.',
  promptAside: (colour: string, due: number) => `You stand at the ${colour} pile: set aside ${plural(due, 'disk')}, choosing their colour.`,
};

export function describeRaiding(payload: GamePayload<RaidingView, RaidingAction>): TextDescription<RaidingAction> {
  const v = payload.view;
  const name = (seat: number) => (seat === payload.seat ? WORDS.you(seatName(payload.players, seat)) : seatName(payload.players, seat));
  const figuresAt = (colour: PlayerColour) => v.placements.filter((c) => c === colour).length;
  const overview: string[] = [WORDS.turn(v.turn, v.stage, v.phase)];
  if (v.tiebreak) overview.push(WORDS.tiebreak(v.tiebreak.seats.map(name).join(', '), v.tiebreak.round, v.tiebreak.rounds));
  if (v.bonusColour) overview.push(WORDS.bonus(v.bonusColour));
  if (v.penaltyColour) overview.push(WORDS.penalty(v.penaltyColour));
  if (v.removedColours.length) overview.push(WORDS.removed(v.removedColours.join(', ')));
  if (v.result) overview.push(WORDS.result(v.result.summary));
  const sections: TextSection[] = [];
  if (v.hand) {
    sections.push({
      heading: WORDS.yourHand(v.hand.length),
      lines: [...(v.myPlay ? [WORDS.yourPlay(cardWords(v.myPlay))] : []), ...(v.hand.length ? v.hand.map(cardWords) : [WORDS.noCards])],
    });
  }
  sections.push({
    heading: WORDS.lines,
    lines: [...overview, WORDS.deck(v.deckCount), ...(v.discard.length ? [WORDS.discard(v.discard.map(cardWords).join('; '))] : [])],
    table: {
      caption: WORDS.linesCaption,
      columns: [WORDS.line, WORDS.next, WORDS.behind],
      rows: v.lines.map((cards, i) => [String(i + 1), cards[0] ? cardWords(cards[0]) : WORDS.empty, cards.slice(1).map(cardWords).join('; ') || WORDS.nothing]),
    },
  });
  sections.push({
    heading: WORDS.piles,
    lines: v.colours.map((c) => WORDS.pile(c, v.piles[c] ?? 0)),
    sections: [
      {
        heading: WORDS.table,
        table: {
          caption: WORDS.tableCaption,
          columns: [WORDS.standing, WORDS.take, WORDS.setAside],
          rows: tableRows(v).map((r) => [r.label, String(r.take), String(r.setAside)]),
        },
      },
    ],
  });
  if (v.shownTurn > 0) {
    sections.push({
      heading: WORDS.reveal(v.shownTurn),
      lines: v.order.length
        ? v.order.map((seat) => {
            const card = v.played[seat];
            if (!card) return WORDS.noPart(name(seat));
            const r = v.resolutions.find((x) => x.seat === seat);
            const colour = v.placements[seat] ?? null;
            return WORDS.revealLine(name(seat), cardWords(card), colour, r ? WORDS.tookLine(r.took, r.colour, r.setAsideCount) : undefined);
          })
        : v.played.flatMap((card, seat) => (card ? [WORDS.revealLine(name(seat), cardWords(card), v.placements[seat] ?? null)] : [])),
    });
  }
  sections.push({
    heading: WORDS.raiders,
    table: {
      caption: WORDS.raidersCaption,
      columns: [WORDS.raider, WORDS.hand, WORDS.stash, WORDS.sets, WORDS.points],
      rows: payload.players.map((p) => {
        const stash = v.stashes[p.seat];
        const score = v.scores[p.seat];
        return [
          name(p.seat),
          String(v.handCounts[p.seat] ?? 0),
          stash ? diskWords(stash, v.colours) : `${WORDS.hidden} (${v.stashCounts[p.seat] ?? 0})`,
          score ? String(score.sets) : WORDS.hidden,
          score ? String(score.points) : WORDS.hidden,
        ];
      }),
    },
  });
  const first = payload.actions[0];
  const prompt =
    first?.type === 'pick'
      ? WORDS.promptPick
      : first?.type === 'play'
        ? WORDS.promptPlay
        : first?.type === 'place'
          ? WORDS.promptPlace
          : first?.type === 'setAside' && v.pending
            ? WORDS.promptAside(colourWord(v.pending.colour), v.pending.remaining)
            : undefined;
  const label = (a: RaidingAction): string => {
    switch (a.type) {
      case 'pick':
        return WORDS.pick(a.line + 1, v.lines[a.line]?.[0] ? cardWords(v.lines[a.line]![0]!) : WORDS.empty);
      case 'play':
        return WORDS.play(cardWords(a.card));
      case 'place': {
        const others = figuresAt(a.colour);
        const due = allotmentFor(v, others + 1);
        return WORDS.place(colourWord(a.colour), due.take, due.setAside, others);
      }
      case 'setAside':
        return WORDS.aside(colourWord(a.colour));
    }
  };
  const group = (a: RaidingAction): string =>
    a.type === 'pick' ? WORDS.pickGroup : a.type === 'play' ? WORDS.playGroup : a.type === 'place' ? WORDS.placeGroup : WORDS.asideGroup;
  return { prompt, sections, label, group };
}
