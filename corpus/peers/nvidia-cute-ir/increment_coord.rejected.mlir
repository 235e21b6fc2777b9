// increment_coord of a static coordinate in a run-time shape: NVIDIA infers
// a static result, the dialect documents declare none.
// Found by: cute-fuzz --seed 1 --profile nvidia-cute-ir (structure 6),
// reduced to this one op; signature increment_coord.rejected.interpreter-vs-nv.
// Verdict: spec ambiguity (the static/run-time pattern of the result). The
// value agrees: CuTe C++ increments a run-time coordinate in place,
//   auto c = make_coord(1); cute::detail::increment(c, make_shape(4)); print(c);
// prints (2), a run-time value; it has no increment of a static coordinate.
// NVIDIA infers !cute.coord<"2"> and rejects the run-time declaration.
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: not %nvidia_cute_ir_run %s 2>&1 | FileCheck --check-prefix=NVIDIA %s
// CHECK: 2
// NVIDIA: 'cute.increment_coord' op inferred type(s) '!cute.coord<"2">' are incompatible with return type(s) of operation '!cute.coord<"?">'
func.func @main() {
  %c4 = arith.constant 4 : i32
  %0 = cute.static : !cute.coord<"1">
  %1 = cute.make_shape(%c4) : (i32) -> !cute.shape<"?">
  %2 = cute.increment_coord(%0, %1) : (!cute.coord<"1">, !cute.shape<"?">) -> !cute.coord<"?">
  cute.print(%2) : !cute.coord<"?">
  return
}
