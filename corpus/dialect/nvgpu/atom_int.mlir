// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// Atom integers `i<N>[<divby M>]`: sub-byte and microscaling fragments. The
// `i` branch runs only after every mnemonic missed; `divby` is elided when
// absent. They are distinct from the builtin integer types.

// CHECK: func.func private @plain(!cute_nvgpu.i4, !cute_nvgpu.i6, !cute_nvgpu.i8)
func.func private @plain(!cute_nvgpu.i4, !cute_nvgpu.i6, !cute_nvgpu.i8)

// CHECK: func.func private @divby(!cute_nvgpu.i4<divby 2>, !cute_nvgpu.i2<divby 4>)
func.func private @divby(!cute_nvgpu.i4<divby 2>, !cute_nvgpu.i2<divby 4>)

// CHECK: func.func private @limits(!cute_nvgpu.i1<divby 1>, !cute_nvgpu.i4294967295)
func.func private @limits(!cute_nvgpu.i1<divby 1>, !cute_nvgpu.i4294967295)

// CHECK: func.func private @builtin(i4, !cute_nvgpu.i4)
func.func private @builtin(i4, !cute_nvgpu.i4)
