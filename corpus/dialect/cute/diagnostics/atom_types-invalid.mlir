// RUN: cute-opt %s -split-input-file -verify-diagnostics

// Each atom instance must name an atom of the registry (CuTe C++'s): the
// family, the shape and the element types select it.

// expected-error @+1 {{!cute.mma_atom names no atom of the registry: unknown MMA atom 'SM80_16x8x32_F32F16F16F32_TN'}}
func.func @no_such_shape(%a: !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 32], a_type = f16, b_type = f16, c_type = f32>)

// -----

// expected-error @+1 {{!cute.mma_atom names no atom of the registry: unknown MMA atom 'SM80_16x8x16_F16BF16BF16F16_TN'}}
func.func @bf16_into_f16(%a: !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = bf16, b_type = bf16, c_type = f16>)

// -----

// The registry has only SM75's 16x8x8 f16 atom with an f32 accumulator.
// expected-error @+1 {{!cute.mma_atom names no atom of the registry: unknown MMA atom 'SM75_16x8x8_F32BF16BF16F32_TN'}}
func.func @sm75_bf16(%a: !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 8], a_type = bf16, b_type = bf16, c_type = f32, sm75>)

// -----

// expected-error @+1 {{!cute.mma_atom's sm75 names an atom of the family !cute_nvgpu.sm80.mma, got '!cute_nvgpu.sm90.mma'}}
func.func @sm75_family(%a: !cute.mma_atom<!cute_nvgpu.sm90.mma, shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32, sm75>)

// -----

// expected-error @+1 {{expected 'sm75'}}
func.func @sm75_keyword(%a: !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 8], a_type = f16, b_type = f16, c_type = f32, sm70>)

// -----

// expected-error @+1 {{!cute.mma_atom expects the family !cute_nvgpu.sm80.mma or !cute_nvgpu.sm90.mma, got '!cute_nvgpu.sm100.mma'}}
func.func @family(%a: !cute.mma_atom<!cute_nvgpu.sm100.mma, shape_MNK = [64, 64, 16], a_type = f16, b_type = f16, c_type = f32>)

// -----

// expected-error @+1 {{!cute.mma_atom expects shape_MNK of 3 extents, got 2}}
func.func @rank(%a: !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8], a_type = f16, b_type = f16, c_type = f32>)

// -----

// GMMA's N is a multiple of 8 up to 256.
// expected-error @+1 {{!cute.mma_atom names no atom of the registry: unknown MMA atom 'SM90_64x12x16_F32F16F16_SS'}}
func.func @gmma_n(%a: !cute.mma_atom<!cute_nvgpu.sm90.mma, shape_MNK = [64, 12, 16], a_type = f16, b_type = f16, c_type = f32>)

// -----

// expected-error @+1 {{!cute.copy_atom names no atom of the registry: unknown copy atom 'SM75_U32x3_LDSM_N'}}
func.func @three_matrices(%a: !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 3>)

// -----

// expected-error @+1 {{!cute.copy_atom takes num_matrices and transpose for !cute_nvgpu.atom.ldsm only, and needs num_matrices there}}
func.func @ldsm_count(%a: !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16>)

// -----

// expected-error @+1 {{!cute.copy_atom takes num_matrices and transpose for !cute_nvgpu.atom.ldsm only, and needs num_matrices there}}
func.func @async_transpose(%a: !cute.copy_atom<!cute_nvgpu.atom.simt_async_copy, value_type = f16, transpose>)

// -----

// expected-error @+1 {{!cute.copy_atom expects the value type of '!cute_nvgpu.atom.universal_copy<f16, 32 b>' to be 'f16', got 'f32'}}
func.func @universal_value(%a: !cute.copy_atom<!cute_nvgpu.atom.universal_copy<f16, 32 b>, value_type = f32>)

// -----

// expected-error @+1 {{!cute.copy_atom expects the family !cute_nvgpu.atom.ldsm, !cute_nvgpu.atom.simt_async_copy or !cute_nvgpu.atom.universal_copy, got '!cute_nvgpu.atom.tma_load'}}
func.func @copy_family(%a: !cute.copy_atom<!cute_nvgpu.atom.tma_load, value_type = f16>)

// -----

// A 20-bit value does not divide the 128 bits of cp.async.
// expected-error @+1 {{!cute.copy_atom names no atom of the registry}}
func.func @value_bits(%a: !cute.copy_atom<!cute_nvgpu.atom.simt_async_copy, value_type = i20>)

