/** Notifications on the page: my games, mute, the game's notify panel, push sign-up. */
export const notify = {};
