import type { Translation } from '../types';
import type { fightinDrinkinStealin as en } from '../en/fightin-drinkin-stealin';

export const fightinDrinkinStealin: Translation<typeof en> = {};
