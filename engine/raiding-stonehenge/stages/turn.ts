/**
 * A turn's start and end, and the end of the game: the lines are refilled, the start player
 * changes, and when no line has a card left (or the extra rounds are over) the winner is decided.
 */
import { numberCard } from '../../core/components';
import { fact } from '../../core/fact';
import type { LogEntry, Seat } from '../../core/ruleset';
import { bestHands, scores } from '../scoring';
import {
  type RaidingResult,
  type RaidingState,
  TIEBREAK_ROUNDS,
  clockwiseFromStart,
  fillLines,
  handOf,
  participants,
  playedBy,
  plural,
  seatList,
} from '../model';
import type { RaidingStep } from './stage';

/** Starts a turn: the pick in the game proper, the face-down play in the extra rounds (or the end, when no line has a card). */
export function startTurn(state: RaidingState, log: LogEntry[]): void {
  state.faceDown = Array.from({ length: state.players }, () => null);
  state.placeIndex = 0;
  state.resolveIndex = 0;
  state.pending = null;
  if (state.stage === 'main') {
    if (state.lines.every((l) => l.length === 0)) {
      endMainGame(state, log);
      return;
    }
    state.phase = 'pick';
    state.pickOrder = clockwiseFromStart(state, participants(state));
    state.pickIndex = 0;
    log.push({
      kind: 'turn',
      turn: state.turn,
      startPlayer: state.startPlayer,
      text: `Turn ${state.turn}: {seat:${state.startPlayer}} is start player.`,
      args: { turn: state.turn, seat: state.startPlayer },
    });
  } else {
    state.phase = 'play';
    state.pickOrder = [];
    state.pickIndex = 0;
    const round = state.tiebreak?.round ?? 0;
    log.push({
      kind: 'turn',
      turn: state.turn,
      round,
      startPlayer: state.startPlayer,
      text: `Tiebreak round ${round}: {seat:${state.startPlayer}} is start player.`,
      args: { round, seat: state.startPlayer },
    });
  }
}

function nextStartPlayer(state: RaidingState): Seat {
  const seats = participants(state);
  if (state.rules.lowCardStarts) {
    const lowest = Math.min(...seats.map((s) => numberCard(playedBy(state, s)).number));
    const low = seats.filter((s) => numberCard(playedBy(state, s)).number === lowest);
    return fact(clockwiseFromStart(state, low)[0], 'a seat that played the lowest card');
  }
  for (let d = 1; d <= state.players; d++) {
    const s = (state.startPlayer + d) % state.players;
    if (seats.includes(s)) return s;
  }
  throw new Error('no participant to pass the start player to');
}

function endTurn(state: RaidingState, log: LogEntry[]): void {
  if (state.stage === 'main') {
    const dealt = fillLines(state.lines, state.deck, state.players);
    if (dealt > 0) log.push({ kind: 'replenish', count: dealt, text: `The lines were refilled with ${plural(dealt, 'card')}.`, args: { count: dealt } });
  }
  const next = nextStartPlayer(state);
  const previous = state.startPlayer;
  state.startPlayer = next;
  log.push({
    kind: 'startPlayer',
    seat: next,
    text: state.rules.lowCardStarts
      ? `{seat:${next}} played the lowest card and becomes start player.`
      : `The start player marker passes from {seat:${previous}} to {seat:${next}}.`,
    args: state.rules.lowCardStarts ? { seat: next, lowest: true } : { seat: next, from: previous, lowest: false },
  });
  state.turn++;
  if (state.stage === 'tiebreak' && state.tiebreak) {
    state.tiebreak.round++;
    const handsLeft = state.tiebreak.seats.every((s) => handOf(state, s).length > 0);
    if (state.tiebreak.round > TIEBREAK_ROUNDS || !handsLeft) {
      finishAfterTiebreak(state, log);
      return;
    }
  }
  startTurn(state, log);
}

/** How the game was decided, for the `gameEnd` entry's words (its `args`, with the top score and the seats named). */
type EndArgs =
  | { end: 'score' | 'tiebreak-rounds'; winner: Seat; top: number }
  | { end: 'highest-card'; tied: Seat[]; winner: Seat; top: number }
  | { end: 'shared'; seats: Seat[]; top: number }
  | { end: 'tiebreak-highest'; tied: Seat[]; winner: Seat }
  | { end: 'tiebreak-shared'; seats: Seat[] };

