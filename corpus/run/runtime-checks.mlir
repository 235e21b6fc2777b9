// Lowered code asserts every run-time divisor non-zero before dividing (an
// LLVM sdiv by zero is undefined behaviour and printed garbage before), and
// stencil_divide's window fits its input. A
// failed assertion ends the run with its message; what was printed before
// it stays. The interpreter reports the same precondition, so --compare
// sees two failed runs with the same output, not a disagreement.
// RUN: cute-run %s --args 12,4 | FileCheck %s --check-prefix=OK --strict-whitespace --match-full-lines
// RUN: cute-run %s --args 12,4 --compare > /dev/null
// RUN: not cute-run %s --args 12,0 2>&1 | FileCheck %s --check-prefix=JIT --match-full-lines
// RUN: not cute-interp %s --args 12,0 2>&1 | FileCheck %s --check-prefix=INTERP
// RUN: not cute-run %s --args 12,0 --compare 2>&1 | FileCheck %s --check-prefix=BOTH --match-full-lines
// stencil_divide asserts seed 003's stencil_output_len requirements.
// RUN: cute-run %s --entry stencil --args 8,6 | FileCheck %s --check-prefix=STENCIL --match-full-lines
// RUN: not cute-run %s --entry stencil --args 5,6 --compare 2>&1 | FileCheck %s --check-prefix=SHORT --match-full-lines
// Leaves are computed in i64 and checked when stored in their declared i32
// leaf: 65536 * 65536 is an error on both backends, not a wrapped 0.
// RUN: cute-run %s --entry overflow --args 46340,46340 --compare | FileCheck %s --check-prefix=FITS --match-full-lines
// RUN: not cute-run %s --entry overflow --args 65536,65536 --compare 2>&1 | FileCheck %s --check-prefix=OVERFLOW --match-full-lines
// complement's run-time operands: a negative cotarget, or a stride that is
// zero (not injective) or negative, stop both backends.
// RUN: cute-run %s --entry complement --args 4,64 --compare | FileCheck %s --check-prefix=COMPLEMENT --match-full-lines
// RUN: not cute-run %s --entry complement --args 4,-3 --compare 2>&1 | FileCheck %s --check-prefix=COTARGET --match-full-lines
// RUN: not cute-run %s --entry complement --args 0,64 --compare 2>&1 | FileCheck %s --check-prefix=STRIDE --match-full-lines
// A cf.assert written by the user fails the same way.
// RUN: not cute-run %s --entry user_assert --args 0 2>&1 | FileCheck %s --check-prefix=USER --match-full-lines
// RUN: not cute-run %s --entry user_assert --args 0 --compare 2>&1 | FileCheck %s --check-prefix=USERBOTH --match-full-lines

// OK:(12,3)
// OK-NEXT:(3,1)
// OK-NEXT:(3,1)
// JIT:(12,3)
// JIT-NEXT:cute-run: error: assertion failed: 'cute.shape_div' op divides by zero at run time
// INTERP: runtime-checks.mlir:[[@LINE+9]]:8: error: shape_div: divisor is zero in shape_div(12, 0)
// BOTH:(12,3)
// BOTH-NEXT:cute-run: error: assertion failed: 'cute.shape_div' op divides by zero at run time
// BOTH-NEXT:cute-run: the interpreter failed too: shape_div: divisor is zero in shape_div(12, 0)
// BOTH-NOT: disagree
func.func @main(%a: i32, %b: i32) {
  %x = cute.make_shape(%a) : (i32) -> !cute.shape<"(?,3)">
  %y = cute.make_shape(%b) : (i32) -> !cute.shape<"(?,3)">
  cute.print(%x) : !cute.shape<"(?,3)">
  %q = cute.shape_div(%x, %y) : (!cute.shape<"(?,3)">, !cute.shape<"(?,3)">) -> !cute.shape<"(?,1)">
  cute.print(%q) : !cute.shape<"(?,1)">
  %c = cute.ceil_div(%x, %y) : (!cute.shape<"(?,3)">, !cute.shape<"(?,3)">) -> !cute.shape<"(?,1)">
  cute.print(%c) : !cute.shape<"(?,1)">
  return
}

