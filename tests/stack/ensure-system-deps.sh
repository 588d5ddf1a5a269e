#!/usr/bin/env bash
# Makes sure the system programs the test stack spawns are present: MariaDB (the test database),
# nginx (the production routing under test), Chromium + chromedriver (so wdio downloads nothing),
# openssl (certificates for the TLS tests), Java (the Nu HTML Checker of the markup test) and
# libfaketime (the fixed date of the visual spec).
# Silent when everything is there. As root with apt-get it installs what is missing; otherwise it
# prints what to install and fails, because the suite cannot run without them.
set -euo pipefail

# Daemons live in sbin, which is often missing from a non-root PATH.
search_path="${PATH}:/usr/local/sbin:/usr/sbin:/sbin"

has_command() {
  PATH="$search_path" command -v "$1" >/dev/null 2>&1
}

has_executable() {
  [[ -x "$1" ]]
}

# Prints one "package<TAB>what is missing" line per missing requirement.
list_missing() {
  if ! has_command mariadbd && ! has_command mysqld; then
    printf 'mariadb-server\tmariadbd (or mysqld)\n'
  fi
  if ! has_command mariadb-install-db; then
    printf 'mariadb-server\tmariadb-install-db\n'
  fi
  if ! has_command nginx; then
    printf 'nginx\tnginx\n'
  fi
  if ! has_executable /usr/bin/chromium; then
    printf 'chromium\t/usr/bin/chromium\n'
  fi
  if ! has_executable /usr/bin/chromedriver; then
    printf 'chromium-driver\t/usr/bin/chromedriver\n'
  fi
  # The nginx TLS tests make a self-signed certificate.
  if ! has_command openssl; then
    printf 'openssl\topenssl\n'
  fi
  # vnu-jar ships only the checker's jar; its own Java download is refused (allowScripts).
  if ! has_command java; then
    printf 'default-jre-headless\tjava\n'
  fi
  # The visual spec starts its servers' clocks on a fixed date (libfaketime).
  if ! has_command faketime; then
    printf 'faketime\tfaketime\n'
  fi
}

missing="$(list_missing)"
if [[ -z "$missing" ]]; then
  exit 0
fi

packages="$(cut -f1 <<<"$missing" | sort -u | tr '\n' ' ' | sed 's/ $//')"
what="$(cut -f2 <<<"$missing" | tr '\n' ',' | sed 's/,$//; s/,/, /g')"

if [[ "$(id -u)" -ne 0 ]] || ! command -v apt-get >/dev/null 2>&1; then
  {
    echo "Missing system dependencies of the test suite: ${what}"
    echo "Install them, e.g. on Debian/Ubuntu:"
    echo "  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages}"
    echo "The suite expects mariadbd and mariadb-install-db, nginx, /usr/bin/chromium, /usr/bin/chromedriver, openssl and java."
  } >&2
  exit 1
fi

echo "Installing missing system dependencies (${what}): ${packages}" >&2

# Package scripts must not start MariaDB or nginx as system services: the suite starts its own
# instances on free ports, and a service on :80/:3306 would linger after the run.
policy=/usr/sbin/policy-rc.d
policy_was_present=false
if [[ -e "$policy" ]]; then
  policy_was_present=true
else
  printf '#!/bin/sh\nexit 101\n' >"$policy"
  chmod 755 "$policy"
fi
restore_policy() {
  if [[ "$policy_was_present" == false ]]; then
    rm -f "$policy"
  fi
}
trap restore_policy EXIT

apt-get update
# Word splitting of $packages is intended: one argument per package.
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive apt-get install -y $packages

still_missing="$(list_missing)"
if [[ -n "$still_missing" ]]; then
  echo "Still missing after installing ${packages}: $(cut -f2 <<<"$still_missing" | tr '\n' ' ')" >&2
  exit 1
fi
