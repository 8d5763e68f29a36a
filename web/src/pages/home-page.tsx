/** /: start a game — ruleset, players, options, your name — and go to its page. */
import { useEffect, useState } from 'preact/hooks';
import type { CreateGameBody, RulesetInfo } from '../../../schema/api';
import { createGame, getRulesets } from '../api';
import { Link, navigate } from '../router';
import { saveToken, savedGameIds } from '../tokens';
import { FormError } from '../ui/form-error';
import { PageTitle } from '../ui/page-title';
import { OptionField } from './option-field';

type OptionValues = Record<string, boolean | string>;

const defaultsOf = (r: RulesetInfo): OptionValues => Object.fromEntries(r.options.map((o) => [o.id, o.default]));

export function HomePage() {
  const [rulesets, setRulesets] = useState<RulesetInfo[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [rulesetId, setRulesetId] = useState('');
  const [players, setPlayers] = useState(0);
  const [options, setOptions] = useState<OptionValues>({});
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [listed, setListed] = useState(true);
  const [open, setOpen] = useState(false);
  const [bots, setBots] = useState(0);
  const [botLevel, setBotLevel] = useState<'random' | 'good'>('good');
  const [deadlineHours, setDeadlineHours] = useState(0);
  const [onTimeout, setOnTimeout] = useState<'remind' | 'bot' | 'forfeit'>('remind');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = (r: RulesetInfo) => {
    setRulesetId(r.id);
    setPlayers((n) => Math.min(r.maxPlayers, Math.max(r.minPlayers, n)));
    setOptions(defaultsOf(r));
  };

  useEffect(() => {
    document.title = 'Stonehenge — play by web';
    getRulesets().then(
      (list) => {
        setRulesets(list);
        if (list[0]) choose(list[0]);
      },
      (err: Error) => setLoadError(err.message),
    );
  }, []);

  const ruleset = rulesets?.find((r) => r.id === rulesetId);

  const submit = async (e: Event) => {
    e.preventDefault();
    if (!ruleset || busy) return;
    setBusy(true);
    setError(null);
    const body: CreateGameBody = { ruleset: ruleset.id, players, options, name: name.trim(), listed, ...(open ? { open: true } : {}) };
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
      navigate(`/g/${encodeURIComponent(created.gameId)}`);
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  const counts = ruleset ? Array.from({ length: ruleset.maxPlayers - ruleset.minPlayers + 1 }, (_, i) => ruleset.minPlayers + i) : [];
  const mine = savedGameIds();

  return (
    <>
      <PageTitle>Play Stonehenge by web</PageTitle>
      <p class="lead">Start a game, send the invite link to your friends, and take your turns whenever suits you.</p>
      <form class="panel form" onSubmit={submit} aria-labelledby="create-title" data-testid="create-form">
        <h2 id="create-title">Start a game</h2>
        {loadError && <FormError message={`The rulesets could not be loaded: ${loadError}`} />}
        {!rulesets && !loadError && <p class="muted">Loading the rulesets…</p>}
        {rulesets && (
          <fieldset class="field">
            <legend>Ruleset</legend>
            <div class="ruleset-choices">
              {rulesets.map((r) => (
                <label key={r.id} class={`ruleset-choice${r.id === rulesetId ? ' chosen' : ''}`}>
                  <input type="radio" name="ruleset" value={r.id} checked={r.id === rulesetId} onChange={() => choose(r)} data-testid={`ruleset-${r.id}`} />
                  <span>
                    <strong>{r.title}</strong>
                    <span class="muted"> · {r.minPlayers === r.maxPlayers ? r.minPlayers : `${r.minPlayers}–${r.maxPlayers}`} players</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {ruleset && (
          <>
            <div class="field">
              <label for="players">Number of players</label>
              <select id="players" class="input" value={String(players)} onChange={(e) => setPlayers(Number(e.currentTarget.value))} data-testid="players">
                {counts.map((n) => (
                  <option key={n} value={n}>
                    {n} players
                  </option>
                ))}
              </select>
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
                    {n === 0 ? 'No bots' : n === players - 1 ? `${n} bots: play solo` : `${n} bot${n === 1 ? '' : 's'}`}
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
              <OptionField key={o.id} option={o} value={options[o.id] ?? o.default} onChange={(v) => setOptions({ ...options, [o.id]: v })} />
            ))}
          </>
        )}
        <div class="field">
          <label for="name">Your name</label>
          <input
            id="name"
            class="input"
            type="text"
            required
            maxLength={40}
            autoComplete="nickname"
            value={name}
            onInput={(e) => setName(e.currentTarget.value)}
            data-testid="name"
          />
        </div>
        <div class="field">
          <label for="email">Email (optional)</label>
          <input
            id="email"
            class="input"
            type="email"
            maxLength={254}
            autoComplete="email"
            aria-describedby="email-help"
            value={email}
            onInput={(e) => setEmail(e.currentTarget.value)}
            data-testid="email"
          />
          <p id="email-help" class="hint">
            We email you your seat link and tell you when it is your turn.
          </p>
        </div>
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
            List the finished game in the public archive
          </label>
        </div>
        <div class="field">
          <label class="check">
            <input type="checkbox" checked={open} onChange={(e) => setOpen(e.currentTarget.checked)} data-testid="open-game" />
            Anyone may join: list this game on the Open games page until its seats are taken (it closes after a week if they are not)
          </label>
        </div>
        <FormError message={error} />
        <button type="submit" class="button primary" disabled={!ruleset || busy} data-testid="create-button">
          {busy ? 'Starting…' : 'Start the game'}
        </button>
      </form>
      {mine.length > 0 && (
        <section class="panel" aria-labelledby="mine-title">
          <h2 id="mine-title">Your games on this device</h2>
          <ul class="plain-list">
            {mine.map((id) => (
              <li key={id}>
                <Link href={`/g/${encodeURIComponent(id)}`}>Game {id}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        Or <Link href="/archive">browse the archive of finished games</Link>.
      </p>
    </>
  );
}
