/**
 * The game page's panels below its first screen, one lazy chunk: web/src/game/later-panels.tsx
 * loads it with their words (`panels`, `notify`) when the page needs them, not with the page.
 */
export { ChatPanel } from './chat-panel';
export { ClockPanel } from './clock-panel';
export { GameLog } from './game-log';
export { LeavePanel } from './leave-panel';
export { NotesPanel } from './notes-panel';
export { NotifyPanel } from './notify-panel';
