/** The handles and ratings of a game's signed-in seats, for the game page's players strip (issue #32). */
import { useEffect, useState } from 'preact/hooks';
import type { SeatRating } from '@schema/api';

/** Fetched once per game and again when it ends (a rated game's ratings change then). */
export function useSeatRatings(gameId: string, status: string): Record<number, SeatRating> {
  const [ratings, setRatings] = useState<Record<number, SeatRating>>({});
  useEffect(() => {
    let live = true;
    fetch(`/api/games/${encodeURIComponent(gameId)}/ratings`, { cache: 'no-store' })
      .then((res) => (res.ok ? (res.json() as Promise<{ ratings: Record<number, SeatRating> }>) : null))
      .then((body) => {
        if (live && body) setRatings(body.ratings);
      })
      .catch(() => undefined); // Ratings are a garnish: the game page works without them.
    return () => {
      live = false;
    };
  }, [gameId, status === 'finished']);
  return ratings;
}
