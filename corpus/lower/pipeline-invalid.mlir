// Diagnostics of the pipeline: an op no pass can lower is named, with why.
// RUN: cute-opt %s --cute-to-llvm-pipeline --split-input-file -verify-diagnostics

func.func @equal_of_dynamic_tiles(%t: !cute.tile<"[?:1;4:1]">) {
  // expected-error @+1 {{'cute.equal' op on a tile with dynamic leaves is not supported by --cute-expand}}
  %r = cute.equal(%t, %t) : (!cute.tile<"[?:1;4:1]">, !cute.tile<"[?:1;4:1]">) -> i1
  cute.print(%r) : i1
  return
}
