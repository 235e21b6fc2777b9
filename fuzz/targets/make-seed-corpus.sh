#!/usr/bin/env bash
# make-seed-corpus.sh OUTDIR: writes seed corpora for the libFuzzer targets,
# extracted from the repository, one input per file (named by SHA-1, so
# duplicates collapse):
#   OUTDIR/text  canonical texts: doc_examples.jsonl args and results,
#                cpp_vectors.tsv results, and the quoted texts of cute types
#                and attributes in the .mlir files
#   OUTDIR/expr  expressions: `--expr '...'` in corpus/**/*.{test,mlir},
#                cpp_vectors.tsv expressions, doc_examples.jsonl as
#                op(args...), the --batch files (examples/algebra.txt,
#                corpus/interp/Inputs/batch.txt)
#   OUTDIR/mlir  the .mlir files of corpus/dialect and examples, cut at
#                `// -----` (-split-input-file) into one input per chunk
# Needs python3 (as lit does). Usage: fuzz/targets/make-seed-corpus.sh /tmp/seeds
set -euo pipefail
if [ $# -ne 1 ]; then
  echo "usage: $0 OUTDIR" >&2
  exit 2
fi
root="$(cd "$(dirname "$0")/../.." && pwd)"
mkdir -p "$1"
python3 - "$root" "$1" <<'PY'
import glob, hashlib, json, os, re, sys

root, out = sys.argv[1], sys.argv[2]
seeds = {"text": set(), "expr": set(), "mlir": set()}

def files(*patterns):
    for p in patterns:
        yield from sorted(glob.glob(os.path.join(root, p), recursive=True))

def read(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()

# Expressions given to cute-interp --expr in lit tests and .mlir comments.
for path in files("corpus/**/*.test", "corpus/**/*.mlir"):
    for m in re.finditer(r"--expr '([^'\n]*)'", read(path)):
        seeds["expr"].add(m.group(1))

# C++ vectors: expression <TAB> canonical result.
for line in read(os.path.join(root, "corpus/conformance/cpp_vectors.tsv")).splitlines():
    if not line or line.startswith("#") or "\t" not in line:
        continue
    expr, result = line.split("\t", 1)
    seeds["expr"].add(expr)
    seeds["text"].add(result)

# Documentation examples: op, args (canonical texts), result.
for line in read(os.path.join(root, "corpus/conformance/doc_examples.jsonl")).splitlines():
    if not line.strip():
        continue
    rec = json.loads(line)
    args = [str(a) for a in rec.get("args", [])]
    seeds["text"].update(args)
    if isinstance(rec.get("result"), str):
        seeds["text"].add(rec["result"])
    if rec.get("op"):
        seeds["expr"].add("%s(%s)" % (rec["op"], ", ".join(args)))

# --batch inputs: one expression per line.
for path in files("examples/algebra.txt", "corpus/interp/Inputs/*.txt"):
    for line in read(path).splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            seeds["expr"].add(line.strip())

# MLIR inputs, split like -split-input-file; the quoted texts of cute
# types and attributes (!cute.layout<"(4,5):(1,4)">) are text seeds.
for path in files("corpus/dialect/**/*.mlir", "examples/*.mlir"):
    src = read(path)
    for chunk in re.split(r"^// -----.*$", src, flags=re.M):
        if chunk.strip():
            seeds["mlir"].add(chunk)
    for m in re.finditer(r'[!#]cute(?:_nvgpu)?\.\w+<"([^"\n]*)"', src):
        seeds["text"].add(m.group(1))

for kind, items in seeds.items():
    d = os.path.join(out, kind)
    os.makedirs(d, exist_ok=True)
    for s in sorted(items):
        data = s.encode("utf-8")
        with open(os.path.join(d, hashlib.sha1(data).hexdigest()), "wb") as f:
            f.write(data)
    print("%s: %d seeds in %s" % (kind, len(items), d))
PY
