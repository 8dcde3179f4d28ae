#!/usr/bin/env bash
# The server tests on a real PostgreSQL use Debian's postgresql package (a throwaway cluster per run,
# scripts/pg/throwaway-postgres.ts). Installs it when missing and running as root; otherwise stops
# with a clear message.
set -euo pipefail
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || [[ -n "${FMS_PG_BIN:-}" && -x "${FMS_PG_BIN}/initdb" ]]; then exit 0; fi
if [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null 2>&1; then
  echo "PostgreSQL not found: installing the Debian postgresql package…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && exit 0
fi
echo "PostgreSQL is required for the server tests on a real database but initdb was not found." >&2
echo "Install it with:  sudo apt-get install postgresql   (or set FMS_PG_BIN to the folder of initdb and pg_ctl)" >&2
exit 1
