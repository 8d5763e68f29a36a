import type { Translation } from '../types';
import type { aGrandEndeavor as en } from '../en/a-grand-endeavor';

export const aGrandEndeavor: Translation<typeof en> = {};
