// run(entry, args): integer arguments passed as each parameter's type,
// and one compiled module run several times (--repeat).
// RUN: cute-run %s --entry show --args 6,-1,123456789012,7,1 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s --entry show --args 6,-1,123456789012,7,1 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --entry show --args 6,-1,123456789012,7,1 --compare > /dev/null
// RUN: cute-run %s --entry show --args 2,5,9,3,0 --repeat 2 | FileCheck --check-prefix=TWICE --strict-whitespace --match-full-lines %s
// RUN: cat %s | cute-run - --entry show --args 2,5,9,3,0 --repeat 2 | FileCheck --check-prefix=TWICE --strict-whitespace --match-full-lines %s
// A value that does not fit its parameter is an error on both backends, not
// a truncation.
// RUN: not cute-run %s --entry show --args 4294967296,0,0,0,0 --compare 2>&1 | FileCheck --check-prefix=RANGE --match-full-lines %s
// RUN: not cute-interp %s --entry show --args 1,0,0,0,2 2>&1 | FileCheck --check-prefix=BOOL %s
// RANGE:cute-run: error: argument 0 of @show is 4294967296, which does not fit its type 'i32'
// RANGE-NEXT:cute-run: the interpreter failed too: argument 0 of @show is 4294967296, which does not fit its type 'i32'
// BOOL: error: argument 4 of @show is 2, which does not fit its type 'i1'

func.func @show(%m: i32, %neg: i32, %big: i64, %i: index, %b: i1) {
  %s = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,2)">
  %d = cute.make_stride(%i) : (index) -> !cute.stride<"(1,?{i64})">
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(?,2)">, !cute.stride<"(1,?{i64})">) -> !cute.layout<"(?,2):(1,?{i64})">
  cute.print(%l) : !cute.layout<"(?,2):(1,?{i64})">
  cute.print(%neg) : i32
  cute.print(%big) : i64
  cute.print(%b) : i1
  return
}
// CHECK:(6,2):(1,7)
// CHECK-NEXT:-1
// CHECK-NEXT:123456789012
// CHECK-NEXT:1
// TWICE:(2,2):(1,3)
// TWICE-NEXT:5
// TWICE-NEXT:9
// TWICE-NEXT:0
// TWICE-NEXT:(2,2):(1,3)
