#!/usr/bin/env bash
# npm run typecheck: the pure engine on its own (no Node, Workers or DOM types: engine/tsconfig.json),
# then the Worker, tests and scripts, the web app and the browser tests. Incremental: each project
# keeps its build info under node_modules/.cache/tsc, so a second run checks only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."
CACHE=node_modules/.cache/tsc
mkdir -p "$CACHE"
# The Worker imports the build's own file (scripts/build-info.ts, not in git); a fresh clone has none before its first build.
[ -f worker/ops/build-info.generated.ts ] || npx tsx scripts/build-info.ts
for project in engine . web test/e2e; do
  name=$([ "$project" = . ] && echo root || echo "${project//\//-}")
  npx tsc --noEmit --incremental --tsBuildInfoFile "$CACHE/$name.tsbuildinfo" -p "$project"
done
