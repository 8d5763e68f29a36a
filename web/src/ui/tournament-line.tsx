/**
 * A tournament game's line on the game page, the replay page and an archive entry: "Round 2 of
 * <name>", the name linking the tournament's page (/t/<id>). The name is read from the tournament
 * once (`named`); without it (an archive list: one request per row would be too many) the link
 * says "a tournament".
 */
import { useEffect, useState } from 'preact/hooks';
import type { TournamentDetail } from '@schema/tournaments';
import { api, json, seg } from '../api';
import { fmt, t } from '../i18n';
import { fill } from '../i18n/fill';
import { Link } from '../router';

/**
 * What comes after a finished table (#58 item 3), from the tournament as read: how its own game
 * was settled if the round's end settled it, then the tournament's end, the next round begun, the
 * other tables still playing (and by when the round ends), or the next step in a moment.
 */
export function nextAfterTable(d: TournamentDetail, gameId: string, round: number, when: (at: number) => string): string[] {
  const out: string[] = [];
  const mine = d.rounds.find((r) => r.round === round);
  const settled = mine?.tables.find((x) => x.gameId === gameId)?.result?.settled;
  if (settled === 'bot') out.push(t.common.settledByBot);
  if (settled === 'forfeit') out.push(t.common.settledByForfeit);
  const last = d.roundsPlanned !== null && round >= d.roundsPlanned;
  if (d.status === 'finished') out.push(t.common.nextTournamentOver);
  else if (d.round > round) out.push(t.common.nextRoundBegun(d.round));
  else if (mine) {
    const playing = mine.tables.filter((x) => x.gameId !== gameId && !x.result).length;
    if (playing > 0)
      out.push(last ? t.common.nextLastTablesPlaying(playing, when(mine.endsAt)) : t.common.nextTablesPlaying(playing, round + 1, when(mine.endsAt)));
    else out.push(last ? t.common.nextStandingsSoon : t.common.nextRoundSoon(round + 1));
  }
  return out;
}

export function TournamentLine({
  tournament,
  named = true,
  words,
  finished = false,
  gameId,
}: {
  tournament: { id: string; round: number };
  named?: boolean;
  /** Other words around the link than "Round N of {name}" (the archive's "The games of {name}"). */
  words?: string;
  /** The game page of a finished table: say what comes next (`nextAfterTable`). */
  finished?: boolean;
  gameId?: string;
}) {
  const [name, setName] = useState<string | null>(null);
  const [next, setNext] = useState<string[]>([]);
  useEffect(() => {
    if (!named) return;
    let live = true;
    (json(api.tournaments[':id'].$get({ param: { id: seg(tournament.id) } })) as Promise<TournamentDetail>).then(
      (d) => {
        if (!live) return;
        setName(d.name);
        if (finished && gameId) setNext(nextAfterTable(d, gameId, tournament.round, (at) => fmt.dateTime(at)));
      },
      () => undefined, // the link still leads there
    );
    return () => {
      live = false;
    };
  }, [tournament.id, tournament.round, named, finished, gameId]);
  // The next step stands beside the line, not in it: the line's own words stay "Round N of {name}".
  return (
    <>
      <span class="tournament-line" data-testid="tournament-line" data-tournament={tournament.id} data-round={tournament.round}>
        {fill(words ?? t.common.tournamentRound(tournament.round), {
          name: <Link href={`/t/${encodeURIComponent(tournament.id)}`}>{name ?? t.common.aTournament}</Link>,
        })}
      </span>
      {next.length > 0 && (
        <span class="tournament-next" data-testid="tournament-next">
          {next.map((line) => (
            <span key={line}> {line}</span>
          ))}
        </span>
      )}
    </>
  );
}
