/** The handles and ratings of a game's signed-in seats, for the game page's players strip (issue #32). */
import { useEffect, useState } from 'preact/hooks';
import type { PlayerInfo, SeatRating } from '@schema/api';
import { api, json, seg } from '../../api';

/**
 * The seats whose ratings are worth asking for, as a key ('' when none): only a signed-in seat
 * (`players[].signedIn` in the payload) has a handle and a rating.
 */
export function signedInKey(players: readonly PlayerInfo[]): string {
  return players
    .filter((p) => p.signedIn)
    .map((p) => p.seat)
    .join(',');
}

/**
 * Fetched once per game and again when it ends (a rated game's ratings change then), and when a
 * seat signs in; never while no seat is signed in (the answer could only be empty).
 */
export function useSeatRatings(gameId: string, status: string, players: readonly PlayerInfo[]): Record<number, SeatRating> {
  const [ratings, setRatings] = useState<Record<number, SeatRating>>({});
  const signedIn = signedInKey(players);
  useEffect(() => {
    if (!signedIn) {
      setRatings({});
      return;
    }
    let live = true;
    json(api.games[':id'].ratings.$get({ param: { id: seg(gameId) } }))
      .then((body) => {
        if (live) setRatings(body.ratings);
      })
      .catch(() => undefined); // Ratings are a garnish: the game page works without them.
    return () => {
      live = false;
    };
  }, [gameId, status === 'finished', signedIn]);
  return ratings;
}
