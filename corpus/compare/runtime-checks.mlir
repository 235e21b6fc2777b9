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
// stencil_divide asserts the dialect documents' stencil_output_len requirements.
// RUN: cute-run %s --entry stencil --args 8,6 | FileCheck %s --check-prefix=STENCIL --match-full-lines
// RUN: not cute-run %s --entry stencil --args 5,6 --compare 2>&1 | FileCheck %s --check-prefix=SHORT --match-full-lines
// Leaves are computed in i64 and checked when stored in their declared i32
// leaf: 65536 * 65536 is an error on both backends, not a wrapped 0.
// RUN: cute-run %s --entry overflow --args 46340,46340 --compare | FileCheck %s --check-prefix=FITS --match-full-lines
// RUN: not cute-run %s --entry overflow --args 65536,65536 --compare 2>&1 | FileCheck %s --check-prefix=OVERFLOW --match-full-lines
// An intermediate int64 overflow is an error on both backends too. Only an
// operation whose operands' bounds allow it is checked (a product of two i32
// leaves is not), and a flag is asserted only where a result depends on it.
// RUN: cute-run %s --entry size3 --args 1024,1024,1024 --compare | FileCheck %s --check-prefix=SIZE3 --match-full-lines
// RUN: not cute-run %s --entry size3 --args 4194304,4194304,4194304 --compare 2>&1 | FileCheck %s --check-prefix=SIZE3-OVERFLOW --match-full-lines
// RUN: cute-run %s --entry crd64 --args 3,3 --compare | FileCheck %s --check-prefix=CRD64 --match-full-lines
// RUN: not cute-run %s --entry crd64 --args 3,3074457345618258603 --compare 2>&1 | FileCheck %s --check-prefix=CRD64-OVERFLOW --match-full-lines
// RUN: cute-run %s --entry add64 --args 9223372036854775806,1 --compare | FileCheck %s --check-prefix=ADD64 --match-full-lines
// RUN: not cute-run %s --entry add64 --args 9223372036854775807,1 --compare 2>&1 | FileCheck %s --check-prefix=ADD64-OVERFLOW --match-full-lines
// INT64_MIN / -1 traps in machine code; it is asserted before it is computed.
// RUN: not cute-run %s --entry div64 --args -9223372036854775808,-1 2>&1 | FileCheck %s --check-prefix=DIV64 --match-full-lines
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
// COTARGET:cute-run: error: assertion failed: 'cute.complement' op expects a positive cotarget at run time
// COTARGET-NEXT:cute-run: the interpreter failed too: complement: expects a positive cotarget but got -3
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

// SIZE3:1073741824
// SIZE3-OVERFLOW:cute-run: error: assertion failed: 'cute.size' op computes an intermediate value that overflows int64 at run time
// SIZE3-OVERFLOW-NEXT:cute-run: the interpreter failed too: size: int64 overflow in 17592186044416 * 4194304
func.func @size3(%a: i32, %b: i32, %c: i32) {
  %s = cute.make_shape(%a, %b, %c) : (i32, i32, i32) -> !cute.shape<"(?,?,?)">
  %z = cute.size(%s) : (!cute.shape<"(?,?,?)">) -> !cute.int_tuple<"?{i64}">
  cute.print(%z) : !cute.int_tuple<"?{i64}">
  return
}

// CRD64:10
// CRD64-OVERFLOW:cute-run: error: assertion failed: 'cute.crd2idx' op computes an intermediate value that overflows int64 at run time
// CRD64-OVERFLOW-NEXT:cute-run: the interpreter failed too: crd2idx: layout_eval: int64 overflow in 3 * 3074457345618258603
func.func @crd64(%c: i64, %d: i64) {
  %crd = cute.make_coord(%c) : (i64) -> !cute.coord<"(?{i64},1)">
  %s = cute.static : !cute.shape<"(4,4)">
  %st = cute.make_stride(%d) : (i64) -> !cute.stride<"(?{i64},1)">
  %l = cute.make_layout(%s, %st) : (!cute.shape<"(4,4)">, !cute.stride<"(?{i64},1)">) -> !cute.layout<"(4,4):(?{i64},1)">
  %i = cute.crd2idx(%crd, %l) : (!cute.coord<"(?{i64},1)">, !cute.layout<"(4,4):(?{i64},1)">) -> !cute.int_tuple<"?{i64}">
  cute.print(%i) : !cute.int_tuple<"?{i64}">
  return
}

// ADD64:(9223372036854775807,3)
// ADD64-OVERFLOW:cute-run: error: assertion failed: 'cute.tuple_add' op computes an intermediate value that overflows int64 at run time
// ADD64-OVERFLOW-NEXT:cute-run: the interpreter failed too: tuple_add: int64 overflow in 9223372036854775807 + 1
func.func @add64(%a: i64, %b: i64) {
  %x = cute.make_int_tuple(%a) : (i64) -> !cute.int_tuple<"(?{i64},1)">
  %y = cute.make_int_tuple(%b) : (i64) -> !cute.int_tuple<"(?{i64},2)">
  %s = cute.tuple_add(%x, %y) : (!cute.int_tuple<"(?{i64},1)">, !cute.int_tuple<"(?{i64},2)">) -> !cute.int_tuple<"(?{i64},3)">
  cute.print(%s) : !cute.int_tuple<"(?{i64},3)">
  return
}

// DIV64:cute-run: error: assertion failed: 'cute.idx2crd' op computes an intermediate value that overflows int64 at run time
func.func @div64(%i: i64, %n: i64) {
  %c = cute.make_coord(%i) : (i64) -> !cute.coord<"?{i64}">
  %s = cute.make_shape(%n) : (i64) -> !cute.shape<"(?{i64},2)">
  %r = cute.idx2crd(%c, %s) : (!cute.coord<"?{i64}">, !cute.shape<"(?{i64},2)">) -> !cute.coord<"(?{i64},?{i64})">
  cute.print(%r) : !cute.coord<"(?{i64},?{i64})">
  return
}
