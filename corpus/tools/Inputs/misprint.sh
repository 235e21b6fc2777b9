#!/bin/sh
# A deliberately wrong external backend for the cute-fuzz tests: it runs
# the interpreter on the module with every cute.cosize turned into
# cute.size, so the values cosize prints are wrong.
sed 's/"cute\.cosize"/"cute.size"/g; s/cute\.cosize/cute.size/g' "$1" > "$1.misprint.mlir"
cute-interp "$1.misprint.mlir"
status=$?
rm -f "$1.misprint.mlir"
exit $status
