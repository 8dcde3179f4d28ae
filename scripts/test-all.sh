#!/usr/bin/env bash
# Every gate of `npm test`: lint with the type-check beside it, unit, the build and its size budgets,
# then end-to-end tests with the element tests beside them.
# Stops at the first failing gate. Ends with one line counting every test that ran in all layers.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh || exit 1
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

# The type-check runs beside lint (each keeps one of the two cores busy); its output follows lint's.
npx tsc --noEmit -p tsconfig.json > "$out/typecheck.log" 2>&1 &
typecheck_pid=$!
trap 'kill $typecheck_pid 2>/dev/null' EXIT
gate lint npx eslint --max-warnings 0 .
wait $typecheck_pid
typecheck_status=$?
gate typecheck bash -c "cat $out/typecheck.log; exit $typecheck_status"
gate unit npx vitest run --reporter=default --reporter=json --outputFile.json="$out/unit.json"
gate build npm run build --silent
gate budgets node --import tsx scripts/page-weight/budgets.ts
# The element tests (one browser page at a time) run beside the end-to-end run (one worker): each
# keeps about one of the two cores busy, so together they take little longer than the e2e run alone.
# Their output is printed, whole, when the e2e gate is through.
npx web-test-runner --config tests/web-test-runner.config.mjs > "$out/elements.log" 2>&1 &
elements_pid=$!
trap 'kill $typecheck_pid $elements_pid 2>/dev/null' EXIT
gate e2e env PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$out/e2e.json" npx playwright test -c tests/playwright.config.ts --reporter=list,json
wait $elements_pid
elements_status=$?
gate elements bash -c "cat $out/elements.log; exit $elements_status"
echo
node scripts/count-tests.mjs "$out"
