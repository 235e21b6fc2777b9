#!/usr/bin/env python3
"""Runs NVIDIA's public cute_ir test files, unchanged, against this project's tools.

NVIDIA's files are read from a local NVIDIA/cutlass checkout (never copied into
this repository). Three suites:

  dialect      cutlass_compiler/cute_ir/test/Dialect/Cute/**/*.mlir, except
               *_errors.mlir: each file's own RUN lines, with NVIDIA's cute-opt
               replaced by ours.
  interp       cutlass_compiler/test/Integration/host/cpu/**/*.mlir:
               `cute-interp FILE | FileCheck FILE` (with
               CUTLASS_COMPILER_TEST_BASE=0, as their RUN lines set).
  jit          the same files: `cute-run FILE | FileCheck FILE`.
  gpu-interp   cutlass_compiler/test/Integration/nvgpu/sm50/**/*.mlir:
               `cute-interp FILE | FileCheck FILE` (the interpreter runs the
               kernels thread by thread; no GPU).
  ptx          every sm50 file: `cute-run --emit-ptx DIR FILE`, then ptxas
               -arch=sm_90 on each PTX it wrote (skipped without ptxas).

A file passes when every command exits 0. DIVERGENCES.md (next to this script)
lists the files that are expected to fail, one table row each:

  | suite | `relative/path.mlir` | category | op | NVIDIA expects | we give | witness |

The run fails (exit 1) when a listed file passes or an unlisted file fails,
so the table stays current. Exit 2 on a usage error.
"""

import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

DIALECT_DIR = "cutlass_compiler/cute_ir/test/Dialect/Cute"
INTEGRATION_DIR = "cutlass_compiler/test/Integration/host/cpu"
GPU_DIR = "cutlass_compiler/test/Integration/nvgpu/sm50"
SUITES = ("dialect", "interp", "jit", "gpu-interp", "ptx")
ROW = re.compile(r"^\|\s*(dialect|interp|jit|gpu-interp|ptx)\s*\|\s*`([^`]+)`\s*\|")


def mlir_files(root, subdir, skip):
    """Every .mlir file under root/subdir whose name does not match skip,
    as paths relative to root/subdir, sorted."""
    base = os.path.join(root, subdir)
    found = []
    for dirpath, _, names in os.walk(base):
        for name in names:
            if name.endswith(".mlir") and not skip(name):
                found.append(os.path.relpath(os.path.join(dirpath, name), base))
    return sorted(found)


def run_lines(path):
    """The file's RUN commands, continuation lines joined."""
    commands, pending = [], ""
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.search(r"RUN:(.*)$", line)
            if not m:
                continue
            text = m.group(1).strip()
            if text.endswith("\\"):
                pending += text[:-1] + " "
                continue
            commands.append(pending + text)
            pending = ""
    return commands


def dialect_commands(path, tools):
    """The file's RUN lines with %s and the tool names bound to ours."""
    out = []
    for cmd in run_lines(path):
        cmd = cmd.replace("%s", shlex.quote(path))
        cmd = re.sub(r"(?<![\w/-])cute-opt(?![\w-])", tools["cute-opt"], cmd)
        cmd = re.sub(r"(?<![\w/-])FileCheck(?![\w-])", tools["FileCheck"], cmd)
        out.append(cmd)
    return out


def integration_commands(path, tools, runner):
    """`RUNNER FILE | FileCheck FILE` in the environment the files' RUN lines
    set: the *runtime_dynamic* files read CUTLASS_COMPILER_TEST_BASE (0)."""
    q = shlex.quote(path)
    return [f"env CUTLASS_COMPILER_TEST_BASE=0 {tools[runner]} {q} | {tools['FileCheck']} {q}"]


def ptx_commands(path, tools, out_dir):
    """Lower to PTX into a fresh folder, then assemble every file written."""
    q, d = shlex.quote(path), shlex.quote(out_dir)
    return [f"rm -rf {d} && {tools['cute-run']} --emit-ptx {d} {q}",
            f"for f in {d}/*.ptx; do {tools['ptxas']} -arch=sm_90 \"$f\" -o /dev/null || exit 1; done"]


