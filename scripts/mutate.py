"""Mutants of the lowering (lower/lib/*.cpp) for scripts/mutation-score.sh.

  mutate.py ROOT count                 the number of mutation sites
  mutate.py ROOT apply SEED K          applies the K-th site of the order
                                       SEED shuffles them into, and prints
                                       FILE:LINE: BEFORE -> AFTER

A site is one place where one operator below applies, in code (not in a
comment): the kinds of bug a lowering pattern has — a comparison off by
one, an operation swapped for its inverse, operands swapped, a sign or
absolute value dropped, sign extension for zero extension, a predicate
changed.
"""
import random
import re
import sys
from pathlib import Path

# (name, pattern, replacement): each match of pattern is one site.
OPERATORS = [
    ("< to <=", re.compile(r" < "), " <= "),
    ("<= to <", re.compile(r" <= "), " < "),
    ("> to >=", re.compile(r" > "), " >= "),
    (">= to >", re.compile(r" >= "), " > "),
    ("== to !=", re.compile(r" == "), " != "),
    ("!= to ==", re.compile(r" != "), " == "),
    ("+ 1 to - 1", re.compile(r" \+ 1\b"), " - 1"),
    ("- 1 to + 1", re.compile(r" - 1\b"), " + 1"),
    ("add to sub", re.compile(r"\badd\("), "sub("),
    ("sub to add", re.compile(r"\bsub\("), "add("),
    ("div to mul", re.compile(r"\bdiv\("), "mul("),
    ("swap sub operands", re.compile(r"\bsub\(([A-Za-z_][\w.]*), ([A-Za-z_][\w.]*)\)"), r"sub(\2, \1)"),
    ("swap lt operands", re.compile(r"\blt\(([A-Za-z_][\w.]*), ([A-Za-z_][\w.]*)\)"), r"lt(\2, \1)"),
    ("drop abs", re.compile(r"\babs\(([A-Za-z_][\w.]*)\)"), r"(\1)"),
    ("drop neg", re.compile(r"\bneg\(([A-Za-z_][\w.]*)\)"), r"(\1)"),
    ("constant one to zero", re.compile(r"Sym::of\(1\)"), "Sym::of(0)"),
    ("constant zero to one", re.compile(r"Sym::of\(0\)"), "Sym::of(1)"),
    ("sign to zero extension", re.compile(r"ExtSIOp"), "ExtUIOp"),
    ("slt to sle", re.compile(r"CmpIPredicate::slt"), "CmpIPredicate::sle"),
    ("eq to ne", re.compile(r"CmpIPredicate::eq"), "CmpIPredicate::ne"),
    ("select arms swapped", re.compile(r"\bselect\(([A-Za-z_][\w.]*), ([A-Za-z_][\w.]*), ([A-Za-z_][\w.]*)\)"), r"select(\1, \3, \2)"),
]


def code_part(line):
    """The part of `line` before a // comment."""
    at = line.find("//")
    return line if at < 0 else line[:at]


def sites(root):
    """Every (file, line index, start, end, operator) in lower/lib."""
    out = []
    for path in sorted((Path(root) / "lower" / "lib").glob("*.cpp")):
        lines = path.read_text().split("\n")
        for i, line in enumerate(lines):
            code = code_part(line)
            if code.lstrip().startswith(("#", "*", "///")):
                continue
            for k, (_, pattern, _) in enumerate(OPERATORS):
                for m in pattern.finditer(code):
                    out.append((path, i, m.start(), m.end(), k))
    return out


def main():
    if len(sys.argv) < 3 or sys.argv[2] not in ("count", "apply"):
        sys.exit(__doc__)
    root, command = sys.argv[1], sys.argv[2]
    all_sites = sites(root)
    if command == "count":
        print(len(all_sites))
        return
    seed, k = int(sys.argv[3]), int(sys.argv[4])
    random.Random(seed).shuffle(all_sites)
    path, i, start, end, op = all_sites[k % len(all_sites)]
    name, pattern, replacement = OPERATORS[op]
    lines = path.read_text().split("\n")
    line = lines[i]
    mutated = line[:start] + pattern.sub(replacement, line[start:end], count=1) + line[end:]
    lines[i] = mutated
    path.write_text("\n".join(lines))
    rel = path.relative_to(root)
    print(f"{rel}:{i + 1}: {name}: {line.strip()} -> {mutated.strip()}")


if __name__ == "__main__":
    main()
