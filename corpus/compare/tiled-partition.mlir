// cute.tiled_partition (the dialect documents): thread thr's partition of a
// view by a tiled MMA or a tiled copy is C++'s
// tiled.get_slice(thr).partition_X(view). Every thread of the tiled MMA
// marks the elements of its partition of C: each element is covered once,
// by the thread CuTe's CLayout gives it. The interpreter and the lowered
// program (--cute-lower-views: a subview from the thread's first element)
// agree. The views lie 8 elements into their buffers, at a run-time offset:
// the partition's subview is a subview of a subview.
// RUN: cute-interp %s | FileCheck %s
// RUN: cute-run %s | FileCheck %s
// RUN: cute-run %s --compare > /dev/null

// SM80 16x8x16 repeated over atoms (2,2,1):(1,2,0): 128 threads, a 32x16
// C tile; thread v + 32 * (i + 2j) holds, in atom (i, j), rows v/4 and
// v/4 + 8 and columns 2(v%4) and 2(v%4)+1, so its fragment is
// ((2,2),1,1):((32,8),0,0) in the column-major tile.
!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tiled = !cute.tiled_mma<!mma, atom_layout = "(2,2,1):(1,2,0)">
!tile = !cute.layout<"(32,16):(1,32)">
!shifted = memref<512xi32, strided<[1], offset: ?>>
!vc = !cute.view<!shifted, !tile>
!frag = !cute.view<memref<?xi32, strided<[1], offset: ?>>, !cute.layout<"((2,2),1,1):((32,8),0,0)">>

// The elements not covered exactly once, then the owners of (0,0), (8,1),
// (1,0), (16,0), (0,8) and (31,15).
// CHECK: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}0{{$}}
// CHECK-NEXT: {{^}}4{{$}}
// CHECK-NEXT: {{^}}32{{$}}
// CHECK-NEXT: {{^}}64{{$}}
// CHECK-NEXT: {{^}}127{{$}}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %c512 = arith.constant 512 : index
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %c8 = arith.constant 8 : index
  %cov = memref.alloc() : memref<520xi32>
  %own = memref.alloc() : memref<520xi32>
  %c520 = arith.constant 520 : index
  scf.for %k = %c0 to %c520 step %c1 {
    memref.store %zero, %cov[%k] : memref<520xi32>
  }
  %scov = memref.subview %cov[%c8] [512] [1] : memref<520xi32> to !shifted
  %sown = memref.subview %own[%c8] [512] [1] : memref<520xi32> to !shifted
  %atom = cute.make_atom : !mma
  %tm = cute.make_tiled_mma(%atom) : !mma -> !tiled
  %l = cute.static : !tile
  %vcov = cute.make_view %scov, %l : !vc
  %vown = cute.make_view %sown, %l : !vc
  scf.for %t = %c0 to %c128 step %c1 {
    %fcov = cute.tiled_partition<"C">(%tm, %vcov, %t) : !tiled, !vc -> !frag
    %fown = cute.tiled_partition<"C">(%tm, %vown, %t) : !tiled, !vc -> !frag
    %ti = arith.index_cast %t : index to i32
    scf.for %i = %c0 to %c4 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %at = cute.make_coord(%ii) : (i32) -> !cute.coord<"?">
      %n = cute.memref.load %fcov, %at : !frag, !cute.coord<"?">
      %n1 = arith.addi %n, %one : i32
      cute.memref.store %n1, %fcov, %at : !frag, !cute.coord<"?">
      cute.memref.store %ti, %fown, %at : !frag, !cute.coord<"?">
    }
  }
  %bad = scf.for %k = %c0 to %c512 step %c1 iter_args(%sum = %zero) -> (i32) {
    %n = memref.load %scov[%k] : !shifted
    %once = arith.cmpi eq, %n, %one : i32
    %add = arith.select %once, %zero, %one : i32
    %next = arith.addi %sum, %add : i32
    scf.yield %next : i32
  }
  cute.print(%bad) : i32
  %o00 = memref.load %sown[%c0] : !shifted
  cute.print(%o00) : i32
  %c40 = arith.constant 40 : index
  %o81 = memref.load %sown[%c40] : !shifted
  cute.print(%o81) : i32
  %o10 = memref.load %sown[%c1] : !shifted
  cute.print(%o10) : i32
  %c16 = arith.constant 16 : index
  %o160 = memref.load %sown[%c16] : !shifted
  cute.print(%o160) : i32
  %c256 = arith.constant 256 : index
  %o08 = memref.load %sown[%c256] : !shifted
  cute.print(%o08) : i32
  %c511 = arith.constant 511 : index
  %olast = memref.load %sown[%c511] : !shifted
  cute.print(%olast) : i32
  memref.dealloc %cov : memref<520xi32>
  memref.dealloc %own : memref<520xi32>
  return
}
