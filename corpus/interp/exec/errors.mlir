// Run-time errors are diagnostics at the op with a non-zero exit.
// RUN: not cute-interp %s --entry div_zero 2>&1 | FileCheck %s --check-prefix=DIV
// DIV: errors.mlir:[[@LINE+4]]:8: error: division by zero in 'arith.divsi' of 7 and 0
func.func @div_zero() {
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %q = arith.divsi %c7, %c0 : i32
  return
}

// RUN: not cute-interp %s --entry nsw 2>&1 | FileCheck %s --check-prefix=NSW
// NSW: error: signed overflow in an op marked nsw: 2147483647 and 1
func.func @nsw() {
  %big = arith.constant 2147483647 : i32
  %one = arith.constant 1 : i32
  %s = arith.addi %big, %one overflow<nsw> : i32
  return
}

// RUN: not cute-interp %s --entry out_of_bounds 2>&1 | FileCheck %s --check-prefix=OOB
// OOB: error: index [4] is out of bounds for a memref of shape [4]
func.func @out_of_bounds() {
  %c4 = arith.constant 4 : index
  %m = memref.alloca() : memref<4xi64>
  %v = memref.load %m[%c4] : memref<4xi64>
  return
}

// RUN: not cute-interp %s --entry forever --max-steps 1000 2>&1 | FileCheck %s --check-prefix=STEPS
// STEPS: error: step limit of 1000 operations exceeded
func.func @forever() {
  %t = arith.constant true
  scf.while : () -> () {
    scf.condition(%t)
  } do {
    scf.yield
  }
  return
}

// RUN: not cute-interp %s --entry recurse 2>&1 | FileCheck %s --check-prefix=DEPTH
// DEPTH: error: call depth limit of 1000 exceeded
func.func @recurse() {
  func.call @recurse() : () -> ()
  return
}

// RUN: not cute-interp %s --entry memory 2>&1 | FileCheck %s --check-prefix=MEM
// MEM: error: memory limit of 268435456 memref elements exceeded
func.func @memory() {
  %n = arith.constant 1000000000 : index
  %m = memref.alloc(%n) : memref<?xi8>
  return
}

// A dynamic leaf that does not fit its i32 slot.
// RUN: not cute-interp %s --entry leaf_overflow --args 1000000000 2>&1 | FileCheck %s --check-prefix=LEAF
// LEAF: error: run-time result 4000000000 does not fit the declared type '!cute.int_tuple<"?">': the value 4000000000 overflows the i32 leaf ?
func.func @leaf_overflow(%m: i32) {
  %s = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,4)">
  %n = cute.size(%s) : (!cute.shape<"(?,4)">) -> !cute.int_tuple<"?">
  return
}

// RUN: not cute-interp %s --entry unsupported 2>&1 | FileCheck %s --check-prefix=UNSUP
// UNSUP: error: the interpreter computes with floats only in constants, sitofp, fptosi and atom calls, not in 'arith.addf'
func.func @unsupported() {
  %f = arith.constant 1.0 : f32
  %g = arith.addf %f, %f : f32
  return
}

// RUN: not cute-interp %s --entry missing 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: no function @missing to run
// RUN: not cute-interp %s --entry leaf_overflow 2>&1 | FileCheck %s --check-prefix=ARGS
// ARGS: error: @leaf_overflow takes 1 arguments but the run supplies 0

// RUN: not cute-interp %s --entry external 2>&1 | FileCheck %s --check-prefix=EXTERNAL
// EXTERNAL: error: cannot call the external function @ext
func.func private @ext()
func.func @external() {
  func.call @ext() : () -> ()
  return
}

// The lowered loop would wrap below the bound and never end.
// RUN: not cute-interp %s --entry wrapping_iv 2>&1 | FileCheck %s --check-prefix=WRAP
// WRAP: errors.mlir:[[@LINE+5]]:3: error: scf.for induction variable overflows 'i8': 100 + 50
func.func @wrapping_iv() {
  %lo = arith.constant 100 : i8
  %hi = arith.constant 127 : i8
  %st = arith.constant 50 : i8
  scf.for %j = %lo to %hi step %st : i8 {
    cute.print(%j) : i8
  }
  return
}

// RUN: not cute-interp %s --entry zero_step 2>&1 | FileCheck %s --check-prefix=STEP
// STEP: error: scf.for step must be positive but is 0
func.func @zero_step() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c0 {
  }
  return
}

