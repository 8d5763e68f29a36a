/** After the game: every card that was hidden (hands, decks, the rest of the Monster deck). */
import { FdsCard } from '../card';
import { msg } from '../i18n';

export interface Revealed {
  hands?: string[][];
  decks?: string[][];
  monsterDeck?: string[];
}

function Cards({ ids }: { ids: string[] | undefined }) {
  if (!ids || ids.length === 0) return <span class="muted">{msg.none}</span>;
  return (
    <div class="fds-cards wrap">
      {ids.map((id) => (
        <FdsCard key={id} id={id} small />
      ))}
    </div>
  );
}

/** `atEnd` false: a revealed position before the end (a replay step). */
export function RevealedPanel({ revealed, names, atEnd = true }: { revealed: Revealed; names: string[]; atEnd?: boolean }) {
  const w = msg;
  return (
    <section class="panel fds-revealed" aria-labelledby="fds-revealed-title" data-testid="fds-revealed">
      <h2 id="fds-revealed-title">{atEnd ? w.revealedEnd : w.revealedNow}</h2>
      {[0, 1].map((s) => {
        const hand = revealed.hands?.[s] ?? [];
        const deck = revealed.decks?.[s] ?? [];
        return (
          <div key={s} class="fds-revealed-seat">
            <h3>{names[s]}</h3>
            {hand.length + deck.length === 0 ? (
              <p class="fds-small muted">{w.allPlayed}</p>
            ) : (
              <>
                <p class="fds-small">{w.leftInHand(hand.length)}</p>
                <Cards ids={hand} />
                <p class="fds-small">{w.neverDrawn(deck.length)}</p>
                <Cards ids={deck} />
              </>
            )}
          </div>
        );
      })}
      <h3>{w.monsterRest(revealed.monsterDeck?.length ?? 0)}</h3>
      <Cards ids={revealed.monsterDeck} />
    </section>
  );
}
