/** A signed-in player's rating beside their name (issue #32): on the game page, the join page and the open list. */
import type { SeatRating } from '@schema/api';
import { t } from '../../i18n';
import { Link } from '../../router';

/** "(1043)" linking to the player's profile; "(1000?)" while provisional. Nothing for a seat without a signed-in player. */
export function RatingBadge({ rating }: { rating: SeatRating | undefined }) {
  if (!rating) return null;
  return (
    <Link
      href={`/p/${rating.handle}`}
      class="muted"
      title={rating.provisional ? t.common.provisionalRating(rating.handle) : `@${rating.handle}`}
      data-testid="seat-rating"
    >
      ({rating.rating}
      {rating.provisional ? '?' : ''})
    </Link>
  );
}
