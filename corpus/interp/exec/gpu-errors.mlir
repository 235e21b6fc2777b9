// Launches CUDA refuses, a barrier some thread does not reach, and a
// failing thread are diagnostics at the op with a non-zero exit.
// RUN: not cute-interp %s --entry too_many_threads 2>&1 | FileCheck %s --check-prefix=THREADS
// RUN: not cute-interp %s --entry empty_grid 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not cute-interp %s --entry deep_block 2>&1 | FileCheck %s --check-prefix=DEEP
// RUN: not cute-interp %s --entry barrier 2>&1 | FileCheck %s --check-prefix=BARRIER
// RUN: not cute-interp %s --entry failing_thread > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=FAILOUT < %t.out
// RUN: FileCheck %s --check-prefix=FAILERR < %t.err
// RUN: not cute-interp %s --entry host_thread_id 2>&1 | FileCheck %s --check-prefix=HOST

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @nop() kernel {
      gpu.return
    }
    // Thread 0 returns before the barrier the others wait at.
    gpu.func @sync() kernel {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %first = arith.cmpi eq, %t, %c0 : index
      cf.cond_br %first, ^early, ^wait
    ^early:
      gpu.return
    ^wait:
      gpu.barrier
      gpu.return
    }
    // Thread 1 fails after the barrier; the others are unwound.
    gpu.func @failing() kernel {
      %t = gpu.thread_id x
      gpu.barrier
      %ti = arith.index_cast %t : index to i32
      %c1 = arith.constant 1 : i32
      %d = arith.subi %ti, %c1 : i32
      %q = arith.divsi %c1, %d : i32
      gpu.printf "thread %lld\n", %t : index
      gpu.barrier
      gpu.return
    }
  }

  // THREADS: error: invalid launch configuration: blocks in (1, 1, 1) threads in (512, 4, 1): a block has more than 1024 threads
  func.func @too_many_threads() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c512 = arith.constant 512 : index
    gpu.launch_func @kernels::@nop blocks in (%c1, %c1, %c1) threads in (%c512, %c4, %c1)
    return
  }

  // EMPTY: error: invalid launch configuration: blocks in (0, 1, 1) threads in (1, 1, 1): every grid and block extent must be at least 1
  func.func @empty_grid() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@nop blocks in (%c0, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }

  // DEEP: error: invalid launch configuration: blocks in (1, 1, 1) threads in (1, 1, 65): block z extent 65 exceeds 64
  func.func @deep_block() {
    %c1 = arith.constant 1 : index
    %c65 = arith.constant 65 : index
    gpu.launch_func @kernels::@nop blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c65)
    return
  }

  // BARRIER: gpu-errors.mlir:26:7: error: gpu.barrier is not reached by every thread of block (0, 0, 0): some threads returned before it
  func.func @barrier() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    gpu.launch_func @kernels::@sync blocks in (%c1, %c1, %c1) threads in (%c2, %c1, %c1)
    return
  }

  // FAILOUT: thread 0
  // FAILOUT-NOT: thread
  // FAILERR: error: division by zero in 'arith.divsi' of 1 and 0
  func.func @failing_thread() {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    gpu.launch_func @kernels::@failing blocks in (%c1, %c1, %c1) threads in (%c3, %c1, %c1)
    return
  }

  // HOST: error: 'gpu.thread_id' runs outside a kernel
  func.func @host_thread_id() {
    %t = gpu.thread_id x
    return
  }
}
