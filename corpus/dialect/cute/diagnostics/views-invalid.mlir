// RUN: cute-opt %s -split-input-file -verify-diagnostics

// The view type and ops' verifiers: a view binds a rank-1 contiguous memref
// to a layout whose offsets lie in it; element access takes a coordinate of
// the layout's profile; cute.copy runs the dialect documents' partition verifier in its
// order (the rank table with same-size modes, then the predicate).

// expected-error @+1 {{a view's iterator must be a rank-1 contiguous memref, but got 'memref<16x16xf16>'}}
func.func @rank2(%v: !cute.view<memref<16x16xf16>, !cute.layout<"(16,16):(16,1)">>)

// -----

// A view is walked element by element (cute.copy, atom calls): its size
// must be a number (a review finding: an overflowing size reached an
// unchecked Result in cute.copy's predicate check).
// expected-error @+1 {{a view's layout must have a size that fits int64, but size: int64 overflow in 4611686018427387904 * 4}}
func.func @huge(%v: !cute.view<memref<16xf16>, !cute.layout<"(4611686018427387904,4):(0,0)">>)

// -----

// expected-error @+1 {{a view's layout must be a !cute.layout or a !cute.composed_layout, but got '!cute.shape<"(16,16)">'}}
func.func @not_a_layout(%v: !cute.view<memref<256xf16>, !cute.shape<"(16,16)">>)

// -----

func.func @out_of_bounds(%m: memref<255xf16>, %l: !cute.layout<"(16,16):(16,1)">) {
  // expected-error @+1 {{'cute.make_view' op expects the offsets of the layout (16,16):(16,1) (0 to 255) to lie in the 255 elements of 'memref<255xf16>'}}
  %v = cute.make_view %m, %l : !cute.view<memref<255xf16>, !cute.layout<"(16,16):(16,1)">>
  return
}

// -----

func.func @negative(%m: memref<64xf16>, %l: !cute.layout<"(8,8):(-1,8)">) {
  // expected-error @+1 {{'cute.make_view' op expects the offsets of the layout (8,8):(-1,8) (-7 to 56) to lie in the 64 elements of 'memref<64xf16>'}}
  %v = cute.make_view %m, %l : !cute.view<memref<64xf16>, !cute.layout<"(8,8):(-1,8)">>
  return
}

// -----

func.func @basis(%m: memref<64xf16>, %l: !cute.layout<"(8,8):(1@0,1@1)">) {
  // expected-error @+1 {{'cute.make_view' op expects a layout of integer offsets, but got '!cute.layout<"(8,8):(1@0,1@1)">': view: a view's layout needs integer shape and strides, got (8,8):(1@0,1@1)}}
  %v = cute.make_view %m, %l : !cute.view<memref<64xf16>, !cute.layout<"(8,8):(1@0,1@1)">>
  return
}

// -----

func.func @swizzle_out(%m: memref<32xf16>, %l: !cute.composed_layout<"S<1,0,-5> o 0 o (4,8):(8,1)">) {
  // expected-error @+1 {{'cute.make_view' op expects the offsets of the layout S<1,0,-5> o 0 o (4,8):(8,1) (0 to 63) to lie in the 32 elements of 'memref<32xf16>'}}
  %v = cute.make_view %m, %l : !cute.view<memref<32xf16>, !cute.composed_layout<"S<1,0,-5> o 0 o (4,8):(8,1)">>
  return
}

// -----

func.func @coord_type(%v: !cute.view<memref<64xf16>, !cute.layout<"(8,8):(8,1)">>, %c: !cute.shape<"(?,?)">) {
  // expected-error @+1 {{'cute.memref.load' op unexpected coordinate type, got '!cute.shape<"(?,?)">'}}
  %x = cute.memref.load %v, %c : !cute.view<memref<64xf16>, !cute.layout<"(8,8):(8,1)">>, !cute.shape<"(?,?)">
  return
}

// -----

func.func @coord_rank(%v: !cute.view<memref<64xf16>, !cute.layout<"(8,8):(8,1)">>, %c: !cute.coord<"(?,?,?)">, %x: f16) {
  // expected-error @+1 {{'cute.memref.store' op expected a coordinate of rank 2 but got '!cute.coord<"(?,?,?)">'}}
  cute.memref.store %x, %v, %c : !cute.view<memref<64xf16>, !cute.layout<"(8,8):(8,1)">>, !cute.coord<"(?,?,?)">
  return
}

// -----

