// Views: element c of make_view(m, L) is m[L(c)]; cute.copy copies src(i)
// to dst(i) for every 1-D index i, where pred(i) holds.
// The interpreter and the lowered program (--cute-lower-views) agree.
// RUN: cute-interp %s | FileCheck %s
// RUN: cute-run %s | FileCheck %s
// RUN: cute-run %s --compare > /dev/null

!row = !cute.layout<"(4,8):(8,1)">
!col = !cute.layout<"(4,8):(1,4)">
!swz = !cute.composed_layout<"S<1,0,3> o 0 o (4,8):(8,1)">
!vrow = !cute.view<memref<32xi32>, !row>
!vcol = !cute.view<memref<32xi32>, !col>
!vswz = !cute.view<memref<32xi32>, !swz>
!dyn = !cute.view<memref<?xi32>, !cute.layout<"(4,?):(?,1)">>
!mask = !cute.view<memref<32xi1>, !cute.layout<"32:1">>

// m[k] = k for k < 32.
func.func @iota() -> memref<32xi32> {
  %m = memref.alloc() : memref<32xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  scf.for %k = %c0 to %c32 step %c1 {
    %v = arith.index_cast %k : index to i32
    memref.store %v, %m[%k] : memref<32xi32>
  }
  return %m : memref<32xi32>
}

func.func @main() {
  %m = func.call @iota() : () -> memref<32xi32>
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c5 = arith.constant 5 : i32
  %rc = cute.make_coord(%c1, %c2) : (i32, i32) -> !cute.coord<"(?,?)">
  %i5 = cute.make_coord(%c5) : (i32) -> !cute.coord<"?">

  // Row-major (1,2) is element 10; column-major 1 + 2*4 = 9; the 1-D
  // index 5 is (1,1): 9 and 5.
  %row = cute.static : !row
  %vr = cute.make_view %m, %row : !vrow
  %a = cute.memref.load %vr, %rc : !vrow, !cute.coord<"(?,?)">
  // CHECK: 10
  cute.print(%a) : i32
  %b = cute.memref.load %vr, %i5 : !vrow, !cute.coord<"?">
  // CHECK-NEXT: 9
  cute.print(%b) : i32
  %col = cute.static : !col
  %vc = cute.make_view %m, %col : !vcol
  %c = cute.memref.load %vc, %rc : !vcol, !cute.coord<"(?,?)">
  // CHECK-NEXT: 9
  cute.print(%c) : i32

  // S<1,0,3> flips bit 0 where bit 3 is set: row-major 10 = 0b1010 -> 11.
  %swz = cute.static : !swz
  %vs = cute.make_view %m, %swz : !vswz
  %d = cute.memref.load %vs, %rc : !vswz, !cute.coord<"(?,?)">
  // CHECK-NEXT: 11
  cute.print(%d) : i32

  // A run-time layout (4,8):(8,1) given by its leaves.
  %c8 = arith.constant 8 : i32
  %sh = cute.make_shape(%c8) : (i32) -> !cute.shape<"(4,?)">
  %st = cute.make_stride(%c8) : (i32) -> !cute.stride<"(?,1)">
  %dl = cute.make_layout(%sh, %st) : (!cute.shape<"(4,?)">, !cute.stride<"(?,1)">) -> !cute.layout<"(4,?):(?,1)">
  %md = memref.cast %m : memref<32xi32> to memref<?xi32>
  %vd = cute.make_view %md, %dl : !dyn
  %e = cute.memref.load %vd, %rc : !dyn, !cute.coord<"(?,?)">
  // CHECK-NEXT: 10
  cute.print(%e) : i32

  // Transpose through a copy: t[L_col(i)] = m[L_row(i)], so t[1 + 4*2]
  // holds m[8*1 + 2] = 10.
  %t = memref.alloc() : memref<32xi32>
  %vt = cute.make_view %t, %col : !vcol
  cute.copy(%vr, %vt) : !vrow, !vcol
  %c9 = arith.constant 9 : index
  %f = memref.load %t[%c9] : memref<32xi32>
  // CHECK-NEXT: 10
  cute.print(%f) : i32

  // A masked copy: only even 1-D indices are copied into u (zeros).
  %u = memref.alloc() : memref<32xi32>
  %p = memref.alloc() : memref<32xi1>
  %c0i = arith.constant 0 : i32
  %c0 = arith.constant 0 : index
  %c1x = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %true = arith.constant true
  scf.for %k = %c0 to %c32 step %c1x {
    memref.store %c0i, %u[%k] : memref<32xi32>
    %k32 = arith.index_cast %k : index to i32
    %odd = arith.trunci %k32 : i32 to i1
    %even = arith.xori %odd, %true : i1
    memref.store %even, %p[%k] : memref<32xi1>
  }
  %vu = cute.make_view %u, %row : !vrow
  %lin = cute.static : !cute.layout<"32:1">
  %vp = cute.make_view %p, %lin : !mask
  cute.copy(%vr, %vu, %vp) : !vrow, !vrow, !mask
  // 1-D index 1 is (1,0), row-major offset 8: odd index, not copied; index
  // 2 is (2,0), offset 16: copied.
  %c8x = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %i8 = memref.load %u[%c8x] : memref<32xi32>
  %i16 = memref.load %u[%c16] : memref<32xi32>
  // CHECK-NEXT: 0
  cute.print(%i8) : i32
  // CHECK-NEXT: 16
  cute.print(%i16) : i32
  return
}
