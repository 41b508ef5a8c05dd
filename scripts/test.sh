#!/usr/bin/env bash
# npm test: every part in order (README "Two commands"). The run gets a temporary folder of its own,
# removed at its end whether it passed or not, so what other programs leave in the system's
# temporary folder (Gatsby's workers, Chromium's profiles, Java's) does not pile up run after run.
# At the end, passed or not, it prints how long each part took (docs/performance.md, "The loop").
set -euo pipefail
run_tmp="$(mktemp -d "${TMPDIR:-/tmp}/mevsme-test-XXXXXX")"
times=()
finish() {
  rm -rf "$run_tmp"
  [ ${#times[@]} -eq 0 ] || printf '\nnpm test, each part:\n%s\n' "$(printf '  %s\n' "${times[@]}")"
}
trap finish EXIT
export TMPDIR="$run_tmp"

part() {
  local started=$SECONDS status=0
  "$@" || status=$?
  local took=$((SECONDS - started))
  times+=("$(printf '%-34s %3d min %02d s%s' "$*" $((took / 60)) $((took % 60)) "$([ $status -eq 0 ] || echo ", failed (exit $status)")")")
  return $status
}

part bash scripts/ensure-test-tools.sh
part npm run check:advisories
part npm run test:unit
part npm run build:netlify
part npm run typecheck
part npm run test:build
part npm run test:e2e
