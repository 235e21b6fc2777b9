#!/usr/bin/env bash
# The nightly run: what CI runs on fixed seeds, here on random ones and for
# longer. Prints every seed it draws, so a failure is reproduced by the
# command it prints (or by rerunning with the seed: NIGHTLY_SEED=S).
#   1. the RapidCheck properties of the unit-test binaries, on one random
#      seed, with NIGHTLY_CASES (default 1000) cases each;
#   2. a differential campaign (cute-fuzz, interpreter vs host JIT) of
#      NIGHTLY_CAMPAIGN_SECONDS (default 1800) on the same seed, its report
#      in build/nightly/DATE-seedSEED/ and its reproducers in
#      build/nightly/regressions/; findings in fuzz/known-issues.txt or open
#      after the night before (build/nightly/open.txt) are not new, and
#      those whose reproducers pass now are reported fixed. Then
#      build/nightly/history.html shows every night kept there side by side
#      (cute-fuzz --history);
#   3. the libFuzzer targets, NIGHTLY_FUZZ_SECONDS (default 600) each, on a
#      random libFuzzer seed (scripts/test-fuzz-smoke.sh);
#   4. the coverage of lower/lib by a NIGHTLY_COVERAGE_SECONDS (default
#      300) campaign on the same seed (scripts/coverage.sh), and the
#      mutation score of NIGHTLY_MUTANTS (default 20) mutants drawn with the
#      same seed, each against a 60-second campaign
#      (scripts/mutation-score.sh): figures, which fail nothing.
# Builds the Release and sanitizer trees first. Exit status: 0 when every
# step passed and the campaign found nothing new, 1 otherwise.
set -uo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh && scripts/build-sanitized.sh || exit 1

seed=${NIGHTLY_SEED:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}
cases=${NIGHTLY_CASES:-1000}
echo "nightly: seed $seed (rerun: NIGHTLY_SEED=$seed scripts/nightly.sh)"
status=0

# The fake driver's tests need their stand-in libcuda (ctest sets it up).
no_fake_driver=-CudaBackendTest.RunsAfterAFaultGoOn:CudaBackendTest.ALaunchPastTheTimeoutEndsItsWorker
for run in "cute-core-tests" "cute-oracle-tests --gtest_filter=$no_fake_driver"; do
  echo "nightly: RC_PARAMS=\"seed=$seed max_success=$cases\" build/bin/$run"
  RC_PARAMS="seed=$seed max_success=$cases" build/bin/$run --gtest_brief=1 || status=1
done

nights=build/nightly
night=$nights/$(date -u +%Y-%m-%dT%H%M)-seed$seed
known=(--known fuzz/known-issues.txt)
[[ -f $nights/open.txt ]] && known+=(--known "$nights/open.txt")
echo "nightly: cute-fuzz --seed $seed --seconds ${NIGHTLY_CAMPAIGN_SECONDS:-1800} --report $night"
build/bin/cute-fuzz --seed "$seed" --seconds "${NIGHTLY_CAMPAIGN_SECONDS:-1800}" \
  --report "$night" --corpus "$nights/regressions" "${known[@]}" || status=1
build/bin/cute-fuzz --history "$nights"/*-seed* --report "$nights" || status=1

FUZZ_SEED=$seed FUZZ_SECONDS=${NIGHTLY_FUZZ_SECONDS:-600} scripts/test-fuzz-smoke.sh || status=1

echo "nightly: scripts/coverage.sh ${NIGHTLY_COVERAGE_SECONDS:-300} --seed $seed"
scripts/coverage.sh "${NIGHTLY_COVERAGE_SECONDS:-300}" --seed "$seed" || status=1
echo "nightly: MUTANT_SEED=$seed scripts/mutation-score.sh ${NIGHTLY_MUTANTS:-20} 60"
MUTANT_SEED=$seed scripts/mutation-score.sh "${NIGHTLY_MUTANTS:-20}" 60 || status=1
echo "nightly: $( ((status == 0)) && echo passed || echo 'FAILED (see above)'), seed $seed"
exit "$status"
