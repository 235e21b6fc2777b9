// A block's threads take turns at gpu.barrier: each runs to the barrier in
// thread order, then all go on. Through workgroup memory the threads of
// a block exchange values (here, reversing them); private memory is each
// thread's own. Without the barrier a thread would read an element no
// thread has written yet, which is an error.
// RUN: cute-interp %s | FileCheck %s
// RUN: %if ptxas %{ rm -rf %t && cute-run --emit-ptx %t %s && %ptxas -arch=sm_90 %t/kernels.ptx -o /dev/null %}
// RUN: sed -e "/gpu.barrier/d" %s > %t.nobarrier.mlir
// RUN: not cute-interp %t.nobarrier.mlir 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: reads element [3], which was never stored

// CHECK: block 0 thread 0: mine 0, from thread 3 3
// CHECK-NEXT: block 0 thread 1: mine 1, from thread 2 2
// CHECK-NEXT: block 0 thread 2: mine 2, from thread 1 1
// CHECK-NEXT: block 0 thread 3: mine 3, from thread 0 0
// CHECK-NEXT: block 1 thread 0: mine 10, from thread 3 13
// CHECK: block 1 thread 3: mine 13, from thread 0 10

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // Each thread writes its square to shared memory; after the barrier it
    // reads its neighbour's (a reversal through shared memory).
    gpu.func @reverse() workgroup(%s: memref<4xi32, #gpu.address_space<workgroup>>) private(%p: memref<1xi32, #gpu.address_space<private>>) kernel {
      %t = gpu.thread_id x
      %b = gpu.block_id x
      %ti = arith.index_cast %t : index to i32
      %bi = arith.index_cast %b : index to i32
      %c10 = arith.constant 10 : i32
      %base = arith.muli %bi, %c10 : i32
      %v = arith.addi %base, %ti : i32
      memref.store %v, %s[%t] : memref<4xi32, #gpu.address_space<workgroup>>
      %c0 = arith.constant 0 : index
      memref.store %v, %p[%c0] : memref<1xi32, #gpu.address_space<private>>
      gpu.barrier
      %c3 = arith.constant 3 : index
      %other = arith.subi %c3, %t : index
      %w = memref.load %s[%other] : memref<4xi32, #gpu.address_space<workgroup>>
      %mine = memref.load %p[%c0] : memref<1xi32, #gpu.address_space<private>>
      gpu.printf "block %lld thread %lld: mine %d, from thread %lld %d\n", %b, %t, %mine, %other, %w : index, index, i32, index, i32
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @kernels::@reverse blocks in (%c2, %c1, %c1) threads in (%c4, %c1, %c1)
    return
  }
}
