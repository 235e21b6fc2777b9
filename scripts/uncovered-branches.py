"""The branches of an `llvm-cov export -format=text` report (on stdin) that
were never taken one way, one per line as FILE:LINE:COLUMN: TRUE/FALSE
counts,
with the prefix given as the first argument removed from file names; then
their number."""
import json
import sys

prefix = sys.argv[1] if len(sys.argv) > 1 else ""
report = json.load(sys.stdin)
uncovered = []
for data in report.get("data", []):
    for f in data.get("files", []):
        name = f["filename"]
        if name.startswith(prefix):
            name = name[len(prefix):]
        # A branch: [line, col, end line, end col, true count, false count,
        # file id, expanded file id, kind, ...].
        for b in f.get("branches", []):
            line, column, taken, not_taken = b[0], b[1], b[4], b[5]
            if taken == 0 or not_taken == 0:
                uncovered.append((name, line, column, taken, not_taken))
for name, line, column, taken, not_taken in sorted(set(uncovered)):
    print(f"{name}:{line}:{column}: {taken}/{not_taken}")
print(f"{len(set(uncovered))} branches never taken one way")
