/** The handles and ratings of a game's signed-in seats, for the game page's players strip (issue #32). */
import { useEffect, useState } from 'preact/hooks';
import type { SeatRating } from '@schema/api';
import { api, json, seg } from '../../api';

/** Fetched once per game and again when it ends (a rated game's ratings change then). */
export function useSeatRatings(gameId: string, status: string): Record<number, SeatRating> {
  const [ratings, setRatings] = useState<Record<number, SeatRating>>({});
  useEffect(() => {
    let live = true;
    json(api.games[':id'].ratings.$get({ param: { id: seg(gameId) } }))
      .then((body) => {
        if (live) setRatings(body.ratings);
      })
      .catch(() => undefined); // Ratings are a garnish: the game page works without them.
    return () => {
      live = false;
    };
  }, [gameId, status === 'finished']);
  return ratings;
}
