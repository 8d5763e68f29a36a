/** The lists: open games, the archive, the stats page. */
export const lists = {};
