/**
 * Loads the ruleset's own board (a lazy chunk) or falls back to the generic one, under the line
 * naming the latest move (a player's choice, not the bookkeeping after it, such as cards drawn
 * back up). Each board marks its drawing with `data-board` and the pieces, spaces or cards of
 * the last move in it with `data-last-move` (their log number); the line keeps one too.
 */
import { GenericBoard } from '../rulesets/generic/generic-board';
import { loadBoard, loadedBoard } from '../rulesets/registry';
import type { BoardProps } from '../rulesets/types';
import { useChunk } from '../ui/use-chunk';
import { lastMove } from './moves';

export function RulesetBoardView(props: BoardProps & { showLastMove?: boolean }) {
  const { showLastMove = true, ...boardProps } = props;
  const ruleset = props.payload.ruleset;
  const chunk = useChunk(ruleset, () => loadBoard(ruleset), loadedBoard(ruleset));
  const Board = chunk.state === 'failed' ? GenericBoard : chunk.state === 'ready' ? (chunk.value?.Board ?? GenericBoard) : null;
  const last = lastMove(ruleset, props.payload.log);
  return (
    <div class="board-root" data-ruleset={ruleset}>
      {showLastMove && last && props.payload.status !== 'waiting' && (
        <p class="last-move" data-last-move={last.seq} data-testid="last-move">
          <span class="last-move-label">Last move:</span> {last.text}
        </p>
      )}
      {Board ? <Board {...boardProps} /> : <p class="muted">Setting up the board…</p>}
    </div>
  );
}
