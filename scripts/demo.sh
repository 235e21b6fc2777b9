#!/usr/bin/env bash
# The main job for now: the reference interpreter on the bundled examples.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== cute-interp --batch examples/algebra.txt"
paste -d'\n' <(sed 's/^/> /' examples/algebra.txt) <(build/bin/cute-interp --batch examples/algebra.txt)
echo
echo "== cute-interp --print-layout (a 64x8 swizzled shared-memory atom, 8x8 corner)"
build/bin/cute-interp --print-layout 'composition(S<3,3,3> o 0 o (8,64):(64,1), (8,8))' --svg build/swizzle-atom.svg
echo "(picture written to build/swizzle-atom.svg)"
