#!/usr/bin/env bash
# The mutation score of the harness on its own lowering:
#
#   scripts/mutation-score.sh [N] [SECONDS]
#
# Makes N mutants of lower/lib (default 10; scripts/mutate.py: a comparison
# off by one, an operation swapped for its inverse, swapped operands, a
# dropped sign or absolute value, zero for sign extension, ...), each in a
# copy of the committed sources in build-mutants/ (the working tree is
# never touched), builds each incrementally and runs a SECONDS-long
# (default 60) campaign against the host JIT on it. A mutant is
#   killed      the campaign finds something (or the lowering crashes or
#               hangs the campaign);
#   survived    the campaign finds nothing: its diff is printed;
#   equivalent  it survived and scripts/equivalent-mutants.txt says why it
#               cannot change any result;
#   stillborn   it does not compile (not counted).
# The score is killed / (killed + survived). MUTANT_SEED (default 1)
# chooses the mutants, CAMPAIGN_SEED (default 1) the campaigns' seed; the
# unmutated lowering must give no finding with it. Not run in CI (about
# 1 + SECONDS/60 minutes per mutant); the nightly script runs it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
n=${1:-10}
seconds=${2:-60}
[[ $n =~ ^[0-9]+$ && $seconds =~ ^[0-9]+$ ]] || { echo "usage: $0 [N] [SECONDS]" >&2; exit 2; }
mutant_seed=${MUTANT_SEED:-1}
campaign_seed=${CAMPAIGN_SEED:-1}
work=${CUTE_MUTANT_TREE:-$root/build-mutants}
src=$work/src
tree=$work/build

# The committed sources, copied where they changed (so that the build of
# the copy stays incremental).
fresh=$(mktemp -d)
trap 'rm -rf "$fresh"' EXIT
git -C "$root" archive HEAD | tar -x -C "$fresh"
mkdir -p "$src"
(cd "$fresh" && find . -type f) | while read -r f; do
  cmp -s "$fresh/$f" "$src/$f" || { mkdir -p "$(dirname "$src/$f")"; cp "$fresh/$f" "$src/$f"; }
done
if [[ ! -f $tree/build.ninja ]]; then
  cmake -S "$src" -B "$tree" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_FLAGS_RELEASE="-O1 -DNDEBUG" -DCMAKE_CXX_FLAGS_RELEASE="-O1 -DNDEBUG" > /dev/null
fi

# One campaign on the tree as it is; its exit status (124 when it hangs).
campaign() {
  timeout $((seconds * 3 + 120)) "$tree/bin/cute-fuzz" --seconds "$seconds" --seed "$campaign_seed" \
    --backends interp,jit --report "$1" > "$1.log" 2>&1
}

echo "building the unmutated copy in $tree ..."
cmake --build "$tree" -j "$(nproc)" --target cute-fuzz > "$work/build.log" 2>&1 ||
  { tail -20 "$work/build.log" >&2; exit 1; }
rm -rf "$work/runs"
mkdir -p "$work/runs"
status=0
campaign "$work/runs/unmutated" || status=$?
if [[ $status -ne 0 ]]; then
  echo "$0: the unmutated lowering does not pass a ${seconds}-second campaign (status $status):" \
    "see $work/runs/unmutated.log" >&2
  exit 1
fi

killed=0 survived=0 equivalent=0 stillborn=0
survivors=()
for ((k = 0; k < n; k++)); do
  what=$(python3 "$root/scripts/mutate.py" "$src" apply "$mutant_seed" "$k")
  file=${what%%:*}
  # The mutant without its line number (FILE: OPERATOR: LINE -> MUTATED),
  # so that an edit elsewhere in the file does not lose its entry.
  site="$file:$(echo "$what" | cut -d: -f3-)"
  if ! cmake --build "$tree" -j "$(nproc)" --target cute-fuzz > "$work/runs/$k.build.log" 2>&1; then
    verdict=stillborn
    stillborn=$((stillborn + 1))
  else
    status=0
    campaign "$work/runs/$k" || status=$?
    if [[ $status -eq 0 ]]; then
      reason=$(grep -F "$site #" "$root/scripts/equivalent-mutants.txt" 2>/dev/null | sed 's/^[^#]*# *//' || true)
      if [[ -n $reason ]]; then
        verdict="equivalent ($reason)"
        equivalent=$((equivalent + 1))
      else
        verdict=survived
        survived=$((survived + 1))
        survivors+=("$what"$'\n'"$(diff -u "$fresh/$file" "$src/$file" | tail -n +3 || true)")
      fi
    else
      case $status in
        1) verdict="killed: $(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["findings"][0]["signature"])' "$work/runs/$k/report.json" 2>/dev/null || echo finding)" ;;
        124) verdict="killed: the campaign hangs" ;;
        *) verdict="killed: the campaign ends with status $status" ;;
      esac
      killed=$((killed + 1))
    fi
  fi
  echo "mutant $k: $what"
  echo "  $verdict"
  cp "$fresh/$file" "$src/$file"
done
# Back to the unmutated build for the next run.
cmake --build "$tree" -j "$(nproc)" --target cute-fuzz > /dev/null 2>&1 || true

echo
for s in "${survivors[@]}"; do
  echo "survived: $s"
  echo
done
scored=$((killed + survived))
echo "mutants: $n; killed $killed, survived $survived, equivalent $equivalent, stillborn $stillborn"
if [[ $scored -gt 0 ]]; then
  echo "mutation score: $killed/$scored ($((100 * killed / scored))%) with ${seconds}-second campaigns"
fi
