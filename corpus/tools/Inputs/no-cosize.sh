#!/bin/sh
# An external backend without cute.cosize, for the cute-fuzz tests: it
# rejects a module that uses the op with a diagnostic at the op's line, as
# a parser or verifier does, and runs any other module on the interpreter.
line=$(grep -n 'cute\.cosize' "$1" | head -n 1 | cut -d: -f1)
if [ -n "$line" ]; then
  echo "$1:$line:5: error: 'cute.cosize' op is not supported" >&2
  exit 1
fi
exec cute-interp "$1"
