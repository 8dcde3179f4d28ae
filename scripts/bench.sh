#!/usr/bin/env bash
# Benchmarks: `npm run bench` runs them all, `npm run bench -- server` only the named ones.
# Not part of `npm test`: they print figures, assert nothing and stop by themselves.
# One line per bench below; each prints the machine's load before it starts.
set -uo pipefail
cd "$(dirname "$0")/.."
failed=()

bench() {
  local name=$1; shift
  if [[ ${#selected[@]} -gt 0 && ! " ${selected[*]} " =~ " $name " ]]; then return; fi
  echo; echo "=== bench: $name — $(uptime) ==="
  "$@" || failed+=("$name")
}

selected=("$@")
bench server node --import tsx demo/server/bench/server-bench.ts
bench feed node --import tsx demo/server/bench/feed-bench.ts
bench adapter node --import tsx demo/server/bench/adapter-bench.ts
bench workers node --import tsx demo/server/bench/workers-bench.ts
bench map node --import tsx demo/server/bench/map-bench.ts
bench tasks node --import tsx demo/server/bench/task-scale.ts
bench track node --import tsx demo/server/bench/track-bench.ts
bench report node --import tsx demo/server/bench/report-bench.ts
bench pages bash -c 'npm run build && node --import tsx scripts/page-weight/bench.ts'
bench lighthouse bash -c 'npm run build && node --import tsx scripts/lighthouse/bench.ts'
bench import bash -c 'npm run build && node --import tsx scripts/import-bench/bench.ts'

if [[ ${#failed[@]} -gt 0 ]]; then echo "benches failed: ${failed[*]}"; exit 1; fi
