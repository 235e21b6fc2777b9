#!/usr/bin/env bash
# Runs every test: the gtest/RapidCheck suites and the lit corpus, via ctest.
# The lit tests that assemble PTX run only where ptxas is (CUDA's assembler,
# no driver needed; corpus/lit.cfg.py): say which, so a log shows it.
set -euo pipefail
cd "$(dirname "$0")/.."
ptxas="$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)"
if [[ -x $ptxas ]]; then
  echo "test.sh: PTX is assembled with $ptxas ($("$ptxas" --version | tail -n 1))"
else
  echo "test.sh: no ptxas (CUDA toolkit): the lit tests that assemble PTX are skipped"
fi
ctest --test-dir build --output-on-failure -j "$(nproc)"
