// --cute-to-llvm reports cute ops it cannot lower as normal diagnostics.
// RUN: cute-opt %s --cute-to-llvm --split-input-file -verify-diagnostics

func.func @algebra(%l: !cute.layout<"(?,4):(1,?)">) {
  // expected-error @+1 {{'cute.size' must be expanded by --cute-expand before --cute-to-llvm}}
  %s = cute.size(%l) : (!cute.layout<"(?,4):(1,?)">) -> !cute.int_tuple<"?">
  cute.print(%s) : !cute.int_tuple<"?">
  return
}

// -----

func.func @table(%l: !cute.layout<"(?,4):(1,?)">) {
  // expected-error @+1 {{'cute.print' with 'table' must be desugared by --cute-desugar before --cute-to-llvm}}
  cute.print(%l) : !cute.layout<"(?,4):(1,?)"> {table}
  return
}