function finish(state: RaidingState, result: RaidingResult, log: LogEntry[], args: EndArgs): void {
  state.phase = 'over';
  state.result = result;
  state.pickOrder = [];
  state.pending = null;
  log.push({ kind: 'gameEnd', winners: result.winners, scores: result.scores, text: result.summary, args });
}

/** No line has a card left: a clear winner, the extra rounds of the extended tiebreaker, or the highest hand. */
function endMainGame(state: RaidingState, log: LogEntry[]): void {
  const main = scores(state);
  log.push({
    kind: 'scores',
    scores: main,
    text: `No line has a card left: the game ends. Scores: ${main.map((p, s) => `{seat:${s}} ${p}`).join(', ')}.`,
    args: { scores: main },
  });
  const top = Math.max(...main);
  const tied = main.flatMap((p, s) => (p === top ? [s] : []));
  if (tied.length === 1) {
    finish(state, { winners: tied, scores: main, tiebreakScores: null, decidedBy: 'score', summary: `{seat:${tied[0]}} wins with ${top} points.` }, log, {
      end: 'score',
      winner: fact(tied[0], 'the one top seat'),
      top,
    });
    return;
  }
  if (state.rules.extendedTiebreaker && tied.every((s) => handOf(state, s).length > 0)) {
    state.stage = 'tiebreak';
    state.tiebreak = { seats: tied, round: 1, mainScores: main };
    const start = tied.find((s) => s === state.startPlayer) ?? clockwiseFromStart(state, tied)[0];
    state.startPlayer = fact(start, 'a tied seat to start the extra rounds');
    log.push({
      kind: 'tiebreakStart',
      seats: tied,
      text: `${seatList(tied)} are tied on ${top}: they play ${TIEBREAK_ROUNDS} more rounds with their hands.`,
      args: { seats: tied, top, rounds: TIEBREAK_ROUNDS },
    });
    startTurn(state, log);
    return;
  }
  const best = bestHands(state, tied, false);
  finish(
    state,
    {
      winners: best,
      scores: main,
      tiebreakScores: null,
      decidedBy: best.length === 1 ? 'highest-card' : 'shared',
      summary:
        best.length === 1
          ? `${seatList(tied)} tied on ${top} points; {seat:${best[0]}} wins with the highest cards left in hand.`
          : `${seatList(best)} tied on ${top} points and on the cards left in hand: they share the win.`,
    },
    log,
    best.length === 1 ? { end: 'highest-card', tied, winner: fact(best[0], 'the best hand'), top } : { end: 'shared', seats: best, top },
  );
}

/** The extra rounds are over: the highest score among the tied players, then the highest card. */
function finishAfterTiebreak(state: RaidingState, log: LogEntry[]): void {
  const tb = fact(state.tiebreak, 'the tiebreak in progress');
  const now = scores(state);
  const tiebreakScores: Record<string, number> = {};
  const scoreOf = (s: Seat) => fact(now[s], 'the score of a tied seat');
  for (const s of tb.seats) tiebreakScores[String(s)] = scoreOf(s);
  const top = Math.max(...tb.seats.map(scoreOf));
  const still = tb.seats.filter((s) => now[s] === top);
  if (still.length === 1) {
    finish(
      state,
      {
        winners: still,
        scores: tb.mainScores,
        tiebreakScores,
        decidedBy: 'tiebreak-rounds',
        summary: `After the extra rounds {seat:${still[0]}} leads the tied players with ${top} points and wins.`,
      },
      log,
      { end: 'tiebreak-rounds', winner: fact(still[0], 'the one top seat'), top },
    );
    return;
  }
  const best = bestHands(state, still, true);
  finish(
    state,
    {
      winners: best,
      scores: tb.mainScores,
      tiebreakScores,
      decidedBy: best.length === 1 ? 'highest-card' : 'shared',
      summary:
        best.length === 1
          ? `${seatList(still)} were still tied after the extra rounds; {seat:${best[0]}} holds the highest card and wins.`
          : `${seatList(best)} were still tied after the extra rounds, with no card left to decide: they share the win.`,
    },
    log,
    best.length === 1 ? { end: 'tiebreak-highest', tied: still, winner: fact(best[0], 'the best hand') } : { end: 'tiebreak-shared', seats: best },
  );
}

export const turnEnd: RaidingStep<'turn-end'> = {
  run: (state, _stage, log) => endTurn(state, log),
};

export const over: RaidingStep<'over'> = { final: true };
