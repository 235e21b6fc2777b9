// Launches CUDA refuses, and what the interpreter does not execute yet, are
// diagnostics at the op with a non-zero exit.
// RUN: not cute-interp %s --entry too_many_threads 2>&1 | FileCheck %s --check-prefix=THREADS
// RUN: not cute-interp %s --entry empty_grid 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not cute-interp %s --entry deep_block 2>&1 | FileCheck %s --check-prefix=DEEP
// RUN: not cute-interp %s --entry barrier 2>&1 | FileCheck %s --check-prefix=BARRIER
// RUN: not cute-interp %s --entry host_thread_id 2>&1 | FileCheck %s --check-prefix=HOST

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @nop() kernel {
      gpu.return
    }
    gpu.func @sync() kernel {
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

  // DEEP: error: invalid launch configuration: blocks in (1, 1, 1) threads in (1, 1, 65): block extent 2 exceeds 64
  func.func @deep_block() {
    %c1 = arith.constant 1 : index
    %c65 = arith.constant 65 : index
    gpu.launch_func @kernels::@nop blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c65)
    return
  }

  // BARRIER: gpu-errors.mlir:15:7: error: the interpreter does not execute 'gpu.barrier' yet: it runs a block's threads one after another
  func.func @barrier() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    gpu.launch_func @kernels::@sync blocks in (%c1, %c1, %c1) threads in (%c2, %c1, %c1)
    return
  }

  // HOST: error: 'gpu.thread_id' runs outside a kernel
  func.func @host_thread_id() {
    %t = gpu.thread_id x
    return
  }
}
