// A kernel in the style of the sm50 files: thread 0 of 4 prints.
// RUN: %cutlass-compiler-run-device %s | FileCheck %s
// CHECK: (2,3):(3,1)
module attributes {gpu.container_module} {
  gpu.module @kernel {
    gpu.func @print_all() kernel {
      %tx = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        %l = cute.static : !cute.layout<"(2,3):(3,1)">
        cute.print(%l) : !cute.layout<"(2,3):(3,1)">
      }
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @kernel::@print_all blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
    return
  }
}
