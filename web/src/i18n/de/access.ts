import type { Translation } from '../types';
import type { access as en } from '../en/access';

export const access: Translation<typeof en> = {};
