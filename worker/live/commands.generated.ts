// Written by scripts/commands-registry.ts from the files of worker/live/commands/ (npm run build): do not edit.
// Each seat command's handler; the game's writer (./object.ts) runs a command by its type.
import { handler as h0 } from './commands/absent';
import { handler as h1 } from './commands/act';
import { handler as h2 } from './commands/calendar-link';
import { handler as h3 } from './commands/cancel';
import { handler as h4 } from './commands/changed';
import { handler as h5 } from './commands/chat';
import { handler as h6 } from './commands/claim';
import { handler as h7 } from './commands/clocks';
import { handler as h8 } from './commands/close';
import { handler as h9 } from './commands/compact';
import { handler as h10 } from './commands/continue-bots';
import { handler as h11 } from './commands/give-time';
import { handler as h12 } from './commands/join';
import { handler as h13 } from './commands/owed-turns';
import { handler as h14 } from './commands/pending-view';
import { handler as h15 } from './commands/publish';
import { handler as h16 } from './commands/rematch';
import { handler as h17 } from './commands/rename-seats';
import { handler as h18 } from './commands/repair';
import { handler as h19 } from './commands/resign';
import { handler as h20 } from './commands/seat-zone';
import { handler as h21 } from './commands/sign-seats';
import { handler as h22 } from './commands/time-changed';
import { handler as h23 } from './commands/time-control';
import { handler as h24 } from './commands/undo';
import { handler as h25 } from './commands/window-due';

export const HANDLERS = [h0, h1, h2, h3, h4, h5, h6, h7, h8, h9, h10, h11, h12, h13, h14, h15, h16, h17, h18, h19, h20, h21, h22, h23, h24, h25];
