#!/usr/bin/env bash
# Builds the app, starts a local server on its own port and database, plays random legal games over
# HTTP, then plays one game of every ruleset by clicking in headless Chromium, then the pages around
# a game (emails in the local outbox, seat links, mute, lost links, my games), a game against bots, and
# Web Push (test/e2e/push.ts starts the mock push service web-push-testing on a free port of its own),
# and offline play (test/e2e/offline.ts: the service worker, the kept copy and the queued move).
# A browser script that fails is run once more (a loaded machine can starve a page); the retry is
# printed, and a second failure fails the run.
# E2E_ONLY=<names> (ruleset ids or around-the-game, comma-separated) runs just those browser scripts
# (no HTTP play): for working on one board.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${E2E_PORT:-8799}"
STATE="$(mktemp -d)"
LOG="$STATE/wrangler.log"
# wrangler's own debug log (an entry for every D1 query of its local server, over 100 MB a run)
# goes to the temp dir and is deleted at the end, instead of piling up under ~/.config/.wrangler.
export WRANGLER_LOG_PATH="$STATE/wrangler-debug.log"
npm run build
npx wrangler d1 migrations apply DB --local --persist-to "$STATE" >/dev/null
if curl -s -o /dev/null "http://127.0.0.1:$PORT/"; then
  echo "port $PORT is already in use: stop that server or set E2E_PORT"
  exit 1
fi
# Its own process group, so that stopping it also stops wrangler's workerd child.
setsid npx wrangler dev --ip 127.0.0.1 --port "$PORT" --persist-to "$STATE" --var RATE_LIMITS:off --var "APP_ORIGIN:http://127.0.0.1:$PORT" --log-level warn >"$LOG" 2>&1 &
SERVER=$!
trap 'kill -- -$SERVER 2>/dev/null || true; wait $SERVER 2>/dev/null || true; rm -f "$WRANGLER_LOG_PATH"' EXIT
for _ in $(seq 1 120); do
  curl -sf "http://127.0.0.1:$PORT/api/rulesets" >/dev/null && break
  kill -0 $SERVER 2>/dev/null || { cat "$LOG"; echo "the server did not start"; exit 1; }
  sleep 0.5
done
export BASE_URL="http://127.0.0.1:$PORT"

ONLY="${E2E_ONLY:-}"
if [ -z "$ONLY" ]; then
  echo "== random legal play over HTTP"
  npx tsx scripts/http-play.ts
fi

failed=()
ran=0
browser() { # name, script
  if [ -n "$ONLY" ] && [[ ",$ONLY," != *",$1,"* ]]; then return 0; fi
  ran=$((ran + 1))
  echo "== browser: $1"
  if npx tsx "$2"; then return 0; fi
  echo "== browser: $1 failed once; running it again (RETRIED)"
  npx tsx "$2" || failed+=("$1")
}
browser stonerush test/e2e/run.ts
browser fightin-drinkin-stealin test/e2e/fightin-drinkin-stealin.ts
browser raiding-stonehenge test/e2e/raiding-stonehenge.ts
browser a-grand-endeavor test/e2e/a-grand-endeavor.ts
browser around-the-game test/e2e/around-the-game.ts
browser live test/e2e/live.ts
browser game-page test/e2e/game-page.ts
browser devices test/e2e/devices.ts
browser push test/e2e/push.ts
browser offline test/e2e/offline.ts
browser rules-pages test/e2e/rules-pages.ts
browser clocks test/e2e/clocks.ts
browser home-create test/e2e/home-create.ts
browser players test/e2e/players.ts
browser text-mode test/e2e/text-mode.ts
browser absent test/e2e/absent.ts
browser german test/e2e/german.ts
browser german-walk test/e2e/german-walk.ts
browser take-back-window test/e2e/take-back-window.ts
browser later-panels test/e2e/later-panels.ts
browser tournament test/e2e/tournament.ts
browser tournament-create test/e2e/tournament-create.ts
browser review test/e2e/review.ts
browser calendar test/e2e/calendar.ts
browser a11y test/e2e/a11y.ts
browser phone-journeys test/e2e/phone-journeys.ts
browser german-corners test/e2e/german-corners.ts
browser phone-edges test/e2e/phone-edges.ts
# The README's pictures (docs/screenshot-*.png): only when named, E2E_ONLY=readme-shot.
if [[ ",$ONLY," == *",readme-shot,"* ]]; then browser readme-shot test/e2e/readme-shot.ts; fi

if [ ${#failed[@]} -gt 0 ]; then
  echo "browser tests failed: ${failed[*]}"
  exit 1
fi
if [ "$ran" -eq 0 ]; then
  echo "E2E_ONLY=$ONLY names no ruleset"
  exit 1
fi
echo "browser tests: $ran passed, 0 failed"
