#!/usr/bin/env bash
# Runs the unit and integration suites with the machine's wall clock moved ahead (a year by
# default), to find tests that pass only on today's date: a fixed date that becomes the past, a
# "next Monday" computed from the real clock beside a frozen one. Every test that involves dates
# should inject its clock; this run shows the ones that do not before the calendar does.
#
#   npm run test:future-clock              # one year ahead
#   npm run test:future-clock -- +800d     # another offset (libfaketime syntax), then jest args
#
# Uses libfaketime (Debian's `faketime`), installed with apt when run as root and missing. Only the
# wall clock moves: monotonic clocks (timers, timeouts) keep real time, and so do the times the
# kernel stamps on files, so a test of a stored object's age asks the storage's clock
# (bff/tests/helpers/mediaStorages.ts). Child processes inherit the moved clock; a browser is given
# the real one (tests/stack/movedClock.ts).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

offset="+365d"
if [[ "${1:-}" == +* ]]; then
  offset="$1"
  shift
fi

if ! command -v faketime >/dev/null 2>&1; then
  if [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime >/dev/null
  else
    echo "faketime is missing: install Debian's 'faketime' package (libfaketime)." >&2
    exit 1
  fi
fi

echo "Running the unit suites with the wall clock at $(FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "$offset" date -u +%FT%TZ)"
FAKETIME_DONT_FAKE_MONOTONIC=1 exec faketime -f "$offset" npx jest "$@"
