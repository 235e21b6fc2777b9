// convert-gpu-to-nvvm drops argument attributes it does not know;
// cute-kernel-args-to-llvm carries the grid-constant markers across it as
// the llvm.func argument indices (a memref before it becomes 5 arguments),
// and cute-kernel-to-nvvm applies the ABI there.
// RUN: cute-opt %s --split-input-file --verify-diagnostics --cute-kernel-args-to-llvm | FileCheck %s --check-prefix=CARRY
// RUN: cute-opt %s --split-input-file --verify-diagnostics -pass-pipeline='builtin.module(cute-kernel-args-to-llvm,gpu.module(convert-gpu-to-nvvm,reconcile-unrealized-casts),cute-kernel-to-nvvm)' | FileCheck %s

// CARRY: gpu.func @k(%{{.*}}: memref<4xi32>, %{{.*}}: !llvm.struct<(i64, i64)>) kernel attributes {cute.kernel, cute_nvgpu.grid_constant_args = array<i32: 5>}
// CHECK: llvm.func @k(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %[[D:.*]]: !llvm.ptr {llvm.align = 16 : i64, llvm.byval = !llvm.struct<(i64, i64)>, nvvm.grid_constant})
// CHECK-SAME: nvvm.kernel
// CHECK-NOT: grid_constant_args
// CHECK: llvm.load %[[D]] : !llvm.ptr -> !llvm.struct<(i64, i64)>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%m: memref<4xi32>, %d: !llvm.struct<(i64, i64)> {cute_nvgpu.grid_constant}) kernel attributes {cute.kernel} {
      %e = llvm.extractvalue %d[1] : !llvm.struct<(i64, i64)>
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-error @+1 {{'split': grid-constant argument 0 of type 'memref<4xi32>' does not convert to one LLVM argument}}
    gpu.func @split(%m: memref<4xi32> {cute_nvgpu.grid_constant}) kernel {
      gpu.return
    }
  }
}
