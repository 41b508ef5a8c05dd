#!/usr/bin/env bash
# npm test: every part in order (README "Two commands"). The run gets a temporary folder of its own,
# removed at its end whether it passed or not, so what other programs leave in the system's
# temporary folder (Gatsby's workers, Chromium's profiles, Java's) does not pile up run after run.
set -euo pipefail
run_tmp="$(mktemp -d "${TMPDIR:-/tmp}/mevsme-test-XXXXXX")"
trap 'rm -rf "$run_tmp"' EXIT
export TMPDIR="$run_tmp"

bash scripts/ensure-test-tools.sh
npm run test:unit
npm run build:netlify
npm run typecheck
npm run test:build
npm run test:e2e
