#!/usr/bin/env bash
# Runs every test: the gtest/RapidCheck suites and the lit corpus, via ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
ctest --test-dir build --output-on-failure -j "$(nproc)"
