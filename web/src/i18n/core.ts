/**
 * Which areas the web app's first chunk carries in English (and German loads before the first
 * render): the pages that chunk draws. Every other web area comes with its lazy chunk
 * (`loadAreas` in index.ts), so English pages do not pay for boards' and rules' words up front.
 */
import type { Messages } from './en';
import { clocks } from './en/clocks';
import { common } from './en/common';

// The home page's area and the game page's (game, offline, access, notify) come with their chunks
// (web/src/lazy-pages.tsx); so do the join page's (`join`, also the waiting room's), which the
// shell preloads beside the join page on every page but a game's (issue #34).
// The lists' words (the open games' and the archive's pages) come with those pages (#49).
export const CORE_EN = { common, clocks };
export type CoreArea = keyof typeof CORE_EN;
export type CoreMessages = Pick<Messages, CoreArea>;
/**
 * Areas a lazy chunk loads for itself; the worker's own (mail, server) are never loaded by the
 * page, and the log's come a ruleset at a time (`loadLogWords`, index.ts).
 */
export type ChunkArea = Exclude<keyof Messages, CoreArea | 'mail' | 'mailReply' | 'server' | 'log'>;
