/** "Your turn" (prominent) or "Waiting for Bob", from payload.active. */
import type { GamePayload } from '../../../schema/api';

export function listNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function isMyTurn(payload: GamePayload): boolean {
  return payload.status === 'active' && payload.seat !== null && payload.active.includes(payload.seat) && payload.actions.length > 0;
}

export function TurnBanner({ payload }: { payload: GamePayload }) {
  if (payload.status !== 'active') return null;
  if (isMyTurn(payload)) {
    return (
      <p class="turn-banner mine" role="status" data-testid="your-turn">
        <span aria-hidden="true">▶ </span>Your turn
      </p>
    );
  }
  const names = payload.active
    .filter((s) => s !== payload.seat)
    .map((s) => payload.players[s]?.name ?? `Seat ${s + 1}`);
  return (
    <p class="turn-banner" role="status" data-testid="waiting-for">
      {names.length ? `Waiting for ${listNames(names)}` : 'Waiting'}
    </p>
  );
}
