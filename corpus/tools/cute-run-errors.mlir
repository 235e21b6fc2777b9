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

// PARSE: error: expected
// VERIFY: error: 'cute.make_shape' op expects 1 operands
// LOWER: error: 'cute.equal' op on a tile with dynamic leaves is not supported by --cute-expand
// ENTRY: cute-run: error: no function @nope to run
// RESULTS: cute-run: error: @results returns values; the entry function must return nothing
// RESULTS-NEXT: cute-run: the interpreter failed too: @results returns values; the entry function must return nothing

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
