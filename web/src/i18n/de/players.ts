import type { Translation } from '../types';
import type { players as en } from '../en/players';

export const players: Translation<typeof en> = {};
