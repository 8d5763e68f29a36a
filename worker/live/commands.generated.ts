// Written by scripts/commands-registry.ts from the files of worker/live/commands/ (npm run build): do not edit.
// Each seat command's handler; the game's writer (./object.ts) runs a command by its type.
import { handler as h0 } from './commands/absent';
import { handler as h1 } from './commands/act';
import { handler as h2 } from './commands/cancel';
import { handler as h3 } from './commands/chat';
import { handler as h4 } from './commands/give-time';
import { handler as h5 } from './commands/publish';
import { handler as h6 } from './commands/resign';
import { handler as h7 } from './commands/time-control';
import { handler as h8 } from './commands/undo';

export const HANDLERS = [h0, h1, h2, h3, h4, h5, h6, h7, h8];
