import type { Translation } from '../types';
import type { raidingStonehenge as en } from '../en/raiding-stonehenge';

export const raidingStonehenge: Translation<typeof en> = {};
