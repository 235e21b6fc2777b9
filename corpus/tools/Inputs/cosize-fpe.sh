#!/bin/sh
# An external backend that dies of SIGFPE on cute.cosize, for the cute-fuzz
# tests. The signal ends a command inside this script, so what cute-fuzz
# sees is the shell's exit status 128 + 8 = 136, as from a wrapper around
# `compiler | runner`.
if grep -q 'cute\.cosize' "$1"; then
  sh -c 'kill -FPE $$'
  exit $?
fi
exec cute-interp "$1"
