#!/usr/bin/env bash
# `npm test`: everything a fresh clone needs, the formatter and linter, the type check, then the site
# audit and every suite (unit, server, browser) against one fresh build. The audit runs first so that vitest's summary closes the output.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/system-deps.sh
npm run lint
npm run typecheck
npm run build
node scripts/audit/audit.ts --no-build
vitest run
