// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// smem_desc_view<source type, #cute.layout>: a shared-memory object and the
// cute layout through which WGMMA/UMMA reads it.

// CHECK: func.func private @view(!cute_nvgpu.smem_desc_view<memref<128xf16, 3>, #cute.layout<"(4,32):(1@0,1@1)">>)
func.func private @view(!cute_nvgpu.smem_desc_view<memref<128xf16, 3>, #cute.layout<"(4,32):(1@0,1@1)">>)

// CHECK: func.func private @view_2d(!cute_nvgpu.smem_desc_view<memref<64x32xbf16, 3>, #cute.layout<"(64,32):(32,1)">>)
func.func private @view_2d(!cute_nvgpu.smem_desc_view<memref<64x32xbf16, 3>, #cute.layout<"(64,32):(32,1)">>)
