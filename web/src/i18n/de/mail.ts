import type { Translation } from '../types';
import type { mail as en } from '../en/mail';

export const mail: Translation<typeof en> = {};