// USER:1
// USER-NEXT:cute-run: error: assertion failed: x must be non-zero
// USERBOTH:1
// USERBOTH-NEXT:cute-run: error: assertion failed: x must be non-zero
// USERBOTH-NEXT:cute-run: the interpreter failed too: assertion failed: x must be non-zero
func.func @user_assert(%x: i32) {
  %one = arith.constant 1 : i32
  cute.print(%one) : i32
  %c0 = arith.constant 0 : i32
  %ok = arith.cmpi ne, %x, %c0 : i32
  cf.assert %ok, "x must be non-zero"
  cute.print(%x) : i32
  return
}

// STENCIL:(6,3):(1,1)
// SHORT:cute-run: error: assertion failed: 'cute.stencil_divide' op needs a positive window, stride and dilation and an input mode no shorter than the effective window at run time
// SHORT-NEXT:cute-run: the interpreter failed too: stencil_divide: stencil_output_len: input 5 is shorter than the effective window 6
func.func @stencil(%m: i32, %w: i32) {
  %s = cute.make_shape(%m) : (i32) -> !cute.shape<"?">
  %d = cute.static : !cute.stride<"1">
  %L = cute.make_layout(%s, %d) : (!cute.shape<"?">, !cute.stride<"1">) -> !cute.layout<"?:1">
  %win = cute.make_shape(%w) : (i32) -> !cute.shape<"?">
  %one = cute.static : !cute.shape<"1">
  %sd = cute.stencil_divide(%L, %win, %one, %one) : (!cute.layout<"?:1">, !cute.shape<"?">, !cute.shape<"1">, !cute.shape<"1">) -> !cute.layout<"(?,?):(1,1)">
  cute.print(%sd) : !cute.layout<"(?,?):(1,1)">
  return
}

// FITS:2147395600
// OVERFLOW:cute-run: error: assertion failed: 'cute.size' op computes a result that overflows its i32 leaf at run time
// OVERFLOW-NEXT:cute-run: the interpreter failed too: run-time result 4294967296 does not fit the declared type '!cute.int_tuple<"?">': the value 4294967296 overflows the i32 leaf ?
func.func @overflow(%m: i32, %n: i32) {
  %s = cute.make_shape(%m, %n) : (i32, i32) -> !cute.shape<"(?,?)">
  %z = cute.size(%s) : (!cute.shape<"(?,?)">) -> !cute.int_tuple<"?">
  cute.print(%z) : !cute.int_tuple<"?">
  return
}

// COMPLEMENT:(4,4):(1,16)
// COTARGET:cute-run: error: assertion failed: 'cute.complement' op expects a non-negative cotarget at run time
// COTARGET-NEXT:cute-run: the interpreter failed too: complement: expects a non-negative cotarget but got -3
// STRIDE:cute-run: error: assertion failed: 'cute.complement' op expects positive strides (an injective layout) at run time
// STRIDE-NEXT:cute-run: the interpreter failed too: complement: non-injective layout 4:0
func.func @complement(%d: i32, %n: i32) {
  %s = cute.static : !cute.shape<"4">
  %t = cute.make_stride(%d) : (i32) -> !cute.stride<"?">
  %l = cute.make_layout(%s, %t) : (!cute.shape<"4">, !cute.stride<"?">) -> !cute.layout<"4:?">
  %c = cute.make_shape(%n) : (i32) -> !cute.shape<"?">
  %r = cute.complement(%l, %c) : (!cute.layout<"4:?">, !cute.shape<"?">) -> !cute.layout<"(?,?):(1,?)">
  cute.print(%r) : !cute.layout<"(?,?):(1,?)">
  return
}
