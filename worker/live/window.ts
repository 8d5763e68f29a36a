/**
 * The take-back window (docs/architecture.md, "The take-back window"): the mover's actions kept
 * in the game object's storage, shown to the mover alone, until the window ends (the alarm, "Send
 * now", another seat's change, or the mover's next action that cannot stay private) and they are
 * committed through the move store's guarded batch. The game's writer (./object.ts) owns one;
 * the handlers of ./commands/ use it through the `PendingWindow` face (./desk.ts). A move or a
 * take-back inside the window stores the pending actions and returns its `Change` (the answer,
 * the alarm, the mover's own sockets), which the writer applies as any handler's. A commit (the
 * publication, or the mover's action that cannot stay private) is returned as a plan: the batch
 * the writer runs, and the change its results make (the row to hold, the pages' frames, the alarm,
 * the mails to deliver).
 */
import type { GameRow } from '@db/schema';
import { actions } from '@db/schema';
import { canonicalJson } from '@engine/index';
import type { GamePayload } from '@schema/api';
import { and, eq, inArray } from 'drizzle-orm';
import { Refusal, errors } from '../store/refusal';
import type { Db } from '../store/db';
import { type Held, type LoadedGame, movesCommit, rulesetOf } from '../store/games';
import { type Commit, commitPlan, readLog } from '../store/move-store';
import { LOG_TAIL, type LogSlice, buildPayload, etagFor } from '../store/payload';
import { type Plan, done, andThen } from '../store/plan';
import type { Asker, Change, Outcome, Pending, PendingWindow, Published, SeatAnswer } from './desk';
import { seatChange } from './seat-change';

/** What the window needs of its writer. */
export interface WindowHost {
  readonly held: Held | undefined;
  seatOf(db: Db, tokenHash: string | null): Promise<LoadedGame>;
  fresh(db: Db): Promise<Held>;
}

