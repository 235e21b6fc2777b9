// tile_to_shape of a block with a run-time stride to a shape of rank 2:
// NVIDIA's verifier cannot compute it, CuTe C++ does.
// Found by: cute-fuzz --seed 10 --profile nvidia-cute-ir (structure 134),
// reduced to this one op and simplified by hand (found as the i64 block
// (?,1):(?,0) and shape (?,?)); signature
// tile_to_shape.rejected.interpreter-vs-nv.
// Verdict: NVIDIA divergence from CuTe C++ (a case it does not compute:
// its verifier rejects any block with a run-time stride when the shape has
// rank 2 or more, as its own test dyn_block expects; its op's
// documentation states no such precondition). A block with static strides,
// or a shape of rank 1, is accepted. No profile rule can state it (a rule
// names operand kinds, not static values), like complement of a run-time
// layout.
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl; one, two, three, four are run-time):
//   print(tile_to_shape(make_layout(two, one), make_shape(four, three)));
// prints ((2,(1,2)),(_1,(1,3))):((1,(_1,2)),(_0,(2,4))).
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: not %nvidia_cute_ir_run %s 2>&1 | FileCheck --check-prefix=NVIDIA %s
// CHECK: ((2,(1,2)),(1,(1,3))):((1,(1,2)),(0,(2,4)))
// NVIDIA: error: expects valid operands, but cannot compute tile_to_shape for '!cute.layout<"?:?">' and '!cute.shape<"(?,?)">'
func.func @main() {
  %c1_i32 = arith.constant 1 : i32
  %c2_i32 = arith.constant 2 : i32
  %c3_i32 = arith.constant 3 : i32
  %c4_i32 = arith.constant 4 : i32
  %0 = cute.make_shape(%c2_i32) : (i32) -> !cute.shape<"?">
  %1 = cute.make_stride(%c1_i32) : (i32) -> !cute.stride<"?">
  %2 = cute.make_layout(%0, %1) : (!cute.shape<"?">, !cute.stride<"?">) -> !cute.layout<"?:?">
  %3 = cute.make_shape(%c4_i32, %c3_i32) : (i32, i32) -> !cute.shape<"(?,?)">
  %4 = cute.tile_to_shape(%2, %3) : (!cute.layout<"?:?">, !cute.shape<"(?,?)">) -> !cute.layout<"((?,(?,?)),(1,(?,?))):((?,(1,?)),(0,(?,?)))">
  cute.print(%4) : !cute.layout<"((?,(?,?)),(1,(?,?))):((?,(1,?)),(0,(?,?)))">
  return
}
