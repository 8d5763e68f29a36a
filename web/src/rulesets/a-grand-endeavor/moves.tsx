/**
 * Your decision, in words: every legal action of payload.actions, grouped by
 * its type, each a button that sends that very action.
 */
import type { ComponentChildren } from 'preact';
import { type CardColour, type CardId, card, colourOfNumber } from '@engine/core/components';
import { cardsToDraw, commitsFaceUp } from '@engine/a-grand-endeavor/model';
import type { GrandEndeavorView } from '@engine/a-grand-endeavor/view';
import { msg } from './i18n';
import { colourName } from '../../ui/colours';
import { Swatch } from '../../ui/swatch';
import { ProjectCard } from './cards';
import { type Action, type Namer, cardName, seatColour, siteName } from './words';

interface Props {
  view: GrandEndeavorView;
  actions: Action[];
  name: Namer;
  pending: boolean;
  act: (a: Action) => void;
}

function ofType<T extends Action['type']>(actions: Action[], type: T): Extract<Action, { type: T }>[] {
  return actions.filter((a): a is Extract<Action, { type: T }> => a.type === type);
}

function Group({ title, explain, children, testid }: { title: string; explain: ComponentChildren; children: ComponentChildren; testid: string }) {
  return (
    <section class="age-move-group" data-testid={testid} aria-label={title}>
      <h3>{title}</h3>
      <p class="hint">{explain}</p>
      {children}
    </section>
  );
}

function MoveButton(props: { action: Action; pending: boolean; act: (a: Action) => void; children: ComponentChildren; primary?: boolean; label?: string }) {
  const { action, pending, act, children, primary, label } = props;
  return (
    <button
      type="button"
      class={`button age-move${primary ? ' primary' : ''}`}
      disabled={pending}
      onClick={() => act(action)}
      data-testid="age-action"
      data-type={action.type}
    >
      {children}
      {label && <span class="visually-hidden">{` (${label})`}</span>}
    </button>
  );
}

function claimExplain(view: GrandEndeavorView): string {
  const step = view.step;
  const id = view.seats[view.turn]?.project?.card;
  const project = id ? cardName(id) : null;
  const w = msg;
  if (step.kind === 'return') return w.claimReturn;
  if (step.kind === 'claim' && step.reason === 'turn-up') return w.claimTurnUp(project);
  if (step.kind === 'claim' && step.reason === 'usurp') return w.claimUsurp(project);
  return w.claimNew(project);
}

function commitNote(id: string): string {
  const w = msg;
  if (card(id).kind === 'trilithon') return w.noteTrilithon;
  return commitsFaceUp(id as CardId) ? w.noteUp : w.noteDown;
}

