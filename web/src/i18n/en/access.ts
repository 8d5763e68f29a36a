/** The screen-reader text mode of every ruleset: headings, table captions, action labels, announcements. */
export const access = {};
