/** Mails and Web Push texts the worker sends (worker/notify/), in the seat's language. */
export const mail = {};