def run_file(commands, timeout):
    """(passed, log) for one file's commands, run with pipefail."""
    log = []
    for cmd in commands:
        try:
            p = subprocess.run(["bash", "-o", "pipefail", "-c", cmd],
                               capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            log.append(f"$ {cmd}\ntimed out after {timeout} s")
            return False, "\n".join(log)
        log.append(f"$ {cmd}\n{p.stdout}{p.stderr}")
        if p.returncode != 0:
            return False, "\n".join(log)
    return True, "\n".join(log)


def read_expected_failures(path):
    """{(suite, file)} from the DIVERGENCES.md table rows."""
    expected = set()
    if not os.path.exists(path):
        return expected
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = ROW.match(line)
            if m:
                expected.add((m.group(1), m.group(2)))
    return expected


def suite_jobs(suite, cutlass, tools, scratch):
    """[(file, commands)] of one suite."""
    if suite == "ptx":
        files = mlir_files(cutlass, GPU_DIR, lambda n: False)
        return [(f, ptx_commands(os.path.join(cutlass, GPU_DIR, f), tools,
                                 os.path.join(scratch, f.replace("/", "_"))))
                for f in files]
    if suite == "gpu-interp":
        files = mlir_files(cutlass, GPU_DIR, lambda n: False)
        return [(f, integration_commands(os.path.join(cutlass, GPU_DIR, f), tools, "cute-interp"))
                for f in files]
    if suite == "dialect":
        files = mlir_files(cutlass, DIALECT_DIR, lambda n: n.endswith("_errors.mlir"))
        return [(f, dialect_commands(os.path.join(cutlass, DIALECT_DIR, f), tools))
                for f in files]
    runner = "cute-interp" if suite == "interp" else "cute-run"
    files = mlir_files(cutlass, INTEGRATION_DIR, lambda n: False)
    return [(f, integration_commands(os.path.join(cutlass, INTEGRATION_DIR, f), tools, runner))
            for f in files]


def find_tools(bin_dir, llvm_bin):
    tools = {}
    for name, where in (("cute-opt", bin_dir), ("cute-interp", bin_dir),
                        ("cute-run", bin_dir), ("FileCheck", llvm_bin)):
        path = os.path.join(where, name)
        if not os.access(path, os.X_OK):
            sys.exit(f"nvidia_conformance: error: no executable {path}")
        tools[name] = shlex.quote(path)
    ptxas = shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas"
    if os.access(ptxas, os.X_OK):
        tools["ptxas"] = shlex.quote(ptxas)
    return tools


def write_log(log_dir, suite, name, text):
    path = os.path.join(log_dir, suite, name + ".log")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cutlass", default=os.environ.get("CUTLASS_DIR"),
                    help="NVIDIA/cutlass checkout (default: $CUTLASS_DIR)")
    ap.add_argument("--bin", required=True, help="directory of cute-opt, cute-interp, cute-run")
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin", help="directory of FileCheck")
    ap.add_argument("--divergences", default=os.path.join(here, "DIVERGENCES.md"))
    ap.add_argument("--suite", choices=SUITES, action="append",
                    help="run only this suite (repeatable; default: all)")
    ap.add_argument("--log-dir", help="write each file's command output here")
    ap.add_argument("--timeout", type=int, default=120, help="seconds per command")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()
    if not args.cutlass or not os.path.isdir(os.path.join(args.cutlass, DIALECT_DIR)):
        ap.error(f"no NVIDIA/cutlass checkout with {DIALECT_DIR}: give --cutlass or CUTLASS_DIR")
    tools = find_tools(args.bin, args.llvm_bin)
    expected = read_expected_failures(args.divergences)
    unexpected = 0
    scratch = tempfile.mkdtemp(prefix="nvidia-ptx-")
    for suite in args.suite or SUITES:
        if suite == "ptx" and "ptxas" not in tools:
            print("ptx: skipped (no ptxas on PATH or in /usr/local/cuda/bin)")
            continue
        jobs = suite_jobs(suite, os.path.abspath(args.cutlass), tools, scratch)
        with ThreadPoolExecutor(max_workers=args.jobs) as pool:
            results = list(pool.map(lambda j: run_file(j[1], args.timeout), jobs))
        passed = 0
        for (name, _), (ok, log) in zip(jobs, results):
            listed = (suite, name) in expected
            passed += ok
            if args.log_dir:
                write_log(args.log_dir, suite, name, log)
            if ok and listed:
                print(f"XPASS {suite} {name}: passes but DIVERGENCES.md lists it")
                unexpected += 1
            elif not ok and not listed:
                print(f"FAIL  {suite} {name}: fails and DIVERGENCES.md does not list it")
                unexpected += 1
        known = {f for s, f in expected if s == suite}
        for missing in sorted(known - {name for name, _ in jobs}):
            print(f"STALE {suite} {missing}: listed in DIVERGENCES.md but not in the checkout")
            unexpected += 1
        print(f"{suite}: {passed} of {len(jobs)} files pass")
    shutil.rmtree(scratch, ignore_errors=True)
    return 1 if unexpected else 0


if __name__ == "__main__":
    sys.exit(main())
