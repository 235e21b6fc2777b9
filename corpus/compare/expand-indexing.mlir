// --cute-expand on dynamic operands passed through function arguments:
// size, cosize, crd2idx, idx2crd, layout_eval (layout, swizzle, composed
// layout, scaled-basis strides), increment_coord. Expected values are
// cute-interp --expr on the static equivalents (in the comments).
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --compare > /dev/null

// size((3,(4,5)))
func.func @size_0(%a0: !cute.int_tuple<"(?,(?,?))">) {
  %r = cute.size(%a0) : (!cute.int_tuple<"(?,(?,?))">) -> !cute.int_tuple<"?">
  cute.print(%r) : !cute.int_tuple<"?">
  return
}

// size((3,(4,5)):(1,(3,12)), 1)
func.func @size_1(%a0: !cute.layout<"(?,(?,?)):(?,(?,?))">) {
  %r = cute.size<[1]>(%a0) : (!cute.layout<"(?,(?,?)):(?,(?,?))">) -> !cute.int_tuple<"?">
  cute.print(%r) : !cute.int_tuple<"?">
  return
}

// cosize((3,(4,5)):(2,(-1,12)))
func.func @cosize_2(%a0: !cute.layout<"(?,(?,?)):(?,(?,?))">) {
  %r = cute.cosize(%a0) : (!cute.layout<"(?,(?,?)):(?,(?,?))">) -> !cute.int_tuple<"?">
  cute.print(%r) : !cute.int_tuple<"?">
  return
}

// cosize(S<2,2,2> o 3 o (4,6):(6,1))
func.func @cosize_3(%a0: !cute.composed_layout<"S<2,2,2> o ? o (?,?):(?,?)">) {
  %r = cute.cosize(%a0) : (!cute.composed_layout<"S<2,2,2> o ? o (?,?):(?,?)">) -> !cute.int_tuple<"?">
  cute.print(%r) : !cute.int_tuple<"?">
  return
}

// crd2idx((2,(1,3)), (3,(4,5)))
func.func @crd2idx_4(%a0: !cute.coord<"(?,(?,?))">, %a1: !cute.shape<"(?,(?,?))">) {
  %r = cute.crd2idx(%a0, %a1) : (!cute.coord<"(?,(?,?))">, !cute.shape<"(?,(?,?))">) -> !cute.int_tuple<"?">
  cute.print(%r) : !cute.int_tuple<"?">
  return
}

// crd2idx(37, (3,(4,5)), (1,(3,12)))
func.func @crd2idx_5(%a0: !cute.coord<"?">, %a1: !cute.shape<"(?,(?,?))">, %a2: !cute.stride<"(?,(?,?))">) {
  %r = cute.crd2idx(%a0, %a1, %a2) : (!cute.coord<"?">, !cute.shape<"(?,(?,?))">, !cute.stride<"(?,(?,?))">) -> !cute.int_tuple<"?">
  cute.print(%r) : !cute.int_tuple<"?">
  return
}

// crd2idx((1,7), (3,(4,5)):(20,(1,4)))
func.func @crd2idx_6(%a0: !cute.coord<"(?,?)">, %a1: !cute.layout<"(?,(?,?)):(?,(?,?))">) {
  %r = cute.crd2idx(%a0, %a1) : (!cute.coord<"(?,?)">, !cute.layout<"(?,(?,?)):(?,(?,?))">) -> !cute.int_tuple<"?">
  cute.print(%r) : !cute.int_tuple<"?">
  return
}

// idx2crd(37, (3,(4,5)))
func.func @idx2crd_7(%a0: !cute.int_tuple<"?">, %a1: !cute.shape<"(?,(?,?))">) {
  %r = cute.idx2crd(%a0, %a1) : (!cute.int_tuple<"?">, !cute.shape<"(?,(?,?))">) -> !cute.coord<"(?,(?,?))">
  cute.print(%r) : !cute.coord<"(?,(?,?))">
  return
}

// idx2crd((2,13), (3,(4,5)))
func.func @idx2crd_8(%a0: !cute.int_tuple<"(?,?)">, %a1: !cute.shape<"(?,(?,?))">) {
  %r = cute.idx2crd(%a0, %a1) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,(?,?))">) -> !cute.coord<"(?,(?,?))">
  cute.print(%r) : !cute.coord<"(?,(?,?))">
  return
}

