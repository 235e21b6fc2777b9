// cute-fuzz reproducer zipped_divide.missing-error.interpreter-vs-jit
// missing-error: zipped_divide (arguments form), interpreter vs jit
//   expected: error: zipped_divide: complement: expects non-negative strides but got 1:-1
//   actual:   ((1),((-1,1))):((0),((0,0)))
// seed 1, structure 18; reproduce: cute-fuzz --seed 1 --replay 18 --backends interp,jit
// tools: cute-oracle (cute-interp, cute-run), LLVM/MLIR 22.1.8
// RUN: not cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: not cute-run %s | FileCheck --strict-whitespace --match-full-lines %s

func.func @case(%a0: i32, %a1: i32, %a2: i32, %a3: i32, %a4: i32, %a5: i32, %a6: i32, %a7: i32, %a8: i32) {
  %t0 = cute.make_int_tuple(%a0) : (i32) -> !cute.int_tuple<"((?))">
  %t1 = cute.make_int_tuple(%a1) : (i32) -> !cute.int_tuple<"((?))">
  %v0 = cute.make_layout_raw(%t0, %t1) : (!cute.int_tuple<"((?))">, !cute.int_tuple<"((?))">) -> !cute.layout<"((?)):((?))">
  cute.print(%v0) : !cute.layout<"((?)):((?))">
  %v1 = cute.make_shape(%a2) : (i32) -> !cute.shape<"?">
  cute.print(%v1) : !cute.shape<"?">
  %v2 = "cute.tiled_divide"(%v0, %v1) : (!cute.layout<"((?)):((?))">, !cute.shape<"?">) -> (!cute.layout<"(?,?):(?,?)">)
  cute.print(%v2) : !cute.layout<"(?,?):(?,?)">
  %t2 = cute.make_int_tuple(%a3) : (i32) -> !cute.int_tuple<"(?)">
  %t3 = cute.make_int_tuple(%a4) : (i32) -> !cute.int_tuple<"(?)">
  %v3 = cute.make_layout_raw(%t2, %t3) : (!cute.int_tuple<"(?)">, !cute.int_tuple<"(?)">) -> !cute.layout<"(?):(?)">
  cute.print(%v3) : !cute.layout<"(?):(?)">
  %v4 = cute.make_tile(%a5, %a6) : (i32, i32) -> !cute.tile<"[?:?]">
  cute.print(%v4) : !cute.tile<"[?:?]">
  %v5 = "cute.zipped_divide"(%v3, %v4) : (!cute.layout<"(?):(?)">, !cute.tile<"[?:?]">) -> (!cute.layout<"((?),((?,?))):((?),((?,?)))">)
  cute.print(%v5) : !cute.layout<"((?),((?,?))):((?),((?,?)))">
  %t4 = cute.make_int_tuple(%a7) : (i32) -> !cute.int_tuple<"?">
  %t5 = cute.make_int_tuple(%a8) : (i32) -> !cute.int_tuple<"?">
  %v6 = cute.make_layout_raw(%t4, %t5) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.layout<"?:?">
  cute.print(%v6) : !cute.layout<"?:?">
  %v7 = "cute.append_to_rank"(%v0, %v6) {rank = 1 : i32} : (!cute.layout<"((?)):((?))">, !cute.layout<"?:?">) -> (!cute.layout<"((?)):((?))">)
  cute.print(%v7) : !cute.layout<"((?)):((?))">
  return
}
func.func @main() {
  %c0 = arith.constant 2 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 1 : i32
  %c3 = arith.constant 1 : i32
  %c4 = arith.constant 0 : i32
  %c5 = arith.constant 1 : i32
  %c6 = arith.constant -1 : i32
  %c7 = arith.constant 1 : i32
  %c8 = arith.constant 0 : i32
  func.call @case(%c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8) : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}

// CHECK:((2)):((1))
// CHECK-NEXT:1
// CHECK-NEXT:(1,2):(1,1)
// CHECK-NEXT:(1):(0)
// CHECK-NEXT:[1:-1]
