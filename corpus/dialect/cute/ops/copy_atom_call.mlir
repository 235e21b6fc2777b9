// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// One thread's share of a copy atom (the dialect documents): its source and destination
// fragments, as many values of the value type as the V mode of CuTe C++'s
// ValLayoutSrc and ValLayoutDst gives a thread.

!ldsm4 = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>
!ldsm1t = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = bf16, num_matrices = 1, transpose>
!cpasync = !cute.copy_atom<!cute_nvgpu.atom.simt_async_copy, value_type = f32>
!universal = !cute.copy_atom<!cute_nvgpu.atom.universal_copy<f16, 32 b>, value_type = f16>

// CHECK-LABEL: gpu.func @copies(
gpu.module @m {
  gpu.func @copies(%g: memref<4xf32, 1>, %u: memref<2xf16>, %r: memref<2xf16, 5>)
      workgroup(%s: memref<8xf16, #gpu.address_space<workgroup>>, %t: memref<8xbf16, 3>, %f: memref<4xf32, 3>)
      private(%x: memref<8xf16, #gpu.address_space<private>>, %y: memref<2xbf16>) kernel {
    %0 = cute.make_atom : !ldsm4
    // Copy_Atom<SM75_U32x4_LDSM_N, half_t>: each thread addresses a row of 8
    // values in shared memory and receives 8.
    // CHECK: cute.copy_atom_call(%{{.*}}, %{{.*}}, %{{.*}}) : !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>, memref<8xf16, #gpu.address_space<workgroup>>, memref<8xf16, #gpu.address_space<private>>
    cute.copy_atom_call(%0, %s, %x) : !ldsm4, memref<8xf16, #gpu.address_space<workgroup>>, memref<8xf16, #gpu.address_space<private>>
    %1 = cute.make_atom : !ldsm1t
    // Copy_Atom<SM75_U16x2_LDSM_T, bfloat16_t>: 8 addressed, 2 received.
    // CHECK: cute.copy_atom_call({{.*}}) : {{.*}}, memref<8xbf16, 3>, memref<2xbf16>
    cute.copy_atom_call(%1, %t, %y) : !ldsm1t, memref<8xbf16, 3>, memref<2xbf16>
    %2 = cute.make_atom : !cpasync
    // Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, float>: global to shared.
    // CHECK: cute.copy_atom_call({{.*}}) : {{.*}}, memref<4xf32, 1>, memref<4xf32, 3>
    cute.copy_atom_call(%2, %g, %f) : !cpasync, memref<4xf32, 1>, memref<4xf32, 3>
    %3 = cute.make_atom : !universal
    // Copy_Atom<UniversalCopy<uint32_t>, half_t>: any memory.
    // CHECK: cute.copy_atom_call({{.*}}) : {{.*}}, memref<2xf16>, memref<2xf16, 5>
    cute.copy_atom_call(%3, %u, %r) : !universal, memref<2xf16>, memref<2xf16, 5>
    gpu.return
  }
}
