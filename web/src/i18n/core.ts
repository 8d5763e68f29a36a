/**
 * Which areas the web app's first chunk carries in English (and German loads before the first
 * render): the pages that chunk draws. Every other web area comes with its lazy chunk
 * (`loadAreas` in index.ts), so English pages do not pay for boards' and rules' words up front.
 */
import type { Messages } from './en';
import { access } from './en/access';
import { clocks } from './en/clocks';
import { common } from './en/common';
import { game } from './en/game';
import { home } from './en/home';
import { join } from './en/join';
import { lists } from './en/lists';
import { notify } from './en/notify';
import { offline } from './en/offline';

export const CORE_EN = { common, home, join, game, lists, notify, offline, access, clocks };
export type CoreArea = keyof typeof CORE_EN;
export type CoreMessages = Pick<Messages, CoreArea>;
/** Areas a lazy chunk loads for itself; the worker's own (mail, server) are never loaded by the page. */
export type ChunkArea = Exclude<keyof Messages, CoreArea | 'mail' | 'server'>;
