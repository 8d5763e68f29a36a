/**
 * Claiming a construction site for the turn player's project: after turning it up, after
 * committing to it or usurping it (ends the turn), and on returning from the ritual with a
 * trilithon project (the day's construction follows).
 */
import type { LogEntry, Seat } from '../../core/ruleset';
import { claimOptions, seatState, setClaim, siteName } from '../board';
import type { GrandEndeavorAction, GrandEndeavorState, Site } from '../model';
import { construction } from './build';
import { turnStep } from './defame';
import { enterDraw } from './shared';
import { endTurn } from './start';

function claimActions(state: GrandEndeavorState, seat: Seat): GrandEndeavorAction[] {
  const project = seatState(state, seat).project;
  if (!project) throw new Error('claim without a project');
  return claimOptions(state, seat, project.card).map((s) => ({ type: 'claim', track: s.track, space: s.space }));
}

function claimSite(state: GrandEndeavorState, seat: Seat, action: Extract<GrandEndeavorAction, { type: 'claim' }>, log: LogEntry[]): void {
  const project = seatState(state, seat).project;
  if (!project) throw new Error('claim without project');
  const site: Site = { track: action.track, space: action.space };
  project.site = site;
  setClaim(state, site, seat);
  log.push({ kind: 'claim', seat, site, text: `{seat:${seat}} claimed ${siteName(site)}.`, args: { seat, track: site.track, space: site.space } });
}

export const claimStep = turnStep<{ kind: 'claim'; reason: 'turn-up' | 'commit' | 'usurp' }>({
  options: (state, _stage, seat) => claimActions(state, seat),
  on: {
    claim(state, stage, seat, action, log) {
      claimSite(state, seat, action, log);
      if (stage.reason === 'turn-up') enterDraw(state);
      else endTurn(state, log);
    },
  },
});

export const returnStep = turnStep<{ kind: 'return' }>({
  options: (state, _stage, seat) => claimActions(state, seat),
  on: {
    claim(state, _stage, seat, action, log) {
      claimSite(state, seat, action, log);
      construction(state, log);
    },
  },
});
