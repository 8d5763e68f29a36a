import type { Translation } from '../types';
import type { rules as en } from '../en/rules';

export const rules: Translation<typeof en> = {};
