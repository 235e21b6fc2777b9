#!/bin/sh
# An external backend that cannot lower cute.cosize of a run-time result,
# for the cute-fuzz tests: it rejects a module with such an op with a
# diagnostic at the op's line, as a verifier does, and runs any other
# module (static cosize included) on the interpreter. A module that holds
# every form of a case is rejected as a whole; its static form alone is not.
line=$(grep -n 'cute\.cosize.*?">)\{0,1\}$' "$1" | head -n 1 | cut -d: -f1)
if [ -n "$line" ]; then
  echo "$1:$line:5: error: 'cute.cosize' op is not supported" >&2
  exit 1
fi
exec cute-interp "$1"
