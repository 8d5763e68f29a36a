/** Accounts: sign-in, the settings page (/me), profiles, the leaderboards. */
export const players = {};
