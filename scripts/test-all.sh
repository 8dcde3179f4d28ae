#!/usr/bin/env bash
# Every gate of `npm test`, in order: lint, type-check, unit, element and end-to-end tests.
# Stops at the first failing gate and prints a one-line summary of the gates that ran.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh || exit 1
passed=0; failed=0
run() {
  local name=$1; shift
  echo; echo "=== $name ==="
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "gate failed: $name"; echo "$passed passed, $failed failed"; exit 1; fi
}
run lint npm run --silent lint
run typecheck npm run --silent typecheck
run unit npx vitest run
run elements npx web-test-runner --config tests/web-test-runner.config.mjs
run e2e npm run --silent test:e2e
echo
echo "gates: $passed passed, $failed failed"