// layout_eval(34, ((4,2),3):((6,6),5))
func.func @layout_eval_9(%a0: !cute.int_tuple<"?">, %a1: !cute.layout<"((?,?),?):((?,?),?)">) {
  %r = cute.layout_eval(%a0, %a1) : (!cute.int_tuple<"?">, !cute.layout<"((?,?),?):((?,?),?)">) -> !cute.int_tuple<"?">
  cute.print(%r) : !cute.int_tuple<"?">
  return
}

// layout_eval(1000, S<3,4,3>)
func.func @layout_eval_10(%a0: !cute.int_tuple<"?">, %a1: !cute.swizzle<"S<3,4,3>">) {
  %r = cute.layout_eval(%a0, %a1) : (!cute.int_tuple<"?">, !cute.swizzle<"S<3,4,3>">) -> !cute.int_tuple<"?">
  cute.print(%r) : !cute.int_tuple<"?">
  return
}

// layout_eval(77, S<2,3,-2>)
func.func @layout_eval_11(%a0: !cute.int_tuple<"?">, %a1: !cute.swizzle<"S<2,3,-2>">) {
  %r = cute.layout_eval(%a0, %a1) : (!cute.int_tuple<"?">, !cute.swizzle<"S<2,3,-2>">) -> !cute.int_tuple<"?">
  cute.print(%r) : !cute.int_tuple<"?">
  return
}

// layout_eval(21, S<2,2,2> o 3 o (4,6):(6,1))
func.func @layout_eval_12(%a0: !cute.int_tuple<"?">, %a1: !cute.composed_layout<"S<2,2,2> o ? o (?,?):(?,?)">) {
  %r = cute.layout_eval(%a0, %a1) : (!cute.int_tuple<"?">, !cute.composed_layout<"S<2,2,2> o ? o (?,?):(?,?)">) -> !cute.int_tuple<"?">
  cute.print(%r) : !cute.int_tuple<"?">
  return
}

// layout_eval((3,5), (4,8):(1@1,1@0))
func.func @layout_eval_13(%a0: !cute.coord<"(?,?)">, %a1: !cute.layout<"(4,8):(1@1,1@0)">) {
  %r = cute.layout_eval(%a0, %a1) : (!cute.coord<"(?,?)">, !cute.layout<"(4,8):(1@1,1@0)">) -> !cute.int_tuple<"(?,?)">
  cute.print(%r) : !cute.int_tuple<"(?,?)">
  return
}

// layout_eval(13, (4,8):(1@0,2@1))
func.func @layout_eval_14(%a0: !cute.int_tuple<"?">, %a1: !cute.layout<"(?,?):(1@0,2@1)">) {
  %r = cute.layout_eval(%a0, %a1) : (!cute.int_tuple<"?">, !cute.layout<"(?,?):(1@0,2@1)">) -> !cute.int_tuple<"(?,?)">
  cute.print(%r) : !cute.int_tuple<"(?,?)">
  return
}

// increment_coord((3,(1,4)), (4,(2,5)))
func.func @increment_coord_15(%a0: !cute.coord<"(?,(?,?))">, %a1: !cute.shape<"(?,(?,?))">) {
  %r = cute.increment_coord(%a0, %a1) : (!cute.coord<"(?,(?,?))">, !cute.shape<"(?,(?,?))">) -> !cute.coord<"(?,(?,?))">
  cute.print(%r) : !cute.coord<"(?,(?,?))">
  return
}

// increment_coord((2,(1,4)), (4,(2,5)))
func.func @increment_coord_16(%a0: !cute.coord<"(?,(?,?))">, %a1: !cute.shape<"(?,(?,?))">) {
  %r = cute.increment_coord(%a0, %a1) : (!cute.coord<"(?,(?,?))">, !cute.shape<"(?,(?,?))">) -> !cute.coord<"(?,(?,?))">
  cute.print(%r) : !cute.coord<"(?,(?,?))">
  return
}

