/**
 * The Construction phase: the turn player's project is turned up (and a site claimed for it) or
 * worked one step further: a lintel built, a bluestone carved or set, a trilithon piece collected,
 * the trilithon capped or raised. Then the Draw phase.
 */
import { type MaterialColour, type PlayerColour, card, colourOfNumber } from '../../core/components';
import type { LogEntry, Seat } from '../../core/ruleset';
import { allDeveloped, claimOptions, describeCard, isDeadCard, seatState, setBuilt, setClaim, siteName, withChar } from '../board';
import { type GrandEndeavorState, PIECES_PER_TRILITHON, type PlayerState, type Project, type Site } from '../model';
import { enterDraw, finish, isOver } from './shared';

export function construction(state: GrandEndeavorState, log: LogEntry[]): void {
  const seat = state.turn;
  const p = seatState(state, seat);
  const project = p.project;
  if (!project) {
    enterDraw(state);
    return;
  }
  if (!project.faceUp) {
    turnUp(state, seat, p, project, log);
    return;
  }
  const c = card(project.card);
  const site = project.site;
  if (!site) throw new Error('a face-up project without a site at construction');
  if (c.kind === 'number' && site.track === 'outerRing') buildLintel(state, seat, site, log);
  else if (c.kind === 'number' && site.track === 'bluestones') workBluestone(state, seat, project, site, log);
  else if (c.kind === 'trilithon' && site.track === 'trilithons') workTrilithon(state, seat, project, site, c.colour, log);
  else throw new Error(`project ${project.card} on a wrong site ${siteName(site)}`);
  if (!isOver(state)) enterDraw(state);
}

/** A face-down project is turned up: it claims a site next, or leaves the game if none is free. */
function turnUp(state: GrandEndeavorState, seat: Seat, p: PlayerState, project: Project, log: LogEntry[]): void {
  project.faceUp = true;
  const options = claimOptions(state, seat, project.card);
  if (options.length === 0) {
    const dead = isDeadCard(state, project.card);
    state.removedCards.push(project.card);
    p.project = null;
    log.push({
      kind: 'turn-up',
      seat,
      card: project.card,
      removed: true,
      text: `{seat:${seat}} turned up ${describeCard(project.card)}; ${dead ? 'it is a dead card' : 'no site is free for it'}, so it is removed from the game.`,
      args: { seat, card: project.card, removed: dead ? 'dead' : 'no-site' },
    });
    enterDraw(state);
    return;
  }
  log.push({ kind: 'turn-up', seat, card: project.card, text: `{seat:${seat}} turned up ${describeCard(project.card)}.`, args: { seat, card: project.card } });
  state.step = { kind: 'claim', reason: 'turn-up' };
}

function takeLintel(state: GrandEndeavorState, seat: Seat, log: LogEntry[]): MaterialColour {
  const p = seatState(state, seat);
  if (p.lintels > 0) {
    p.lintels--;
    return p.colour;
  }
  if (state.community.lintels <= 0) throw new Error('no lintel left anywhere for a claimed outer space');
  state.community.lintels--;
  if (state.neutralOwner === null) {
    state.neutralOwner = seat;
    log.push({
      kind: 'neutral-owner',
      seat,
      text: `{seat:${seat}} is the first to build from the community pile and now owns the neutral colour.`,
      args: { seat },
    });
  }
  return 'neutral';
}

