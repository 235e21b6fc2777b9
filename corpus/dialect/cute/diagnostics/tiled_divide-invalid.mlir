// RUN: cute-opt %s -split-input-file -verify-diagnostics

// tiled_divide adds the dialect documents' partition checks to the divide skeleton:
// the rank table (source rank -> legal result ranks) and, when the algebra
// fails, the divisibility walk naming the first indivisible axis.

func.func @tiler_kind() {
  %a = cute.static : !cute.layout<"(8,6):(1,8)">
  %b = cute.static : !cute.coord<"(2,3)">
  // expected-error @+1 {{'cute.tiled_divide' op invalid tiler type, got'!cute.coord<"(2,3)">'}}
  %g = cute.tiled_divide(%a, %b) : (!cute.layout<"(8,6):(1,8)">, !cute.coord<"(2,3)">) -> !cute.layout<"(8,6):(1,8)">
  return
}

// -----

func.func @input_kind() {
  %a = cute.static : !cute.shape<"(8,6)">
  %b = cute.static : !cute.shape<"(2,3)">
  // expected-error @+1 {{'cute.tiled_divide' op invalid input type, got '!cute.shape<"(8,6)">'}}
  %g = cute.tiled_divide(%a, %b) : (!cute.shape<"(8,6)">, !cute.shape<"(2,3)">) -> !cute.shape<"(8,6)">
  return
}

// -----

func.func @tiler_rank() {
  %a = cute.static : !cute.layout<"(8,6):(1,8)">
  %b = cute.static : !cute.shape<"(2,3,2)">
  // expected-error @+1 {{'cute.tiled_divide' op expects rank(tiler) <= rank(input), but got input=2 and tiler=3}}
  %g = cute.tiled_divide(%a, %b) : (!cute.layout<"(8,6):(1,8)">, !cute.shape<"(2,3,2)">) -> !cute.layout<"(8,6):(1,8)">
  return
}

// -----

// Phase one: a rank-2 source allows only rank-2 or rank-3 results.
func.func @rank_table_too_many() {
  %a = cute.static : !cute.layout<"(128,128):(1,128)">
  %b = cute.static : !cute.shape<"(64,64)">
  // expected-error @+1 {{'cute.tiled_divide' op expects same size in rank 2 but got srcShape: (128,128) and dstShape: ((64,64),2,2,1)}}
  %g = cute.tiled_divide(%a, %b) : (!cute.layout<"(128,128):(1,128)">, !cute.shape<"(64,64)">) -> !cute.layout<"((64,64),2,2,1):((1,128),64,8192,0)">
  return
}

// -----

func.func @rank_table_too_few() {
  %a = cute.static : !cute.layout<"(128,128):(1,128)">
  %b = cute.static : !cute.shape<"(64,64)">
  // expected-error @+1 {{'cute.tiled_divide' op expects same size in rank 2 but got srcShape: (128,128) and dstShape: 8}}
  %g = cute.tiled_divide(%a, %b) : (!cute.layout<"(128,128):(1,128)">, !cute.shape<"(64,64)">) -> !cute.layout<"8:1">
  return
}

// -----

// Phase three: the algebra fails and the tile extent 6 does not divide
// the source extent 20 of mode 0.
func.func @indivisible_axis_0() {
  %a = cute.static : !cute.layout<"((4,5),8):((1,8),40)">
  %b = cute.static : !cute.shape<"(6,8)">
  // expected-error @+1 {{'cute.tiled_divide' op expects same size in rank 0 but got srcShape: ((4,5),8) and dstShape: (6,8)}}
  %g = cute.tiled_divide(%a, %b) : (!cute.layout<"((4,5),8):((1,8),40)">, !cute.shape<"(6,8)">) -> !cute.layout<"((6,8),2,1):((1,6),4,0)">
  return
}

// -----

func.func @indivisible_negative_stride_tiler() {
  %a = cute.static : !cute.layout<"12:1">
  %b = cute.static : !cute.layout<"5:-1">
  // expected-error @+1 {{'cute.tiled_divide' op expects same size in rank 0 but got srcShape: 12 and dstShape: 5}}
  %g = cute.tiled_divide(%a, %b) : (!cute.layout<"12:1">, !cute.layout<"5:-1">) -> !cute.layout<"(5,3):(1,5)">
  return
}

// -----

// The algebra fails but every axis divides: the generic division error.
func.func @algebra_fails_divisible() {
  %a = cute.static : !cute.layout<"(8,(4,3)):(12,(1,16))">
  %b = cute.static : !cute.shape<"(8,6)">
  // expected-error @+1 {{'cute.tiled_divide' op failed to perform a valid division of '!cute.layout<"(8,(4,3)):(12,(1,16))">' by '!cute.shape<"(8,6)">'}}
  %g = cute.tiled_divide(%a, %b) : (!cute.layout<"(8,(4,3)):(12,(1,16))">, !cute.shape<"(8,6)">) -> !cute.layout<"((8,6),1,2):((12,1),0,16)">
  return
}

// -----

func.func @zero_tiler() {
  %a = cute.static : !cute.layout<"(12,4):(1,12)">
  %b = cute.static : !cute.int_tuple<"(0,0)">
  // expected-error @+1 {{'cute.tiled_divide' op failed to perform a valid division of '!cute.layout<"(12,4):(1,12)">' by '!cute.int_tuple<"(0,0)">'}}
  %g = cute.tiled_divide(%a, %b) : (!cute.layout<"(12,4):(1,12)">, !cute.int_tuple<"(0,0)">) -> !cute.layout<"(5,3):(1,5)">
  return
}
