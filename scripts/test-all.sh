#!/usr/bin/env bash
# Every gate of `npm test`: the build with lint and the type-check beside it, its size budgets, then
# the end-to-end tests with the unit and element tests beside them (at a lower priority).
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

# The end-to-end run is the run's longest path (one worker, one server, one browser, each step
# waiting on the one before), so the other layers work beside it at a lower priority (nice 10, which
# their browsers, forks and PostgreSQL server inherit): they take the cores the e2e run leaves idle
# instead of slowing each of its steps. (At one priority a whole run kept the cores 84 % busy while the
# e2e run, 11.8 min, ended last.)
# The unit and server tests need no build and are the longest of the others, so they start first.
nice -n 10 npx vitest run --reporter=default --reporter=json --outputFile.json="$out/unit.json" > "$out/unit.log" 2>&1 &
unit_pid=$!
trap 'kill $unit_pid 2>/dev/null' EXIT
# Lint and the type-check run beside the build; each is a gate, in this order, before the e2e run
# starts, so a failing one still stops the run early (the trap ends the others).
npx eslint --max-warnings 0 . > "$out/lint.log" 2>&1 &
lint_pid=$!
npx tsc --noEmit -p tsconfig.json > "$out/typecheck.log" 2>&1 &
typecheck_pid=$!
trap 'kill $unit_pid $lint_pid $typecheck_pid 2>/dev/null' EXIT
gate build npm run build --silent
wait $lint_pid
lint_status=$?
gate lint bash -c "cat $out/lint.log; exit $lint_status"
wait $typecheck_pid
typecheck_status=$?
gate typecheck bash -c "cat $out/typecheck.log; exit $typecheck_status"
# The element tests (one browser page at a time, at nice 10: see above) run beside the end-to-end
# run: a whole run kept the two cores less than half busy when the three ran one after another. The
# output of each is printed, whole, when the e2e gate is through, and each is a gate of its own.
gate budgets node --import tsx scripts/page-weight/budgets.ts
nice -n 10 npx web-test-runner --config tests/web-test-runner.config.mjs > "$out/elements.log" 2>&1 &
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
