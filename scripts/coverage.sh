#!/usr/bin/env bash
# Line and branch coverage of the lowering (lower/lib) by a campaign:
#
#   scripts/coverage.sh [SECONDS] [CUTE-FUZZ OPTIONS...]
#
# Builds the coverage tree build-coverage/ (Clang 22, -DCUTE_COVERAGE=ON:
# lower/lib with source-based coverage) once, runs `cute-fuzz --seconds
# SECONDS --backends interp,jit` (default 60 s; further options go to
# cute-fuzz, e.g. `--ops logical_divide` for one focus or `--seed N`), and
# prints llvm-cov's per-file table of lower/lib (lines, branches) and
# every branch of lower/lib that the campaign never took one way, as
# FILE:LINE:COLUMN. What the reduction of a finding lowers in its child processes
# is not counted. Then the same table for the campaign together with more
# of the harness's other subjects, which an unfocused campaign samples (a
# view copy on one structure in 32, a GPU kernel on one in 64) and a
# focused one leaves out: 200 view copies (views, loads, stores, copy) and a GPU batch
# lowered to PTX (16 structures as kernels, 16 atom calls, 8 tiled MMAs,
# 8 tiled copies; the kernels run where a GPU is, their lowering runs here).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-60}
[[ $# -gt 0 ]] && shift
[[ $seconds =~ ^[0-9]+$ ]] || { echo "usage: $0 [SECONDS] [CUTE-FUZZ OPTIONS...]" >&2; exit 2; }
tree=${CUTE_COVERAGE_TREE:-$root/build-coverage}
llvm=/usr/lib/llvm-22/bin
if [[ ! -f $tree/build.ninja ]]; then
  # -O1, as in the sanitizer tree: it compiles much faster than -O3.
  cmake -S "$root" -B "$tree" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_FLAGS_RELEASE="-O1 -DNDEBUG" -DCMAKE_CXX_FLAGS_RELEASE="-O1 -DNDEBUG" \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 -DCUTE_COVERAGE=ON > /dev/null
fi
cmake --build "$tree" -j "$(nproc)" --target cute-fuzz
profiles=$tree/coverage/profiles
rm -rf "$tree/coverage"
mkdir -p "$profiles"
# cute-fuzz exits 1 when it finds something: the coverage is measured all
# the same.
status=0
LLVM_PROFILE_FILE="$profiles/%p.profraw" "$tree/bin/cute-fuzz" --seconds "$seconds" \
  --backends interp,jit --report "$tree/coverage/report" "$@" || status=$?
[[ $status -le 1 ]] || { echo "$0: cute-fuzz failed (status $status)" >&2; exit "$status"; }
"$llvm/llvm-profdata" merge -sparse "$profiles"/*.profraw -o "$tree/coverage/lower.profdata"
cov=(-instr-profile="$tree/coverage/lower.profdata" "$tree/bin/cute-fuzz" -sources "$root/lower/lib")
echo
echo "Coverage of lower/lib by a ${seconds}-second campaign${*:+ ($*)}:"
"$llvm/llvm-cov" report "${cov[@]}" | sed "s|$root/||"
echo
echo "Branches never taken one way (FILE:LINE:COLUMN: taken/not-taken counts):"
"$llvm/llvm-cov" export -format=text -skip-expansions "${cov[@]}" \
  | python3 "$root/scripts/uncovered-branches.py" "$root/"

# View copies exit 1 when they find something: measured all the same.
status=0
LLVM_PROFILE_FILE="$profiles/%p.profraw" "$tree/bin/cute-fuzz" --view-copies 200 \
  --report "$tree/coverage/view-copies" > /dev/null || status=$?
[[ $status -le 1 ]] || { echo "$0: cute-fuzz --view-copies failed (status $status)" >&2; exit "$status"; }
LLVM_PROFILE_FILE="$profiles/%p.profraw" "$tree/bin/cute-fuzz" --write-gpu-batch \
  "$tree/coverage/gpu-batch" --structures 16 --atom-calls 16 --tiled-mmas 8 --tiled-copies 8 \
  > /dev/null
"$llvm/llvm-profdata" merge -sparse "$profiles"/*.profraw -o "$tree/coverage/harness.profdata"
echo
echo "Coverage of lower/lib by the campaign, 200 view copies and a GPU batch lowered to PTX:"
"$llvm/llvm-cov" report -instr-profile="$tree/coverage/harness.profdata" "$tree/bin/cute-fuzz" \
  -sources "$root/lower/lib" | sed "s|$root/||"
