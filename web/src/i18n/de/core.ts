/** German's areas of the web app's first chunk (CORE in ../index.ts): one lazy chunk, loaded before the first render. */
import type { CoreMessages } from '../core';
import { access } from './access';
import { common } from './common';
import { game } from './game';
import { home } from './home';
import { lists } from './lists';
import { notify } from './notify';
import { offline } from './offline';
import { players } from './players';

export const core: CoreMessages = { common, home, game, lists, players, notify, offline, access };
