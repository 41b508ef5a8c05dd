#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (never a downloaded browser). Install it when missing.
set -euo pipefail
browser="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium from Debian for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at $browser: install Debian's package (sudo apt-get install chromium) or set CHROME_PATH." >&2
exit 1
