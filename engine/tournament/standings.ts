/**
 * Points and standings of a tournament of tables. A table's result is each seat's place (1 =
 * best; tied seats share the best place of the span they cover, as in 1, 2, 2, 4), points go by
 * place, and the standings break ties by opponents' points (Buchholz), then Sonneborn–Berger,
 * then wins, then a seeded draw. Every figure is a sum over the set of results, rounded to a
 * millionth, so the standings are the same whatever order the results arrive in.
 */

/** One table of a round: player ids by seat, and each seat's place once the game is over. */
export interface TableResult {
  seats: string[];
  /** 1 = best, ties share a place; null while the game is not over. */
  places: number[] | null;
}

export interface PlayedRound {
  round: number;
  tables: TableResult[];
  /** Players who sat out this round (bye points). */
  byes: string[];
}

/**
 * Points per finishing place, for a full table (index 0: the winner). At a smaller table the
 * last seat takes the last entry and the others take theirs from the front, so a winner is
 * always a winner and a last seat always a last seat. `byePoints`: a round sat out.
 */
export interface Scoring {
  pointsByPlace: number[];
  byePoints: number;
}

/** The default: 2 points per place above the last (a table of 4: 6, 4, 2, 0; of 2: 2, 0), a bye the middle (3 at a table of 4). */
export function defaultScoring(tableSize: number): Scoring {
  const pointsByPlace = Array.from({ length: tableSize }, (_, i) => 2 * (tableSize - 1 - i));
  return { pointsByPlace, byePoints: tableSize - 1 };
}

const exact = (x: number) => Math.round(x * 1e6) / 1e6;

/** The points of finishing position `pos` (1-based, untied) at a table of `size`. */
function positionPoints(scoring: Scoring, size: number, pos: number): number {
  const list = scoring.pointsByPlace;
  if (pos >= size) return list[list.length - 1] ?? 0;
  return list[Math.min(pos, list.length) - 1] ?? 0;
}

/** Each seat's points at a table: tied seats share the mean of the positions they span. */
export function tablePoints(scoring: Scoring, places: readonly number[]): number[] {
  const size = places.length;
  return places.map((place) => {
    const tied = places.filter((p) => p === place).length;
    let sum = 0;
    for (let pos = place; pos < place + tied; pos++) sum += positionPoints(scoring, size, pos);
    return exact(sum / tied);
  });
}

export interface Standing {
  id: string;
  /** 1-based; players equal on points and every tiebreak share a rank. */
  rank: number;
  points: number;
  tiebreaks: {
    /** Buchholz for tables: the sum over games of the mean final points of that table's opponents. */
    opponents: number;
    /** Sonneborn–Berger for tables: each opponent's final points for a game finished above them, half for a tie. */
    sonnebornBerger: number;
    /** Games won (first place, shared or not). */
    wins: number;
  };
  games: number;
  byes: number;
}

/** A fixed pseudo-random key per player and seed: the last tiebreak, the same in any order. */
export function drawKey(seed: string, id: string): number {
  // FNV-1a over seed, a separator and id, then a murmur-style finish: cheap, and well spread.
  let h = 0x811c9dc5;
  const text = `${seed}\u0000${id}`;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The standings of `players` after the given rounds (only tables with places count). Sorted by
 * points, opponents' points, Sonneborn–Berger, wins, then the seeded draw.
 */
export function standings(players: readonly string[], rounds: readonly PlayedRound[], scoring: Scoring, seed: string): Standing[] {
  // Each figure is a list of terms summed smallest first: the same sum in any order of results.
  const terms = () => new Map<string, number[]>(players.map((id) => [id, []]));
  const pointTerms = terms();
  const opponentTerms = terms();
  const sbTerms = terms();
  const games = new Map<string, number>(players.map((id) => [id, 0]));
  const byes = new Map<string, number>(players.map((id) => [id, 0]));
  const wins = new Map<string, number>(players.map((id) => [id, 0]));
  const count = (m: Map<string, number>, id: string) => {
    if (m.has(id)) m.set(id, (m.get(id) ?? 0) + 1);
  };
  const add = (m: Map<string, number[]>, id: string, x: number) => m.get(id)?.push(x);
  const total = (list: number[] | undefined) => exact([...(list ?? [])].sort((a, b) => a - b).reduce((s, x) => s + x, 0));
  const played: { seats: string[]; places: number[] }[] = [];
  for (const round of rounds) {
    for (const id of round.byes) {
      add(pointTerms, id, scoring.byePoints);
      count(byes, id);
    }
    for (const table of round.tables) {
      if (!table.places) continue;
      const got = tablePoints(scoring, table.places);
      table.seats.forEach((id, i) => {
        add(pointTerms, id, got[i] ?? 0);
        count(games, id);
        if (table.places?.[i] === 1) count(wins, id);
      });
      played.push({ seats: table.seats, places: table.places });
    }
  }
  const points = new Map(players.map((id) => [id, total(pointTerms.get(id))]));
  for (const { seats, places } of played) {
    seats.forEach((id, i) => {
      const others = seats.filter((_, j) => j !== i);
      if (!others.length) return;
      add(opponentTerms, id, total(others.map((o) => points.get(o) ?? 0)) / others.length);
      seats.forEach((o, j) => {
        if (j === i) return;
        const mine = places[i] ?? 0;
        const theirs = places[j] ?? 0;
        if (mine < theirs) add(sbTerms, id, points.get(o) ?? 0);
        else if (mine === theirs) add(sbTerms, id, (points.get(o) ?? 0) / 2);
      });
    });
  }
  const opponents = new Map(players.map((id) => [id, total(opponentTerms.get(id))]));
  const sb = new Map(players.map((id) => [id, total(sbTerms.get(id))]));
  const list = players.map((id) => ({
    id,
    rank: 0,
    points: points.get(id) ?? 0,
    tiebreaks: { opponents: opponents.get(id) ?? 0, sonnebornBerger: sb.get(id) ?? 0, wins: wins.get(id) ?? 0 },
    games: games.get(id) ?? 0,
    byes: byes.get(id) ?? 0,
    key: drawKey(seed, id),
  }));
  list.sort((a, b) => compareStanding(a, b) || a.key - b.key || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const out: Standing[] = [];
  for (const { key: _key, ...row } of list) {
    const prev = out[out.length - 1];
    // Equal on points and every tiebreak: the same rank as the one before.
    row.rank = prev && compareStanding(prev, row) === 0 ? prev.rank : out.length + 1;
    out.push(row);
  }
  return out;
}

/** Points, then opponents' points, then Sonneborn–Berger, then wins: higher first. */
export function compareStanding(a: Pick<Standing, 'points' | 'tiebreaks'>, b: Pick<Standing, 'points' | 'tiebreaks'>): number {
  return (
    b.points - a.points ||
    b.tiebreaks.opponents - a.tiebreaks.opponents ||
    b.tiebreaks.sonnebornBerger - a.tiebreaks.sonnebornBerger ||
    b.tiebreaks.wins - a.tiebreaks.wins
  );
}
