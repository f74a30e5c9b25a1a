#!/usr/bin/env bash
# Restarts the site's instances one after the other, each only once the one before answers again:
#   deploy/rolling-restart.sh 3001 3002
# systemd sends SIGTERM; the instance drains (its requests, the mail it is sending) while nginx sends
# new requests to the others. A deploy never has all instances down at once.
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: $0 PORT..." >&2; exit 2; }
for port in "$@"; do
  echo "restarting lotrecht@$port"
  systemctl restart "lotrecht@$port"
  for _ in $(seq 1 60); do
    curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health" && break
    sleep 0.5
  done
  curl -fsS -o /dev/null "http://127.0.0.1:$port/api/health" || { echo "lotrecht@$port did not come back; stopping here" >&2; exit 1; }
done
echo "all instances restarted"
