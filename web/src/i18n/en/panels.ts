/**
 * The words of the game page's panels below the first screen (log, table talk, notes, leaving):
 * they load with those panels' chunk (web/src/game/later-panels.tsx); the panels' headings stay in
 * `game`, as the page shows them before the panels are there.
 */
import { plural } from '../format';

export const panels = {
  // The log (web/src/game/game-log.tsx)
  logLabel: 'Game log, newest last',
  logEmpty: 'Nothing has happened yet.',
  logEarlier: (n: number) => plural('en', n, { one: 'Show # earlier entry', other: 'Show # earlier entries' }),
  logEarlierFailed: 'The earlier entries could not be loaded.',
  // Leaving the game (web/src/game/leave-panel.tsx)
  resign: 'Resign',
  resignExplainTwo: 'If you resign, the game ends now and the other player wins.',
  resignExplainMore: 'If you resign, a bot plays your seat to the end and you rank last.',
  resignConfirm: 'Yes, resign',
  resignKeep: 'Keep playing',
  resigned: 'You resigned from this game.',
  cancel: 'Cancel the game',
  cancelExplain: 'Nobody has played yet, so you may call the game off. Everyone at the table is told.',
  cancelConfirm: 'Yes, cancel it',
  cancelKeep: 'Keep the game',
  // Table talk (web/src/game/chat-panel.tsx)
  chatPrivate: 'Only the players of this game read this.',
  chatShow: 'Show the chat',
  chatHide: 'Hide the chat on this device',
  chatEmpty: 'No messages yet.',
  chatMessages: 'Messages, newest last',
  chatLabel: 'Message',
  chatPlaceholder: 'Say something to the table',
  chatSending: 'Sending…',
  chatSend: 'Send',
  chatNotSent: 'The message was not sent.',
  // Private notes (web/src/game/notes-panel.tsx)
  notesPrivate: 'Only you see these, on any device that holds your seat link. They stay after the game ends.',
  notesLabel: 'Your note on this game',
  notesPlaceholder: 'Plans, reminders, what the others seem to be up to',
  notesSaving: 'Saving…',
  notesDelete: 'Delete the note',
  notesSave: 'Save the note',
  notesUnsaved: (n: number, max: number) => `${n}/${max} · not saved yet`,
  notesSaved: (when: string) => `Saved ${when}`,
  notesNotLoaded: 'Your note could not be loaded.',
  notesNotSaved: 'Your note was not saved.',
};
