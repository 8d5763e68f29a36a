/**
 * Where the turn stands, in words; the latest reveal in placement order; the
 * take / set-aside table; the variants in play; and the end-of-game details.
 */
import type { RaidingView } from '@engine/raiding-stonehenge/view';
import type { PlayerInfo } from '@schema/api';
import { Disk, NumberCard, StartMarker } from './pieces';
import { fmt } from '../../i18n';
import { msg } from './i18n';
import { colourName } from '../../ui/colours';
import { cardWords, seatName, tableRows } from './words';

interface Props {
  view: RaidingView;
  players: PlayerInfo[];
}

function phaseWords(view: RaidingView, players: PlayerInfo[]): string {
  const w = msg;
  const name = (s: number | null | undefined) => (s === null || s === undefined ? w.someone : seatName(players, s));
  switch (view.phase) {
    case 'pick':
      return w.phasePick(name(view.picker), view.pickOrder.map((s) => name(s)).join(', '));
    case 'play': {
      const done = view.participants.filter((s) => view.submitted[s]).length;
      return view.participants.length < view.players
        ? w.phasePlaySome(fmt.list(view.participants.map((s) => name(s))), done, view.participants.length)
        : w.phasePlayAll(done, view.participants.length);
    }
    case 'place':
      return w.phasePlace(name(view.placer));
    case 'resolve':
      return view.pending ? w.phaseSetAside(name(view.pending.seat), view.pending.remaining, colourName(view.pending.colour)) : w.phaseTaking;
    case 'over':
      return w.phaseOver;
    default:
      return '';
  }
}

function variantWords(view: RaidingView): string[] {
  const o = view.options;
  const w = msg;
  const out: string[] = [];
  if (o.twoThreePlayers) out.push(w.vTwoThree);
  if (o.lowCardStarts && !o.twoThreePlayers) out.push(w.vLowCard);
  if (o.multiplier > 1 && !o.twoThreePlayers) out.push(w.vAccelerator(o.multiplier));
  if (o.reducedColours && !o.twoThreePlayers) out.push(w.vReduced);
  if (o.plusMinusColours)
    out.push(w.vPlusMinus(view.bonusColour ? colourName(view.bonusColour) : '?', view.penaltyColour ? colourName(view.penaltyColour) : '?'));
  if (o.extendedTiebreaker) out.push(w.vTiebreaker);
  if (o.hiddenStash) out.push(w.vHidden);
  return out;
}

export function TurnPanel({ view, players }: Props) {
  const rows = tableRows(view);
  const variants = variantWords(view);
  const tb = view.tiebreak;
  const result = view.result;
  const w = msg;
  const aside = (list: readonly string[] | undefined) => (list?.length ? fmt.list(list.map(colourName)) : '');
  return (
    <section class="panel rs-turn-panel" aria-labelledby="rs-turn-title" data-testid="rs-turn">
      <h2 id="rs-turn-title">{view.phase === 'over' ? w.endTitle : view.stage === 'tiebreak' && tb ? w.extraRound(tb.round, tb.rounds) : w.turn(view.turn)}</h2>
      <p data-testid="rs-phase">{phaseWords(view, players)}</p>
      {view.phase !== 'over' && (
        <p>
          <StartMarker label={w.startPlayerIs(seatName(players, view.startPlayer))} />
        </p>
      )}
      {tb && (
        <p class="notice">
          {w.tied(
            fmt.list(tb.seats.map((s) => seatName(players, s))),
            view.phase === 'over',
            tb.seats.map((s) => `${seatName(players, s)} ${tb.mainScores[s]}`).join(', '),
            tb.rounds,
          )}
        </p>
      )}
      {result?.tiebreakScores && (
        <p>
          {w.afterExtra(
            Object.entries(result.tiebreakScores)
              .map(([s, p]) => `${seatName(players, Number(s))} ${p}`)
              .join(', '),
          )}
        </p>
      )}
      {view.shownTurn > 0 && (
        <>
          <h3>{view.shownStage === 'tiebreak' ? w.revealExtra : w.revealTurn(view.shownTurn)}</h3>
          <ol class="rs-reveal" data-testid="rs-reveal">
            {view.order.map((s, i) => {
              const card = view.played[s];
              const pile = view.placements[s];
              const r = view.resolutions.find((x) => x.seat === s);
              return (
                <li key={s}>
                  {card && <NumberCard id={card} small />}
                  <span>
                    <strong>{w.ordinal(i + 1)}</strong> {seatName(players, s)}: {card ? cardWords(card) : '—'}
                    {pile ? (
                      <>
                        {' '}
                        → <Disk colour={pile} /> {w.toPile(colourName(pile))}
                      </>
                    ) : (
                      w.choosingPile
                    )}
                    {r && w.revealResult(r.atPile, w.took(r.took, r.takeDue, r.setAsideCount, r.setAsideDue), aside(r.setAside))}
                  </span>
                </li>
              );
            })}
          </ol>
        </>
      )}
      <h3>{w.takeTitle}</h3>
      <table class="scores rs-table" data-testid="rs-take-table">
        <caption class="visually-hidden">{w.takeCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{w.colFigures}</th>
            <th scope="col">{w.colTakes}</th>
            <th scope="col">{w.colSetsAside}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              <td>{r.take}</td>
              <td>{r.setAside}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="hint">{w.scoringHint(view.options.plusMinusColours)}</p>
      {variants.length > 0 && <p class="muted">{w.variants(variants.join('; '))}</p>}
      <details class="rs-discard">
        <summary>{w.playedCards(view.discard.length, view.deckCount)}</summary>
        <p>{view.discard.length ? view.discard.map(cardWords).join(' · ') : w.noneYet}</p>
      </details>
    </section>
  );
}
