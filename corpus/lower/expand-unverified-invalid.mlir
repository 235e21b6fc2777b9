// RUN: cute-opt %s --mlir-very-unsafe-disable-verifier-on-parsing --cute-expand -verify-diagnostics

// A static int64 overflow while folding the static part of a run-time
// result stops the expansion, as the interpreter's checked arithmetic
// stops the run. The verifier rejects this op first (it computes the same
// product), so the input bypasses it to test the expander on its own.
func.func @static_product_overflows(%s: !cute.shape<"((4294967296,4294967296),?)">) {
  // expected-error @+1 {{'cute.size' op cannot be expanded: int64 overflow in 4294967296 * 4294967296}}
  %z = cute.size(%s) : (!cute.shape<"((4294967296,4294967296),?)">) -> !cute.int_tuple<"?{i64}">
  cute.print(%z) : !cute.int_tuple<"?{i64}">
  return
}
