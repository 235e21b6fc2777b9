// RUN: cute-opt %s -split-input-file -verify-diagnostics

// An unknown mnemonic: the dialect's own message, with two spaces between
// `unknown` and `type`.
// expected-error @+1 {{unknown  type `sm70.mma` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.sm70.mma)

// -----

// Mnemonics are case-sensitive: SM120 is uppercase, every other prefix lowercase.
// expected-error @+1 {{unknown  type `sm120.mma_bs` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.sm120.mma_bs)

// -----

// expected-error @+1 {{unknown  type `SM90.mma` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.SM90.mma)

// -----

// expected-error @+1 {{unknown  type `atom.TMA_load` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.atom.TMA_load)

// -----

// No SM120 variant other than mma_bs exists.
// expected-error @+1 {{unknown  type `SM120.mma` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.SM120.mma)

// -----

// A truncated mnemonic.
// expected-error @+1 {{unknown  type `atom.non_exec_tiled_tma_loa` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.atom.non_exec_tiled_tma_loa)

// -----

// expected-error @+1 {{unknown  type `i` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.i)

// -----

// A parameterless type takes no payload.
// expected-error @+1 {{unexpected `<f16>` after cute_nvgpu type}}
func.func private @f(!cute_nvgpu.sm90.mma<f16>)
