// get_layouts_from_tile of a tile with an extent mode: NVIDIA's op has
// one result per mode that is not `_`, ours one per layout mode.
// Found by: cute-fuzz --seed 9 --profile nvidia-cute-ir (structure 18),
// reduced to this one op; signature get_layouts_from_tile.rejected.interpreter-vs-nv.
// Verdict: spec ambiguity. NVIDIA's tile type stores every mode that is not
// `_` as a layout (it spells the tile [1;1:0] as [1:0;1:0]), so its op
// returns 2 layouts here; our dialect keeps an extent mode an extent and
// returns the layout modes only (CuteOps.td). The dialect documents do not
// define the op, and CuTe C++ has none; a C++ tiler keeps an extent mode
// an integer (its divides treat an integer mode N as the layout N:_1):
//   print(make_tile(Int<1>{}, make_layout(Int<1>{}, Int<0>{})));
// prints (_1,_1:_0).
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: not %nvidia_cute_ir_run %s 2>&1 | FileCheck --check-prefix=NVIDIA %s
// CHECK: 1:0
// NVIDIA: error: operation defines 2 results but was provided 1 to bind
func.func @main() {
  %0 = cute.static : !cute.tile<"[1;1:0]">
  %1 = cute.get_layouts_from_tile(%0) : <"[1;1:0]">
  cute.print(%1) : !cute.layout<"1:0">
  return
}
