#!/bin/sh
# A stand-in ptxas for machines without CUDA: `fake-ptxas.sh -arch=A IN -o OUT`
# writes OUT as an ELF header followed by the PTX. Only cute-gpu-runner's
# choice of image is tested with it; the real ptxas assembles elsewhere.
arch=$1 in=$2 out=$4
[ "$3" = "-o" ] || { echo "fake-ptxas: usage: -arch=A IN -o OUT" >&2; exit 2; }
printf '\177ELF' > "$out" && cat "$in" >> "$out"
