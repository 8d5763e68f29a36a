/** Loads the ruleset's own board (a lazy chunk) or falls back to the generic one. */
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
  if (failed) return <GenericBoard {...props} />;
  if (!loaded || loaded.ruleset !== ruleset) return <p class="muted">Setting up the board…</p>;
  const Board = loaded.board?.Board ?? GenericBoard;
  return <Board {...props} />;
}
