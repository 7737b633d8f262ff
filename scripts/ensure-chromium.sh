#!/usr/bin/env bash
# Makes sure Debian's `chromium` is installed, for the checks that load pages in headless Chromium
# (sourced by check-html-in-chromium.sh and check-inspector-in-chromium.sh). When it is missing
# and we are root with apt-get (as in CI), it is installed with fonts-dejavu-core; otherwise the
# script says how to install it and fails.
if ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "== installing chromium (Debian package)"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
  else
    echo "error: chromium is not installed; install Debian's package: sudo apt-get install chromium" >&2
    exit 1
  fi
fi
