/**
 * The create form: ruleset, players, bots, options, your name and email, deadline, archive and
 * open listing. The options are fitted to the ruleset's own checkSetup as they change
 * (engine/core/setup-fit.ts): what a player count needs is switched automatically and said, and
 * what cannot combine is disabled with the reason, so the server never has to refuse the form.
 */
import { type ClockChoice, ClockFields, DEFAULT_CLOCK, clockBody } from './create-clock';
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
import { useAccountMail } from './players/account-mail';
import { OptionFields } from './option-field';
import { optionWords } from '../ui/options-words';
import { loadRulesetWords } from '../rulesets/registry';
import { useChunk } from '../ui/use-chunk';
import { locale, t } from '../i18n';
import { fill } from '../i18n/fill';
import { errorText } from '../i18n/error-text';
import { CheckField } from '../ui/input-field';

/** The take-back window's choices in seconds; the form proposes 10 (API clients get 0 when they leave it out). */
const TAKE_BACK_CHOICES = [0, 5, 10, 30, 60, 120];

const NO_OPTIONS: OptionValues = {};
const clamp = (n: number, r: RulesetInfo) => Math.min(r.maxPlayers, Math.max(r.minPlayers, n));

function changeWords(ruleset: RulesetInfo, c: SetupChange): string {
  const words = optionWords(ruleset.id);
  const option = ruleset.options.find((o) => o.id === c.id);
  const label = option ? words.label(option) : c.id;
  if (typeof c.to === 'boolean') return t.home.optionSwitched(label, c.to);
  return t.home.optionSetTo(label, option ? words.choice(option, c.to) : c.to);
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
  const [clock, setClock] = useState<ClockChoice>(DEFAULT_CLOCK);
  const [takeBackSeconds, setTakeBackSeconds] = useState(10);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Signed in, the seat is mailed at the account's address unless another is typed (#57): asked
  // once the visitor steps into the form, so the home page's first screen makes no request for it.
  const [entered, setEntered] = useState(false);
  const account = useAccountMail(entered);

  const ruleset = rulesets?.find((r) => r.id === rulesetId);
  // Not in English: the ruleset's own words, for its options' labels, help and choices.
  useChunk(`option-words:${locale()}:${rulesetId}`, locale() === 'en' || !rulesetId ? null : () => loadRulesetWords(rulesetId).catch(() => undefined));
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
      takeBackSeconds,
    };
    const botSeats = Math.min(bots, players - 1);
    if (botSeats > 0) {
      body.bots = botSeats;
      body.botLevel = botLevel;
    }
    if (email.trim()) body.email = email.trim();
    Object.assign(body, clockBody(clock));
    try {
      const created = await createGame(body);
      saveToken(created.gameId, created.token, created.seat);
      if (!email.trim() && !account) offerSeatLink(created.gameId);
      navigate(`/g/${encodeURIComponent(created.gameId)}`);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };

  const counts = ruleset ? Array.from({ length: ruleset.maxPlayers - ruleset.minPlayers + 1 }, (_, i) => ruleset.minPlayers + i) : [];

  return (
    <form
      ref={formRef}
      class="panel form"
      onSubmit={submit}
      onFocusCapture={() => setEntered(true)}
      onPointerDown={() => setEntered(true)}
      aria-labelledby="create-title"
      data-testid="create-form"
    >
      <h2 id="create-title">{t.home.createTitle}</h2>
      {loadError && <FormError message={t.home.rulesetsFailed(loadError)} />}
      {!rulesets && !loadError && <p class="muted">{t.home.rulesetsLoading}</p>}
      {rulesets && (
        <fieldset class="field">
          <legend>{t.home.ruleset}</legend>
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
                  <span class="muted"> · {t.home.playerRange(r.minPlayers, r.maxPlayers)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {ruleset && fit && (
        <>
          <div class="field">
            <label for="players">{t.home.playerCount}</label>
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
                  {t.home.nPlayers(n)}
                </option>
              ))}
            </select>
            {/* Said here too: on a phone the options it changed are screens below. */}
            <div role="status">
              {fit.changed.length > 0 && (
                <p id="players-note" class="option-note" data-testid="setup-changes">
                  {t.home.withPlayers(players, fit.changed.map((c) => changeWords(ruleset, c)).join('; '))}
                </p>
              )}
            </div>
          </div>
          <fieldset class="field" data-testid="bots">
            <legend>{t.home.botsLegend}</legend>
            <label for="bots">{t.home.botSeats}</label>
            <select
              id="bots"
              class="input"
              value={String(Math.min(bots, players - 1))}
              onChange={(e) => setBots(Number(e.currentTarget.value))}
              data-testid="bot-count"
            >
              {Array.from({ length: players }, (_, n) => (
                <option key={n} value={n}>
                  {n === 0 ? t.home.noBots : n === players - 1 ? t.home.nBotsSolo(n) : t.home.nBots(n)}
                </option>
              ))}
            </select>
            {bots > 0 && (
              <>
                <label for="bot-level">{t.home.botLevel}</label>
                <select
                  id="bot-level"
                  class="input"
                  value={botLevel}
                  onChange={(e) => setBotLevel(e.currentTarget.value as 'random' | 'good')}
                  data-testid="bot-level"
                >
                  <option value="good">{t.home.botGood}</option>
                  <option value="random">{t.home.botRandom}</option>
                </select>
              </>
            )}
          </fieldset>
          <OptionFields
            rulesetId={ruleset.id}
            options={ruleset.options}
            fit={fit}
            onChange={(id, v) => setWanted({ ...wanted, [ruleset.id]: { ...wantedOptions, [id]: v } })}
          />
        </>
      )}
      <PlayerFields idPrefix="" name={name} email={email} onName={setName} onEmail={setEmail} account={account} />
      <ClockFields value={clock} onChange={setClock} />
      <div class="field">
        <label for="take-back-seconds">{t.home.takeBackLabel}</label>
        <select
          id="take-back-seconds"
          class="input"
          value={String(takeBackSeconds)}
          onChange={(e) => setTakeBackSeconds(Number(e.currentTarget.value))}
          aria-describedby="take-back-help"
          data-testid="take-back-seconds"
        >
          {TAKE_BACK_CHOICES.map((n) => (
            <option key={n} value={String(n)}>
              {n === 0 ? t.home.takeBackNone : t.home.takeBackSeconds(n)}
            </option>
          ))}
        </select>
        <p class="hint" id="take-back-help">
          {t.home.takeBackHelp}
        </p>
      </div>
      <CheckField checked={listed} onChange={setListed} testId="listed">
        {t.home.listedLabel}
      </CheckField>
      <CheckField checked={live} onChange={setLive} testId="live">
        {t.home.liveLabel}
      </CheckField>
      <CheckField checked={open} onChange={setOpen} testId="open-game">
        {t.home.openLabel}
      </CheckField>
      <CheckField checked={rated} onChange={setRated} testId="rated-game">
        {fill(t.home.ratedLabel, { signin: <a href="/signin">{t.home.signIn}</a> })}
      </CheckField>
      <FormError message={error ?? fit?.error ?? null} />
      <button type="submit" class="button primary" disabled={!ruleset || busy || !!fit?.error} data-testid="create-button">
        {busy ? t.home.starting : t.home.startTheGame}
      </button>
    </form>
  );
}
