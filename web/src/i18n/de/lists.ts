import type { Translation } from '../types';
import type { lists as en } from '../en/lists';

export const lists: Translation<typeof en> = {};
