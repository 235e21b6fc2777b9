# nvidia-cute-ir: what NVIDIA's cute compiler (cutlass_compiler/cute_ir in
# NVIDIA/cutlass) parses and verifies of the programs cute-fuzz writes.
# Found by running its verifier on generated programs of every op family
# (docs/peers/nvidia-cute-ir.md). What its verifier refuses beyond these
# rules (result types it infers differently from CuTe C++, complement of a
# run-time layout, composed layouts without swizzle bits or offset) is
# recorded in corpus/peers/nvidia-cute-ir/, not hidden here.

# Constructor spellings it lacks: layouts are built with make_layout from
# a shape and a stride, composed layouts with make_composed_layout, and a
# swizzle is a cute.static.
exclude make_layout_raw make_composed_layout_raw make_swizzle

# Its cute.print has no table form: it takes `{table}` as a discardable
# attribute and prints the value alone.
exclude print_table

# Ops it does not have.
exclude filter filter_zeros local_partition local_tile stencil_divide tuple_eq

# No atoms or tiled atoms (no make_atom, no cute_nvgpu types).
exclude make_atom make_tiled_mma make_tiled_copy tile_shape get_layout_tv

# cute.print takes cute values only (no i1, no integer), so the ops whose
# results are booleans or integers, which every program prints, are not
# generated.
operand print 0 int_tuple shape stride coord tile layout composed_layout swizzle
exclude get_scalars elem_less equal

# Operand kinds its verifier refuses.
operand coalesce 1 coord
operand crd2idx 1 shape
operand to_coord 0 int_tuple
operand to_shape 0 int_tuple
operand to_stride 0 int_tuple
operand shape_div 0 shape
operand group_modes 0 layout composed_layout
operand layout_eval 1 layout composed_layout

# A declared result type must equal the one it infers.
declared-forms canonical
