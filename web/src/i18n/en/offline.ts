/** The installable app and offline play: the service worker, queued moves, "the game moved on". */
export const offline = {};
