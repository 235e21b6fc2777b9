#!/usr/bin/env bash
# The main job: the reference interpreter on the bundled examples, both
# backends on a bundled program, and a short differential campaign.
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
echo "== a short differential campaign: 100 program structures x 64 valuations"
RC_PARAMS="max_success=100" build/bin/cute-oracle-tests --gtest_filter='Differential.*'