// RUN: not cute-interp %s --entry assertion 2>&1 | FileCheck %s --check-prefix=ASSERT
// ASSERT: error: assertion failed: must be positive
func.func @assertion() {
  %f = arith.constant false
  cf.assert %f, "must be positive"
  return
}

// RUN: not cute-interp %s --entry shift 2>&1 | FileCheck %s --check-prefix=SHIFT
// SHIFT: error: shift amount is not less than the bit width in 'arith.shli' of 1 and 32
func.func @shift() {
  %one = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %s = arith.shli %one, %c32 : i32
  return
}

// RUN: not cute-interp %s --entry min_over_minus_one 2>&1 | FileCheck %s --check-prefix=SDIV
// SDIV: error: signed division overflows in 'arith.divsi' of -2147483648 and -1
func.func @min_over_minus_one() {
  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %q = arith.divsi %min, %m1 : i32
  return
}

// RUN: not cute-interp %s --entry nuw 2>&1 | FileCheck %s --check-prefix=NUW
// NUW: error: unsigned overflow in an op marked nuw: 0 and 1
func.func @nuw() {
  %z = arith.constant 0 : i8
  %one = arith.constant 1 : i8
  %d = arith.subi %z, %one overflow<nuw> : i8
  return
}

// RUN: not cute-interp %s --entry double_free 2>&1 | FileCheck %s --check-prefix=FREE
// FREE: error: memref deallocated twice
func.func @double_free() {
  %m = memref.alloc() : memref<2xi32>
  memref.dealloc %m : memref<2xi32>
  memref.dealloc %m : memref<2xi32>
  return
}

// RUN: not cute-interp %s --entry use_after_free 2>&1 | FileCheck %s --check-prefix=UAF
// UAF: error: access to a deallocated memref
func.func @use_after_free() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<2xi32>
  memref.dealloc %m : memref<2xi32>
  %v = memref.load %m[%c0] : memref<2xi32>
  return
}

// RUN: not cute-interp %s --entry negative_extent 2>&1 | FileCheck %s --check-prefix=NEG
// NEG: error: negative memref extent -3
func.func @negative_extent() {
  %n = arith.constant -3 : index
  %m = memref.alloc(%n) : memref<?xi32>
  return
}

// RUN: not cute-interp %s --entry bad_dim 2>&1 | FileCheck %s --check-prefix=DIM
// DIM: error: dimension 1 is out of range for a rank-1 memref
func.func @bad_dim() {
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xi32>
  %d = memref.dim %m, %c1 : memref<2xi32>
  return
}

// RUN: not cute-interp %s --entry strided 2>&1 | FileCheck %s --check-prefix=STRIDED
// STRIDED: error: the interpreter supports memrefs of integers and floats with the identity layout, not 'memref<2xf32, strided<[2]>>'
func.func @strided() {
  %m = memref.alloc() : memref<2xf32, strided<[2]>>
  return
}

// RUN: not cute-interp %s --entry layout_arg --args 4 2>&1 | FileCheck %s --check-prefix=ENTRYARG
// ENTRYARG: error: entry arguments must be integers or index but got '!cute.layout<"4:1">'
func.func @layout_arg(%l: !cute.layout<"4:1">) {
  return
}

// RUN: not cute-interp %s --entry nuw --svg %s 2>&1 | FileCheck %s --check-prefix=SVGDIR
// SVGDIR: cute-interp: --svg with FILE needs an existing directory, not '{{.*}}errors.mlir'

// Run-time values that break a precondition C++ only assumes (safe_div of
// a run-time stride or offset, stencil_output_len's window) are errors.
// RUN: not cute-interp %s --entry recast_stride --args 5 2>&1 | FileCheck %s --check-prefix=RSTRIDE
// RSTRIDE: error: recast_layout: the run-time stride 5 is not a multiple of 2
func.func @recast_stride(%m: i32) {
  %s = cute.static : !cute.shape<"(4,8)">
  %d = cute.make_stride(%m) : (i32) -> !cute.stride<"(?,1)">
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(4,8)">, !cute.stride<"(?,1)">) -> !cute.layout<"(4,8):(?,1)">
  %r = cute.recast_layout<32, 16>(%l) : !cute.layout<"(4,8):(?,1)"> -> !cute.layout<"(4,4):(?,1)">
  return
}

