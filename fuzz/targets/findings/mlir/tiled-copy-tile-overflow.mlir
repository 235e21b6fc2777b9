!ldsm = !cute.copy_atom<!cute_nvgpu.atom.ldsm, value_type = f16, num_matrices = 4>
func.func @f(%t: !cute.tiled_copy<!ldsm, layout_tv = "((4,8),8):((64,1),8)", tile = "(4611686018427387904,4)">)