// -----

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
// expected-error @+1 {{!cute.tiled_mma: make_tiled_mma: the atom layout has more than 3 modes}}
func.func @atom_layout_rank(%t: !cute.tiled_mma<!mma, atom_layout = "(2,2,1,1):(1,2,0,0)">)

// -----

// The default tile extent, Shape_MNK's K times the atom layout's K extent,
// overflows int64 (found by cute-fuzz-mlir under UBSan: the product was an
// unchecked signed overflow).
!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
// expected-error @+1 {{!cute.tiled_mma: make_tiled_mma: int64 overflow in 16 * 4444444444444444441}}
func.func @tile_extent_overflow(%t: !cute.tiled_mma<!mma, atom_layout = "(2,2,4444444444444444441):(1,2,0)">)

// -----

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
// expected-error @+1 {{!cute.tiled_mma: atom_layout: "(2, 2):(1, 2)" is not canonical; expected "(2,2):(1,2)"}}
func.func @canonical(%t: !cute.tiled_mma<!mma, atom_layout = "(2, 2):(1, 2)">)

// -----

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
// expected-error @+1 {{!cute.tiled_mma: permutation: "(32,32)" is not a tile}}
func.func @permutation_kind(%t: !cute.tiled_mma<!mma, atom_layout = "1:0", permutation = "(32,32)">)

// -----

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
// expected-error @+1 {{!cute.tiled_mma: atom_layout: "(2,?):(1,2)" must be static}}
func.func @dynamic(%t: !cute.tiled_mma<!mma, atom_layout = "(2,?):(1,2)">)

// -----

// expected-error @+1 {{!cute.tiled_mma expects a !cute.mma_atom, got 'f16'}}
func.func @not_an_atom(%t: !cute.tiled_mma<f16, atom_layout = "1:0">)

// -----

!ldsm = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>
// ldmatrix x4 moves (32 threads, 8 values): 16 threads are too few.
// expected-error @+1 {{!cute.tiled_copy expects layout_tv (threads, values) in multiples of the atom's (32, 8), got (16,8):(8,1)}}
func.func @too_few_threads(%t: !cute.tiled_copy<!ldsm, layout_tv = "(16,8):(8,1)", tile = "(8,16)">)

// -----

!ldsm = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>
// expected-error @+1 {{!cute.tiled_copy expects layout_tv to index within the tile (8,16) of 128 elements, but its cosize is 256}}
func.func @outside_the_tile(%t: !cute.tiled_copy<!ldsm, layout_tv = "(32,8):(8,1)", tile = "(8,16)">)

// -----

!ldsm = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>
// expected-error @+1 {{!cute.tiled_copy expects a layout_tv of rank 2, got 256:1}}
func.func @layout_tv_rank(%t: !cute.tiled_copy<!ldsm, layout_tv = "256:1", tile = "(16,16)">)

// -----

// A scaled-basis stride gives an arithmetic-tuple cosize, no index into the
// tile (a cute-fuzz-mlir finding: the verifier read it as an integer).
!ldsm = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>
// expected-error @+1 {{!cute.tiled_copy expects a layout_tv with integer strides, got ((4,8),8):((6@4,1),8)}}
func.func @basis_stride(%t: !cute.tiled_copy<!ldsm, layout_tv = "((4,8),8):((6@4,1),8)", tile = "(8,32)">)

// -----

!ldsm = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>
// expected-error @+1 {{!cute.tiled_copy: product: int64 overflow in 4611686018427387904 * 4}}
func.func @huge_tile(%t: !cute.tiled_copy<!ldsm, layout_tv = "((4,8),8):((64,1),8)", tile = "(4611686018427387904,4)">)

// -----

!ldsm = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>
// expected-error @+1 {{!cute.tiled_copy expects a tile of positive integer extents, got (8,1@1)}}
func.func @basis_tile(%t: !cute.tiled_copy<!ldsm, layout_tv = "((4,8),8):((64,1),8)", tile = "(8,1@1)">)

// -----

!ldsm = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>
// expected-error @+1 {{!cute.tiled_copy expects a tile of positive integer extents, got (-8,-32)}}
func.func @negative_tile(%t: !cute.tiled_copy<!ldsm, layout_tv = "((4,8),8):((64,1),8)", tile = "(-8,-32)">)
