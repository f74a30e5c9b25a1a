#!/usr/bin/env bash
# Installs and starts what the test suites and the audit talk to: Debian's Chromium (and its headless shell) and Firefox ESR, PostgreSQL, Java, OpenSSL,
# ffmpeg (a unit test reads the product loops with ffprobe), xmllint (the BCF tests validate exports against buildingSMART's schemas), and nginx with its brotli module for the deploy check.
# Idempotent: a machine that has both, running, is left as it is.
set -euo pipefail

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)                  # Lighthouse and the viewer's benchmark
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)  # the tests, the audit, the rendered images
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)            # the smoke suite's second engine
compgen -G '/usr/lib/postgresql/*/bin/postgres' > /dev/null || missing+=(postgresql)
command -v java > /dev/null || missing+=(default-jre-headless)   # the Nu HTML Checker in the audit
command -v openssl > /dev/null || missing+=(openssl)             # the audit's self-signed certificate
command -v ffprobe > /dev/null || missing+=(ffmpeg)               # ffprobe: the unit test reads the product loops' codecs
[ -x /usr/sbin/nginx ] || missing+=(nginx)                          # deploy/ on loopback
command -v xmllint > /dev/null || missing+=(libxml2-utils)     # validates BCF exports against the BCF-XML schemas
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
if [ ${#missing[@]} -gt 0 ]; then
  echo "system-deps: installing ${missing[*]}"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" > /dev/null
fi

# Start every PostgreSQL cluster that is down (a fresh install has one, "main").
if command -v pg_lsclusters > /dev/null; then
  pg_lsclusters --no-header | while read -r version name _port status _rest; do
    if [ "$status" != "online" ]; then
      echo "system-deps: starting PostgreSQL $version/$name"
      as_root pg_ctlcluster "$version" "$name" start
    fi
  done
fi

# The role the PostgreSQL tests connect as; each test file makes and drops its own database.
if command -v pg_lsclusters > /dev/null; then
  as_root runuser -u postgres -- psql -qtAc "SELECT 1 FROM pg_roles WHERE rolname = 'lotrecht_test'" | grep -q 1 ||
    as_root runuser -u postgres -- psql -qc "CREATE ROLE lotrecht_test LOGIN CREATEDB PASSWORD 'lotrecht_test'"
  # A test drops its database WITH (FORCE), which ends the sessions still in it; now and then one is an
  # autovacuum worker, and a role that is not a superuser may end that only with these roles
  # (pg_signal_autovacuum_worker from PostgreSQL 17 on). Without them the drop fails the test file.
  for signal_role in pg_signal_backend pg_signal_autovacuum_worker; do
    if as_root runuser -u postgres -- psql -qtAc "SELECT 1 FROM pg_roles WHERE rolname = '$signal_role' AND NOT pg_has_role('lotrecht_test', oid, 'MEMBER')" | grep -q 1; then
      as_root runuser -u postgres -- psql -qc "GRANT $signal_role TO lotrecht_test"
    fi
  done
fi