export class TakeBackWindow implements PendingWindow {
  /** The pending actions as stored (undefined: not read from storage yet). */
  private pending: Pending | null | undefined;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly host: WindowHost,
  ) {}

  /** The pending actions as last read or written (undefined: not read yet). */
  get current(): Pending | null | undefined {
    return this.pending;
  }

  async load(): Promise<Pending | null> {
    if (this.pending === undefined) {
      const stored = (await this.storage.get<Pending>('pending')) ?? null;
      // An entry stored before versions were numbered per change: its actions took base + 1, + 2, ….
      this.pending = stored && {
        ...stored,
        steps: stored.steps.map((s, i) => ({ ...s, seq: s.seq ?? stored.base.version + i + 1 })),
        shown: stored.shown ?? stored.base.version + stored.steps.length,
      };
    }
    return this.pending;
  }

  /** Stores (or removes) the pending actions: durable before anyone is answered. */
  async save(pending: Pending | null): Promise<void> {
    if (pending) await this.storage.put('pending', pending);
    else await this.storage.delete('pending');
    this.pending = pending;
  }

  /**
   * The mover's payload with its pending actions applied to the committed row `game` (whose log
   * tail is `tail`): their version, their state and log lines, `pending.until` and "take back";
   * its ETag names the pending version. Null when they no longer apply (published at the next change).
   */
  view(game: GameRow, tail: LogSlice | undefined, pending: Pending): { payload: GamePayload; etag: string } | null {
    if (!pending.steps.length) {
      // Everything taken back: the committed position under the take-back's own version number.
      const payload = buildPayload(rulesetOf(game), { ...game, version: pending.shown }, pending.seat, tail ?? { start: game.logLength, entries: [] });
      return { payload, etag: `${etagFor(game, pending.seat).slice(0, -1)}.p${pending.shown}.${pending.until}"` };
    }
    const moved = movesCommit(
      game,
      pending.seat,
      pending.steps.map((s) => s.action),
      pending.steps[pending.steps.length - 1]?.at ?? game.updatedAt,
      pending.steps.map((s) => s.seq),
    );
    if (!moved.ok) return null;
    return this.payload(game, tail, pending, moved.commit);
  }

  private payload(game: GameRow, tail: LogSlice | undefined, pending: Pending, commit: Commit): { payload: GamePayload; etag: string } {
    const added = commit.log ?? [];
    const row: GameRow = { ...game, ...commit.set, version: pending.shown, logLength: game.logLength + added.length };
    const known = tail && tail.start + tail.entries.length === game.logLength ? tail : { start: game.logLength, entries: [] };
    const entries = [...known.entries, ...added];
    const drop = Math.max(0, entries.length - LOG_TAIL);
    const payload = buildPayload(rulesetOf(row), row, pending.seat, { start: known.start + drop, entries: entries.slice(drop) });
    payload.pending = { until: pending.until };
    payload.canUndo = true;
    return { payload, etag: `${etagFor(game, pending.seat).slice(0, -1)}.p${row.version}.${pending.until}"` };
  }

  /**
   * A first action of a window game that the engine lets its seat take back: kept pending (stored
   * before the answer) instead of committed. Null when the move is not one (the usual path runs).
   */
  async open(db: Db, tokenHash: string, version: number, action: unknown, now: number, url: string): Promise<Change<SeatAnswer> | null> {
    const host = this.host;
    // A game without a window costs no read here: the move is the one round trip it always was.
    if (host.held && host.held.row.takeBackSeconds === 0) return null;
    let loaded: LoadedGame;
    try {
      loaded = await host.seatOf(db, tokenHash);
    } catch (err) {
      if (err instanceof Refusal) return null; // refused the same way on the usual path
      throw err;
    }
    const { game, seat } = loaded;
    if (seat === null || game.takeBackSeconds <= 0 || game.status !== 'active' || version !== game.version) return null;
    const moved = movesCommit(game, seat, [action], now);
    if (!moved.ok || !moved.private) return null;
    const pending: Pending = {
      seat,
      tokenHash,
      base: { version: game.version, revision: game.revision },
      steps: [{ action, at: now, seq: game.version + 1 }],
      shown: game.version + 1,
      until: now + game.takeBackSeconds * 1000,
      url,
    };
    await this.save(pending);
    const tail = host.held?.row === game ? host.held.tail : loaded.log;
    return this.kept(game, tail, pending, this.payload(game, tail, pending, moved.commit));
  }

  /** The change of an action or a take-back kept inside the window: the mover's answer and own sockets, and the alarm at the window's end. */
  private kept(game: GameRow, tail: LogSlice | undefined, pending: Pending, view: { payload: GamePayload; etag: string }): Change<SeatAnswer> {
    return {
      value: { ...view, outbox: [] },
      alarm: game,
      mover: { held: { row: game, ...(tail ? { tail } : {}) }, seat: pending.seat, tokenHash: pending.tokenHash },
    };
  }

  /**
   * The mover's row, when its pending actions still sit on it; else null (another writer moved the
   * row under them): the command publishes them first and goes the usual way (`publishThen`).
   */
  async onBase(db: Db, pending: Pending): Promise<LoadedGame | null> {
    const loaded = await this.host.seatOf(db, pending.tokenHash);
    return loaded.game.version === pending.base.version && loaded.game.revision === pending.base.revision ? loaded : null;
  }

  /**
   * The pending actions published (their change applied by the writer), then `next`; `version`,
   * a command's for another seat's window, is the version it is then taken at (when everything
   * pending had been taken back, the position is the one this seat chose on, and only its number moved).
   */
  async publishThen<T>(db: Db, now: number, next: (version?: number) => Promise<Outcome<T>>, version?: number): Promise<Outcome<T>> {
    const pending = await this.load();
    return andThen(await this.publish(db, now), (change) => {
      const published = change.value;
      const at = version !== undefined && published && pending && !pending.steps.length && version === pending.base.version ? published.game.version : version;
      return done({ before: change, next: () => next(at) });
    });
  }

  /**
   * A seat's command that weighs the window itself (an action, a take-back): the asker's own
   * pending actions, still on their row, go to `mine`; when they no longer sit on it, or `mine`
   * leaves the command to the usual path (null), they are published and `outside` runs with the
   * command's version. Another seat's pending actions are published first, and `outside` runs
   * with the version as it is after the publication.
   */
  async weigh<T>(
    db: Db,
    asker: Asker,
    version: number,
    mine: (pending: Pending, loaded: LoadedGame) => Promise<Outcome<T> | null>,
    outside: (version: number) => Promise<Outcome<T>>,
  ): Promise<Outcome<T>> {
    const pending = await this.load();
    if (pending && pending.tokenHash === asker.tokenHash) {
      const loaded = await this.onBase(db, pending);
      const inside = loaded && (await mine(pending, loaded));
      if (inside) return inside;
      return this.publishThen(db, asker.now, () => outside(version));
    }
    if (pending) return this.publishThen(db, asker.now, (after) => outside(after ?? version), version);
    return outside(version);
  }

  /**
   * The mover acts again inside its window (`loaded`: its row, the pending actions on it): on the
   * pending state. An action it may take back too restarts the window; any other is committed with
   * the pending ones, whole, in one batch.
   */
  async act(db: Db, pending: Pending, loaded: LoadedGame, version: number, action: unknown, now: number): Promise<Outcome<SeatAnswer>> {
    const host = this.host;
    const game = loaded.game;
    const tail = host.held?.row === game ? host.held.tail : loaded.log;
    const shown = pending.shown;
    const last = pending.steps[pending.steps.length - 1];
    // The retry of the action just kept (the mover's last change): the same answer again.
    if (last && last.seq === shown && version === shown - 1 && canonicalJson(last.action) === canonicalJson(action)) {
      const view = this.view(game, tail, pending);
      if (view) return done({ value: { ...view, outbox: [] } });
    }
    if (version !== shown) throw errors.staleVersion(shown);
    const seq = shown + 1;
    const moved = movesCommit(game, pending.seat, [...pending.steps.map((s) => s.action), action], now, [...pending.steps.map((s) => s.seq), seq]);
    if (!moved.ok) throw moved.error;
    if (moved.private) {
      const next: Pending = { ...pending, steps: [...pending.steps, { action, at: now, seq }], shown: seq, until: now + game.takeBackSeconds * 1000 };
      await this.save(next);
      return done(this.kept(game, tail, next, this.payload(game, tail, next, moved.commit)));
    }
    // A turn of several steps is published whole, with the step that could not stay private
    // (a refusal drops the row held, as any refusal does).
    return andThen(await commitPlan(db, { ...moved.commit, ...(tail ? { knownTail: tail } : {}) }), async (written) => {
      if (!written.ok) throw errors.staleVersion(written.game?.version ?? game.version);
      await this.save(null);
      return done(
        await seatChange(db, { game, seat: pending.seat }, { game: written.game, outbox: written.outbox, ...(written.tail ? { tail: written.tail } : {}) }),
      );
    });
  }

  /**
   * A take-back inside the window (`loaded`: the mover's row, the pending actions on it): the last
   * pending action goes, and nothing was ever written of it. Null when nothing of the window is
   * left to take back: the take-back is of a committed action (a row of its own), once published.
   */
  async undo(pending: Pending, loaded: LoadedGame, version: number): Promise<Change<SeatAnswer> | null> {
    const host = this.host;
    const game = loaded.game;
    if (version !== pending.shown) throw errors.staleVersion(pending.shown);
    if (!pending.steps.length) return null;
    const tail = host.held?.row === game ? host.held.tail : loaded.log;
    // The take-back is a change of its own: a new version, never one the mover saw before
    // (kept even when nothing is left, so the publication ends the row at it).
    const next: Pending = { ...pending, steps: pending.steps.slice(0, -1), shown: pending.shown + 1 };
    await this.save(next);
    // `view` gives the committed position when nothing is left pending, so it is never null here.
    const view = this.view(game, tail, next) ?? {
      payload: buildPayload(rulesetOf(game), game, pending.seat, tail ?? { start: game.logLength, entries: [] }),
      etag: etagFor(game, pending.seat),
    };
    return this.kept(game, tail, next, view);
  }

  /**
   * Publishes the pending actions (the window ended, "Send now", another seat's change, or the
   * mover's next action that cannot stay private) through the move store's guarded batch: the plan
   * of that batch, and its change (every page told before the command goes on, the row held, the
   * alarm, the mails). The storage keeps them until the batch applied. Actions that were committed
   * already (a restart between the batch and the storage's delete) are not committed twice; actions
   * another writer's change made illegal are dropped, and said so in the worker's log. Its value:
   * the row and tail committed, or null when nothing was.
   */
  async publish(db: Db, now: number): Promise<Plan<Change<Published | null>>> {
    const host = this.host;
    const pending = await this.load();
    if (!pending) return done({ value: null });
    const held: Held =
      host.held && host.held.row.version === pending.base.version && host.held.row.revision === pending.base.revision ? host.held : await host.fresh(db);
    return this.publishOn(db, pending, held, now, 0);
  }

  /** One attempt of `publish` on the row `held`; a lost guard tries again on the row as it now is, three times at most. */
  private async publishOn(db: Db, pending: Pending, held: Held, now: number, attempt: number): Promise<Plan<Change<Published | null>>> {
    const game = held.row;
    if (attempt >= 3) throw new Error(`take-back window: game ${game.id}: three publications in a row lost their guard`);
    const moves = pending.steps.map((s) => s.action);
    const moved = (game.version !== pending.base.version || game.revision !== pending.base.revision) && (await committedAlready(db, game, pending));
    // The versions the mover was shown, unless the row has gone past them (a writer that did not
    // publish first): then the actions take versions after both the row's and the mover's.
    const fits = (pending.steps[0]?.seq ?? pending.shown) > game.version;
    const after = Math.max(game.version, pending.shown);
    const seqs = pending.steps.map((s, i) => (fits ? s.seq : after + i + 1));
    const commit = moved || (!moves.length && game.version >= pending.shown) ? null : publication(game, pending, moves, seqs, now);
    if (!commit) {
      await this.save(null);
      return done({ value: null, alarm: game });
    }
    return andThen(await commitPlan(db, { ...commit, readTail: true, ...(held.tail ? { knownTail: held.tail } : {}) }), async (written) => {
      if (!written.ok) return this.publishOn(db, pending, await this.host.fresh(db), now, attempt + 1);
      await this.save(null);
      const row = written.game;
      const log = written.tail ?? (await readLog(db, row));
      return done({
        value: { game: row, tail: log },
        hold: { row, ...(row.recordKey ? {} : { tail: log }) },
        frames: { revision: row.revision, after: false },
        alarm: row,
        ...(written.outbox.length ? { outbox: { ids: written.outbox, url: pending.url || 'http://127.0.0.1', now } } : {}),
      });
    });
  }
}

