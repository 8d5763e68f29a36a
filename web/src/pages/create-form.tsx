/**
 * The create form: ruleset, players, bots, options, your name and email, deadline, archive and
 * open listing. The options are fitted to the ruleset's own checkSetup as they change
 * (engine/core/setup-fit.ts): what a player count needs is switched automatically and said, and
 * what cannot combine is disabled with the reason, so the server never has to refuse the form.
 */
import type { Ref } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { type OptionValues, type SetupChange, fitSetup } from '@engine/core/setup-fit';
import { SETUP_CHECKS } from '@engine/setup-checks';
import type { CreateGameBody, RulesetInfo } from '@schema/api';
import { createGame } from '../api';
import { navigate } from '../router';
import { offerSeatLink, saveToken } from '../tokens';
import { FormError } from '../ui/form-error';
import { PlayerFields } from '../ui/player-fields';
import { OptionField, optionChoiceLabel } from './option-field';

const NO_OPTIONS: OptionValues = {};
const clamp = (n: number, r: RulesetInfo) => Math.min(r.maxPlayers, Math.max(r.minPlayers, n));

function changeWords(ruleset: RulesetInfo, c: SetupChange): string {
  const label = ruleset.options.find((o) => o.id === c.id)?.label ?? c.id;
  if (typeof c.to === 'boolean') return `“${label}” is switched ${c.to ? 'on' : 'off'}`;
  return `“${label}” is set to ${optionChoiceLabel(c.to)}`;
}

interface Props {
  rulesets: RulesetInfo[] | null;
  loadError: string | null;
  rulesetId: string;
  onChoose: (rulesetId: string) => void;
  formRef: Ref<HTMLFormElement>;
}

