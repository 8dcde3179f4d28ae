#!/usr/bin/env bash
# Every gate of `npm test`: lint with the type-check beside it, the build and its size budgets, then
# the end-to-end tests with the unit and element tests beside them.
# Stops at the first failing gate. Ends with one line counting every test that ran in all layers.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh || exit 1
# The server tests also run on a real PostgreSQL (vitest project server-pg, a throwaway cluster).
bash scripts/pg/ensure-postgres.sh || exit 1
out=.test-summary
rm -rf "$out" && mkdir -p "$out"

gate() {
  local name=$1; shift
  echo; echo "=== $name ==="
  if ! "$@"; then
    echo "gate failed: $name"
    node scripts/count-tests.mjs "$out" --failed-gate
    exit 1
  fi
}

# The unit and server tests need no build and are the longest layer (with the server tests on a real
# PostgreSQL and the two-worker tests they end last), so they start first, beside lint and the
# type-check; a failing lint or type-check still stops the run (the trap ends them).
npx vitest run --reporter=default --reporter=json --outputFile.json="$out/unit.json" > "$out/unit.log" 2>&1 &
unit_pid=$!
trap 'kill $unit_pid 2>/dev/null' EXIT
# The type-check runs beside lint; its output follows lint's.
npx tsc --noEmit -p tsconfig.json > "$out/typecheck.log" 2>&1 &
typecheck_pid=$!
trap 'kill $unit_pid $typecheck_pid 2>/dev/null' EXIT
gate lint npx eslint --max-warnings 0 .
wait $typecheck_pid
typecheck_status=$?
gate typecheck bash -c "cat $out/typecheck.log; exit $typecheck_status"
# The element tests (one browser page at a time) run beside the end-to-end run (one worker, which waits on its browser and server more than
# it computes): a whole run kept the two cores less than half busy when the three ran one after
# another. The output of each is printed, whole, when the e2e gate is through, and each is a gate of
# its own.
gate build npm run build --silent
gate budgets node --import tsx scripts/page-weight/budgets.ts
npx web-test-runner --config tests/web-test-runner.config.mjs > "$out/elements.log" 2>&1 &
elements_pid=$!
trap 'kill $typecheck_pid $unit_pid $elements_pid 2>/dev/null' EXIT
# The e2e server's data folder: fresh for this run, and removed with it (not left in /tmp).
e2e_data=$(mktemp -d "${TMPDIR:-/tmp}/fms-e2e-XXXXXX")
trap 'kill $typecheck_pid $unit_pid $elements_pid 2>/dev/null; rm -rf "$e2e_data"' EXIT
gate e2e env E2E_DATA_DIR="$e2e_data" PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$out/e2e.json" npx playwright test -c tests/playwright.config.ts --reporter=list,json
wait $unit_pid
unit_status=$?
gate unit bash -c "cat $out/unit.log; exit $unit_status"
wait $elements_pid
elements_status=$?
gate elements bash -c "cat $out/elements.log; exit $elements_status"
echo
node scripts/count-tests.mjs "$out"
