#!/bin/sh
# A deliberately wrong external backend for the view-copy tests: it runs
# the interpreter on the module without its cute.copy ops.
sed '/cute\.copy(/d' "$1" > "$1.forget.mlir"
cute-interp "$1.forget.mlir"
status=$?
rm -f "$1.forget.mlir"
exit $status
