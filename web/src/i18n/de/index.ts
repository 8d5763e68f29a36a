/**
 * German, every area, each file typed by its English one (en/index.ts), so a missing or extra key
 * fails `tsc`. The worker and the tests read this; the web app loads German's first-chunk areas
 * from core.ts (one lazy chunk, only for German readers) and the others with their chunks.
 */
import type { Messages } from '../en';
import { access } from './access';
import { archive } from './archive';
import { core } from './core';
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

export const de: Messages = {
  ...core,
  home,
  join,
  game,
  panels,
  result,
  seats,
  timeControls,
  notify,
  offline,
  access,
  errors,
  players,
  archive,
  lists,
  stats,
  rules,
  replay,
  review,
  textMode,
  log,
  tournaments,
  mail,
  mailReply,
  server,
};
