// RUN: cute-opt %s -split-input-file -verify-diagnostics

// The operands must be comparable whatever their run-time values.
func.func @not_congruent(%a: !cute.int_tuple<"?">, %b: !cute.int_tuple<"(2,?)">) {
  // expected-error @+1 {{'cute.elem_less' op cannot compare '!cute.int_tuple<"?">' and '!cute.int_tuple<"(2,?)">'}}
  %r = cute.elem_less(%a, %b) : (!cute.int_tuple<"?">, !cute.int_tuple<"(2,?)">) -> i1
  return
}
