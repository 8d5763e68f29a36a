/**
 * Loads the ruleset's own board (a lazy chunk) or falls back to the generic one, inside the
 * board root every page keeps for checks from outside: `data-board` (the ruleset), and the mark
 * of the last action, `data-last-move` (its log number), for seats and spectators alike.
 */
import { useEffect, useState } from 'preact/hooks';
import { GenericBoard } from '../rulesets/generic/generic-board';
import { loadBoard } from '../rulesets/registry';
import type { BoardProps, RulesetBoard } from '../rulesets/types';

type Loaded = { ruleset: string; board: RulesetBoard | null };

export function RulesetBoardView(props: BoardProps) {
  const ruleset = props.payload.ruleset;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadBoard(ruleset).then(
      (board) => live && setLoaded({ ruleset, board }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [ruleset]);
  const Board = failed ? GenericBoard : loaded && loaded.ruleset === ruleset ? (loaded.board?.Board ?? GenericBoard) : null;
  const last = props.payload.log.at(-1);
  return (
    <div class="board-root" data-board={ruleset}>
      {last && props.payload.status !== 'waiting' && (
        <p class="last-move" data-last-move={last.seq} data-testid="last-move">
          <span class="last-move-label">Last move:</span> {last.text}
        </p>
      )}
      {Board ? <Board {...props} /> : <p class="muted">Setting up the board…</p>}
    </div>
  );
}