export function MovesPanel({ view, actions, name, pending, act }: Props) {
  const w = msg;
  const colour = (seat: number) => colourName(seatColour(view, seat) as CardColour);
  const me = view.seats.find((s) => s.seat === (view.active ?? -1));
  const claims = ofType(actions, 'claim');
  const takes = ofType(actions, 'take');
  const draws = ofType(actions, 'draw');
  const commits = ofType(actions, 'commit');
  const usurps = ofType(actions, 'usurp');
  const discards = ofType(actions, 'discard');
  const begins = ofType(actions, 'begin');
  const defames = ofType(actions, 'defame');
  const withdraws = ofType(actions, 'withdraw');
  const forcedTrilithon = takes.length > 0 && draws.length === 0 && takes.every((tk) => card(tk.card).kind === 'trilithon');
  const toDraw = me ? cardsToDraw(me.possession) : 0;
  const victims = [...new Set(usurps.map((u) => u.from))];

  return (
    <section class="panel age-moves" aria-labelledby="age-moves-title" data-testid="age-moves">
      <h2 id="age-moves-title">{w.movesTitle}</h2>

      {discards.length > 0 && view.step.kind === 'usurp-discard' && (
        <Group testid="age-group-discard" title={w.gDiscard} explain={w.gDiscardExplain(name(view.step.usurper))}>
          <div class="age-card-row">
            {discards.map((d) => (
              <ProjectCard key={d.card} id={d.card} onPick={() => act(d)} disabled={pending} pickLabel={w.aDiscard(cardName(d.card))} testType="discard" />
            ))}
          </div>
        </Group>
      )}

      {claims.length > 0 && (
        <Group testid="age-group-claim" title={w.gClaim(view.step.kind === 'return')} explain={claimExplain(view)}>
          {(['outerRing', 'bluestones', 'trilithons'] as const).map((track) => {
            const here = claims.filter((c) => c.track === track);
            if (here.length === 0) return null;
            return (
              <div key={track} class="age-claim-track">
                <h4>{w.track(track)}</h4>
                <div class="age-button-row">
                  {here.map((c) => (
                    <MoveButton key={c.space} action={c} pending={pending} act={act} label={w.aClaim(siteName(c))}>
                      {track === 'outerRing' ? (
                        <>
                          <span>{w.spaceButton(c.space)}</span> <Swatch colour={colourOfNumber(c.space)} showName={false} />
                        </>
                      ) : track === 'bluestones' ? (
                        w.bluestoneButton(c.space)
                      ) : (
                        `T${c.space}`
                      )}
                    </MoveButton>
                  ))}
                </div>
              </div>
            );
          })}
        </Group>
      )}

      {(takes.length > 0 || draws.length > 0) && (
        <Group testid="age-group-draw" title={w.gDraw} explain={forcedTrilithon ? w.drawForced : w.drawExplain(toDraw)}>
          <div class="age-card-row">
            {takes.map((tk) => (
              <ProjectCard key={tk.card} id={tk.card} onPick={() => act(tk)} disabled={pending} pickLabel={w.aTake(cardName(tk.card))} testType="take" />
            ))}
          </div>
          {draws.map((d, i) => (
            <MoveButton key={i} action={d} pending={pending} act={act}>
              {w.drawButton(view.deckCount)}
            </MoveButton>
          ))}
        </Group>
      )}

      {commits.length > 0 && (
        <Group
          testid="age-group-commit"
          title={w.gCommit}
          explain={commits.some((c) => card(c.card).kind === 'trilithon') ? w.commitTrilithon : w.commitExplain}
        >
          <ul class="age-move-list">
            {commits.map((c) => (
              <li key={c.card}>
                <MoveButton action={c} pending={pending} act={act}>
                  <span>{w.commitButton(cardName(c.card), commitNote(c.card))}</span>
                </MoveButton>
              </li>
            ))}
          </ul>
        </Group>
      )}

      {victims.map((from) => {
        const project = view.seats[from]?.project;
        const tri = project?.card ? cardName(project.card) : null;
        return (
          <Group key={from} testid="age-group-usurp" title={w.gUsurp(name(from), tri)} explain={w.usurpExplain(name(from), colour(from))}>
            <ul class="age-move-list">
              {usurps
                .filter((u) => u.from === from)
                .map((u) => (
                  <li key={u.cards.join('+')}>
                    <MoveButton action={u} pending={pending} act={act}>
                      {w.usurpButton(cardName(u.cards[0] ?? ''), cardName(u.cards[1] ?? ''))}
                    </MoveButton>
                  </li>
                ))}
            </ul>
          </Group>
        );
      })}

      {begins.length > 0 && (
        <Group testid="age-group-begin" title={w.gBegin} explain={w.beginExplain}>
          {begins.map((b, i) => (
            <MoveButton key={i} action={b} pending={pending} act={act} primary>
              {w.aBegin}
            </MoveButton>
          ))}
        </Group>
      )}

      {withdraws.length > 0 && (
        <Group testid="age-group-stranded" title={w.gStranded} explain={w.strandedExplain}>
          {withdraws.map((wd, i) => (
            <MoveButton key={i} action={wd} pending={pending} act={act}>
              {w.withdrawButton}
            </MoveButton>
          ))}
        </Group>
      )}

      {defames.length > 0 && (
        <Group testid="age-group-defame" title={w.gDefame} explain={w.defameExplain(me?.influence ?? 0)}>
          <div class="age-button-row">
            {defames.map((d) => (
              <MoveButton key={d.target} action={d} pending={pending} act={act} label={w.defameLabel(name(d.target), colour(d.target))}>
                <span>{w.defameButton(name(d.target))}</span> <Swatch colour={seatColour(view, d.target)} showName={false} />
              </MoveButton>
            ))}
          </div>
        </Group>
      )}
    </section>
  );
}
