/**
 * An account's deletion (worker/players/accounts.ts): its seats of this game are renamed and no
 * longer signed in, in the row's seat list, in one guarded commit (../seat-list.ts).
 */
import type { Handler } from '../desk';
import { changeSeats } from '../seat-list';

export const handler: Handler<'rename-seats'> = {
  type: 'rename-seats',
  publishFirst: false,
  run: (desk, db, { seats, name }) =>
    changeSeats(desk, db, seats, (s) => {
      const { signedIn: _p, ...rest } = s;
      return { ...rest, name };
    }),
};
