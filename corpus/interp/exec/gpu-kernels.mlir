// gpu.launch_func runs the kernel for every block and thread: blocks in
// order (x fastest), in each block its threads (x fastest), each to the
// end, so the output is the threads' output by block, then thread.
// RUN: cute-interp %s | FileCheck %s
// With ptxas at hand, the same module lowers to PTX that assembles.
// RUN: %if ptxas %{ rm -rf %t && cute-run --emit-ptx %t %s && %ptxas -arch=sm_90 %t/kernels.ptx -o /dev/null %}

// CHECK: block (0,0) of (2,1) thread (0,0) of (2,2)
// CHECK-NEXT: block (0,0) of (2,1) thread (1,0) of (2,2)
// CHECK-NEXT: block (0,0) of (2,1) thread (0,1) of (2,2)
// CHECK-NEXT: block (0,0) of (2,1) thread (1,1) of (2,2)
// CHECK-NEXT: block (1,0) of (2,1) thread (0,0) of (2,2)
// CHECK-NEXT: block (1,0) of (2,1) thread (1,0) of (2,2)
// CHECK-NEXT: block (1,0) of (2,1) thread (0,1) of (2,2)
// CHECK-NEXT: block (1,0) of (2,1) thread (1,1) of (2,2)

// Each thread evaluates a run-time layout at its global index: (?,4):(1,?)
// with extent base + 3 = 5 and stride base + 5 = 7; thread 0 of block 0
// prints the layout and its table first.
// CHECK-NEXT: (5,4):(1,7)
// CHECK-NEXT: (5,4):(1,7)
// CHECK-NEXT:        0    1    2    3
// CHECK-NEXT:     +----+----+----+----+
// CHECK-NEXT:  0  |  0 |  7 | 14 | 21 |
// CHECK:       4  |  4 | 11 | 18 | 25 |
// CHECK-NEXT:     +----+----+----+----+
// CHECK-NEXT: 0 -> 0
// CHECK-NEXT: 1 -> 1
// CHECK-NEXT: 2 -> 2
// CHECK-NEXT: 3 -> 3
// CHECK-NEXT: 4 -> 4
// CHECK-NEXT: 5 -> 7
// CHECK-NEXT: 6 -> 8
// CHECK-NEXT: 7 -> 9
// CHECK-NEXT: 8 -> 10
// CHECK-NEXT: 9 -> 11
// CHECK-NEXT: 10 -> 14
// CHECK-NEXT: 11 -> 15
// CHECK-NOT: ->

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @where() kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %gx = gpu.grid_dim x
      %gy = gpu.grid_dim y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      gpu.printf "block (%lld,%lld) of (%lld,%lld) thread (%lld,%lld) of (%lld,%lld)\n", %bx, %by, %gx, %gy, %tx, %ty, %dx, %dy : index, index, index, index, index, index, index, index
      gpu.return
    }

    gpu.func @eval(%base: i32) kernel {
      %c3 = arith.constant 3 : i32
      %n = arith.addi %base, %c3 : i32
      %s = cute.make_shape(%n) : (i32) -> !cute.shape<"(?,4)">
      %c5 = arith.constant 5 : i32
      %m = arith.addi %base, %c5 : i32
      %d = cute.make_stride(%m) : (i32) -> !cute.stride<"(1,?)">
      %l = cute.make_layout(%s, %d) : (!cute.shape<"(?,4)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,4):(1,?)">
      %tx = gpu.thread_id x
      %bx = gpu.block_id x
      %dx = gpu.block_dim x
      %c0 = arith.constant 0 : index
      %first = arith.cmpi eq, %tx, %c0 : index
      %block0 = arith.cmpi eq, %bx, %c0 : index
      %both = arith.andi %first, %block0 : i1
      scf.if %both {
        cute.print(%l) : !cute.layout<"(?,4):(1,?)">
        cute.print(%l) : !cute.layout<"(?,4):(1,?)"> {table}
      }
      %row = arith.muli %bx, %dx : index
      %i = arith.addi %row, %tx : index
      %i32 = arith.index_cast %i : index to i32
      %c = cute.make_coord(%i32) : (i32) -> !cute.coord<"?">
      %o = cute.crd2idx(%c, %l) : (!cute.coord<"?">, !cute.layout<"(?,4):(1,?)">) -> !cute.int_tuple<"?">
      %ov = cute.get_scalars(%o) : !cute.int_tuple<"?">
      gpu.printf "%lld -> %d\n", %i, %ov : index, i32
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %base = arith.constant 2 : i32
    gpu.launch_func @kernels::@where blocks in (%c2, %c1, %c1) threads in (%c2, %c2, %c1)
    gpu.launch_func @kernels::@eval blocks in (%c2, %c1, %c1) threads in (%c6, %c1, %c1) args(%base : i32)
    return
  }
}
