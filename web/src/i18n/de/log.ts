/** Die Log-Wörter auf Deutsch, ein Regelwerk je Datei (`log/<regelwerk>.ts`), hier zum ganzen Bereich vereint (web/src/i18n/en/log.ts). */
import type { log as en } from '../en/log';
import type { Translation } from '../types';
import { words as grandEndeavor } from './log/a-grand-endeavor';
import { words as any } from './log/any';
import { words as fightin } from './log/fightin-drinkin-stealin';
import { words as raiding } from './log/raiding-stonehenge';
import { words as stonerush } from './log/stonerush';

export const log: Translation<typeof en> = { ...any, ...stonerush, ...fightin, ...raiding, ...grandEndeavor };
