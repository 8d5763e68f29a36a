import type { Translation } from '../types';
import type { replay as en } from '../en/replay';

export const replay: Translation<typeof en> = {};
