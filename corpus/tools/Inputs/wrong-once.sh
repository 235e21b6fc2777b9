#!/bin/sh
# A flaky external backend for the cute-fuzz tests: its first run (while
# the file $1 does not exist) prints a wrong first line; every later run
# runs the module ($2) on the interpreter.
if [ ! -e "$1" ]; then
  : > "$1"
  echo wrong
  exit 0
fi
exec cute-interp "$2"
