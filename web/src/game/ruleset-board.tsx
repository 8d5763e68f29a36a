/**
 * Loads the ruleset's own board (a lazy chunk) or falls back to the generic one, under the line
 * naming the latest move (a player's choice, not the bookkeeping after it, such as cards drawn
 * back up). Each board marks its drawing with `data-board` and the pieces, spaces or cards of
 * the last move in it with `data-last-move` (their log number); the line keeps one too.
 * The text mode (text-board.tsx) shows the same game in words instead of the drawing.
 */
import { useEffect } from 'preact/hooks';
import { t } from '../i18n';
import { loadBoard, loadDescribe, loadedBoard } from '../rulesets/registry';
import type { BoardProps } from '../rulesets/types';
import { useChunk } from '../ui/use-chunk';
import { LogText } from './log-text';
import { lastMove } from './moves';
import { useTextMode } from './text-mode';

const loadGeneric = () => import('../rulesets/generic/generic-board').then((m) => m.GenericBoard);

/**
 * `review`: a position looked at, not played (the replay): the text mode shows the table only.
 * `onDrawn`: called once the board (or its text) is drawn, not the line saying it is being set up.
 * `lastMoveLabel`: the words before the latest move's line (the replay's bot line names it the bot's).
 */
export function RulesetBoardView(props: BoardProps & { showLastMove?: boolean; review?: boolean; onDrawn?: () => void; lastMoveLabel?: string }) {
  const { showLastMove = true, review = false, onDrawn, lastMoveLabel, ...boardProps } = props;
  const ruleset = props.payload.ruleset;
  const chunk = useChunk(ruleset, () => loadBoard(ruleset), loadedBoard(ruleset));
  const [textMode] = useTextMode();
  const loaded = chunk.state === 'failed' ? null : chunk.state === 'ready' ? chunk.value : undefined;
  const hasText = Boolean(loaded?.text);
  // The text mode's renderer and the ruleset's words for the table (with the `textMode` area,
  // loadDescribe) are chunks of their own: the drawn board's first load carries neither. Asked for once the board is there (it names them).
  const text = useChunk(
    textMode && hasText ? `text:${ruleset}` : 'drawn',
    textMode && hasText
      ? () => Promise.all([import('./text-board'), loadDescribe(ruleset)]).then(([m, describe]) => ({ TextBoard: m.TextBoard, describe }))
      : null,
  );
  const TextBoard = text.state === 'ready' ? text.value.TextBoard : null;
  const describe = text.state === 'ready' ? text.value.describe : null;
  // The generic board, for a ruleset without a board of its own (or whose chunk failed), or
  // without words for the text mode: a chunk of its own, as every ruleset here has both (#34).
  const needsGeneric = loaded !== undefined && (!loaded?.Board || (textMode && !hasText));
  const generic = useChunk(needsGeneric ? 'generic' : 'none', needsGeneric ? loadGeneric : null);
  const GenericBoard = generic.state === 'ready' ? generic.value : null;
  const Board = loaded === undefined ? null : (loaded?.Board ?? GenericBoard);
  const last = lastMove(ruleset, props.payload.log);
  const settingUp = !Board || (textMode && hasText && text.state === 'loading') || (textMode && !hasText && !GenericBoard);
  useEffect(() => {
    if (!settingUp) onDrawn?.();
  }, [settingUp]);
  return (
    <div class="board-root" data-ruleset={ruleset} data-text-mode={textMode ? 'on' : 'off'}>
      {showLastMove && last && props.payload.status !== 'waiting' && (
        <p class="last-move" data-last-move={last.seq} data-testid="last-move">
          <span class="last-move-label">{lastMoveLabel ?? t.game.lastMoveLabel}</span> <LogText ruleset={ruleset} line={last} players={props.payload.players} />
        </p>
      )}
      {generic.state === 'failed' ? (
        <p class="notice error" role="alert">
          {t.common.chunkFailedHelp}
        </p>
      ) : settingUp ? (
        <p class="muted">{t.game.settingUpBoard}</p>
      ) : textMode && describe && TextBoard ? (
        <TextBoard payload={boardProps.payload} act={boardProps.act} pending={boardProps.pending} describe={describe} review={review} />
      ) : textMode && GenericBoard ? (
        // A ruleset without words of its own: the generic board is already words and buttons.
        <GenericBoard {...boardProps} />
      ) : Board ? (
        <Board {...boardProps} />
      ) : null}
    </div>
  );
}
