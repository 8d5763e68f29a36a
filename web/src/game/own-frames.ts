/**
 * Which live frames a game page may leave unfetched. After its own move or take-back the page
 * already shows the answer, so the socket's frame for that very change brings nothing new. The
 * frame can arrive before the answer, though (the announcement races the response), and a chat
 * message sends a frame with the same revision: so only the next frame, and only when it comes
 * after the answer, is skipped.
 */
export class OwnFrames {
  /** The revision of our own answer whose frame has not come yet. */
  private own: number | null = null;
  /** The newest revision any frame has told of. */
  private seen = -1;

  /** Our own move or take-back was answered with this revision. */
  answered(revision: number): void {
    // Its frame came first (and was fetched): the next one at this revision is someone else's.
    this.own = revision > this.seen ? revision : null;
  }

  /** A frame told of `revision`: whether the page must fetch its payload. */
  frame(revision: number): boolean {
    const own = this.own;
    this.own = null;
    this.seen = Math.max(this.seen, revision);
    return revision !== own;
  }
}
