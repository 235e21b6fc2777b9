#!/usr/bin/env bash
# The GPU host's half of the split-host path (README, "The GPU path"): builds
# cute-gpu-runner from plain C++ (no LLVM, no CUDA toolkit: libcuda.so.1 is
# opened at run time) and runs every batch folder under ROOT, written here by
# `cute-fuzz --write-gpu-batch`, writing ROOT/<batch>/actual.txt or, with
# OUTDIR, OUTDIR/<batch>.txt. Back on the LLVM host, with actual.txt in each
# batch folder: `cute-fuzz --compare-gpu-batch ROOT/<batch>`.
#   usage: scripts/gpu-batches.sh ROOT [OUTDIR]
# Each batch runs at most $GPU_BATCH_TIMEOUT seconds (default 600): a kernel
# that never ends (a lowered barrier some thread misses) stops that batch,
# not the others.
# Exit status: the largest of the runner's (0 all ran, 1 a launch failed,
# 2 a malformed batch, 3 no driver or device, 124 a batch timed out).
set -uo pipefail
root=${1:?usage: scripts/gpu-batches.sh ROOT [OUTDIR]}
outdir=${2:-}
repo=$(cd "$(dirname "$0")/.." && pwd)
shopt -s nullglob
batches=("$root"/*/)
if ((${#batches[@]} == 0)); then
  echo "gpu-batches: no batch folder in $root" >&2
  exit 2
fi
[[ -n $outdir ]] && mkdir -p "$outdir"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
runner=$work/cute-gpu-runner
g++ -std=c++17 -O2 "$repo/tools/cute-gpu-runner/cute-gpu-runner.cpp" \
  "$repo/oracle/cuda/CudaDriver.cpp" -ldl -o "$runner" || exit 2
status=0
for dir in "${batches[@]}"; do
  name=$(basename "$dir")
  out="$dir/actual.txt"
  [[ -n $outdir ]] && out="$outdir/$name.txt"
  timeout "${GPU_BATCH_TIMEOUT:-600}" "$runner" --out "$out" "$dir"
  rc=$?
  echo "gpu-batches: $name: exit $rc"
  ((rc > status)) && status=$rc
done
exit "$status"
