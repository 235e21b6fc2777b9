"""Exits 1 unless two cute-fuzz report.json files describe the same work:
the same structures, cases, coverage and finding signatures."""
import json
import sys

a, b = (json.load(open(path + "/report.json")) for path in sys.argv[1:3])
same = True
for key in ("structures", "cases", "coverage", "invalid_programs"):
    if a[key] != b[key]:
        print(f"{key} differs: {a[key]} != {b[key]}")
        same = False
sa = sorted(f["signature"] for f in a["findings"])
sb = sorted(f["signature"] for f in b["findings"])
if sa != sb:
    print(f"findings differ: {sa} != {sb}")
    same = False
print("same" if same else "different")
sys.exit(0 if same else 1)
