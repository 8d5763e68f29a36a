/** A sign-in claimed these seats for its player (worker/players/accounts.ts claimSeats): the row's seat list says they are signed in (../seat-list.ts). */
import type { Handler } from '../desk';
import { changeSeats } from '../seat-list';

export const handler: Handler<'sign-seats'> = {
  type: 'sign-seats',
  publishFirst: false,
  run: (desk, db, { seats }) => changeSeats(desk, db, seats, (s) => ({ ...s, signedIn: true })),
};
