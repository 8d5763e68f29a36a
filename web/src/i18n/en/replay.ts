/** The replay page (its own chunk). */
export const replay = {};
