#!/bin/sh
# A deliberately wrong external backend for the cute-fuzz tests: it runs
# the interpreter on the module with every cute.cosize of a run-time result
# turned into cute.size, so the values cosize prints are wrong. (A cosize
# whose result type is static is left alone: as a size it would not verify,
# and the backend would reject the module instead.)
sed '/cosize.*-> (\{0,1\}!cute\.int_tuple<"?">/ { s/"cute\.cosize"/"cute.size"/g; s/cute\.cosize/cute.size/g; }' "$1" > "$1.misprint.mlir"
cute-interp "$1.misprint.mlir"
status=$?
rm -f "$1.misprint.mlir"
exit $status
