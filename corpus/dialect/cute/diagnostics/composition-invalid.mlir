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

// -----

// A static extent and a static stride that violate C++'s (compile-time)
// stride divisibility condition are an error even beside run-time leaves.
func.func @divisibility(%a: !cute.layout<"(4,?):(1,?)">, %b: !cute.layout<"2:6">) {
  // expected-error @+1 {{'cute.composition' op cannot compose (composition: stride divisibility condition violated: 6 vs extent 4 of (4,?))}}
  %r = cute.composition(%a, %b) : (!cute.layout<"(4,?):(1,?)">, !cute.layout<"2:6">) -> !cute.layout<"?:?">
  return
}
