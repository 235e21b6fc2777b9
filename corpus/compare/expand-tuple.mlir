// --cute-expand on dynamic operands passed through function arguments:
// tuple_add, tuple_sub, shape_div, ceil_div, tuple_product(_each),
// elem_less, equal, tuple_eq. Expected values are cute-interp --expr on the
// static equivalents (in the comments); i1 results print as 1 or 0.
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --compare > /dev/null

// tuple_add((1,(2,-3)), (4,(5,6),7))
func.func @tuple_add_0(%a0: !cute.int_tuple<"(?,(?,?))">, %a1: !cute.int_tuple<"(?,(?,?),?)">) {
  %r = cute.tuple_add(%a0, %a1) : (!cute.int_tuple<"(?,(?,?))">, !cute.int_tuple<"(?,(?,?),?)">) -> !cute.int_tuple<"(?,(?,?),?)">
  cute.print(%r) : !cute.int_tuple<"(?,(?,?),?)">
  return
}

// tuple_sub((1,(2,-3)), (4,(5,6),7))
func.func @tuple_sub_1(%a0: !cute.int_tuple<"(?,(?,?))">, %a1: !cute.int_tuple<"(?,(?,?),?)">) {
  %r = cute.tuple_sub(%a0, %a1) : (!cute.int_tuple<"(?,(?,?))">, !cute.int_tuple<"(?,(?,?),?)">) -> !cute.int_tuple<"(?,(?,?),?)">
  cute.print(%r) : !cute.int_tuple<"(?,(?,?),?)">
  return
}

// shape_div((12,(4,6)), (3,(2,3)))
func.func @shape_div_2(%a0: !cute.shape<"(?,(?,?))">, %a1: !cute.shape<"(?,(?,?))">) {
  %r = cute.shape_div(%a0, %a1) : (!cute.shape<"(?,(?,?))">, !cute.shape<"(?,(?,?))">) -> !cute.shape<"(?,(?,?))">
  cute.print(%r) : !cute.shape<"(?,(?,?))">
  return
}

// shape_div((6,4,5), 12)
func.func @shape_div_3(%a0: !cute.shape<"(?,?,?)">, %a1: !cute.shape<"?">) {
  %r = cute.shape_div(%a0, %a1) : (!cute.shape<"(?,?,?)">, !cute.shape<"?">) -> !cute.shape<"(?,?,?)">
  cute.print(%r) : !cute.shape<"(?,?,?)">
  return
}

// shape_div(3, 12)
func.func @shape_div_4(%a0: !cute.shape<"?">, %a1: !cute.shape<"?">) {
  %r = cute.shape_div(%a0, %a1) : (!cute.shape<"?">, !cute.shape<"?">) -> !cute.shape<"?">
  cute.print(%r) : !cute.shape<"?">
  return
}

// ceil_div((7,9,5), (2,4))
func.func @ceil_div_5(%a0: !cute.shape<"(?,?,?)">, %a1: !cute.shape<"(?,?)">) {
  %r = cute.ceil_div(%a0, %a1) : (!cute.shape<"(?,?,?)">, !cute.shape<"(?,?)">) -> !cute.shape<"(?,?,?)">
  cute.print(%r) : !cute.shape<"(?,?,?)">
  return
}

// ceil_div((7,9), 20)
func.func @ceil_div_6(%a0: !cute.shape<"(?,?)">, %a1: !cute.shape<"?">) {
  %r = cute.ceil_div(%a0, %a1) : (!cute.shape<"(?,?)">, !cute.shape<"?">) -> !cute.shape<"(?,?)">
  cute.print(%r) : !cute.shape<"(?,?)">
  return
}

// tuple_product((3,(4,5)))
func.func @tuple_product_7(%a0: !cute.shape<"(?,(?,?))">) {
  %r = cute.tuple_product(%a0) : (!cute.shape<"(?,(?,?))">) -> !cute.shape<"?">
  cute.print(%r) : !cute.shape<"?">
  return
}

// tuple_product_each((3,(4,5),2))
func.func @tuple_product_each_8(%a0: !cute.shape<"(?,(?,?),?)">) {
  %r = cute.tuple_product_each(%a0) : (!cute.shape<"(?,(?,?),?)">) -> !cute.shape<"(?,?,?)">
  cute.print(%r) : !cute.shape<"(?,?,?)">
  return
}