// RUN: not cute-interp %s --entry recast_offset --args 3 2>&1 | FileCheck %s --check-prefix=ROFF
// ROFF: error: recast_layout: the offset 3 is not a multiple of 2
func.func @recast_offset(%o: i32) {
  %sw = cute.static : !cute.swizzle<"S<2,3,3>">
  %off = cute.make_int_tuple(%o) : (i32) -> !cute.int_tuple<"?">
  %l = cute.static : !cute.layout<"(8,8):(1,8)">
  %c = cute.make_composed_layout(%sw, %off, %l) : (!cute.swizzle<"S<2,3,3>">, !cute.int_tuple<"?">, !cute.layout<"(8,8):(1,8)">) -> !cute.composed_layout<"S<2,3,3> o ? o (8,8):(1,8)">
  %r = cute.recast_layout<16, 8>(%c) : !cute.composed_layout<"S<2,3,3> o ? o (8,8):(1,8)"> -> !cute.composed_layout<"S<2,2,3> o ? o (4,8):(1,4)">
  return
}

// RUN: not cute-interp %s --entry stencil_short --args 4 2>&1 | FileCheck %s --check-prefix=STENCIL
// STENCIL: error: stencil_divide: stencil_output_len: input 4 is shorter than the effective window 5
func.func @stencil_short(%n: i32) {
  %s = cute.make_shape(%n) : (i32) -> !cute.shape<"?">
  %d = cute.static : !cute.stride<"1">
  %l = cute.make_layout(%s, %d) : (!cute.shape<"?">, !cute.stride<"1">) -> !cute.layout<"?:1">
  %w = cute.static : !cute.int_tuple<"3">
  %st = cute.static : !cute.int_tuple<"1">
  %dl = cute.static : !cute.int_tuple<"2">
  %r = cute.stencil_divide(%l, %w, %st, %dl) : (!cute.layout<"?:1">, !cute.int_tuple<"3">, !cute.int_tuple<"1">, !cute.int_tuple<"2">) -> !cute.layout<"(3,?):(2,1)">
  return
}

// LLVM's srem of INT_MIN by -1 is undefined behaviour (it traps on x86),
// though its value would be 0; in i1, -1 / -1 overflows.
// RUN: not cute-interp %s --entry rem_overflow 2>&1 | FileCheck %s --check-prefix=REM
// REM: error: signed division overflows in 'arith.remsi' of -2147483648 and -1
func.func @rem_overflow() {
  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %r = arith.remsi %min, %m1 : i32
  return
}
// RUN: not cute-interp %s --entry i1_div 2>&1 | FileCheck %s --check-prefix=I1DIV
// I1DIV: error: signed division overflows in 'arith.divsi' of -1 and -1
func.func @i1_div() {
  %t = arith.constant true
  %q = arith.divsi %t, %t : i1
  return
}

// Integers wider than 64 bits are not interpreted (they were computed in
// 64 bits); cute.print takes at most 64.
// RUN: not cute-interp %s --entry wide 2>&1 | FileCheck %s --check-prefix=WIDE
// WIDE: error: the interpreter supports integers of at most 64 bits, not 'i128'
func.func @wide() {
  %a = arith.constant 1 : i128
  return
}

// Memory: an alloca's buffer ends with its function; it is never
// deallocated; an element is stored before it is read.
// RUN: not cute-interp %s --entry dangling 2>&1 | FileCheck %s --check-prefix=DANGLING
// DANGLING: error: access to a memref.alloca buffer after its function returned
func.func @make_alloca() -> memref<4xi32> {
  %m = memref.alloca() : memref<4xi32>
  return %m : memref<4xi32>
}
func.func @dangling() {
  %m = func.call @make_alloca() : () -> memref<4xi32>
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi32>
  return
}
// RUN: not cute-interp %s --entry dealloc_alloca 2>&1 | FileCheck %s --check-prefix=DEALLOCA
// DEALLOCA: error: deallocates a memref that memref.alloca allocated
func.func @dealloc_alloca() {
  %m = memref.alloca() : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return
}
// RUN: not cute-interp %s --entry uninitialized 2>&1 | FileCheck %s --check-prefix=UNINIT
// UNINIT: error: reads element [1, 2], which was never stored
func.func @uninitialized() {
  %m = memref.alloc() : memref<2x3xi32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = memref.load %m[%c1, %c2] : memref<2x3xi32>
  return
}
// A memref.cast that makes an extent static must name the run-time one.
// RUN: not cute-interp %s --entry bad_cast --args 3 2>&1 | FileCheck %s --check-prefix=CAST
// CAST: error: casts a memref of shape [3] to 'memref<4xi32>'
func.func @bad_cast(%n: index) {
  %m = memref.alloc(%n) : memref<?xi32>
  %s = memref.cast %m : memref<?xi32> to memref<4xi32>
  return
}

