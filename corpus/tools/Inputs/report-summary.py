"""Prints the counts of a cute-fuzz report.json, one per line, for FileCheck."""
import json
import sys

r = json.load(open(sys.argv[1] + "/report.json"))
print(f"structures {r['structures']}")
print(f"invalid {r['invalid_programs']}")
print(f"covered {r['ops_covered']} of {r['ops_total']}")
print(f"rejected modules {r.get('rejected_modules', 0)}, {r.get('rejected_at_known_issues', 0)} at known issues")
for f in r["findings"]:
    print(f"finding {f['kind']} {f['backend']} {f['status']} in {f.get('occurrences', 1)} structures")
