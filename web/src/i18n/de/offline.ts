import type { Translation } from '../types';
import type { offline as en } from '../en/offline';

export const offline: Translation<typeof en> = {};