// elem_less((1,(2,3)), (2,(3,4),0))
func.func @elem_less_9(%a0: !cute.int_tuple<"(?,(?,?))">, %a1: !cute.int_tuple<"(?,(?,?),?)">) {
  %r = cute.elem_less(%a0, %a1) : (!cute.int_tuple<"(?,(?,?))">, !cute.int_tuple<"(?,(?,?),?)">) -> i1
  cute.print(%r) : i1
  return
}

// elem_less((1,(3,3)), (2,(3,4)))
func.func @elem_less_10(%a0: !cute.int_tuple<"(?,(?,?))">, %a1: !cute.int_tuple<"(?,(?,?))">) {
  %r = cute.elem_less(%a0, %a1) : (!cute.int_tuple<"(?,(?,?))">, !cute.int_tuple<"(?,(?,?))">) -> i1
  cute.print(%r) : i1
  return
}

// equal((4,(2,3)), (4,(2,3)))
func.func @equal_11(%a0: !cute.int_tuple<"(?,(?,?))">, %a1: !cute.int_tuple<"(?,(?,?))">) {
  %r = cute.equal(%a0, %a1) : (!cute.int_tuple<"(?,(?,?))">, !cute.int_tuple<"(?,(?,?))">) -> i1
  cute.print(%r) : i1
  return
}

// equal((4,2):(1,4), (4,2):(1,5))
func.func @equal_12(%a0: !cute.layout<"(?,?):(?,?)">, %a1: !cute.layout<"(?,?):(?,?)">) {
  %r = cute.equal(%a0, %a1) : (!cute.layout<"(?,?):(?,?)">, !cute.layout<"(?,?):(?,?)">) -> i1
  cute.print(%r) : i1
  return
}

// tuple_eq((4,(2,3)), (4,(2,3)))
func.func @tuple_eq_13(%a0: !cute.int_tuple<"(?,(?,?))">, %a1: !cute.int_tuple<"(?,(?,?))">) {
  %r = cute.tuple_eq(%a0, %a1) : (!cute.int_tuple<"(?,(?,?))">, !cute.int_tuple<"(?,(?,?))">) -> i1
  cute.print(%r) : i1
  return
}

