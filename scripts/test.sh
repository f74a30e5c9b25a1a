#!/usr/bin/env bash
# `npm test`: everything a fresh clone needs, the formatter and linter, the type check, then the site
# audit and every suite (unit, server, browser, firefox, deploy) against one fresh build.
# The audit runs beside vitest rather than before it: both spend much of their time waiting (for
# pages to fall quiet, for outages and timeouts to run out), so on two cores they overlap well. Its
# table is printed when both are done, and vitest's summary line closes the output.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/system-deps.sh
npm run lint
npm run typecheck
npm run build

audit_log=$(mktemp)
vitest_log=$(mktemp)
trap 'rm -f "$audit_log" "$vitest_log"' EXIT
node scripts/audit/audit.ts --no-build >"$audit_log" 2>&1 &
audit_pid=$!
vitest_status=0
vitest run 2>&1 | tee "$vitest_log" || vitest_status=$?
audit_status=0
wait "$audit_pid" || audit_status=$?

cat "$audit_log"
[ "$audit_status" -eq 0 ] || echo "audit: failed (exit $audit_status)"
# vitest's summary line again, so that it still closes the output.
grep -a '^tests: ' "$vitest_log" | tail -1 || true
exit $((audit_status || vitest_status))
