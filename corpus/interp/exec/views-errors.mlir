// Run-time errors of views, at the op: a layout that reaches past its
// memref (only known at run time here), a coordinate outside the shape,
// and an element never stored.
!dyn = !cute.view<memref<?xi32>, !cute.layout<"(4,8):(8,1)">>
!row = !cute.view<memref<32xi32>, !cute.layout<"(4,8):(8,1)">>

// RUN: not cute-interp %s --entry short 2>&1 | FileCheck %s --check-prefix=SHORT
// SHORT: views-errors.mlir:[[@LINE+5]]:8: error: 'cute.make_view': the offsets of the layout (4,8):(8,1) (0 to 31) exceed the 31 elements of its memref
func.func @short() {
  %c31 = arith.constant 31 : index
  %m = memref.alloc(%c31) : memref<?xi32>
  %l = cute.static : !cute.layout<"(4,8):(8,1)">
  %v = cute.make_view %m, %l : !dyn
  return
}

// RUN: not cute-interp %s --entry outside 2>&1 | FileCheck %s --check-prefix=OUTSIDE
// OUTSIDE: views-errors.mlir:[[@LINE+8]]:8: error: 'cute.memref.load': view: coordinate (4,0) is outside the shape (4,8)
func.func @outside() {
  %m = memref.alloc() : memref<32xi32>
  %l = cute.static : !cute.layout<"(4,8):(8,1)">
  %v = cute.make_view %m, %l : !row
  %c4 = arith.constant 4 : i32
  %c0 = arith.constant 0 : i32
  %c = cute.make_coord(%c4, %c0) : (i32, i32) -> !cute.coord<"(?,?)">
  %x = cute.memref.load %v, %c : !row, !cute.coord<"(?,?)">
  return
}

// RUN: not cute-interp %s --entry unwritten 2>&1 | FileCheck %s --check-prefix=UNWRITTEN
// UNWRITTEN: views-errors.mlir:[[@LINE+7]]:3: error: reads element [0], which was never stored
func.func @unwritten() {
  %m = memref.alloc() : memref<32xi32>
  %t = memref.alloc() : memref<32xi32>
  %l = cute.static : !cute.layout<"(4,8):(8,1)">
  %v = cute.make_view %m, %l : !row
  %w = cute.make_view %t, %l : !row
  cute.copy(%v, %w) : !row, !row
  return
}

// A run-time extent of 0 makes a view of no element, in any memref.
// RUN: cute-interp %s --entry empty | FileCheck %s --check-prefix=EMPTY
// EMPTY: 0
func.func @empty() {
  %m = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : i32
  %sh = cute.make_shape(%c0) : (i32) -> !cute.shape<"?">
  %st = cute.static : !cute.stride<"1">
  %l = cute.make_layout(%sh, %st) : (!cute.shape<"?">, !cute.stride<"1">) -> !cute.layout<"?:1">
  %v = cute.make_view %m, %l : !cute.view<memref<4xi32>, !cute.layout<"?:1">>
  %n = cute.size(%l) : (!cute.layout<"?:1">) -> !cute.int_tuple<"?">
  cute.print(%n) : !cute.int_tuple<"?">
  return
}

// Each element a cute.copy moves counts against --max-steps.
// RUN: not cute-interp %s --entry long_copy --max-steps 100 2>&1 | FileCheck %s --check-prefix=STEPS
// STEPS: error: step limit of 100 operations exceeded
func.func @long_copy() {
  %m = memref.alloc() : memref<1xi8>
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i8
  memref.store %z, %m[%c0] : memref<1xi8>
  %l = cute.static : !cute.layout<"(65536,65536):(0,0)">
  %v = cute.make_view %m, %l : !cute.view<memref<1xi8>, !cute.layout<"(65536,65536):(0,0)">>
  cute.copy(%v, %v) : !cute.view<memref<1xi8>, !cute.layout<"(65536,65536):(0,0)">>, !cute.view<memref<1xi8>, !cute.layout<"(65536,65536):(0,0)">>
  return
}

// A thread outside the tiled atom's 128 threads has no partition.
!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tiled = !cute.tiled_mma<!mma, atom_layout = "(2,2,1):(1,2,0)">
!vc = !cute.view<memref<512xi32>, !cute.layout<"(32,16):(1,32)">>
// The lowered program asserts the same.
// RUN: not cute-interp %s --entry partition_thread 2>&1 | FileCheck %s --check-prefix=THREAD
// RUN: not cute-run %s --entry partition_thread 2>&1 | FileCheck %s --check-prefix=ASSERT
// THREAD: views-errors.mlir:[[@LINE+10]]:8: error: 'cute.tiled_partition': thread 128 is not one of the tiled atom's 128 threads
// ASSERT: cute.tiled_partition: the thread is not one of the tiled atom's 128 threads
func.func @partition_thread() {
  %m = memref.alloc() : memref<512xi32>
  %l = cute.static : !cute.layout<"(32,16):(1,32)">
  %v = cute.make_view %m, %l : !vc
  %atom = cute.make_atom : !mma
  %tm = cute.make_tiled_mma(%atom) : !mma -> !tiled
  %c64 = arith.constant 64 : index
  %t = arith.addi %c64, %c64 : index
  %f = cute.tiled_partition<"C">(%tm, %v, %t) : !tiled, !vc -> !cute.view<memref<?xi32, strided<[1], offset: ?>>, !cute.layout<"((2,2),1,1):((32,8),0,0)">>
  return
}
