// A static tile with an extent mode, printed: NVIDIA's compiler prints the
// extent as a layout.
// Found by: cute-fuzz --seed 4 --profile nvidia-cute-ir (structure 47),
// once get, select and get_shape took tiles; the first differing line is
// the print of the tile input, named by the op that writes it
// (cute.static); signature static.output.interpreter-vs-nv.
// Verdict: spec ambiguity, the one get_layouts_from_tile.rejected.mlir
// records. NVIDIA's tile type stores every mode that is not `_` as a
// layout, so [2;4:1] is its [2:1;4:1]; our dialect keeps an extent mode an
// extent, as a C++ tiler keeps it an integer:
//   print(make_tile(Int<2>{}, make_layout(Int<4>{}, Int<1>{})));
// prints (_2,_4:_1).
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: %nvidia_cute_ir_run %s | FileCheck --check-prefix=NVIDIA %s
// CHECK: [2;4:1]
// NVIDIA: [2:1;4:1]
func.func @main() {
  %0 = cute.static : !cute.tile<"[2;4:1]">
  cute.print(%0) : !cute.tile<"[2;4:1]">
  return
}
