// RUN: cute-opt %s -split-input-file --cute-atoms-to-nvvm=chip=sm_75 -verify-diagnostics
// RUN: not cute-opt %s -split-input-file --cute-to-ptx-pipeline=chip=sm_70 2>&1 | FileCheck %s --check-prefix=PIPELINE

// An atom whose instruction the target chip lacks is an error at its call
// (LLVM's NVPTX backend used to abort in instruction selection: "Cannot
// select: intrinsic %llvm.nvvm.mma.m16n8k16"). SM80 MMA and cp.async need
// sm_80, SM75 MMA and ldmatrix sm_75; a universal copy runs anywhere.
// PIPELINE: error: 'cute.mma_atom_call' op needs sm_80 or newer for SM80 MMA (mma.sync), but the target is sm_70
// PIPELINE: error: 'cute.mma_atom_call' op needs sm_75 or newer for SM75 MMA (mma.sync), but the target is sm_70
// PIPELINE: error: 'cute.copy_atom_call' op needs sm_75 or newer for ldmatrix, but the target is sm_70
// PIPELINE: error: 'cute.copy_atom_call' op needs sm_80 or newer for cp.async, but the target is sm_70

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
gpu.module @m {
  gpu.func @sm80_mma(%d: memref<4xf32, 5>, %a: memref<8xf16, 5>, %b: memref<4xf16, 5>) kernel {
    %atom = cute.make_atom : !mma
    // expected-error @+1 {{'cute.mma_atom_call' op needs sm_80 or newer for SM80 MMA (mma.sync), but the target is sm_75}}
    cute.mma_atom_call(%atom, %d, %a, %b, %d) : !mma, memref<4xf32, 5>, memref<8xf16, 5>, memref<4xf16, 5>, memref<4xf32, 5>
    gpu.return
  }
}

// -----

// Allowed on sm_75: the PIPELINE run (sm_70) refuses it.
!mma75 = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 8], a_type = f16, b_type = f16, c_type = f32, sm75>
gpu.module @m {
  gpu.func @sm75_mma(%d: memref<4xf32, 5>, %a: memref<4xf16, 5>, %b: memref<2xf16, 5>) kernel {
    %atom = cute.make_atom : !mma75
    cute.mma_atom_call(%atom, %d, %a, %b, %d) : !mma75, memref<4xf32, 5>, memref<4xf16, 5>, memref<2xf16, 5>, memref<4xf32, 5>
    gpu.return
  }
}

// -----

!ldsm4 = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>
gpu.module @m {
  gpu.func @ldmatrix(%r: memref<8xf16, 5>) workgroup(%s: memref<8xf16, 3>) kernel {
    %atom = cute.make_atom : !ldsm4
    cute.copy_atom_call(%atom, %s, %r) : !ldsm4, memref<8xf16, 3>, memref<8xf16, 5>
    gpu.return
  }
}

// -----

!cpasync = !cute.copy_atom<!cute_nvgpu.atom.simt_async_copy, value_type = f32>
gpu.module @m {
  gpu.func @cp_async(%g: memref<4xf32, 1>) workgroup(%f: memref<4xf32, 3>) kernel {
    %atom = cute.make_atom : !cpasync
    // expected-error @+1 {{'cute.copy_atom_call' op needs sm_80 or newer for cp.async, but the target is sm_75}}
    cute.copy_atom_call(%atom, %g, %f) : !cpasync, memref<4xf32, 1>, memref<4xf32, 3>
    gpu.return
  }
}
