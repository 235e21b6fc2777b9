// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// atom.universal_copy<elem[, N b][, allow_dsmem][, mem_order=O][, mem_scope=S]>:
// the fields come in this fixed order and absent ones are elided (never
// printed as a default). `b` means bits and follows a space.

// CHECK: func.func private @elem_only(!cute_nvgpu.atom.universal_copy<f16>)
func.func private @elem_only(!cute_nvgpu.atom.universal_copy<f16>)

// CHECK: func.func private @width(!cute_nvgpu.atom.universal_copy<f16, 128 b>)
func.func private @width(!cute_nvgpu.atom.universal_copy<f16, 128 b>)

// CHECK: func.func private @width_dsmem(!cute_nvgpu.atom.universal_copy<f16, 128 b, allow_dsmem>)
func.func private @width_dsmem(!cute_nvgpu.atom.universal_copy<f16, 128 b, allow_dsmem>)

// CHECK: func.func private @dsmem(!cute_nvgpu.atom.universal_copy<bf16, allow_dsmem>)
func.func private @dsmem(!cute_nvgpu.atom.universal_copy<bf16, allow_dsmem>)

// CHECK: func.func private @order_scope(!cute_nvgpu.atom.universal_copy<f16, mem_order=acquire, mem_scope=cluster>)
func.func private @order_scope(!cute_nvgpu.atom.universal_copy<f16, mem_order=acquire, mem_scope=cluster>)

// CHECK: func.func private @scope_only(!cute_nvgpu.atom.universal_copy<f32, mem_scope=gpu>)
func.func private @scope_only(!cute_nvgpu.atom.universal_copy<f32, mem_scope=gpu>)

// CHECK: func.func private @all(!cute_nvgpu.atom.universal_copy<i8, 32 b, allow_dsmem, mem_order=release, mem_scope=sys>)
func.func private @all(!cute_nvgpu.atom.universal_copy<i8, 32 b, allow_dsmem, mem_order=release, mem_scope=sys>)

// Every memory order spelling.
// CHECK: func.func private @orders(
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<f16, mem_order=relaxed>
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<f16, mem_order=acquire>
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<f16, mem_order=release>
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<f16, mem_order=acq_rel>
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<f16, mem_order=sc>
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<f16, mem_order=mmio>
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<f16, mem_order=constant>
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<f16, mem_order=volatile>)
func.func private @orders(
  !cute_nvgpu.atom.universal_copy<f16, mem_order=relaxed>,
  !cute_nvgpu.atom.universal_copy<f16, mem_order=acquire>,
  !cute_nvgpu.atom.universal_copy<f16, mem_order=release>,
  !cute_nvgpu.atom.universal_copy<f16, mem_order=acq_rel>,
  !cute_nvgpu.atom.universal_copy<f16, mem_order=sc>,
  !cute_nvgpu.atom.universal_copy<f16, mem_order=mmio>,
  !cute_nvgpu.atom.universal_copy<f16, mem_order=constant>,
  !cute_nvgpu.atom.universal_copy<f16, mem_order=volatile>)

// Every memory scope spelling.
// CHECK: func.func private @scopes(
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<f16, mem_scope=cluster>
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<f16, mem_scope=gpu>
// CHECK-SAME: !cute_nvgpu.atom.universal_copy<f16, mem_scope=sys>)
func.func private @scopes(
  !cute_nvgpu.atom.universal_copy<f16, mem_scope=cluster>,
  !cute_nvgpu.atom.universal_copy<f16, mem_scope=gpu>,
  !cute_nvgpu.atom.universal_copy<f16, mem_scope=sys>)

// The element type may itself be a cute_nvgpu atom integer.
// CHECK: func.func private @atom_int_elem(!cute_nvgpu.atom.universal_copy<!cute_nvgpu.i4<divby 2>, 8 b>)
func.func private @atom_int_elem(!cute_nvgpu.atom.universal_copy<!cute_nvgpu.i4<divby 2>, 8 b>)
