/** The installable app and offline play: the service worker, queued moves, "the game moved on". */
export const offline = {
  copyFrom: (time: string) => `Offline — showing your last copy from ${time}.`,
  noCopy: 'Offline: the game could not be loaded, and this device has no copy of it yet. It will retry on its own.',
  queued: 'Your move is queued and will be sent when you are back online:',
  cancel: 'Cancel the queued move',
  sent: 'You are back online: your queued move was sent.',
  movedOn: 'The game moved on while you were offline, so your queued move was not sent. Here is the game as it is now: choose again.',
  refused: (why: string) => `Your queued move was not sent: ${why}`,
};
