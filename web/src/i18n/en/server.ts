/** The HTML the Worker serves itself: the address pages (worker/routes/address-pages.ts). Addresses are parameters, already escaped. */
export const server = {
  confirmTitle: 'Confirm your address',
  confirmAsk: (address: string) => `Confirm that ${address} is yours, so the games you play send it your turns and results.`,
  confirmButton: 'Confirm my address',
  confirmedTitle: 'Address confirmed',
  confirmed: (address: string) => `${address} is confirmed: your games will email you from now on. Each email has a link to stop them.`,
  neverTitle: 'Never email me again',
  neverAsk: (address: string) => `No game on this site will email ${address} again.`,
  neverButton: 'Never email me again',
  neverDoneTitle: 'No more emails',
};