export function CreateForm({ rulesets, loadError, rulesetId, onChoose, formRef }: Props) {
  /** The count asked for; each ruleset shows it within its own range. */
  const [wantedPlayers, setWantedPlayers] = useState(0);
  /** The options chosen, per ruleset (switching rulesets and back keeps them). */
  const [wanted, setWanted] = useState<Record<string, OptionValues>>({});
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [listed, setListed] = useState(true);
  const [live, setLive] = useState(false);
  const [open, setOpen] = useState(false);
  const [rated, setRated] = useState(false);
  const [bots, setBots] = useState(0);
  const [botLevel, setBotLevel] = useState<'random' | 'good'>('good');
  const [deadlineHours, setDeadlineHours] = useState(0);
  const [onTimeout, setOnTimeout] = useState<'remind' | 'bot' | 'forfeit'>('remind');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const ruleset = rulesets?.find((r) => r.id === rulesetId);
  const players = ruleset ? clamp(wantedPlayers, ruleset) : 0;
  const wantedOptions = (ruleset && wanted[ruleset.id]) || NO_OPTIONS;
  const fit = useMemo(
    () => (ruleset ? fitSetup(SETUP_CHECKS[ruleset.id] ?? (() => null), ruleset.options, players, wantedOptions) : null),
    [ruleset, players, wantedOptions],
  );

  const submit = async (e: Event) => {
    e.preventDefault();
    if (!ruleset || !fit || fit.error || busy) return;
    setBusy(true);
    setError(null);
    const body: CreateGameBody = {
      ruleset: ruleset.id,
      players,
      options: fit.options,
      name: name.trim(),
      listed,
      ...(live ? { live: true } : {}),
      ...(open ? { open: true } : {}),
      ...(rated ? { rated: true } : {}),
    };
    const botSeats = Math.min(bots, players - 1);
    if (botSeats > 0) {
      body.bots = botSeats;
      body.botLevel = botLevel;
    }
    if (email.trim()) body.email = email.trim();
    if (deadlineHours > 0) {
      body.deadlineHours = deadlineHours;
      body.onTimeout = onTimeout;
    }
    try {
      const created = await createGame(body);
      saveToken(created.gameId, created.token, created.seat);
      if (!email.trim()) offerSeatLink(created.gameId);
      navigate(`/g/${encodeURIComponent(created.gameId)}`);
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  const counts = ruleset ? Array.from({ length: ruleset.maxPlayers - ruleset.minPlayers + 1 }, (_, i) => ruleset.minPlayers + i) : [];

  return (
    <form ref={formRef} class="panel form" onSubmit={submit} aria-labelledby="create-title" data-testid="create-form">
      <h2 id="create-title">Start a game</h2>
      {loadError && <FormError message={`The rulesets could not be loaded: ${loadError}`} />}
      {!rulesets && !loadError && <p class="muted">Loading the rulesets…</p>}
      {rulesets && (
        <fieldset class="field">
          <legend>Ruleset</legend>
          <div class="ruleset-choices">
            {rulesets.map((r) => (
              <label key={r.id} class={`ruleset-choice${r.id === rulesetId ? ' chosen' : ''}`}>
                <input
                  id={`ruleset-${r.id}`}
                  type="radio"
                  name="ruleset"
                  value={r.id}
                  checked={r.id === rulesetId}
                  onChange={() => onChoose(r.id)}
                  data-testid={`ruleset-${r.id}`}
                />
                <span>
                  <strong>{r.title}</strong>
                  <span class="muted"> · {r.minPlayers === r.maxPlayers ? r.minPlayers : `${r.minPlayers}–${r.maxPlayers}`} players</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {ruleset && fit && (
        <>
          <div class="field">
            <label for="players">Number of players</label>
            <select
              id="players"
              class="input"
              value={String(players)}
              aria-describedby={fit.changed.length > 0 ? 'players-note' : undefined}
              onChange={(e) => setWantedPlayers(Number(e.currentTarget.value))}
              data-testid="players"
            >
              {counts.map((n) => (
                <option key={n} value={n}>
                  {n} players
                </option>
              ))}
            </select>
            {/* Said here too: on a phone the options it changed are screens below. */}
            <div role="status">
              {fit.changed.length > 0 && (
                <p id="players-note" class="option-note" data-testid="setup-changes">
                  With {players} players: {fit.changed.map((c) => changeWords(ruleset, c)).join('; ')} (see below).
                </p>
              )}
            </div>
          </div>
          <fieldset class="field" data-testid="bots">
            <legend>Play against bots</legend>
            <label for="bots">Bot seats (the last seats; the game starts when the people have joined)</label>
            <select
              id="bots"
              class="input"
              value={String(Math.min(bots, players - 1))}
              onChange={(e) => setBots(Number(e.currentTarget.value))}
              data-testid="bot-count"
            >
              {Array.from({ length: players }, (_, n) => (
                <option key={n} value={n}>
                  {n === 0 ? 'No bots' : n === players - 1 ? `${n} bot${n === 1 ? '' : 's'}: play solo` : `${n} bot${n === 1 ? '' : 's'}`}
                </option>
              ))}
            </select>
            {bots > 0 && (
              <>
                <label for="bot-level">Bot level</label>
                <select
                  id="bot-level"
                  class="input"
                  value={botLevel}
                  onChange={(e) => setBotLevel(e.currentTarget.value as 'random' | 'good')}
                  data-testid="bot-level"
                >
                  <option value="good">Good: plays a real strategy</option>
                  <option value="random">Random: any legal move</option>
                </select>
              </>
            )}
          </fieldset>
          {ruleset.options.map((o) => (
            <OptionField
              key={o.id}
              rulesetId={ruleset.id}
              option={o}
              value={fit.options[o.id] ?? o.default}
              change={fit.changed.find((c) => c.id === o.id)}
              refused={fit.refused[o.id]}
              onChange={(v) => setWanted({ ...wanted, [ruleset.id]: { ...wantedOptions, [o.id]: v } })}
            />
          ))}
        </>
      )}
      <PlayerFields idPrefix="" name={name} email={email} onName={setName} onEmail={setEmail} />
      <fieldset class="field" data-testid="deadline">
        <legend>Turn deadline</legend>
        <label for="deadline-hours">How long each player may take to act</label>
        <select
          id="deadline-hours"
          class="input"
          value={String(deadlineHours)}
          onChange={(e) => setDeadlineHours(Number(e.currentTarget.value))}
          data-testid="deadline-hours"
        >
          <option value="0">No deadline (reminders after a day)</option>
          <option value="24">24 hours</option>
          <option value="48">2 days</option>
          <option value="72">3 days</option>
          <option value="168">A week</option>
        </select>
        {deadlineHours > 0 && (
          <>
            <label for="on-timeout">When a deadline passes</label>
            <select
              id="on-timeout"
              class="input"
              value={onTimeout}
              onChange={(e) => setOnTimeout(e.currentTarget.value as 'remind' | 'bot' | 'forfeit')}
              data-testid="on-timeout"
            >
              <option value="remind">Only remind them</option>
              <option value="bot">A bot makes their pending move</option>
              <option value="forfeit">They forfeit: the others win</option>
            </select>
          </>
        )}
      </fieldset>
      <div class="field">
        <label class="check">
          <input type="checkbox" checked={listed} onChange={(e) => setListed(e.currentTarget.checked)} data-testid="listed" />
          List the finished game in the public archive: its ruleset, the players' names, every move and every hidden card, never chat, notes or addresses
        </label>
      </div>
      <div class="field">
        <label class="check">
          <input type="checkbox" checked={live} onChange={(e) => setLive(e.currentTarget.checked)} data-testid="live" />
          Show the game under "Live now" while it is played: its ruleset, the players' names and the moves anyone could see at the table
        </label>
      </div>
      <div class="field">
        <label class="check">
          <input type="checkbox" checked={open} onChange={(e) => setOpen(e.currentTarget.checked)} data-testid="open-game" />
          Anyone may join: list this game on the Open games page until its seats are taken (it closes after a week if they are not)
        </label>
      </div>
      <div class="field">
        <label class="check">
          <input type="checkbox" checked={rated} onChange={(e) => setRated(e.currentTarget.checked)} data-testid="rated-game" />
          Rated: every seat a signed-in player, no bots; the ratings change when the game ends (<a href="/signin">sign in</a> first)
        </label>
      </div>
      <FormError message={error ?? fit?.error ?? null} />
      <button type="submit" class="button primary" disabled={!ruleset || busy || !!fit?.error} data-testid="create-button">
        {busy ? 'Starting…' : 'Start the game'}
      </button>
    </form>
  );
}
