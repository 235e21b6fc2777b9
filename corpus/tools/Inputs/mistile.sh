#!/bin/sh
# A deliberately wrong external backend for the cute-reduce tests: it runs
# the interpreter and misprints every tile mode 6:1 as 7:1.
cute-interp "$1" | sed 's/6:1]/7:1]/g'
