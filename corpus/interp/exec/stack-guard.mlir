// Recursion deeper than the interpreter's stack is a diagnostic at the call,
// on the host (a 32 MiB stack here, 1 GiB by default) and in a GPU thread
// (8 MiB), never a crash.
// RUN: not cute-interp %s --entry recurse --stack-mb 32 --max-call-depth 100000000 --max-steps 1000000000 2>&1 | FileCheck %s --check-prefix=HOST
// HOST: stack-guard.mlir:[[@LINE+14]]:5: error: the interpreter's stack is exhausted at call depth {{[0-9]+}}
// RUN: not cute-interp %s --entry launch --max-call-depth 100000000 --max-steps 1000000000 2>&1 | FileCheck %s --check-prefix=FIBER
// FIBER: stack-guard.mlir:[[@LINE+25]]:7: error: the interpreter's stack is exhausted at call depth {{[0-9]+}}
// The default call depth limit comes first: its own diagnostic.
// RUN: not cute-interp %s --entry recurse 2>&1 | FileCheck %s --check-prefix=DEPTH
// DEPTH: error: call depth limit of 1000 exceeded
// RUN: not cute-interp %s --entry recurse --max-call-depth 10 2>&1 | FileCheck %s --check-prefix=DEPTH10
// DEPTH10: error: call depth limit of 10 exceeded
// A stack the interpreter's thread cannot have is an error of the option
// (0 used to abort in pthread_attr_setstacksize).
// RUN: not cute-interp %s --entry recurse --stack-mb 0 2>&1 | FileCheck %s --check-prefix=STACK0
// STACK0: cute-interp: --stack-mb=0: the interpreter's stack must be 1 to 4095 MiB
module attributes {gpu.container_module} {
  func.func @recurse() {
    func.call @recurse() : () -> ()
    return
  }

  func.func @launch() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    gpu.launch_func @kernels::@deep blocks in (%c1, %c1, %c1) threads in (%c2, %c1, %c1)
    return
  }

  gpu.module @kernels {
    func.func @down() {
      func.call @down() : () -> ()
      return
    }
    gpu.func @deep() kernel {
      func.call @down() : () -> ()
      gpu.barrier
      gpu.return
    }
  }
}
