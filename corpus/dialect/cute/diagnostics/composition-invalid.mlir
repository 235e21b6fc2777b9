// RUN: cute-opt %s -split-input-file -verify-diagnostics

// With run-time leaves the verifier infers C++'s result structure; a `?`
// leaf cannot stand for the inferred rank-2 layout.
func.func @leaf_for_tuple(%a: !cute.layout<"(?,4):(1,?)">, %b: !cute.layout<"4:2">) {
  // expected-error @+1 {{'cute.composition' op declared result type '!cute.layout<"?:?">' does not match the inferred value "(?,?):(2,?)"}}
  %r = cute.composition(%a, %b) : (!cute.layout<"(?,4):(1,?)">, !cute.layout<"4:2">) -> !cute.layout<"?:?">
  return
}

// -----

// A static leaf where the inference has one is checked.
func.func @static_leaf_differs(%a: !cute.layout<"(?,4):(1,?)">, %b: !cute.layout<"4:2">) {
  // expected-error @+1 {{'cute.composition' op declared result type '!cute.layout<"(?,?):(4,?)">' does not match the inferred value "(?,?):(2,?)"}}
  %r = cute.composition(%a, %b) : (!cute.layout<"(?,4):(1,?)">, !cute.layout<"4:2">) -> !cute.layout<"(?,?):(4,?)">
  return
}
