#!/usr/bin/env bash
# `npm test`: everything a fresh clone needs, then every suite (unit, server, browser) against a fresh build.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/system-deps.sh
npm run typecheck
npm run build
vitest run
