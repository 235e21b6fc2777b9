#!/usr/bin/env bash
# The main job: the reference interpreter on the bundled examples, both
# backends on a bundled program, and a 60-second differential campaign.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== cute-interp --batch examples/algebra.txt"
paste -d'\n' <(sed 's/^/> /' examples/algebra.txt) <(build/bin/cute-interp --batch examples/algebra.txt)
echo
echo "== cute-interp --print-layout (a 64x8 swizzled shared-memory atom, 8x8 corner)"
build/bin/cute-interp --print-layout 'composition(S<3,3,3> o 0 o (8,64):(64,1), (8,8))' --svg build/swizzle-atom.svg
echo "(picture written to build/swizzle-atom.svg)"
echo
echo "== cute-run --compare examples/layouts.mlir (interpreter and host JIT)"
build/bin/cute-run --compare examples/layouts.mlir --args 6,8
echo
echo "== a 60-second differential campaign (cute-fuzz: interpreter vs host JIT; programs and copies between views)"
# Exit status 1 means new findings: they are results, listed in the report.
status=0
build/bin/cute-fuzz --seconds 60 --report build/fuzz-report --known fuzz/known-issues.txt || status=$?
if ((status > 1)); then
  exit "$status"
fi
echo "(report: build/fuzz-report/report.html; reproducers: build/fuzz-report/regressions/)"
