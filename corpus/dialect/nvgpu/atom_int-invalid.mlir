// RUN: cute-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{atom integer width must be positive}}
func.func private @f(!cute_nvgpu.i0)

// -----

// expected-error @+1 {{atom integer divby factor must be positive}}
func.func private @f(!cute_nvgpu.i4<divby 0>)

// -----

// expected-error @+1 {{atom integer width in `i4294967296` does not fit in 32 bits}}
func.func private @f(!cute_nvgpu.i4294967296)

// -----

// expected-error @+1 {{expected a 32-bit unsigned integer, got -2}}
func.func private @f(!cute_nvgpu.i4<divby -2>)

// -----

// expected-error @+1 {{expected 'divby'}}
func.func private @f(!cute_nvgpu.i4<by 2>)

// -----

// expected-error @+1 {{expected integer}}
func.func private @f(!cute_nvgpu.i4<divby>)

// -----

// Only `i` followed by digits alone is an atom integer.
// expected-error @+1 {{unknown  type `i4x` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.i4x)

// -----

// expected-error @+1 {{unknown  type `i4_divby_2` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.i4_divby_2)
