/**
 * German, every area, each file typed by its English one (en/index.ts), so a missing or extra key
 * fails `tsc`. The worker and the tests read this; the web app loads German's first-chunk areas
 * from core.ts (one lazy chunk, only for German readers) and the others with their chunks.
 */
import type { Messages } from '../en';
import { aGrandEndeavor } from './a-grand-endeavor';
import { access } from './access';
import { archive } from './archive';
import { core } from './core';
import { fightinDrinkinStealin } from './fightin-drinkin-stealin';
import { game } from './game';
import { home } from './home';
import { mail } from './mail';
import { notify } from './notify';
import { offline } from './offline';
import { players } from './players';
import { raidingStonehenge } from './raiding-stonehenge';
import { replay } from './replay';
import { rules } from './rules';
import { server } from './server';
import { stats } from './stats';
import { stonerush } from './stonerush';
import { textMode } from './text-mode';

export const de: Messages = {
  ...core,
  home,
  game,
  notify,
  offline,
  access,
  players,
  archive,
  stats,
  rules,
  replay,
  stonerush,
  aGrandEndeavor,
  fightinDrinkinStealin,
  raidingStonehenge,
  textMode,
  mail,
  server,
};
