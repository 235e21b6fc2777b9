// append_to_rank / prepend_to_rank of a composed layout A o off o B extend B
// (NVIDIA cute_ir; CuTe C++ has no such overload), on both backends.
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s

// CHECK:S<3,4,3> o 0 o (5,3,1,1):(5,1,0,0)
// CHECK-NEXT:S<3,4,3> o 0 o (1,5,3):(0,5,1)
func.func @main() {
  %c = arith.constant 5 : i32
  %s = cute.make_shape(%c) : (i32) -> !cute.shape<"(?,3)">
  %d = cute.make_stride(%c) : (i32) -> !cute.stride<"(?,1)">
  %b = cute.make_layout(%s, %d) : (!cute.shape<"(?,3)">, !cute.stride<"(?,1)">) -> !cute.layout<"(?,3):(?,1)">
  %sw = cute.static : !cute.swizzle<"S<3,4,3>">
  %o = cute.static : !cute.int_tuple<"0">
  %cl = cute.make_composed_layout(%sw, %o, %b) : (!cute.swizzle<"S<3,4,3>">, !cute.int_tuple<"0">, !cute.layout<"(?,3):(?,1)">) -> !cute.composed_layout<"S<3,4,3> o 0 o (?,3):(?,1)">
  %e = cute.static : !cute.layout<"1:0">
  %r = cute.append_to_rank<4> (%cl, %e) : !cute.composed_layout<"S<3,4,3> o 0 o (?,3):(?,1)">, !cute.layout<"1:0">
  cute.print(%r) : !cute.composed_layout<"S<3,4,3> o 0 o (?,3,1,1):(?,1,0,0)">
  %p = cute.prepend_to_rank<3> (%cl, %e) : !cute.composed_layout<"S<3,4,3> o 0 o (?,3):(?,1)">, !cute.layout<"1:0">
  cute.print(%p) : !cute.composed_layout<"S<3,4,3> o 0 o (1,?,3):(0,?,1)">
  return
}
