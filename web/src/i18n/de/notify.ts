import type { Translation } from '../types';
import type { notify as en } from '../en/notify';

export const notify: Translation<typeof en> = {};
