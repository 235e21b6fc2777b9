#!/usr/bin/env bash
# The libFuzzer leg of CI: builds the sanitizer tree with its three
# libFuzzer targets (build-san/, scripts/build-sanitized.sh; nothing to do
# after scripts/test-sanitized.sh), then runs
# each for FUZZ_SECONDS (default 60) seconds on its seed corpus
# (make-seed-corpus.sh) and on every input the fuzzers found so far
# (fuzz/targets/findings/: libFuzzer first runs each corpus input, so a
# finding that is no longer fixed fails here). A crash, leak, timeout or
# sanitizer report fails the leg; the input is kept under
# build-san/fuzz-run/artifacts/. An input that runs over 60 s counts as a
# timeout (the slowest findings replayed take about 2 s under the sanitizers).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-60}"
# A fixed libFuzzer seed in CI (scripts/nightly.sh passes a random one).
fuzz_seed="${FUZZ_SEED:-1}"
scripts/build-sanitized.sh
run=build-san/fuzz-run
rm -rf "$run"
mkdir -p "$run"/{text,expr,mlir,artifacts}
fuzz/targets/make-seed-corpus.sh "$run/seeds"
targets=fuzz/targets
for target in text expr mlir; do
  max_len=512
  [[ $target == mlir ]] && max_len=4096
  corpora=("$run/$target" "$run/seeds/$target")
  [[ -d $targets/findings/$target ]] && corpora+=("$targets/findings/$target")
  echo "test-fuzz-smoke: cute-fuzz-$target for ${seconds} s, -seed=$fuzz_seed"
  log="$run/$target.log"
  if ! "build-san/bin/cute-fuzz-$target" -seed="$fuzz_seed" -max_total_time="$seconds" -max_len="$max_len" \
    -timeout=60 -rss_limit_mb=2048 -dict="$targets/$target.dict" -print_final_stats=1 \
    -artifact_prefix="$run/artifacts/" "${corpora[@]}" > "$log" 2>&1; then
    # The report's head: the error kind and the first frames.
    grep -m1 -A40 -E 'ERROR:|==[0-9]+==|runtime error|Timeout|out-of-memory' "$log" || tail -n 60 "$log"
    echo "test-fuzz-smoke: cute-fuzz-$target failed (log: $log, input: $run/artifacts/)"
    exit 1
  fi
  tail -n 7 "$log"
done
echo "test-fuzz-smoke: no crash, leak, timeout or sanitizer report"
