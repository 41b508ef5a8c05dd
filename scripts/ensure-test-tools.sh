#!/usr/bin/env bash
# What the tests need beyond the project's npm packages, installed only when missing: Mozilla's
# HTTP Observatory scanner (from npm, on its own: scripts/observatory/scanner.ts), netlify-cli for
# Netlify's own build (scripts/netlify-build.ts), both once per machine in ~/.cache/mevsme-tools
# (scripts/toolInstall.ts: about 1.5 min the first time, where npm ci leaves them), and from Debian's
# packages Chromium for the browser tests (never a downloaded browser), Java for the W3C HTML checker
# and Liberation Sans, whose letters have Arial's widths, for the AAA test's line lengths.
set -euo pipefail

node_modules/.bin/tsx scripts/observatory.ts --install
node_modules/.bin/tsx scripts/netlify-build.ts --install

browser="${CHROME_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$browser" ] || missing+=(chromium)
command -v java >/dev/null || missing+=(default-jre-headless)
{ fc-list 2>/dev/null | grep -q "Liberation Sans"; } || [ -f /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf ] || missing+=(fonts-liberation)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]} from Debian for the tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "The tests need ${missing[*]}: install Debian's packages (sudo apt-get install ${missing[*]}), or set CHROME_PATH to a Chromium." >&2
exit 1
