/** The HTML the worker serves itself: the address pages (worker/routes/address-pages.ts). */
export const server = {};
