// --cute-expand on composed inputs and layout cotargets with run-time
// leaves: local_tile / local_partition of A o off o B divide B and slice as
// a composed layout (the slice offset joins off), stencil_divide divides B,
// and complement takes a layout cotarget's shape. Expected: include/cute
// (local_tile / outer_partition of a tensor over the composed layout,
// complement with make_layout(c, 1)) compiled with g++; stencil_divide as
// the dialect documents define it.
// RUN: cute-run %s --args 1,48,3 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s --args 1,48,3 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --args 1,48,3 --compare > /dev/null
// RUN: cute-run %s --args 0,12,2 | FileCheck --check-prefix=ZERO --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --args 0,12,2 --compare > /dev/null

// CHECK:(4,5):(1,4) o 34 o (2,4):(1,8)
// CHECK-NEXT:(4,5):(1,4) o 9 o (4,2):(2,32)
// CHECK-NEXT:(3,2):(2,24)
// CHECK-NEXT:(4,5):(1,4) o 0 o ((3,6),(3,6)):((1,1),(8,8))
// ZERO:(4,5):(1,4) o 32 o (2,4):(1,8)
// ZERO-NEXT:(4,5):(1,4) o 8 o (4,2):(2,32)
// ZERO-NEXT:(3,1):(2,24)
// ZERO-NEXT:(4,5):(1,4) o 0 o ((2,7),(3,6)):((1,1),(8,8))
func.func @main(%i: i32, %c: i32, %w: i32) {
  %cl = cute.static : !cute.composed_layout<"(4,5):(1,4) o 0 o (8,8):(1,8)">
  %t = cute.static : !cute.tile<"[2:1;4:1]">
  %crd = cute.make_coord(%i) : (i32) -> !cute.coord<"(?,1)">
  %lt = cute.local_tile(%cl, %t, %crd) : (!cute.composed_layout<"(4,5):(1,4) o 0 o (8,8):(1,8)">, !cute.tile<"[2:1;4:1]">, !cute.coord<"(?,1)">) -> !cute.composed_layout<"(4,5):(1,4) o ? o (2,4):(1,8)">
  cute.print(%lt) : !cute.composed_layout<"(4,5):(1,4) o ? o (2,4):(1,8)">
  %tl = cute.static : !cute.layout<"(2,4):(1,2)">
  %lp = cute.local_partition(%cl, %tl, %crd) : (!cute.composed_layout<"(4,5):(1,4) o 0 o (8,8):(1,8)">, !cute.layout<"(2,4):(1,2)">, !cute.coord<"(?,1)">) -> !cute.composed_layout<"(4,5):(1,4) o ? o (4,2):(2,32)">
  cute.print(%lp) : !cute.composed_layout<"(4,5):(1,4) o ? o (4,2):(2,32)">

  %S = cute.static : !cute.layout<"(2,4):(1,6)">
  %cs = cute.make_shape(%c) : (i32) -> !cute.shape<"?">
  %cd = cute.static : !cute.stride<"1">
  %ct = cute.make_layout(%cs, %cd) : (!cute.shape<"?">, !cute.stride<"1">) -> !cute.layout<"?:1">
  %cm = cute.complement(%S, %ct) : (!cute.layout<"(2,4):(1,6)">, !cute.layout<"?:1">) -> !cute.layout<"(3,?):(2,24)">
  cute.print(%cm) : !cute.layout<"(3,?):(2,24)">

  %ws = cute.make_shape(%w) : (i32) -> !cute.shape<"(?,3)">
  %one = cute.static : !cute.shape<"(1,1)">
  %sd = cute.stencil_divide(%cl, %ws, %one, %one) : (!cute.composed_layout<"(4,5):(1,4) o 0 o (8,8):(1,8)">, !cute.shape<"(?,3)">, !cute.shape<"(1,1)">, !cute.shape<"(1,1)">) -> !cute.composed_layout<"(4,5):(1,4) o 0 o ((?,?),(3,6)):((1,1),(8,8))">
  cute.print(%sd) : !cute.composed_layout<"(4,5):(1,4) o 0 o ((?,?),(3,6)):((1,1),(8,8))">
  return
}
