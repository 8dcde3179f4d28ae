#!/usr/bin/env bash
# Every gate of `npm test`, in order: lint, type-check, unit, element tests, the build and its size
# budgets, end-to-end tests.
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
gate elements bash -c "npx web-test-runner --config tests/web-test-runner.config.mjs 2>&1 | tee $out/elements.log; exit \${PIPESTATUS[0]}"
gate build npm run build --silent
gate budgets node --import tsx scripts/page-weight/budgets.ts
gate e2e env PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$out/e2e.json" npx playwright test -c tests/playwright.config.ts --reporter=list,json
echo
node scripts/count-tests.mjs "$out"
