import type { Translation } from '../types';
import type { stonerush as en } from '../en/stonerush';

export const stonerush: Translation<typeof en> = {};
