#!/bin/sh
# A ptxas that fails as the real one does on bad input.
echo "ptxas fatal   : stand-in failure" >&2
exit 255
