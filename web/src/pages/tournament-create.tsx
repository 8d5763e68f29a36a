/**
 * The form on /t that creates a tournament (issue #58): ruleset and its options (the create form's
 * option fields, fitted to the ruleset's checkSetup for a full table), table size, format with a
 * sentence on what it means, rounds, start, time per move and per round, rated, limits and bot
 * entrants (added through `POST …/bots` once it exists); it previews the rounds and their dates.
 * The server's refusals are said in the page's words (errorText).
 */
import { useMemo, useState } from 'preact/hooks';
import { type OptionValues, fitSetup } from '@engine/core/setup-fit';
import { SETUP_CHECKS } from '@engine/setup-checks';
import type { RulesetInfo } from '@schema/api';
import type { CreateTournamentBody, TournamentFormat } from '@schema/tournaments';
import { answered, api, json, seg } from '../api';
import { fmt, locale, t } from '../i18n';
import { errorText } from '../i18n/error-text';
import { navigate } from '../router';
import { loadRulesetWords } from '../rulesets/registry';
import { FormError } from '../ui/form-error';
import { CheckField } from '../ui/input-field';
import { useChunk } from '../ui/use-chunk';
import { ChoiceSelect } from './choice-select';
import { OptionFields } from './option-field';

const PER_MOVE_HOURS = [24, 48, 72, 168] as const;
const ROUND_DAYS = [1, 2, 3, 5, 7, 10, 14] as const;
const BOT_COUNTS = 10;
const NO_OPTIONS: OptionValues = {};

/** The rounds a knock-out of `players` at tables of `size` plays at most, `advance` going on from each table. */
export function knockoutRounds(players: number, size: number, advance: number): number {
  let n = players;
  let rounds = 1;
  while (n > size && rounds < 50) {
    n = Math.ceil(n / size) * advance;
    rounds++;
  }
  return rounds;
}

/** The rounds of the preview, each with its latest end; null where the count follows from the field (round robin). */
export function previewRounds(format: TournamentFormat, rounds: number, maxPlayers: number, size: number): number | null {
  if (format === 'swiss') return rounds;
  if (format === 'knockout') return knockoutRounds(maxPlayers, size, Math.max(1, Math.floor(size / 2)));
  return null;
}

