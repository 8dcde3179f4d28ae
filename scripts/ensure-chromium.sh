#!/usr/bin/env bash
# Browser tests use Debian's Chromium (browser downloads cannot work on these machines).
# Installs it when missing and running as root; otherwise stops with a clear message.
set -euo pipefail
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [[ -x "$CHROME" ]]; then exit 0; fi
if [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $CHROME: installing the Debian chromium package…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  [[ -x /usr/bin/chromium ]] && exit 0
fi
echo "Chromium is required for the browser tests but was not found at $CHROME." >&2
echo "Install it with:  sudo apt-get install chromium   (or set CHROME_PATH to a Chromium binary)" >&2
exit 1
