// The kernel-entry ABI (the dialect documents): cute.kernel -> nvvm.kernel, and each
// cute_nvgpu.grid_constant argument -> {llvm.align = 16, llvm.byval = T,
// nvvm.grid_constant} on a pointer to its aggregate T, read once at entry.
// RUN: cute-opt %s --split-input-file --verify-diagnostics --cute-kernel-to-nvvm | FileCheck %s

// CHECK-LABEL: llvm.func @rename()
// CHECK-SAME: attributes {nvvm.kernel}
// CHECK-NOT: cute.kernel
llvm.func @rename() attributes {cute.kernel} {
  llvm.return
}

// -----

// CHECK-LABEL: llvm.func @descriptor(
// CHECK-SAME: %[[N:.*]]: i32,
// CHECK-SAME: %[[D:.*]]: !llvm.ptr {llvm.align = 16 : i64, llvm.byval = !llvm.struct<(array<16 x i64>)>, nvvm.grid_constant})
// CHECK-SAME: attributes {nvvm.kernel}
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[D]] : !llvm.ptr -> !llvm.struct<(array<16 x i64>)>
// CHECK-NEXT: llvm.extractvalue %[[V]][0, 3]
// CHECK-NOT: cute_nvgpu.grid_constant
llvm.func @descriptor(%n: i32, %d: !llvm.struct<(array<16 x i64>)> {cute_nvgpu.grid_constant}) attributes {cute.kernel} {
  %e = llvm.extractvalue %d[0, 3] : !llvm.struct<(array<16 x i64>)>
  llvm.return
}

// -----

// A kernel already marked nvvm.kernel (convert-gpu-to-nvvm's) keeps it,
// and an array is an aggregate too.
// CHECK-LABEL: llvm.func @array(
// CHECK-SAME: !llvm.ptr {llvm.align = 16 : i64, llvm.byval = !llvm.array<4 x i32>, nvvm.grid_constant})
llvm.func @array(%d: !llvm.array<4 x i32> {cute_nvgpu.grid_constant}) attributes {nvvm.kernel} {
  llvm.return
}

// -----

// The carried form: the argument indices cute-kernel-args-to-llvm left.
// CHECK-LABEL: llvm.func @carried(
// CHECK-SAME: %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr {llvm.align = 16 : i64, llvm.byval = !llvm.struct<(i64, i64)>, nvvm.grid_constant})
// CHECK-NOT: grid_constant_args
llvm.func @carried(%p: !llvm.ptr, %d: !llvm.struct<(i64, i64)>) attributes {cute.kernel, cute_nvgpu.grid_constant_args = array<i32: 1>} {
  llvm.return
}

// -----

// Ordering: before the type converter the kernel is still a gpu.func.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-error @+1 {{'k' is still a 'gpu.func': cute-kernel-to-nvvm must run after the type converter has produced LLVM-legal kernel arguments (convert-gpu-to-nvvm or convert-func-to-llvm)}}
    gpu.func @k(%d: !llvm.struct<(i64)> {cute_nvgpu.grid_constant}) kernel attributes {cute.kernel} {
      gpu.return
    }
  }
}

// -----

// expected-error @+1 {{'f' is still a 'func.func': cute-kernel-to-nvvm must run after the type converter}}
func.func @f(%d: memref<4xi32> {cute_nvgpu.grid_constant}) attributes {cute.kernel} {
  return
}

// -----

// expected-error @+1 {{'scalar': grid-constant argument 0 has type 'i64', but llvm.byval needs an LLVM struct or array}}
llvm.func @scalar(%d: i64 {cute_nvgpu.grid_constant}) attributes {cute.kernel} {
  llvm.return
}

// -----

// expected-error @+1 {{'device' has grid-constant argument 0 but is not a kernel (cute.kernel or nvvm.kernel)}}
llvm.func @device(%d: !llvm.struct<(i64)> {cute_nvgpu.grid_constant}) {
  llvm.return
}

// -----

// expected-error @+1 {{'range': grid-constant argument 3 is out of range (the function has 1 arguments)}}
llvm.func @range(%d: !llvm.struct<(i64)>) attributes {cute.kernel, cute_nvgpu.grid_constant_args = array<i32: 3>} {
  llvm.return
}