export function TournamentCreate({ rulesets }: { rulesets: RulesetInfo[] }) {
  const [rulesetId, setRulesetId] = useState(rulesets[0]?.id ?? '');
  const ruleset = rulesets.find((r) => r.id === rulesetId) ?? rulesets[0];
  const [name, setName] = useState('');
  const [wantedSize, setWantedSize] = useState(0);
  const [format, setFormat] = useState<TournamentFormat>('swiss');
  const [rounds, setRounds] = useState(3);
  const [start, setStart] = useState('');
  const [perMove, setPerMove] = useState<number>(72);
  const [roundDays, setRoundDays] = useState<number>(7);
  const [rated, setRated] = useState(false);
  const [minPlayers, setMinPlayers] = useState(0);
  const [maxPlayers, setMaxPlayers] = useState(16);
  const [bots, setBots] = useState(0);
  const [botLevel, setBotLevel] = useState<'random' | 'good'>('good');
  const [wanted, setWanted] = useState<Record<string, OptionValues>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useChunk(`option-words:${locale()}:${rulesetId}`, locale() === 'en' || !rulesetId ? null : () => loadRulesetWords(rulesetId).catch(() => undefined));

  const size = ruleset ? Math.min(ruleset.maxPlayers, Math.max(ruleset.minPlayers, wantedSize || Math.min(ruleset.maxPlayers, 4))) : 2;
  const min = Math.max(size, minPlayers);
  const wantedOptions = (ruleset && wanted[ruleset.id]) || NO_OPTIONS;
  const fit = useMemo(
    () => (ruleset ? fitSetup(SETUP_CHECKS[ruleset.id] ?? (() => null), ruleset.options, size, wantedOptions) : null),
    [ruleset, size, wantedOptions],
  );
  const startsAt = start ? new Date(start).getTime() : null;
  const botCount = rated ? 0 : Math.min(bots, maxPlayers);
  const planned = previewRounds(format, rounds, maxPlayers, size);
  const roundMs = roundDays * 86_400_000;
  const about =
    format === 'swiss' ? t.tournaments.formatSwissAbout : format === 'round-robin' ? t.tournaments.formatRoundRobinAbout : t.tournaments.formatKnockoutAbout;

  const submit = async (e: Event) => {
    e.preventDefault();
    if (!ruleset || !fit || busy) return;
    setBusy(true);
    setError(null);
    const body: CreateTournamentBody = {
      ruleset: ruleset.id,
      tableSize: size,
      format,
      minPlayers: min,
      maxPlayers,
      timeControl: { kind: 'per-move', hours: perMove },
      roundHours: roundDays * 24,
      rated,
      options: fit.options,
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(format === 'swiss' ? { rounds } : {}),
      ...(startsAt !== null && Number.isFinite(startsAt) ? { startsAt } : {}),
    };
    let id: string;
    try {
      id = (await json(api.tournaments.$post({ json: body }))).tournamentId;
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
      return;
    }
    if (botCount > 0) {
      try {
        await answered(api.tournaments[':id'].bots.$post({ param: { id: seg(id) }, json: { level: botLevel, count: botCount } }));
      } catch (err) {
        setError(t.tournaments.createdBotsFailed(errorText(err)));
        setBusy(false);
        navigate(`/t/${encodeURIComponent(id)}`);
        return;
      }
    }
    navigate(`/t/${encodeURIComponent(id)}`);
  };

  if (!ruleset || !fit) return null;
  const sizes = Array.from({ length: ruleset.maxPlayers - ruleset.minPlayers + 1 }, (_, i) => ruleset.minPlayers + i);
  return (
    <form class="panel form" onSubmit={submit} aria-labelledby="t-new-title" data-tournament-create>
      <h2 id="t-new-title">{t.tournaments.newTitle}</h2>
      <div class="field">
        <label for="t-name">{t.tournaments.newName}</label>
        <input id="t-name" class="input" maxLength={80} value={name} onInput={(e) => setName(e.currentTarget.value)} data-testid="t-name" />
      </div>
      <div class="field">
        <label for="t-ruleset">{t.tournaments.newRuleset}</label>
        <ChoiceSelect
          id="t-ruleset"
          testId="t-ruleset"
          value={ruleset.id}
          onChange={setRulesetId}
          choices={rulesets.map((r): [string, string] => [r.id, r.title])}
        />
      </div>
      <div class="field">
        <label for="t-table-size">{t.tournaments.newTableSize}</label>
        <ChoiceSelect
          id="t-table-size"
          testId="t-table-size"
          value={String(size)}
          onChange={(v) => setWantedSize(Number(v))}
          choices={sizes.map((n): [string, string] => [String(n), String(n)])}
        />
      </div>
      <OptionFields
        rulesetId={ruleset.id}
        options={ruleset.options}
        fit={fit}
        onChange={(id, v) => setWanted({ ...wanted, [ruleset.id]: { ...wantedOptions, [id]: v } })}
      />
      <div class="field">
        <label for="t-format">{t.tournaments.newFormat}</label>
        <select
          id="t-format"
          class="input"
          value={format}
          aria-describedby="t-format-help"
          onChange={(e) => setFormat(e.currentTarget.value as TournamentFormat)}
          data-testid="t-format"
        >
          <option value="swiss">{t.tournaments.swiss}</option>
          <option value="round-robin">{t.tournaments.roundRobin}</option>
          <option value="knockout">{t.tournaments.knockout}</option>
        </select>
        <p class="hint" id="t-format-help" data-testid="t-format-help">
          {about}
        </p>
      </div>
      {format === 'swiss' && (
        <div class="field">
          <label for="t-rounds">{t.tournaments.newRounds}</label>
          <NumberInput id="t-rounds" min={1} max={20} value={rounds} onValue={(n) => setRounds(Math.max(1, Math.min(20, n || 1)))} />
        </div>
      )}
      <div class="field">
        <label for="t-start">{t.tournaments.newStart}</label>
        <input
          id="t-start"
          class="input"
          type="datetime-local"
          value={start}
          aria-describedby="t-start-help"
          onInput={(e) => setStart(e.currentTarget.value)}
          data-testid="t-start"
        />
        <p class="hint" id="t-start-help">
          {t.tournaments.newStartHelp}
        </p>
      </div>
      <div class="field">
        <label for="t-per-move">{t.tournaments.newPerMove}</label>
        <ChoiceSelect
          id="t-per-move"
          testId="t-per-move"
          value={String(perMove)}
          onChange={(v) => setPerMove(Number(v))}
          choices={PER_MOVE_HOURS.map((h): [string, string] => [String(h), h % 24 === 0 ? t.tournaments.nDays(h / 24) : t.tournaments.nHours(h)])}
        />
      </div>
      <div class="field">
        <label for="t-round-days">{t.tournaments.newRoundDays}</label>
        <ChoiceSelect
          id="t-round-days"
          testId="t-round-days"
          value={String(roundDays)}
          onChange={(v) => setRoundDays(Number(v))}
          choices={ROUND_DAYS.map((d): [string, string] => [String(d), t.tournaments.nDays(d)])}
        />
      </div>
      <div class="field field-pair">
        <div>
          <label for="t-min">{t.tournaments.newMinPlayers}</label>
          <NumberInput id="t-min" min={size} max={1000} value={min} onValue={setMinPlayers} />
        </div>
        <div>
          <label for="t-max">{t.tournaments.newMaxPlayers}</label>
          <NumberInput id="t-max" min={size} max={1000} value={maxPlayers} onValue={setMaxPlayers} />
        </div>
      </div>
      <CheckField checked={rated} onChange={setRated} testId="t-rated">
        {t.tournaments.newRated}
      </CheckField>
      {!rated && (
        <fieldset class="field" data-testid="t-bots">
          <legend>{t.tournaments.newBots}</legend>
          <label for="t-bot-count">{t.tournaments.newBotCount}</label>
          <ChoiceSelect
            id="t-bot-count"
            testId="t-bot-count"
            value={String(botCount)}
            onChange={(v) => setBots(Number(v))}
            choices={Array.from({ length: BOT_COUNTS + 1 }, (_, n): [string, string] => [String(n), n === 0 ? t.tournaments.noBots : t.tournaments.nBots(n)])}
          />
          {botCount > 0 && (
            <>
              <label for="t-bot-level">{t.tournaments.newBotLevel}</label>
              <ChoiceSelect<'random' | 'good'>
                id="t-bot-level"
                testId="t-bot-level"
                value={botLevel}
                onChange={setBotLevel}
                choices={[
                  ['good', t.tournaments.botGood],
                  ['random', t.tournaments.botRandom],
                ]}
              />
            </>
          )}
          <p class="hint">{t.tournaments.newBotsHelp}</p>
        </fieldset>
      )}
      <section aria-labelledby="t-preview" data-testid="t-preview">
        <h3 id="t-preview">{t.tournaments.preview}</h3>
        <p>
          {planned === null
            ? t.tournaments.previewRoundRobin
            : format === 'swiss'
              ? t.tournaments.previewSwiss(planned)
              : t.tournaments.previewKnockout(planned)}{' '}
          {t.tournaments.previewEarly}
        </p>
        {planned !== null && (
          <ol class="preview-rounds">
            {Array.from({ length: Math.min(planned, 20) }, (_, i) => (
              <li key={i}>
                {startsAt !== null && Number.isFinite(startsAt)
                  ? t.tournaments.previewRound(i + 1, fmt.dateTime(startsAt + i * roundMs), fmt.dateTime(startsAt + (i + 1) * roundMs))
                  : t.tournaments.previewRoundFromStart(i + 1, t.tournaments.nDays(roundDays * (i + 1)))}
              </li>
            ))}
          </ol>
        )}
      </section>
      <FormError message={error ?? fit.error ?? null} />
      <button type="submit" class="button primary" disabled={busy || !!fit.error} data-testid="t-create">
        {busy ? t.tournaments.creating : t.tournaments.create}
      </button>
    </form>
  );
}

/** A whole number field of the form (its test id is its id); `onValue` gets 0 for an empty field. */
function NumberInput({ id, min, max, value, onValue }: { id: string; min: number; max: number; value: number; onValue: (n: number) => void }) {
  return (
    <input
      id={id}
      class="input"
      type="number"
      min={min}
      max={max}
      value={value}
      onInput={(e) => onValue(Number(e.currentTarget.value) || 0)}
      data-testid={id}
    />
  );
}
