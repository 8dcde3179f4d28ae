#!/usr/bin/env bash
# Proves the unit and server layers do not depend on the calendar: runs them under Debian's
# faketime at dates far apart (or at the dates given as arguments, e.g. "2031-07-04 03:00:00").
# The clock starts at each date and runs on. Not part of `npm test`: it takes one unit-layer run a date.
set -uo pipefail
cd "$(dirname "$0")/.."
if ! command -v faketime >/dev/null; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -q && apt-get install -y -q faketime || exit 1
  else
    echo "faketime is missing: install it with 'sudo apt-get install faketime' and run again." >&2
    exit 1
  fi
fi
dates=("$@")
[ ${#dates[@]} -eq 0 ] && dates=("2026-06-15 08:00:00" "2027-03-01 23:30:00" "2030-01-01 12:00:00")
for d in "${dates[@]}"; do
  echo "=== unit and server layers at $d ==="
  if ! FAKETIME_DONT_RESET=1 faketime -f "@$d" npx vitest run; then
    echo "failed at $d"
    exit 1
  fi
done
echo "passed at every date: ${dates[*]}"
