/**
 * Where the turn stands, in words; the latest reveal in placement order; the
 * take / set-aside table; the variants in play; and the end-of-game details.
 */
import type { RaidingView } from '@engine/raiding-stonehenge/view';
import type { PlayerInfo } from '@schema/api';
import { Disk, NumberCard, StartMarker } from './pieces';
import { cardWords, colourWord, ordinal, plural, seatName, tableRows } from './words';

interface Props {
  view: RaidingView;
  players: PlayerInfo[];
}

function phaseWords(view: RaidingView, players: PlayerInfo[]): string {
  const name = (s: number | null | undefined) => (s === null || s === undefined ? 'someone' : seatName(players, s));
  switch (view.phase) {
    case 'pick':
      return `${name(view.picker)} takes a card from the bottom of a line. Picking order: ${view.pickOrder.map((s) => name(s)).join(', ')}.`;
    case 'play': {
      const done = view.participants.filter((s) => view.submitted[s]).length;
      const who = view.participants.length < view.players ? `${view.participants.map((s) => name(s)).join(' and ')} each play` : 'Everyone plays';
      return `${who} one card face down (${done} of ${view.participants.length} played).`;
    }
    case 'place':
      return `${name(view.placer)} played a black card and chooses a pile.`;
    case 'resolve':
      return view.pending
        ? `${name(view.pending.seat)} sets aside ${plural(view.pending.remaining, 'more disk')} at the ${colourWord(view.pending.colour)} pile.`
        : 'Disks are being taken.';
    case 'over':
      return 'The game is over: no line has a card left.';
    default:
      return '';
  }
}

function variantWords(view: RaidingView): string[] {
  const o = view.options;
  const out: string[] = [];
  if (o.twoThreePlayers) out.push('2–3 players (three colours, low card starts, ×2)');
  if (o.lowCardStarts && !o.twoThreePlayers) out.push('low card starts next turn');
  if (o.multiplier > 1 && !o.twoThreePlayers) out.push(`accelerator ×${o.multiplier}`);
  if (o.reducedColours && !o.twoThreePlayers) out.push('reduced colours');
  if (o.plusMinusColours) out.push(`+1/−1 colours (bonus ${view.bonusColour ?? '?'}, penalty ${view.penaltyColour ?? '?'})`);
  if (o.extendedTiebreaker) out.push('extended tiebreaker');
  if (o.hiddenStash) out.push('hidden stash');
  return out;
}

export function TurnPanel({ view, players }: Props) {
  const rows = tableRows(view);
  const variants = variantWords(view);
  const tb = view.tiebreak;
  const result = view.result;
  return (
    <section class="panel rs-turn-panel" aria-labelledby="rs-turn-title" data-testid="rs-turn">
      <h2 id="rs-turn-title">
        {view.phase === 'over' ? 'End of the raid' : view.stage === 'tiebreak' && tb ? `Extra round ${tb.round} of ${tb.rounds}` : `Turn ${view.turn}`}
      </h2>
      <p data-testid="rs-phase">{phaseWords(view, players)}</p>
      {view.phase !== 'over' && (
        <p>
          <StartMarker label={`Start player: ${seatName(players, view.startPlayer)}`} />
        </p>
      )}
      {tb && (
        <p class="notice">
          {tb.seats.map((s) => seatName(players, s)).join(' and ')} {view.phase === 'over' ? 'were' : 'are'} tied for the win on the game's score (
          {tb.seats.map((s) => `${seatName(players, s)} ${tb.mainScores[s]}`).join(', ')}), so they {view.phase === 'over' ? 'played' : 'play'} up to{' '}
          {tb.rounds} extra rounds with the cards in hand; only the tied players take part, and the rounds only rank them.
        </p>
      )}
      {result?.tiebreakScores && (
        <p>
          After the extra rounds:{' '}
          {Object.entries(result.tiebreakScores)
            .map(([s, p]) => `${seatName(players, Number(s))} ${p}`)
            .join(', ')}
          .
        </p>
      )}
      {view.shownTurn > 0 && (
        <>
          <h3>{view.shownStage === 'tiebreak' ? 'Latest extra-round reveal' : `Turn ${view.shownTurn} reveal`}</h3>
          <ol class="rs-reveal" data-testid="rs-reveal">
            {view.order.map((s, i) => {
              const card = view.played[s];
              const pile = view.placements[s];
              const r = view.resolutions.find((x) => x.seat === s);
              return (
                <li key={s}>
                  {card && <NumberCard id={card} small />}
                  <span>
                    <strong>{ordinal(i + 1)}</strong> {seatName(players, s)}: {card ? cardWords(card) : '—'}
                    {pile ? (
                      <>
                        {' '}
                        → <Disk colour={pile} /> {colourWord(pile)} pile
                      </>
                    ) : (
                      ' → choosing a pile'
                    )}
                    {r && (
                      <>
                        . {r.atPile === 1 ? 'Alone' : `${r.atPile} there`}: took {r.took}
                        {r.took < r.takeDue && ` of ${r.takeDue}`}
                        {r.setAsideDue > 0 && `, set aside ${r.setAsideCount} of ${r.setAsideDue}${r.setAside?.length ? ` (${r.setAside.join(', ')})` : ''}`}
                      </>
                    )}
                  </span>
                </li>
              );
            })}
          </ol>
        </>
      )}
      <h3>Taking and setting aside</h3>
      <table class="scores rs-table" data-testid="rs-take-table">
        <caption class="visually-hidden">What figures at one pile take and set aside</caption>
        <thead>
          <tr>
            <th scope="col">Figures at a pile</th>
            <th scope="col">Each takes</th>
            <th scope="col">Each sets aside</th>
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
      <p class="hint">
        Setting aside puts disks you collected earlier back onto their piles — never the ones just taken. Short piles or collections give what they can. A set
        (one disk of each colour in play) scores 10;{' '}
        {view.options.plusMinusColours ? 'loose disks of the bonus colour +1, of the penalty colour −1.' : 'every loose disk −1.'}
      </p>
      {variants.length > 0 && <p class="muted">Variants: {variants.join('; ')}.</p>}
      <details class="rs-discard">
        <summary>
          Played cards ({view.discard.length}), draw pile {plural(view.deckCount, 'card')}
        </summary>
        <p>{view.discard.length ? view.discard.map(cardWords).join(' · ') : 'None yet.'}</p>
      </details>
    </section>
  );
}
