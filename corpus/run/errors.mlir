// cute-run exits with status 1 and a diagnostic on parse, verification and
// lowering errors, and on a missing entry function.
// RUN: split-file %s %t
// RUN: not cute-run %t/parse.mlir 2>&1 | FileCheck --check-prefix=PARSE %s
// RUN: not cute-run %t/verify.mlir 2>&1 | FileCheck --check-prefix=VERIFY %s
// RUN: not cute-run %t/lower.mlir 2>&1 | FileCheck --check-prefix=LOWER %s
// RUN: not cute-run %t/lower.mlir --entry nope 2>&1 | FileCheck --check-prefix=LOWER %s
// RUN: not cute-run %t/entry.mlir --entry nope 2>&1 | FileCheck --check-prefix=ENTRY %s

// PARSE: error: expected
// VERIFY: error: 'cute.make_shape' op expects 1 operands
// LOWER: error: print {table}: a composed layout needs an integer offset
// ENTRY: cute-run: error: no function @nope without results in the lowered module

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
func.func @main(%c: !cute.composed_layout<"(2,4):(4,1) o (0,1) o (2,2):(1,2)">) {
  cute.print(%c) : !cute.composed_layout<"(2,4):(4,1) o (0,1) o (2,2):(1,2)"> {table}
  return
}
//--- entry.mlir
func.func @main() {
  return
}
