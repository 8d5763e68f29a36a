/**
 * Loads the ruleset's own board (a lazy chunk) or falls back to the generic one, inside the
 * board root every page keeps for checks from outside: `data-board` (the ruleset), and the mark
 * of the last action, `data-last-move` (its log number), for seats and spectators alike.
 */
import { GenericBoard } from '../rulesets/generic/generic-board';
import { loadBoard, loadedBoard } from '../rulesets/registry';
import type { BoardProps } from '../rulesets/types';
import { useChunk } from '../ui/use-chunk';

export function RulesetBoardView(props: BoardProps) {
  const ruleset = props.payload.ruleset;
  const chunk = useChunk(ruleset, () => loadBoard(ruleset), loadedBoard(ruleset));
  const Board = chunk.state === 'failed' ? GenericBoard : chunk.state === 'ready' ? (chunk.value?.Board ?? GenericBoard) : null;
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
