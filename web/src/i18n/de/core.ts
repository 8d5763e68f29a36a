/** German's areas of the web app's first chunk (CORE in ../index.ts): one lazy chunk, loaded before the first render. */
import type { CoreMessages } from '../core';
import { access } from './access';
import { clocks } from './clocks';
import { common } from './common';
import { game } from './game';
import { home } from './home';
import { join } from './join';
import { lists } from './lists';
import { notify } from './notify';
import { offline } from './offline';

export const core: CoreMessages = { common, home, join, game, lists, notify, offline, access, clocks };
