/**
 * A tournament game's line on the game page, the replay page and an archive entry: "Round 2 of
 * <name>", the name linking the tournament's page (/t/<id>). The name is read from the tournament
 * once (`named`); without it (an archive list: one request per row would be too many) the link
 * says "a tournament".
 */
import { useEffect, useState } from 'preact/hooks';
import type { TournamentDetail } from '@schema/tournaments';
import { api, json, seg } from '../api';
import { t } from '../i18n';
import { fill } from '../i18n/fill';
import { Link } from '../router';

export function TournamentLine({
  tournament,
  named = true,
  words,
}: {
  tournament: { id: string; round: number };
  named?: boolean;
  /** Other words around the link than "Round N of {name}" (the archive's "The games of {name}"). */
  words?: string;
}) {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (!named) return;
    let live = true;
    (json(api.tournaments[':id'].$get({ param: { id: seg(tournament.id) } })) as Promise<TournamentDetail>).then(
      (d) => live && setName(d.name),
      () => undefined, // the link still leads there
    );
    return () => {
      live = false;
    };
  }, [tournament.id, named]);
  return (
    <span class="tournament-line" data-testid="tournament-line" data-tournament={tournament.id} data-round={tournament.round}>
      {fill(words ?? t.common.tournamentRound(tournament.round), {
        name: <Link href={`/t/${encodeURIComponent(tournament.id)}`}>{name ?? t.common.aTournament}</Link>,
      })}
    </span>
  );
}
