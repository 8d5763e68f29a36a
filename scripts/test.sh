#!/usr/bin/env bash
# npm test (TEST_LOOP=fast) and npm run test:slow (TEST_LOOP=slow); README "Tests" says which to
# run when. Both print their own wall time and the machine's load at the end, pass or fail.
set -euo pipefail
cd "$(dirname "$0")/.."
START=$(date +%s)
LOOP="${TEST_LOOP:-fast}"
report() {
  local code=$?
  echo "== npm $([ "$LOOP" = fast ] && echo test || echo 'run test:slow'): $(($(date +%s) - START)) s wall time, load average $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores ($([ $code = 0 ] && echo passed || echo FAILED))"
}
trap report EXIT
if [ "$LOOP" = fast ]; then
  npm run lint
  npm run typecheck
  # The API tests serve the built app from dist/ (test/api/headers.test.ts).
  npm run build
  npx vitest run --project engine --project api
else
  npm run build
  npx vitest run --project engine-slow --project api-slow
fi