/** A lintel on the outer ring, with influence for building on a space of one's own colour. */
function buildLintel(state: GrandEndeavorState, seat: Seat, site: Site, log: LogEntry[]): void {
  const p = seatState(state, seat);
  const material = takeLintel(state, seat, log);
  const spaceColour = colourOfNumber(site.space);
  log.push({
    kind: 'construct',
    seat,
    piece: 'lintel',
    site,
    material,
    text: `{seat:${seat}} constructed a ${material === 'neutral' ? 'neutral ' : ''}lintel on outer space ${site.space}.`,
    args: { seat, piece: 'lintel', space: site.space, neutral: material === 'neutral' },
  });
  if (spaceColour === p.colour) {
    if (state.influenceSupply > 0) {
      state.influenceSupply--;
      p.influence++;
      log.push({ kind: 'influence', seat, text: `{seat:${seat}} built on a space of their colour and gains 1 influence.`, args: { seat, gained: true } });
    } else {
      log.push({
        kind: 'influence',
        seat,
        text: `{seat:${seat}} built on a space of their colour, but no influence disk is left.`,
        args: { seat, gained: false },
      });
    }
  }
  if (material === 'neutral') state.board.neutralLintel = withChar(state.board.neutralLintel, site.space - 1, 'n');
  develop(state, seat, log);
}

/** A bluestone is carved on one day and set on its space the next. */
function workBluestone(state: GrandEndeavorState, seat: Seat, project: Project, site: Site, log: LogEntry[]): void {
  const p = seatState(state, seat);
  if (!project.carved) {
    if (p.bluestones <= 0) throw new Error('carving without a bluestone');
    p.bluestones--;
    project.carved = true;
    log.push({ kind: 'carve', seat, site, text: `{seat:${seat}} carved a bluestone for bluestone space ${site.space}.`, args: { seat, space: site.space } });
  } else {
    constructPiece(state, seat, 'bluestone', site, `bluestone space ${site.space}`, log);
  }
}

/** A trilithon takes its three pieces one a day, then its capstone claim, then it is raised. */
function workTrilithon(state: GrandEndeavorState, seat: Seat, project: Project, site: Site, colour: PlayerColour, log: LogEntry[]): void {
  const p = seatState(state, seat);
  project.justUsurped = false;
  if (project.pieces < PIECES_PER_TRILITHON) {
    if (state.community.trilithonPieces <= 0) throw new Error('no trilithon piece left');
    state.community.trilithonPieces--;
    project.pieces++;
    log.push({
      kind: 'collect',
      seat,
      pieces: project.pieces,
      text: `{seat:${seat}} collected trilithon piece ${project.pieces} of ${PIECES_PER_TRILITHON}.`,
      args: { seat, piece: project.pieces, of: PIECES_PER_TRILITHON },
    });
  } else if (!project.capped) {
    project.capped = true;
    project.capDisk = p.bluestones > 0;
    if (project.capDisk) p.bluestones--;
    log.push({
      kind: 'cap',
      seat,
      text: project.capDisk
        ? `{seat:${seat}} claimed the ${colour} trilithon with a bluestone on its capstone.`
        : `{seat:${seat}} claimed the ${colour} trilithon (no bluestone left to put on its capstone).`,
      args: { seat, colour, disk: project.capDisk },
    });
  } else {
    if (project.capDisk) state.board.capDisk = withChar(state.board.capDisk, site.space - 1, 'b');
    constructPiece(state, seat, 'trilithon', site, `space T${site.space}`, log);
  }
}

/** A bluestone or trilithon is set on its site (`where`, as the log names the space), which is then developed. */
function constructPiece(state: GrandEndeavorState, seat: Seat, piece: 'bluestone' | 'trilithon', site: Site, where: string, log: LogEntry[]): void {
  log.push({
    kind: 'construct',
    seat,
    piece,
    site,
    text: `{seat:${seat}} constructed a ${piece} on ${where}.`,
    args: { seat, piece, space: site.space },
  });
  develop(state, seat, log);
}

/** A piece is constructed: the site is developed, the card leaves the game and the Druid leaves the board. */
function develop(state: GrandEndeavorState, seat: Seat, log: LogEntry[]): void {
  const p = seatState(state, seat);
  const project = p.project;
  if (!project?.site) throw new Error('develop without a site');
  setClaim(state, project.site, null);
  setBuilt(state, project.site, seat);
  state.removedCards.push(project.card);
  p.project = null;
  if (allDeveloped(state)) finish(state, 'complete', log);
}