func.func @odd_width(%v: !cute.view<memref<64xi3>, !cute.layout<"64:1">>, %c: !cute.coord<"?">) {
  // expected-error @+1 {{'cute.memref.load' op expects an element type of power-of-two bit width, but got 'i3'}}
  %x = cute.memref.load %v, %c : !cute.view<memref<64xi3>, !cute.layout<"64:1">>, !cute.coord<"?">
  return
}

// -----

func.func @bool_in_shared(%v: !cute.view<memref<64xi1, 3>, !cute.layout<"64:1">>, %c: !cute.coord<"?">) {
  // expected-error @+1 {{'cute.memref.load' op expects i1 elements in registers, but got 'memref<64xi1, 3>'}}
  %x = cute.memref.load %v, %c : !cute.view<memref<64xi1, 3>, !cute.layout<"64:1">>, !cute.coord<"?">
  return
}

// -----

func.func @constant_space(%v: !cute.view<memref<64xf16, 4>, !cute.layout<"64:1">>, %c: !cute.coord<"?">) {
  // expected-error @+1 {{'cute.memref.load' op expects a view in registers, shared, global or generic memory, but got 'memref<64xf16, 4>'}}
  %x = cute.memref.load %v, %c : !cute.view<memref<64xf16, 4>, !cute.layout<"64:1">>, !cute.coord<"?">
  return
}

// -----

// Seed 003's failure case: a rank that cannot be reconciled.
func.func @sizes(%s: !cute.view<memref<128xf16>, !cute.layout<"(16,8):(1,16)">>, %d: !cute.view<memref<128xf16>, !cute.layout<"(8,16):(1,8)">>) {
  // expected-error @+1 {{'cute.copy' op expects same size in rank 0 but got srcShape: (16,8) and dstShape: (8,16)}}
  cute.copy(%s, %d) : !cute.view<memref<128xf16>, !cute.layout<"(16,8):(1,16)">>, !cute.view<memref<128xf16>, !cute.layout<"(8,16):(1,8)">>
  return
}

// -----

// Rank 3 to rank 1 with the sizes agreeing: the first rank the table does
// not reconcile is 1.
func.func @ranks(%s: !cute.view<memref<8xf16>, !cute.layout<"(8,1,1):(1,0,0)">>, %d: !cute.view<memref<8xf16>, !cute.layout<"8:1">>) {
  // expected-error @+1 {{'cute.copy' op expects same size in rank 1 but got srcShape: (8,1,1) and dstShape: 8}}
  cute.copy(%s, %d) : !cute.view<memref<8xf16>, !cute.layout<"(8,1,1):(1,0,0)">>, !cute.view<memref<8xf16>, !cute.layout<"8:1">>
  return
}

// -----

func.func @types(%s: !cute.view<memref<8xf16>, !cute.layout<"8:1">>, %d: !cute.view<memref<8xf32>, !cute.layout<"8:1">>) {
  // expected-error @+1 {{'cute.copy' op expects src and dst of one element type, but got 'f16' and 'f32'}}
  cute.copy(%s, %d) : !cute.view<memref<8xf16>, !cute.layout<"8:1">>, !cute.view<memref<8xf32>, !cute.layout<"8:1">>
  return
}

// -----

func.func @dynamic(%s: !cute.view<memref<?xf16>, !cute.layout<"?:1">>, %d: !cute.view<memref<8xf16>, !cute.layout<"8:1">>) {
  // expected-error @+1 {{'cute.copy' op expects views of static shapes, but got srcShape: ? and dstShape: 8}}
  cute.copy(%s, %d) : !cute.view<memref<?xf16>, !cute.layout<"?:1">>, !cute.view<memref<8xf16>, !cute.layout<"8:1">>
  return
}

// -----

// The predicate is checked after the ranks (the dialect documents' phase two).
func.func @pred_memref(%s: !cute.view<memref<8xf16>, !cute.layout<"8:1">>, %d: !cute.view<memref<8xf16>, !cute.layout<"8:1">>, %p: memref<8xi1>) {
  // expected-error @+1 {{'cute.copy' op pred must be a CuteMemRefType}}
  cute.copy(%s, %d, %p) : !cute.view<memref<8xf16>, !cute.layout<"8:1">>, !cute.view<memref<8xf16>, !cute.layout<"8:1">>, memref<8xi1>
  return
}

// -----