func.func @main() {
  %v2 = arith.constant 3 : i32
  %v3 = arith.constant 4 : i32
  %v4 = arith.constant 5 : i32
  %v1 = cute.make_int_tuple(%v2, %v3, %v4) : (i32, i32, i32) -> !cute.int_tuple<"(?,(?,?))">
  func.call @size_0(%v1) : (!cute.int_tuple<"(?,(?,?))">) -> ()
  %v6 = arith.constant 3 : i32
  %v7 = arith.constant 4 : i32
  %v8 = arith.constant 5 : i32
  %v5 = cute.make_shape(%v6, %v7, %v8) : (i32, i32, i32) -> !cute.shape<"(?,(?,?))">
  %v10 = arith.constant 1 : i32
  %v11 = arith.constant 3 : i32
  %v12 = arith.constant 12 : i32
  %v9 = cute.make_stride(%v10, %v11, %v12) : (i32, i32, i32) -> !cute.stride<"(?,(?,?))">
  %v13 = cute.make_layout(%v5, %v9) : (!cute.shape<"(?,(?,?))">, !cute.stride<"(?,(?,?))">) -> !cute.layout<"(?,(?,?)):(?,(?,?))">
  func.call @size_1(%v13) : (!cute.layout<"(?,(?,?)):(?,(?,?))">) -> ()
  %v15 = arith.constant 3 : i32
  %v16 = arith.constant 4 : i32
  %v17 = arith.constant 5 : i32
  %v14 = cute.make_shape(%v15, %v16, %v17) : (i32, i32, i32) -> !cute.shape<"(?,(?,?))">
  %v19 = arith.constant 2 : i32
  %v20 = arith.constant -1 : i32
  %v21 = arith.constant 12 : i32
  %v18 = cute.make_stride(%v19, %v20, %v21) : (i32, i32, i32) -> !cute.stride<"(?,(?,?))">
  %v22 = cute.make_layout(%v14, %v18) : (!cute.shape<"(?,(?,?))">, !cute.stride<"(?,(?,?))">) -> !cute.layout<"(?,(?,?)):(?,(?,?))">
  func.call @cosize_2(%v22) : (!cute.layout<"(?,(?,?)):(?,(?,?))">) -> ()
  %v23 = cute.static : !cute.swizzle<"S<2,2,2>">
  %v25 = arith.constant 3 : i32
  %v24 = cute.make_int_tuple(%v25) : (i32) -> !cute.int_tuple<"?">
  %v27 = arith.constant 4 : i32
  %v28 = arith.constant 6 : i32
  %v26 = cute.make_shape(%v27, %v28) : (i32, i32) -> !cute.shape<"(?,?)">
  %v30 = arith.constant 6 : i32
  %v31 = arith.constant 1 : i32
  %v29 = cute.make_stride(%v30, %v31) : (i32, i32) -> !cute.stride<"(?,?)">
  %v32 = cute.make_layout(%v26, %v29) : (!cute.shape<"(?,?)">, !cute.stride<"(?,?)">) -> !cute.layout<"(?,?):(?,?)">
  %v33 = cute.make_composed_layout(%v23, %v24, %v32) : (!cute.swizzle<"S<2,2,2>">, !cute.int_tuple<"?">, !cute.layout<"(?,?):(?,?)">) -> !cute.composed_layout<"S<2,2,2> o ? o (?,?):(?,?)">
  func.call @cosize_3(%v33) : (!cute.composed_layout<"S<2,2,2> o ? o (?,?):(?,?)">) -> ()
  %v35 = arith.constant 2 : i32
  %v36 = arith.constant 1 : i32
  %v37 = arith.constant 3 : i32
  %v34 = cute.make_coord(%v35, %v36, %v37) : (i32, i32, i32) -> !cute.coord<"(?,(?,?))">
  %v39 = arith.constant 3 : i32
  %v40 = arith.constant 4 : i32
  %v41 = arith.constant 5 : i32
  %v38 = cute.make_shape(%v39, %v40, %v41) : (i32, i32, i32) -> !cute.shape<"(?,(?,?))">
  func.call @crd2idx_4(%v34, %v38) : (!cute.coord<"(?,(?,?))">, !cute.shape<"(?,(?,?))">) -> ()
  %v43 = arith.constant 37 : i32
  %v42 = cute.make_coord(%v43) : (i32) -> !cute.coord<"?">
  %v45 = arith.constant 3 : i32
  %v46 = arith.constant 4 : i32
  %v47 = arith.constant 5 : i32
  %v44 = cute.make_shape(%v45, %v46, %v47) : (i32, i32, i32) -> !cute.shape<"(?,(?,?))">
  %v49 = arith.constant 1 : i32
  %v50 = arith.constant 3 : i32
  %v51 = arith.constant 12 : i32
  %v48 = cute.make_stride(%v49, %v50, %v51) : (i32, i32, i32) -> !cute.stride<"(?,(?,?))">
  func.call @crd2idx_5(%v42, %v44, %v48) : (!cute.coord<"?">, !cute.shape<"(?,(?,?))">, !cute.stride<"(?,(?,?))">) -> ()
  %v53 = arith.constant 1 : i32
  %v54 = arith.constant 7 : i32
  %v52 = cute.make_coord(%v53, %v54) : (i32, i32) -> !cute.coord<"(?,?)">
  %v56 = arith.constant 3 : i32
  %v57 = arith.constant 4 : i32
  %v58 = arith.constant 5 : i32
  %v55 = cute.make_shape(%v56, %v57, %v58) : (i32, i32, i32) -> !cute.shape<"(?,(?,?))">
  %v60 = arith.constant 20 : i32
  %v61 = arith.constant 1 : i32
  %v62 = arith.constant 4 : i32
  %v59 = cute.make_stride(%v60, %v61, %v62) : (i32, i32, i32) -> !cute.stride<"(?,(?,?))">
  %v63 = cute.make_layout(%v55, %v59) : (!cute.shape<"(?,(?,?))">, !cute.stride<"(?,(?,?))">) -> !cute.layout<"(?,(?,?)):(?,(?,?))">
  func.call @crd2idx_6(%v52, %v63) : (!cute.coord<"(?,?)">, !cute.layout<"(?,(?,?)):(?,(?,?))">) -> ()
  %v65 = arith.constant 37 : i32
  %v64 = cute.make_int_tuple(%v65) : (i32) -> !cute.int_tuple<"?">
  %v67 = arith.constant 3 : i32
  %v68 = arith.constant 4 : i32
  %v69 = arith.constant 5 : i32
  %v66 = cute.make_shape(%v67, %v68, %v69) : (i32, i32, i32) -> !cute.shape<"(?,(?,?))">
  func.call @idx2crd_7(%v64, %v66) : (!cute.int_tuple<"?">, !cute.shape<"(?,(?,?))">) -> ()
  %v71 = arith.constant 2 : i32
  %v72 = arith.constant 13 : i32
  %v70 = cute.make_int_tuple(%v71, %v72) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  %v74 = arith.constant 3 : i32
  %v75 = arith.constant 4 : i32
  %v76 = arith.constant 5 : i32
  %v73 = cute.make_shape(%v74, %v75, %v76) : (i32, i32, i32) -> !cute.shape<"(?,(?,?))">
  func.call @idx2crd_8(%v70, %v73) : (!cute.int_tuple<"(?,?)">, !cute.shape<"(?,(?,?))">) -> ()
  %v78 = arith.constant 34 : i32
  %v77 = cute.make_int_tuple(%v78) : (i32) -> !cute.int_tuple<"?">
  %v80 = arith.constant 4 : i32
  %v81 = arith.constant 2 : i32
  %v82 = arith.constant 3 : i32
  %v79 = cute.make_shape(%v80, %v81, %v82) : (i32, i32, i32) -> !cute.shape<"((?,?),?)">
  %v84 = arith.constant 6 : i32
  %v85 = arith.constant 6 : i32
  %v86 = arith.constant 5 : i32
  %v83 = cute.make_stride(%v84, %v85, %v86) : (i32, i32, i32) -> !cute.stride<"((?,?),?)">
  %v87 = cute.make_layout(%v79, %v83) : (!cute.shape<"((?,?),?)">, !cute.stride<"((?,?),?)">) -> !cute.layout<"((?,?),?):((?,?),?)">
  func.call @layout_eval_9(%v77, %v87) : (!cute.int_tuple<"?">, !cute.layout<"((?,?),?):((?,?),?)">) -> ()
  %v89 = arith.constant 1000 : i32
  %v88 = cute.make_int_tuple(%v89) : (i32) -> !cute.int_tuple<"?">
  %v90 = cute.static : !cute.swizzle<"S<3,4,3>">
  func.call @layout_eval_10(%v88, %v90) : (!cute.int_tuple<"?">, !cute.swizzle<"S<3,4,3>">) -> ()
  %v92 = arith.constant 77 : i32
  %v91 = cute.make_int_tuple(%v92) : (i32) -> !cute.int_tuple<"?">
  %v93 = cute.static : !cute.swizzle<"S<2,3,-2>">
  func.call @layout_eval_11(%v91, %v93) : (!cute.int_tuple<"?">, !cute.swizzle<"S<2,3,-2>">) -> ()
  %v95 = arith.constant 21 : i32
  %v94 = cute.make_int_tuple(%v95) : (i32) -> !cute.int_tuple<"?">
  %v96 = cute.static : !cute.swizzle<"S<2,2,2>">
  %v98 = arith.constant 3 : i32
  %v97 = cute.make_int_tuple(%v98) : (i32) -> !cute.int_tuple<"?">
  %v100 = arith.constant 4 : i32
  %v101 = arith.constant 6 : i32
  %v99 = cute.make_shape(%v100, %v101) : (i32, i32) -> !cute.shape<"(?,?)">
  %v103 = arith.constant 6 : i32
  %v104 = arith.constant 1 : i32
  %v102 = cute.make_stride(%v103, %v104) : (i32, i32) -> !cute.stride<"(?,?)">
  %v105 = cute.make_layout(%v99, %v102) : (!cute.shape<"(?,?)">, !cute.stride<"(?,?)">) -> !cute.layout<"(?,?):(?,?)">
  %v106 = cute.make_composed_layout(%v96, %v97, %v105) : (!cute.swizzle<"S<2,2,2>">, !cute.int_tuple<"?">, !cute.layout<"(?,?):(?,?)">) -> !cute.composed_layout<"S<2,2,2> o ? o (?,?):(?,?)">
  func.call @layout_eval_12(%v94, %v106) : (!cute.int_tuple<"?">, !cute.composed_layout<"S<2,2,2> o ? o (?,?):(?,?)">) -> ()
  %v108 = arith.constant 3 : i32
  %v109 = arith.constant 5 : i32
  %v107 = cute.make_coord(%v108, %v109) : (i32, i32) -> !cute.coord<"(?,?)">
  %v110 = cute.static : !cute.shape<"(4,8)">
  %v111 = cute.static : !cute.stride<"(1@1,1@0)">
  %v112 = cute.make_layout(%v110, %v111) : (!cute.shape<"(4,8)">, !cute.stride<"(1@1,1@0)">) -> !cute.layout<"(4,8):(1@1,1@0)">
  func.call @layout_eval_13(%v107, %v112) : (!cute.coord<"(?,?)">, !cute.layout<"(4,8):(1@1,1@0)">) -> ()
  %v114 = arith.constant 13 : i32
  %v113 = cute.make_int_tuple(%v114) : (i32) -> !cute.int_tuple<"?">
  %v116 = arith.constant 4 : i32
  %v117 = arith.constant 8 : i32
  %v115 = cute.make_shape(%v116, %v117) : (i32, i32) -> !cute.shape<"(?,?)">
  %v118 = cute.static : !cute.stride<"(1@0,2@1)">
  %v119 = cute.make_layout(%v115, %v118) : (!cute.shape<"(?,?)">, !cute.stride<"(1@0,2@1)">) -> !cute.layout<"(?,?):(1@0,2@1)">
  func.call @layout_eval_14(%v113, %v119) : (!cute.int_tuple<"?">, !cute.layout<"(?,?):(1@0,2@1)">) -> ()
  %v121 = arith.constant 3 : i32
  %v122 = arith.constant 1 : i32
  %v123 = arith.constant 4 : i32
  %v120 = cute.make_coord(%v121, %v122, %v123) : (i32, i32, i32) -> !cute.coord<"(?,(?,?))">
  %v125 = arith.constant 4 : i32
  %v126 = arith.constant 2 : i32
  %v127 = arith.constant 5 : i32
  %v124 = cute.make_shape(%v125, %v126, %v127) : (i32, i32, i32) -> !cute.shape<"(?,(?,?))">
  func.call @increment_coord_15(%v120, %v124) : (!cute.coord<"(?,(?,?))">, !cute.shape<"(?,(?,?))">) -> ()
  %v129 = arith.constant 2 : i32
  %v130 = arith.constant 1 : i32
  %v131 = arith.constant 4 : i32
  %v128 = cute.make_coord(%v129, %v130, %v131) : (i32, i32, i32) -> !cute.coord<"(?,(?,?))">
  %v133 = arith.constant 4 : i32
  %v134 = arith.constant 2 : i32
  %v135 = arith.constant 5 : i32
  %v132 = cute.make_shape(%v133, %v134, %v135) : (i32, i32, i32) -> !cute.shape<"(?,(?,?))">
  func.call @increment_coord_16(%v128, %v132) : (!cute.coord<"(?,(?,?))">, !cute.shape<"(?,(?,?))">) -> ()
  return
}
// CHECK:60
// CHECK-NEXT:20
// CHECK-NEXT:56
// CHECK-NEXT:24
// CHECK-NEXT:41
// CHECK-NEXT:37
// CHECK-NEXT:27
// CHECK-NEXT:(1,(0,3))
// CHECK-NEXT:(2,(1,3))
// CHECK-NEXT:32
// CHECK-NEXT:920
// CHECK-NEXT:109
// CHECK-NEXT:14
// CHECK-NEXT:(5,3)
// CHECK-NEXT:(1,6)
// CHECK-NEXT:(0,(0,5))
// CHECK-NEXT:(3,(1,4))