/**
 * The commit that publishes `pending` on `game`: its actions under the versions they were shown
 * (`seqs`), the row ending at `shown` at least, so no version the mover saw is ever handed out
 * again. Everything taken back (or actions no longer legal, dropped and logged): a commit of the
 * version alone, which other seats see as a skipped number. Null when nothing is left to write.
 */
function publication(game: GameRow, pending: Pending, moves: unknown[], seqs: number[], now: number): Commit | null {
  const floor = Math.max(game.version, pending.shown);
  if (moves.length) {
    const moved = game.status === 'active' ? movesCommit(game, pending.seat, moves, now, seqs) : null;
    if (moved?.ok) {
      const last = moved.commit.steps[moved.commit.steps.length - 1]?.seq ?? game.version;
      return { ...moved.commit, version: Math.max(floor, last) };
    }
    console.error(`take-back window: game ${game.id}: the pending actions of seat ${pending.seat} no longer apply, dropped`);
  }
  if (game.version >= floor) return null;
  // The undo the row allows stays: a bare version step changes nothing a seat may do.
  return { game, steps: [], set: { undoSeat: game.undoSeat, undoState: game.undoState }, version: floor, from: game.status };
}

/**
 * Whether the pending actions are the game's action rows already (committed, then a restart
 * before storage forgot them): the row has reached the last version the mover was shown, and
 * the rows at the actions' versions are exactly theirs.
 */
async function committedAlready(db: Db, game: GameRow, pending: Pending): Promise<boolean> {
  if (game.version < pending.shown) return false;
  if (!pending.steps.length) return true;
  const seqs = pending.steps.map((s) => s.seq);
  const rows = await db
    .select()
    .from(actions)
    .where(and(eq(actions.gameId, game.id), inArray(actions.seq, seqs)))
    .orderBy(actions.seq);
  return (
    rows.length === pending.steps.length && rows.every((r, i) => r.seat === pending.seat && canonicalJson(r.action) === canonicalJson(pending.steps[i]?.action))
  );
}
