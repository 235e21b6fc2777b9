// RUN: cute-opt %s -split-input-file -verify-diagnostics

// A declared `?` stands for one integer: it cannot stand for the rank-2
// coordinate that idx2crd of a rank-2 shape infers.
func.func @leaf_for_tuple(%i: !cute.int_tuple<"?">, %s: !cute.shape<"(4,?)">) {
  // expected-error @+1 {{'cute.idx2crd' op declared result type '!cute.coord<"?">' does not match the inferred value "(?,?)"}}
  %r = cute.idx2crd(%i, %s) : (!cute.int_tuple<"?">, !cute.shape<"(4,?)">) -> !cute.coord<"?">
  return
}

// -----

func.func @wrong_rank(%i: !cute.int_tuple<"?">, %s: !cute.shape<"(4,?)">) {
  // expected-error @+1 {{'cute.idx2crd' op declared result type '!cute.coord<"(?,?,?)">' does not match the inferred value "(?,?)"}}
  %r = cute.idx2crd(%i, %s) : (!cute.int_tuple<"?">, !cute.shape<"(4,?)">) -> !cute.coord<"(?,?,?)">
  return
}
