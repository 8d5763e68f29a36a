import type { Translation } from '../types';
import type { server as en } from '../en/server';

export const server: Translation<typeof en> = {};
