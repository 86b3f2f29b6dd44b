#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: Chromium (never a browser downloaded
# by a test tool), the DejaVu fonts and nginx (the three-instance cluster test, scripts/nginx-cluster-test.mjs),
# Prometheus (the metrics test) and the PostgreSQL client tools (backup and restore). Runs before `npm test`. Uses sudo when not root.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
fc-list 2>/dev/null | grep -qi dejavu || need+=(fonts-dejavu-core)
[ -x /usr/sbin/nginx ] || need+=(nginx-light)
# Prometheus and promtool: the metrics test (scripts/prometheus-test.mjs, issue 38).
[ -x /usr/bin/prometheus ] && [ -x /usr/bin/promtool ] || need+=(prometheus)
# pg_dump/pg_restore: the backup and restore test (apps/api/test/platform/backup.test.ts).
command -v pg_dump >/dev/null 2>&1 || need+=(postgresql-client)
# SimpleSAMLphp as the real SAML IdP of scripts/saml-idp-test.mjs (issue 34), served by php -S
[ -d /usr/share/simplesamlphp ] || need+=(simplesamlphp)
command -v php >/dev/null || need+=(php-cli)
php -m 2>/dev/null | grep -qi '^xml$' || need+=(php-xml)
php -m 2>/dev/null | grep -qi '^mbstring$' || need+=(php-mbstring)
[ ${#need[@]} -eq 0 ] && exit 0
echo "installing Debian packages: ${need[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq "${need[@]}" >/dev/null
