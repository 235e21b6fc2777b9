// cute-run exits with status 1 and a diagnostic on parse, verification and
// lowering errors, and on a missing entry function.
// RUN: split-file %s %t
// RUN: not cute-run %t/parse.mlir 2>&1 | FileCheck --check-prefix=PARSE %s
// RUN: not cute-run %t/verify.mlir 2>&1 | FileCheck --check-prefix=VERIFY %s
// RUN: not cute-run %t/lower.mlir 2>&1 | FileCheck --check-prefix=LOWER %s
// RUN: not cute-run %t/lower.mlir --entry nope 2>&1 | FileCheck --check-prefix=LOWER %s
// RUN: not cute-run %t/entry.mlir --entry nope 2>&1 | FileCheck --check-prefix=ENTRY %s
// An entry that returns values is refused by both backends, as by
// mlir-runner -entry-point-result=void.
// RUN: not cute-run %t/entry.mlir --entry results --args 1 --compare 2>&1 | FileCheck --check-prefix=RESULTS %s
// A memref argument is refused in the interpreter's words (the JIT used to
// count the fields of the lowered descriptor: "takes 5 arguments").
// RUN: not cute-run %t/entry.mlir --entry memref --args 1 --compare 2>&1 | FileCheck --check-prefix=MEMREF %s
// A kernel launch is not host code (it used to fail in LLVM translation on
// an unrealized_conversion_cast).
// RUN: not cute-run %t/launch.mlir 2>&1 | FileCheck --check-prefix=LAUNCH %s
// --repeat 0 used to run nothing and exit 0, even with --compare.
// RUN: not cute-run %t/entry.mlir --repeat 0 2>&1 | FileCheck --check-prefix=REPEAT %s
// REPEAT: cute-run: --repeat must be at least 1
// An empty --emit-ptx used to run the module on the host instead.
// RUN: not cute-run %t/entry.mlir --emit-ptx= 2>&1 | FileCheck --check-prefix=NOPTXDIR %s
// NOPTXDIR: cute-run: --emit-ptx needs a directory
// --emit-ptx runs nothing, and --chip and --features only shape its PTX: an
// option the mode would ignore is a usage error (it used to exit 0).
// RUN: not cute-run %t/entry.mlir --emit-ptx %t/ptx --args 3 2>&1 | FileCheck --check-prefix=PTX-ARGS %s
// PTX-ARGS: cute-run: --args is not used with --emit-ptx, which runs nothing
// RUN: not cute-run %t/entry.mlir --chip sm_80 2>&1 | FileCheck --check-prefix=CHIP-ALONE %s
// CHIP-ALONE: cute-run: --chip is used with --emit-ptx only
// A gpu.module name that is not a file name would write outside DIR.
// RUN: not cute-run %t/escape.mlir --emit-ptx %t/ptx 2>&1 | FileCheck --check-prefix=ESCAPE %s
// ESCAPE: cute-run: --emit-ptx: the gpu.module name '../escaped' is not a file name
// A NUL in the name used to cut the path short (it wrote DIR/a).
// RUN: not cute-run %t/nul.mlir --emit-ptx %t/nulptx 2>&1 | FileCheck --check-prefix=NUL %s
// RUN: not ls %t/nulptx/a
// NUL: cute-run: --emit-ptx: the gpu.module name 'a\00b' is not a file name

// PARSE: error: expected
// VERIFY: error: 'cute.make_shape' op expects 1 operands
// LOWER: error: 'cute.equal' op on a tile with dynamic leaves is not supported by --cute-expand
// ENTRY: cute-run: error: no function @nope to run
// RESULTS: cute-run: error: @results returns values; the entry function must return nothing
// RESULTS-NEXT: cute-run: the interpreter failed too: @results returns values; the entry function must return nothing
// MEMREF: cute-run: error: entry arguments must be integers or index but got 'memref<4xi32>'
// MEMREF-NEXT: cute-run: the interpreter failed too: entry arguments must be integers or index but got 'memref<4xi32>'
// LAUNCH: launch.mlir:9:5: error: the host JIT does not run GPU kernels; run the module with cute-interp, or lower its kernels with cute-run --emit-ptx

//--- parse.mlir
func.func @main() {
  %x = 
}
//--- verify.mlir
func.func @main() {
  %s = cute.make_shape() : () -> !cute.shape<"(?,4)">
  return
}
//--- lower.mlir
func.func @main(%t: !cute.tile<"[?:1;4:1]">) {
  %r = cute.equal(%t, %t) : (!cute.tile<"[?:1;4:1]">, !cute.tile<"[?:1;4:1]">) -> i1
  cute.print(%r) : i1
  return
}
//--- entry.mlir
func.func @main() {
  return
}
func.func @results(%a: i32) -> i32 {
  return %a : i32
}
func.func @memref(%m: memref<4xi32>) {
  return
}
//--- launch.mlir
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @kern() kernel {
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@kern blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}
//--- escape.mlir
module attributes {gpu.container_module} {
  gpu.module @"../escaped" {
    gpu.func @kern() kernel {
      gpu.return
    }
  }
}
//--- nul.mlir
module attributes {gpu.container_module} {
  gpu.module @"a\00b" {
    gpu.func @kern() kernel {
      gpu.return
    }
  }
}
