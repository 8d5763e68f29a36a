/** German's areas of the web app's first chunk (CORE in ../index.ts): one lazy chunk, loaded before the first render. */
import type { CoreMessages } from '../core';
import { clocks } from './clocks';
import { common } from './common';

export const core: CoreMessages = { common, clocks };
