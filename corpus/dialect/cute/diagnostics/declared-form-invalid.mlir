// RUN: cute-opt %s -split-input-file -verify-diagnostics
// A declared result that is not the inferred function in another form stays
// an error naming both forms: here mode 0 has the leaves 2:6 and 3:2, which
// the declared 6:2 does not write.

func.func @other_function(%a: !cute.layout<"6:2">, %b: !cute.layout<"(2,3):(3,1)">) {
  // expected-error @+1 {{'cute.logical_divide' op failed to perform a valid division of '!cute.layout<"6:2">' by '!cute.layout<"(2,3):(3,1)">': declared result type '!cute.layout<"(6,1):(2,0)">' does not match the inferred value "((2,3),1):((6,2),0)"}}
  %r = cute.logical_divide(%a, %b) : (!cute.layout<"6:2">, !cute.layout<"(2,3):(3,1)">) -> !cute.layout<"(6,1):(2,0)">
  return
}

// -----

// The top-level modes must correspond: (4,1) is not (1,4).
func.func @modes_swapped(%a: !cute.layout<"(1,4):(0,1)">) {
  // expected-error @+1 {{'cute.select' op declared result type '!cute.layout<"(4,1):(1,0)">' does not match the inferred value "(1,4):(0,1)"}}
  %r = cute.select<[0, 1]>(%a) : !cute.layout<"(1,4):(0,1)"> -> !cute.layout<"(4,1):(1,0)">
  return
}

// -----

// A size-1 mode's stride is free, a sized mode's is not.
func.func @sized_stride(%a: !cute.layout<"6:2">, %b: !cute.layout<"(2,3):(3,1)">) {
  // expected-error @+1 {{declared result type '!cute.layout<"((2,3),1):((6,3),7)">' does not match the inferred value "((2,3),1):((6,2),0)"}}
  %r = cute.logical_divide(%a, %b) : (!cute.layout<"6:2">, !cute.layout<"(2,3):(3,1)">) -> !cute.layout<"((2,3),1):((6,3),7)">
  return
}

// -----

// An op that infers its result type has no declared form in its syntax
// (the custom form prints no result type), so the generic form must give
// the inferred type itself.
func.func @inferred_op(%a: !cute.layout<"(1,1):(0,0)">, %e: !cute.layout<"1:0">) {
  // expected-error @+2 {{'cute.append_to_rank' op inferred type(s) '!cute.layout<"(1,1):(0,0)">' are incompatible with return type(s) of operation '!cute.layout<"(1,1):(1,1)">'}}
  // expected-error @+1 {{'cute.append_to_rank' op failed to infer returned types}}
  %r = "cute.append_to_rank"(%a, %e) {rank = 2 : i32} : (!cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">) -> !cute.layout<"(1,1):(1,1)">
  return
}