// ub.poison of an integer is 0 and of a cute value its type with unknown
// leaves (run/upstream-ops.mlir); other types are not interpreted.
// RUN: not cute-interp %s --entry poison_memref 2>&1 | FileCheck %s --check-prefix=POISON
// POISON: error: the interpreter supports ub.poison of integers and cute values, not 'memref<4xi32>'
func.func @poison_memref() {
  %p = ub.poison : memref<4xi32>
  return
}

// RUN: not cute-interp %s --entry subview_out_of_bounds 2>&1 | FileCheck %s --check-prefix=SUBVIEW
// SUBVIEW: error: subview at [2] of sizes [3] and strides [1] is out of bounds for a memref of shape [4]
func.func @subview_out_of_bounds() {
  %m = memref.alloc() : memref<4xi32>
  %c2 = arith.constant 2 : index
  %v = memref.subview %m[%c2] [3] [1] : memref<4xi32> to memref<3xi32, strided<[1], offset: ?>>
  return
}

// A subview is a strided view of its buffer: element [1, 1] of the view
// [1, 1] [2, 2] [1, 2] of a 3x5 buffer is its element [2, 3].
// RUN: cute-interp %s --entry subview_strided | FileCheck %s --check-prefix=VIEW
// VIEW: 23
func.func @subview_strided() {
  %m = memref.alloc() : memref<3x5xi32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c23 = arith.constant 23 : i32
  memref.store %c23, %m[%c2, %c3] : memref<3x5xi32>
  %v = memref.subview %m[1, 1] [2, 2] [1, 2] : memref<3x5xi32> to memref<2x2xi32, strided<[5, 2], offset: 6>>
  %x = memref.load %v[%c1, %c1] : memref<2x2xi32, strided<[5, 2], offset: 6>>
  cute.print(%x) : i32
  return
}

// Floats are kept as their bits: at most 64 of them, and printf prints
// integers only (a GPU's printf would promote a float to f64).
// RUN: not cute-interp %s --entry wide_float 2>&1 | FileCheck %s --check-prefix=WIDEFLOAT
// WIDEFLOAT: error: the interpreter keeps floats of at most 64 bits, not 'f80'
func.func @wide_float() {
  %f = arith.constant 1.0 : f80
  return
}
// RUN: not cute-interp %s --entry print_float 2>&1 | FileCheck %s --check-prefix=PFLOAT
// PFLOAT: error: the interpreter prints integers and strings only, not 'f32' (convert it with arith.fptosi)
llvm.mlir.global internal constant @float_format("%d\0A\00") {addr_space = 0 : i32}
llvm.func @printf(!llvm.ptr, ...) -> i32
func.func @print_float() {
  %f = arith.constant 1.5 : f32
  %fmt = llvm.mlir.addressof @float_format : !llvm.ptr
  %n = llvm.call @printf(%fmt, %f) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f32) -> i32
  return
}

// A cast may make static only what the view is: here its offset is 1.
// RUN: not cute-interp %s --entry cast_offset 2>&1 | FileCheck %s --check-prefix=CASTVIEW
// CASTVIEW: error: casts a memref view of offset 1 and strides [1] to 'memref<2xi32, strided<[1]>>'
func.func @cast_offset() {
  %m = memref.alloc() : memref<4xi32>
  %c1 = arith.constant 1 : index
  %v = memref.subview %m[%c1] [2] [1] : memref<4xi32> to memref<2xi32, strided<[1], offset: ?>>
  %w = memref.cast %v : memref<2xi32, strided<[1], offset: ?>> to memref<2xi32, strided<[1]>>
  return
}

// Subview bounds are checked without overflow.
// RUN: not cute-interp %s --entry subview_overflow 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// OVERFLOW: error: subview at [1] of sizes [2] and strides [9223372036854775807] is out of bounds for a memref of shape [4]
func.func @subview_overflow() {
  %m = memref.alloc() : memref<4xi32>
  %big = arith.constant 9223372036854775807 : index
  %v = memref.subview %m[1] [2] [%big] : memref<4xi32> to memref<2xi32, strided<[?], offset: 1>>
  return
}
