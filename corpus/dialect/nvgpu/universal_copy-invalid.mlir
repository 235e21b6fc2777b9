// RUN: cute-opt %s -split-input-file -verify-diagnostics

// Fields out of their fixed order.
// expected-error @+1 {{expected `N b`, `allow_dsmem`, `mem_order=` or `mem_scope=`, each at most once and in this order}}
func.func private @f(!cute_nvgpu.atom.universal_copy<f16, allow_dsmem, 128 b>)

// -----

// expected-error @+1 {{expected `N b`, `allow_dsmem`, `mem_order=` or `mem_scope=`, each at most once and in this order}}
func.func private @f(!cute_nvgpu.atom.universal_copy<f16, mem_scope=gpu, mem_order=sc>)

// -----

// A repeated field.
// expected-error @+1 {{expected `N b`, `allow_dsmem`, `mem_order=` or `mem_scope=`, each at most once and in this order}}
func.func private @f(!cute_nvgpu.atom.universal_copy<f16, allow_dsmem, allow_dsmem>)

// -----

// A trailing comma.
// expected-error @+1 {{expected `N b`, `allow_dsmem`, `mem_order=` or `mem_scope=`, each at most once and in this order}}
func.func private @f(!cute_nvgpu.atom.universal_copy<f16,>)

// -----

// The width needs its `b` (bits) suffix.
// expected-error @+1 {{expected 'b'}}
func.func private @f(!cute_nvgpu.atom.universal_copy<f16, 128>)

// -----

// expected-error @+1 {{universal_copy bit width must be positive}}
func.func private @f(!cute_nvgpu.atom.universal_copy<f16, 0 b>)

// -----

// expected-error @+1 {{expected a 32-bit unsigned integer, got 4294967296}}
func.func private @f(!cute_nvgpu.atom.universal_copy<f16, 4294967296 b>)

// -----

// expected-error @+1 {{expected one of [relaxed, acquire, release, acq_rel, sc, mmio, constant, volatile]}}
func.func private @f(!cute_nvgpu.atom.universal_copy<f16, mem_order=cluster>)

// -----

// expected-error @+1 {{expected one of [cluster, gpu, sys]}}
func.func private @f(!cute_nvgpu.atom.universal_copy<f16, mem_scope=cta>)

// -----

// expected-error @+1 {{expected '='}}
func.func private @f(!cute_nvgpu.atom.universal_copy<f16, mem_order acquire>)

// -----

// expected-error @+1 {{expected '<'}}
func.func private @f(!cute_nvgpu.atom.universal_copy)
