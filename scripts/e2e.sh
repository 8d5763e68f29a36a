#!/usr/bin/env bash
# Builds the app, starts a local server on its own port and database, and runs the browser test.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${E2E_PORT:-8799}"
STATE="$(mktemp -d)"
LOG="$STATE/wrangler.log"
npm run build
npx wrangler d1 migrations apply DB --local --persist-to "$STATE" >/dev/null
npx wrangler dev --ip 127.0.0.1 --port "$PORT" --persist-to "$STATE" --var RATE_LIMITS:off --log-level warn >"$LOG" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true; wait $SERVER 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do
  curl -sf "http://127.0.0.1:$PORT/api/rulesets" >/dev/null && break
  kill -0 $SERVER 2>/dev/null || { cat "$LOG"; echo "the server did not start"; exit 1; }
  sleep 0.5
done
echo "== random legal play over HTTP"
BASE_URL="http://127.0.0.1:$PORT" npx tsx scripts/http-play.ts
echo "== browser test"
BASE_URL="http://127.0.0.1:$PORT" npx tsx test/e2e/run.ts
