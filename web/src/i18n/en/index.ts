/**
 * English, the source language, every area: one file per area, so people adding messages to
 * different areas never edit the same file (docs/i18n.md). The worker and the tests read this
 * whole catalog; the web app loads its areas in three groups (web/src/i18n/index.ts, `CORE`).
 */
import type { Translation } from '../types';
import { access } from './access';
import { archive } from './archive';
import { clocks } from './clocks';
import { common } from './common';
import { errors } from './errors';
import { game } from './game';
import { home } from './home';
import { join } from './join';
import { lists } from './lists';
import { log } from './log';
import { mail } from './mail';
import { mailReply } from './mail-reply';
import { notify } from './notify';
import { offline } from './offline';
import { panels } from './panels';
import { players } from './players';
import { replay } from './replay';
import { review } from './review';
import { rules } from './rules';
import { server } from './server';
import { stats } from './stats';
import { result } from './result';
import { seats } from './seats';
import { textMode } from './text-mode';
import { timeControls } from './time-controls';
import { tournaments } from './tournaments';

export const en = {
  // In the web app's first chunk (CORE in ../index.ts).
  common,
  lists,
  clocks,
  // Loaded with the lazy chunk that shows them (`loadAreas`).
  home,
  join,
  game,
  // With the game page's panels below its first screen (web/src/game/later-panels.tsx).
  panels,
  notify,
  // With the finished game's panel, and with the absent panel and the claim page.
  result,
  seats,
  // With the create form and the clock panel (web/src/pages/create-clock.tsx).
  timeControls,
  offline,
  access,
  // `errors` with the first failure (loadErrorWords).
  errors,
  players,
  archive,
  stats,
  rules,
  replay,
  review,
  textMode,
  // The log's entries (web/src/i18n/log-line.ts): with the game page and the replay page.
  log,
  tournaments,
  // The worker's only: never loaded by the web app.
  mail,
  mailReply,
  server,
};

/** The whole catalog's shape, which every language fills. */
export type Messages = { [A in keyof typeof en]: Translation<(typeof en)[A]> };
export type AreaName = keyof Messages;
