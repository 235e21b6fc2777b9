// RUN: cute-opt %s -split-input-file -verify-diagnostics

// The layout must be a #cute.layout attribute.
// expected-error @+1 {{smem_desc_view layout must be a #cute.layout attribute, got "(4,32):(1,4)"}}
func.func private @f(!cute_nvgpu.smem_desc_view<memref<128xf16, 3>, "(4,32):(1,4)">)

// -----

// expected-error @+1 {{smem_desc_view layout must be a #cute.layout attribute, got 4 : i32}}
func.func private @f(!cute_nvgpu.smem_desc_view<memref<128xf16, 3>, 4 : i32>)

// -----

// expected-error @+1 {{expected ','}}
func.func private @f(!cute_nvgpu.smem_desc_view<memref<128xf16, 3>>)

// -----

// expected-error @+1 {{expected '<'}}
func.func private @f(!cute_nvgpu.smem_desc_view)