func.func @main() {
  %v2 = arith.constant 1 : i32
  %v3 = arith.constant 2 : i32
  %v4 = arith.constant -3 : i32
  %v1 = cute.make_int_tuple(%v2, %v3, %v4) : (i32, i32, i32) -> !cute.int_tuple<"(?,(?,?))">
  %v6 = arith.constant 4 : i32
  %v7 = arith.constant 5 : i32
  %v8 = arith.constant 6 : i32
  %v9 = arith.constant 7 : i32
  %v5 = cute.make_int_tuple(%v6, %v7, %v8, %v9) : (i32, i32, i32, i32) -> !cute.int_tuple<"(?,(?,?),?)">
  func.call @tuple_add_0(%v1, %v5) : (!cute.int_tuple<"(?,(?,?))">, !cute.int_tuple<"(?,(?,?),?)">) -> ()
  %v11 = arith.constant 1 : i32
  %v12 = arith.constant 2 : i32
  %v13 = arith.constant -3 : i32
  %v10 = cute.make_int_tuple(%v11, %v12, %v13) : (i32, i32, i32) -> !cute.int_tuple<"(?,(?,?))">
  %v15 = arith.constant 4 : i32
  %v16 = arith.constant 5 : i32
  %v17 = arith.constant 6 : i32
  %v18 = arith.constant 7 : i32
  %v14 = cute.make_int_tuple(%v15, %v16, %v17, %v18) : (i32, i32, i32, i32) -> !cute.int_tuple<"(?,(?,?),?)">
  func.call @tuple_sub_1(%v10, %v14) : (!cute.int_tuple<"(?,(?,?))">, !cute.int_tuple<"(?,(?,?),?)">) -> ()
  %v20 = arith.constant 12 : i32
  %v21 = arith.constant 4 : i32
  %v22 = arith.constant 6 : i32
  %v19 = cute.make_shape(%v20, %v21, %v22) : (i32, i32, i32) -> !cute.shape<"(?,(?,?))">
  %v24 = arith.constant 3 : i32
  %v25 = arith.constant 2 : i32
  %v26 = arith.constant 3 : i32
  %v23 = cute.make_shape(%v24, %v25, %v26) : (i32, i32, i32) -> !cute.shape<"(?,(?,?))">
  func.call @shape_div_2(%v19, %v23) : (!cute.shape<"(?,(?,?))">, !cute.shape<"(?,(?,?))">) -> ()
  %v28 = arith.constant 6 : i32
  %v29 = arith.constant 4 : i32
  %v30 = arith.constant 5 : i32
  %v27 = cute.make_shape(%v28, %v29, %v30) : (i32, i32, i32) -> !cute.shape<"(?,?,?)">
  %v32 = arith.constant 12 : i32
  %v31 = cute.make_shape(%v32) : (i32) -> !cute.shape<"?">
  func.call @shape_div_3(%v27, %v31) : (!cute.shape<"(?,?,?)">, !cute.shape<"?">) -> ()
  %v34 = arith.constant 3 : i32
  %v33 = cute.make_shape(%v34) : (i32) -> !cute.shape<"?">
  %v36 = arith.constant 12 : i32
  %v35 = cute.make_shape(%v36) : (i32) -> !cute.shape<"?">
  func.call @shape_div_4(%v33, %v35) : (!cute.shape<"?">, !cute.shape<"?">) -> ()
  %v38 = arith.constant 7 : i32
  %v39 = arith.constant 9 : i32
  %v40 = arith.constant 5 : i32
  %v37 = cute.make_shape(%v38, %v39, %v40) : (i32, i32, i32) -> !cute.shape<"(?,?,?)">
  %v42 = arith.constant 2 : i32
  %v43 = arith.constant 4 : i32
  %v41 = cute.make_shape(%v42, %v43) : (i32, i32) -> !cute.shape<"(?,?)">
  func.call @ceil_div_5(%v37, %v41) : (!cute.shape<"(?,?,?)">, !cute.shape<"(?,?)">) -> ()
  %v45 = arith.constant 7 : i32
  %v46 = arith.constant 9 : i32
  %v44 = cute.make_shape(%v45, %v46) : (i32, i32) -> !cute.shape<"(?,?)">
  %v48 = arith.constant 20 : i32
  %v47 = cute.make_shape(%v48) : (i32) -> !cute.shape<"?">
  func.call @ceil_div_6(%v44, %v47) : (!cute.shape<"(?,?)">, !cute.shape<"?">) -> ()
  %v50 = arith.constant 3 : i32
  %v51 = arith.constant 4 : i32
  %v52 = arith.constant 5 : i32
  %v49 = cute.make_shape(%v50, %v51, %v52) : (i32, i32, i32) -> !cute.shape<"(?,(?,?))">
  func.call @tuple_product_7(%v49) : (!cute.shape<"(?,(?,?))">) -> ()
  %v54 = arith.constant 3 : i32
  %v55 = arith.constant 4 : i32
  %v56 = arith.constant 5 : i32
  %v57 = arith.constant 2 : i32
  %v53 = cute.make_shape(%v54, %v55, %v56, %v57) : (i32, i32, i32, i32) -> !cute.shape<"(?,(?,?),?)">
  func.call @tuple_product_each_8(%v53) : (!cute.shape<"(?,(?,?),?)">) -> ()
  %v59 = arith.constant 1 : i32
  %v60 = arith.constant 2 : i32
  %v61 = arith.constant 3 : i32
  %v58 = cute.make_int_tuple(%v59, %v60, %v61) : (i32, i32, i32) -> !cute.int_tuple<"(?,(?,?))">
  %v63 = arith.constant 2 : i32
  %v64 = arith.constant 3 : i32
  %v65 = arith.constant 4 : i32
  %v66 = arith.constant 0 : i32
  %v62 = cute.make_int_tuple(%v63, %v64, %v65, %v66) : (i32, i32, i32, i32) -> !cute.int_tuple<"(?,(?,?),?)">
  func.call @elem_less_9(%v58, %v62) : (!cute.int_tuple<"(?,(?,?))">, !cute.int_tuple<"(?,(?,?),?)">) -> ()
  %v68 = arith.constant 1 : i32
  %v69 = arith.constant 3 : i32
  %v70 = arith.constant 3 : i32
  %v67 = cute.make_int_tuple(%v68, %v69, %v70) : (i32, i32, i32) -> !cute.int_tuple<"(?,(?,?))">
  %v72 = arith.constant 2 : i32
  %v73 = arith.constant 3 : i32
  %v74 = arith.constant 4 : i32
  %v71 = cute.make_int_tuple(%v72, %v73, %v74) : (i32, i32, i32) -> !cute.int_tuple<"(?,(?,?))">
  func.call @elem_less_10(%v67, %v71) : (!cute.int_tuple<"(?,(?,?))">, !cute.int_tuple<"(?,(?,?))">) -> ()
  %v76 = arith.constant 4 : i32
  %v77 = arith.constant 2 : i32
  %v78 = arith.constant 3 : i32
  %v75 = cute.make_int_tuple(%v76, %v77, %v78) : (i32, i32, i32) -> !cute.int_tuple<"(?,(?,?))">
  %v80 = arith.constant 4 : i32
  %v81 = arith.constant 2 : i32
  %v82 = arith.constant 3 : i32
  %v79 = cute.make_int_tuple(%v80, %v81, %v82) : (i32, i32, i32) -> !cute.int_tuple<"(?,(?,?))">
  func.call @equal_11(%v75, %v79) : (!cute.int_tuple<"(?,(?,?))">, !cute.int_tuple<"(?,(?,?))">) -> ()
  %v84 = arith.constant 4 : i32
  %v85 = arith.constant 2 : i32
  %v83 = cute.make_shape(%v84, %v85) : (i32, i32) -> !cute.shape<"(?,?)">
  %v87 = arith.constant 1 : i32
  %v88 = arith.constant 4 : i32
  %v86 = cute.make_stride(%v87, %v88) : (i32, i32) -> !cute.stride<"(?,?)">
  %v89 = cute.make_layout(%v83, %v86) : (!cute.shape<"(?,?)">, !cute.stride<"(?,?)">) -> !cute.layout<"(?,?):(?,?)">
  %v91 = arith.constant 4 : i32
  %v92 = arith.constant 2 : i32
  %v90 = cute.make_shape(%v91, %v92) : (i32, i32) -> !cute.shape<"(?,?)">
  %v94 = arith.constant 1 : i32
  %v95 = arith.constant 5 : i32
  %v93 = cute.make_stride(%v94, %v95) : (i32, i32) -> !cute.stride<"(?,?)">
  %v96 = cute.make_layout(%v90, %v93) : (!cute.shape<"(?,?)">, !cute.stride<"(?,?)">) -> !cute.layout<"(?,?):(?,?)">
  func.call @equal_12(%v89, %v96) : (!cute.layout<"(?,?):(?,?)">, !cute.layout<"(?,?):(?,?)">) -> ()
  %v98 = arith.constant 4 : i32
  %v99 = arith.constant 2 : i32
  %v100 = arith.constant 3 : i32
  %v97 = cute.make_int_tuple(%v98, %v99, %v100) : (i32, i32, i32) -> !cute.int_tuple<"(?,(?,?))">
  %v102 = arith.constant 4 : i32
  %v103 = arith.constant 2 : i32
  %v104 = arith.constant 3 : i32
  %v101 = cute.make_int_tuple(%v102, %v103, %v104) : (i32, i32, i32) -> !cute.int_tuple<"(?,(?,?))">
  func.call @tuple_eq_13(%v97, %v101) : (!cute.int_tuple<"(?,(?,?))">, !cute.int_tuple<"(?,(?,?))">) -> ()
  return
}
// CHECK:(5,(7,3),7)
// CHECK-NEXT:(-3,(-3,-9),-7)
// CHECK-NEXT:(4,(2,2))
// CHECK-NEXT:(1,2,5)
// CHECK-NEXT:1
// CHECK-NEXT:(4,3,5)
// CHECK-NEXT:(1,3)
// CHECK-NEXT:60
// CHECK-NEXT:(3,20,2)
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:1
