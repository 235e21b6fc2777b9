import os
import sys
import lit.formats

config.name = "cute-oracle"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".test", ".mlir"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py.in"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.cute_tools_dir, "..", "corpus")
config.environment["PATH"] = os.pathsep.join(
    [config.cute_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", "")])
config.substitutions.append(("%examples", os.path.join(config.cute_source_dir, "examples")))
config.substitutions.append(("%cute_source_dir", config.cute_source_dir))
config.substitutions.append(("%cute_tools_dir", config.cute_tools_dir))
config.substitutions.append(("%llvm_tools_dir", config.llvm_tools_dir))
config.substitutions.append(("%python", sys.executable))
# test/fake-cuda's stand-in libcuda.so.1, for the runner's launch loop.
config.substitutions.append(("%fake_cuda_dir", config.fake_cuda_dir))

# ptxas (CUDA's assembler, no driver needed) checks the PTX the suite emits.
import shutil
ptxas = shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas"
if os.access(ptxas, os.X_OK):
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))

# Headless Chromium (Debian's chromium) renders the reports in a
# screenshot test; where it is absent that test is skipped.
chromium = shutil.which("chromium")
if chromium:
    config.available_features.add("chromium")
    config.substitutions.append(("%chromium", chromium))

# A CUDA driver (libcuda.so.1) to run kernels with; absent in CI.
import ctypes
try:
    ctypes.CDLL("libcuda.so.1")
    config.available_features.add("cuda-driver")
except OSError:
    pass

# NVIDIA's public cute_ir tests run only against a local NVIDIA/cutlass
# checkout named by CUTLASS_DIR (never vendored here).
cutlass_dir = os.environ.get("CUTLASS_DIR", "")
if cutlass_dir and os.path.isdir(os.path.join(cutlass_dir, "cutlass_compiler")):
    config.available_features.add("cutlass-checkout")
    config.substitutions.append(("%cutlass_dir", cutlass_dir))

# NVIDIA's cute compiler, built from a user's CUTLASS checkout by
# scripts/build-nvidia-cute-ir.sh, named with
# `lit -D nvidia-cute-ir=PATH/cutlass-compiler` (never vendored here): the
# recorded findings of corpus/peers/nvidia-cute-ir/ run against it.
nvidia_cute_ir = lit_config.params.get("nvidia-cute-ir", "")
if nvidia_cute_ir and os.access(nvidia_cute_ir, os.X_OK):
    config.available_features.add("nvidia-cute-ir")
    config.substitutions.append(
        ("%nvidia_cute_ir_run", "env CUTLASS_COMPILER=%s %s" % (
            nvidia_cute_ir,
            os.path.join(config.cute_source_dir, "scripts", "nvidia-cute-ir-backend.sh"))))