func.func @pred_space(%s: !cute.view<memref<8xf16>, !cute.layout<"8:1">>, %d: !cute.view<memref<8xf16>, !cute.layout<"8:1">>, %p: !cute.view<memref<8xi1, 4>, !cute.layout<"8:1">>) {
  // expected-error @+1 {{'cute.copy' op pred memory space invalid}}
  cute.copy(%s, %d, %p) : !cute.view<memref<8xf16>, !cute.layout<"8:1">>, !cute.view<memref<8xf16>, !cute.layout<"8:1">>, !cute.view<memref<8xi1, 4>, !cute.layout<"8:1">>
  return
}

// -----

func.func @pred_swizzled(%s: !cute.view<memref<64xf16>, !cute.layout<"64:1">>, %d: !cute.view<memref<64xf16>, !cute.layout<"64:1">>, %p: !cute.view<memref<64xi1>, !cute.composed_layout<"S<3,0,3> o 0 o 64:1">>) {
  // expected-error @+1 {{'cute.copy' op pred layout must have the identity swizzle, but got '!cute.composed_layout<"S<3,0,3> o 0 o 64:1">'}}
  cute.copy(%s, %d, %p) : !cute.view<memref<64xf16>, !cute.layout<"64:1">>, !cute.view<memref<64xf16>, !cute.layout<"64:1">>, !cute.view<memref<64xi1>, !cute.composed_layout<"S<3,0,3> o 0 o 64:1">>
  return
}

// -----

func.func @pred_type(%s: !cute.view<memref<8xf16>, !cute.layout<"8:1">>, %d: !cute.view<memref<8xf16>, !cute.layout<"8:1">>, %p: !cute.view<memref<8xi8>, !cute.layout<"8:1">>) {
  // expected-error @+1 {{'cute.copy' op expects pred of i1 elements, but got 'i8'}}
  cute.copy(%s, %d, %p) : !cute.view<memref<8xf16>, !cute.layout<"8:1">>, !cute.view<memref<8xf16>, !cute.layout<"8:1">>, !cute.view<memref<8xi8>, !cute.layout<"8:1">>
  return
}

// -----

func.func @pred_size(%s: !cute.view<memref<8xf16>, !cute.layout<"8:1">>, %d: !cute.view<memref<8xf16>, !cute.layout<"8:1">>, %p: !cute.view<memref<4xi1>, !cute.layout<"4:1">>) {
  // expected-error @+1 {{'cute.copy' op expects pred of src's size 8, but got predShape: 4}}
  cute.copy(%s, %d, %p) : !cute.view<memref<8xf16>, !cute.layout<"8:1">>, !cute.view<memref<8xf16>, !cute.layout<"8:1">>, !cute.view<memref<4xi1>, !cute.layout<"4:1">>
  return
}

// -----

func.func @coord_outside(%v: !cute.view<memref<8xf16>, !cute.layout<"8:1">>) {
  %c = cute.static : !cute.coord<"9">
  // expected-error @+1 {{'cute.memref.load' op expects a coordinate inside the shape 8, but got '!cute.coord<"9">'}}
  %x = cute.memref.load %v, %c : !cute.view<memref<8xf16>, !cute.layout<"8:1">>, !cute.coord<"9">
  return
}

// -----

func.func @coord_slice(%v: !cute.view<memref<64xf16>, !cute.layout<"(8,8):(8,1)">>, %c: !cute.coord<"(_,?)">) {
  // expected-error @+1 {{'cute.memref.load' op expects a coordinate of integers, but got '!cute.coord<"(_,?)">'}}
  %x = cute.memref.load %v, %c : !cute.view<memref<64xf16>, !cute.layout<"(8,8):(8,1)">>, !cute.coord<"(_,?)">
  return
}

// -----

func.func @copy_space(%s: !cute.view<memref<8xf16, 4>, !cute.layout<"8:1">>, %d: !cute.view<memref<8xf16>, !cute.layout<"8:1">>) {
  // expected-error @+1 {{'cute.copy' op expects a view in registers, shared, global or generic memory, but got 'memref<8xf16, 4>'}}
  cute.copy(%s, %d) : !cute.view<memref<8xf16, 4>, !cute.layout<"8:1">>, !cute.view<memref<8xf16>, !cute.layout<"8:1">>
  return
}

// -----

// A negative offset is out of any memref, of static size or not.
func.func @negative_dynamic(%m: memref<?xf16>, %l: !cute.layout<"(8,8):(-1,8)">) {
  // expected-error @+1 {{'cute.make_view' op expects the offsets of the layout (8,8):(-1,8) (-7 to 56) to lie in the elements of 'memref<?xf16>'}}
  %v = cute.make_view %m, %l : !cute.view<memref<?xf16>, !cute.layout<"(8,8):(-1,8)">>
  return
}
