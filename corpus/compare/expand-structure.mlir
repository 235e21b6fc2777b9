// --cute-expand on dynamic operands passed through function arguments:
// get, get_shape, get_stride, select, flatten, group_modes, to_coord,
// append/prepend_to_rank, composed getters, slice, dice, coalesce (dynamic
// leaves block merges), filter_zeros, filter, make_ordered_layout, make_layout_like,
// make_identity_layout. Expected values are
// cute-interp --expr on the static equivalents (in the comments).
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --compare > /dev/null

// get((3,(4,5),2):(1,(3,12),60), 1)
func.func @get_0(%a0: !cute.layout<"(?,(?,?),?):(?,(?,?),?)">) {
  %r = cute.get<[1]>(%a0) : !cute.layout<"(?,(?,?),?):(?,(?,?),?)"> -> !cute.layout<"(?,?):(?,?)">
  cute.print(%r) : !cute.layout<"(?,?):(?,?)">
  return
}

// get_shape((3,(4,5),2):(1,(3,12),60))
func.func @get_shape_1(%a0: !cute.layout<"(?,(?,?),?):(?,(?,?),?)">) {
  %r = cute.get_shape(%a0) : !cute.layout<"(?,(?,?),?):(?,(?,?),?)"> -> !cute.shape<"(?,(?,?),?)">
  cute.print(%r) : !cute.shape<"(?,(?,?),?)">
  return
}

// get_stride((3,(4,5),2):(1,(3,12),60))
func.func @get_stride_2(%a0: !cute.layout<"(?,(?,?),?):(?,(?,?),?)">) {
  %r = cute.get_stride(%a0) : !cute.layout<"(?,(?,?),?):(?,(?,?),?)"> -> !cute.stride<"(?,(?,?),?)">
  cute.print(%r) : !cute.stride<"(?,(?,?),?)">
  return
}

// select((3,(4,5),2):(1,(3,12),60), 2, 0)
func.func @select_3(%a0: !cute.layout<"(?,(?,?),?):(?,(?,?),?)">) {
  %r = cute.select<[2, 0]>(%a0) : !cute.layout<"(?,(?,?),?):(?,(?,?),?)"> -> !cute.layout<"(?,?):(?,?)">
  cute.print(%r) : !cute.layout<"(?,?):(?,?)">
  return
}

// flatten((3,(4,5),2):(1,(3,12),60))
func.func @flatten_4(%a0: !cute.layout<"(?,(?,?),?):(?,(?,?),?)">) {
  %r = cute.flatten(%a0) : (!cute.layout<"(?,(?,?),?):(?,(?,?),?)">) -> !cute.layout<"(?,?,?,?):(?,?,?,?)">
  cute.print(%r) : !cute.layout<"(?,?,?,?):(?,?,?,?)">
  return
}

// group_modes((3,(4,5),2):(1,(3,12),60), 0, 2)
func.func @group_modes_5(%a0: !cute.layout<"(?,(?,?),?):(?,(?,?),?)">) {
  %r = cute.group_modes<0, 2>(%a0) : (!cute.layout<"(?,(?,?),?):(?,(?,?),?)">) -> !cute.layout<"((?,(?,?)),?):((?,(?,?)),?)">
  cute.print(%r) : !cute.layout<"((?,(?,?)),?):((?,(?,?)),?)">
  return
}

// to_coord((3,(4,5)))
func.func @to_coord_6(%a0: !cute.int_tuple<"(?,(?,?))">) {
  %r = cute.to_coord(%a0) : !cute.int_tuple<"(?,(?,?))"> -> !cute.coord<"(?,(?,?))">
  cute.print(%r) : !cute.coord<"(?,(?,?))">
  return
}

// append_to_rank((3,4), 7, 4)
func.func @append_to_rank_7(%a0: !cute.int_tuple<"(?,?)">, %a1: !cute.int_tuple<"?">) {
  %r = cute.append_to_rank<4>(%a0, %a1) : !cute.int_tuple<"(?,?)">, !cute.int_tuple<"?">
  cute.print(%r) : !cute.int_tuple<"(?,?,?,?)">
  return
}

// prepend_to_rank((3,4), 7, 3)
func.func @prepend_to_rank_8(%a0: !cute.int_tuple<"(?,?)">, %a1: !cute.int_tuple<"?">) {
  %r = cute.prepend_to_rank<3>(%a0, %a1) : !cute.int_tuple<"(?,?)">, !cute.int_tuple<"?">
  cute.print(%r) : !cute.int_tuple<"(?,?,?)">
  return
}

// composed_get_offset(S<2,2,2> o 3 o (4,6):(6,1))
func.func @composed_get_offset_9(%a0: !cute.composed_layout<"S<2,2,2> o ? o (?,?):(?,?)">) {
  %r = cute.composed_get_offset(%a0) : !cute.composed_layout<"S<2,2,2> o ? o (?,?):(?,?)"> -> !cute.int_tuple<"?">
  cute.print(%r) : !cute.int_tuple<"?">
  return
}

// composed_get_outer(S<2,2,2> o 3 o (4,6):(6,1))
func.func @composed_get_outer_10(%a0: !cute.composed_layout<"S<2,2,2> o ? o (?,?):(?,?)">) {
  %r = cute.composed_get_outer(%a0) : !cute.composed_layout<"S<2,2,2> o ? o (?,?):(?,?)"> -> !cute.layout<"(?,?):(?,?)">
  cute.print(%r) : !cute.layout<"(?,?):(?,?)">
  return
}

// slice((3,(4,5),2):(1,(3,12),60), (_,(1,_),1))
func.func @slice_11(%a0: !cute.layout<"(?,(?,?),?):(?,(?,?),?)">, %a1: !cute.coord<"(_,(?,_),?)">) {
  %r = cute.slice(%a0, %a1) : !cute.layout<"(?,(?,?),?):(?,(?,?),?)">, !cute.coord<"(_,(?,_),?)">
  cute.print(%r) : !cute.layout<"(?,?):(?,?)">
  return
}

// dice((3,(4,5),2):(1,(3,12),60), (_,(1,_),1))
func.func @dice_12(%a0: !cute.layout<"(?,(?,?),?):(?,(?,?),?)">, %a1: !cute.coord<"(_,(1,_),1)">) {
  %r = cute.dice(%a0, %a1) : !cute.layout<"(?,(?,?),?):(?,(?,?),?)">, !cute.coord<"(_,(1,_),1)">
  cute.print(%r) : !cute.layout<"(?,?):(?,?)">
  return
}

// coalesce((4,5,9,3,2):(1,4,7,1,3)) with 9 and 7 dynamic: (20,?,6):(1,?,1)
func.func @coalesce_13(%a0: !cute.layout<"(4,5,?,3,2):(1,4,?,1,3)">) {
  %r = cute.coalesce(%a0) : (!cute.layout<"(4,5,?,3,2):(1,4,?,1,3)">) -> !cute.layout<"(20,?,6):(1,?,1)">
  cute.print(%r) : !cute.layout<"(20,?,6):(1,?,1)">
  return
}

// coalesce((6,1,4):(1,5,8)) with 6, 5 and 8 dynamic: (?,4):(1,?)
func.func @coalesce_14(%a0: !cute.layout<"(?,1,4):(1,?,?)">) {
  %r = cute.coalesce(%a0) : (!cute.layout<"(?,1,4):(1,?,?)">) -> !cute.layout<"(?,4):(1,?)">
  cute.print(%r) : !cute.layout<"(?,4):(1,?)">
  return
}

// coalesce(((2,4),(3,5)):((1,2),(8,24)), (1,1)) with 5 dynamic
func.func @coalesce_15(%a0: !cute.layout<"((2,4),(3,?)):((1,2),(8,24))">, %a1: !cute.coord<"(1,1)">) {
  %r = cute.coalesce(%a0, %a1) : (!cute.layout<"((2,4),(3,?)):((1,2),(8,24))">, !cute.coord<"(1,1)">) -> !cute.layout<"(8,(3,?)):(1,(8,24))">
  cute.print(%r) : !cute.layout<"(8,(3,?)):(1,(8,24))">
  return
}

// filter_zeros((4,5,(3,7)):(1,0,(4,7))) with 5 and both 7 dynamic
func.func @filter_zeros_16(%a0: !cute.layout<"(4,?,(3,?)):(1,0,(4,?))">) {
  %r = cute.filter_zeros(%a0) : (!cute.layout<"(4,?,(3,?)):(1,0,(4,?))">) -> !cute.layout<"(4,1,(3,?)):(1,0,(4,?))">
  cute.print(%r) : !cute.layout<"(4,1,(3,?)):(1,0,(4,?))">
  return
}

// filter_zeros((4,5,(3,7)):(1,0,(4,7)), (1,1,0)) with 5 and both 7 dynamic
func.func @filter_zeros_17(%a0: !cute.layout<"(4,?,(3,?)):(1,0,(4,?))">, %a1: !cute.shape<"(1,1,0)">) {
  %r = cute.filter_zeros(%a0, %a1) : (!cute.layout<"(4,?,(3,?)):(1,0,(4,?))">, !cute.shape<"(1,1,0)">) -> !cute.layout<"(4,?,(1,1)):(1,0,(4,?))">
  cute.print(%r) : !cute.layout<"(4,?,(1,1)):(1,0,(4,?))">
  return
}

// filter((4,5,(3,7)):(1,0,(4,7))) with 5 and both 7 dynamic: (12,?):(1,?)
func.func @filter_18(%a0: !cute.layout<"(4,?,(3,?)):(1,0,(4,?))">) {
  %r = cute.filter(%a0) : (!cute.layout<"(4,?,(3,?)):(1,0,(4,?))">) -> !cute.layout<"(12,?):(1,?)">
  cute.print(%r) : !cute.layout<"(12,?):(1,?)">
  return
}

// make_ordered_layout((3,(4,5),2), (1,(0,3),2))
func.func @make_ordered_layout_19(%a0: !cute.shape<"(?,(?,?),?)">, %a1: !cute.int_tuple<"(1,(0,3),2)">) {
  %r = cute.make_ordered_layout(%a0, %a1) : (!cute.shape<"(?,(?,?),?)">, !cute.int_tuple<"(1,(0,3),2)">) -> !cute.layout<"(?,(?,?),?):(?,(?,?),?)">
  cute.print(%r) : !cute.layout<"(?,(?,?),?):(?,(?,?),?)">
  return
}

// make_layout_like((3,4,2):(0,6,1)) with a dynamic shape
func.func @make_layout_like_20(%a0: !cute.layout<"(?,?,?):(0,6,1)">) {
  %r = cute.make_layout_like(%a0) : !cute.layout<"(?,?,?):(0,6,1)"> -> !cute.layout<"(?,?,?):(0,?,1)">
  cute.print(%r) : !cute.layout<"(?,?,?):(0,?,1)">
  return
}

// make_identity_layout((3,(4,5)))
func.func @make_identity_layout_21(%a0: !cute.shape<"(?,(?,?))">) {
  %r = cute.make_identity_layout(%a0) : !cute.shape<"(?,(?,?))"> -> !cute.layout<"(?,(?,?)):(1@0,(1@0@1,1@1@1))">
  cute.print(%r) : !cute.layout<"(?,(?,?)):(1@0,(1@0@1,1@1@1))">
  return
}

func.func @main() {
  %v2 = arith.constant 3 : i32
  %v3 = arith.constant 4 : i32
  %v4 = arith.constant 5 : i32
  %v5 = arith.constant 2 : i32
  %v1 = cute.make_shape(%v2, %v3, %v4, %v5) : (i32, i32, i32, i32) -> !cute.shape<"(?,(?,?),?)">
  %v7 = arith.constant 1 : i32
  %v8 = arith.constant 3 : i32
  %v9 = arith.constant 12 : i32
  %v10 = arith.constant 60 : i32
  %v6 = cute.make_stride(%v7, %v8, %v9, %v10) : (i32, i32, i32, i32) -> !cute.stride<"(?,(?,?),?)">
  %v11 = cute.make_layout(%v1, %v6) : (!cute.shape<"(?,(?,?),?)">, !cute.stride<"(?,(?,?),?)">) -> !cute.layout<"(?,(?,?),?):(?,(?,?),?)">
  func.call @get_0(%v11) : (!cute.layout<"(?,(?,?),?):(?,(?,?),?)">) -> ()
  %v13 = arith.constant 3 : i32
  %v14 = arith.constant 4 : i32
  %v15 = arith.constant 5 : i32
  %v16 = arith.constant 2 : i32
  %v12 = cute.make_shape(%v13, %v14, %v15, %v16) : (i32, i32, i32, i32) -> !cute.shape<"(?,(?,?),?)">
  %v18 = arith.constant 1 : i32
  %v19 = arith.constant 3 : i32
  %v20 = arith.constant 12 : i32
  %v21 = arith.constant 60 : i32
  %v17 = cute.make_stride(%v18, %v19, %v20, %v21) : (i32, i32, i32, i32) -> !cute.stride<"(?,(?,?),?)">
  %v22 = cute.make_layout(%v12, %v17) : (!cute.shape<"(?,(?,?),?)">, !cute.stride<"(?,(?,?),?)">) -> !cute.layout<"(?,(?,?),?):(?,(?,?),?)">
  func.call @get_shape_1(%v22) : (!cute.layout<"(?,(?,?),?):(?,(?,?),?)">) -> ()
  %v24 = arith.constant 3 : i32
  %v25 = arith.constant 4 : i32
  %v26 = arith.constant 5 : i32
  %v27 = arith.constant 2 : i32
  %v23 = cute.make_shape(%v24, %v25, %v26, %v27) : (i32, i32, i32, i32) -> !cute.shape<"(?,(?,?),?)">
  %v29 = arith.constant 1 : i32
  %v30 = arith.constant 3 : i32
  %v31 = arith.constant 12 : i32
  %v32 = arith.constant 60 : i32
  %v28 = cute.make_stride(%v29, %v30, %v31, %v32) : (i32, i32, i32, i32) -> !cute.stride<"(?,(?,?),?)">
  %v33 = cute.make_layout(%v23, %v28) : (!cute.shape<"(?,(?,?),?)">, !cute.stride<"(?,(?,?),?)">) -> !cute.layout<"(?,(?,?),?):(?,(?,?),?)">
  func.call @get_stride_2(%v33) : (!cute.layout<"(?,(?,?),?):(?,(?,?),?)">) -> ()
  %v35 = arith.constant 3 : i32
  %v36 = arith.constant 4 : i32
  %v37 = arith.constant 5 : i32
  %v38 = arith.constant 2 : i32
  %v34 = cute.make_shape(%v35, %v36, %v37, %v38) : (i32, i32, i32, i32) -> !cute.shape<"(?,(?,?),?)">
  %v40 = arith.constant 1 : i32
  %v41 = arith.constant 3 : i32
  %v42 = arith.constant 12 : i32
  %v43 = arith.constant 60 : i32
  %v39 = cute.make_stride(%v40, %v41, %v42, %v43) : (i32, i32, i32, i32) -> !cute.stride<"(?,(?,?),?)">
  %v44 = cute.make_layout(%v34, %v39) : (!cute.shape<"(?,(?,?),?)">, !cute.stride<"(?,(?,?),?)">) -> !cute.layout<"(?,(?,?),?):(?,(?,?),?)">
  func.call @select_3(%v44) : (!cute.layout<"(?,(?,?),?):(?,(?,?),?)">) -> ()
  %v46 = arith.constant 3 : i32
  %v47 = arith.constant 4 : i32
  %v48 = arith.constant 5 : i32
  %v49 = arith.constant 2 : i32
  %v45 = cute.make_shape(%v46, %v47, %v48, %v49) : (i32, i32, i32, i32) -> !cute.shape<"(?,(?,?),?)">
  %v51 = arith.constant 1 : i32
  %v52 = arith.constant 3 : i32
  %v53 = arith.constant 12 : i32
  %v54 = arith.constant 60 : i32
  %v50 = cute.make_stride(%v51, %v52, %v53, %v54) : (i32, i32, i32, i32) -> !cute.stride<"(?,(?,?),?)">
  %v55 = cute.make_layout(%v45, %v50) : (!cute.shape<"(?,(?,?),?)">, !cute.stride<"(?,(?,?),?)">) -> !cute.layout<"(?,(?,?),?):(?,(?,?),?)">
  func.call @flatten_4(%v55) : (!cute.layout<"(?,(?,?),?):(?,(?,?),?)">) -> ()
  %v57 = arith.constant 3 : i32
  %v58 = arith.constant 4 : i32
  %v59 = arith.constant 5 : i32
  %v60 = arith.constant 2 : i32
  %v56 = cute.make_shape(%v57, %v58, %v59, %v60) : (i32, i32, i32, i32) -> !cute.shape<"(?,(?,?),?)">
  %v62 = arith.constant 1 : i32
  %v63 = arith.constant 3 : i32
  %v64 = arith.constant 12 : i32
  %v65 = arith.constant 60 : i32
  %v61 = cute.make_stride(%v62, %v63, %v64, %v65) : (i32, i32, i32, i32) -> !cute.stride<"(?,(?,?),?)">
  %v66 = cute.make_layout(%v56, %v61) : (!cute.shape<"(?,(?,?),?)">, !cute.stride<"(?,(?,?),?)">) -> !cute.layout<"(?,(?,?),?):(?,(?,?),?)">
  func.call @group_modes_5(%v66) : (!cute.layout<"(?,(?,?),?):(?,(?,?),?)">) -> ()
  %v68 = arith.constant 3 : i32
  %v69 = arith.constant 4 : i32
  %v70 = arith.constant 5 : i32
  %v67 = cute.make_int_tuple(%v68, %v69, %v70) : (i32, i32, i32) -> !cute.int_tuple<"(?,(?,?))">
  func.call @to_coord_6(%v67) : (!cute.int_tuple<"(?,(?,?))">) -> ()
  %v72 = arith.constant 3 : i32
  %v73 = arith.constant 4 : i32
  %v71 = cute.make_int_tuple(%v72, %v73) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  %v75 = arith.constant 7 : i32
  %v74 = cute.make_int_tuple(%v75) : (i32) -> !cute.int_tuple<"?">
  func.call @append_to_rank_7(%v71, %v74) : (!cute.int_tuple<"(?,?)">, !cute.int_tuple<"?">) -> ()
  %v77 = arith.constant 3 : i32
  %v78 = arith.constant 4 : i32
  %v76 = cute.make_int_tuple(%v77, %v78) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  %v80 = arith.constant 7 : i32
  %v79 = cute.make_int_tuple(%v80) : (i32) -> !cute.int_tuple<"?">
  func.call @prepend_to_rank_8(%v76, %v79) : (!cute.int_tuple<"(?,?)">, !cute.int_tuple<"?">) -> ()
  %v81 = cute.static : !cute.swizzle<"S<2,2,2>">
  %v83 = arith.constant 3 : i32
  %v82 = cute.make_int_tuple(%v83) : (i32) -> !cute.int_tuple<"?">
  %v85 = arith.constant 4 : i32
  %v86 = arith.constant 6 : i32
  %v84 = cute.make_shape(%v85, %v86) : (i32, i32) -> !cute.shape<"(?,?)">
  %v88 = arith.constant 6 : i32
  %v89 = arith.constant 1 : i32
  %v87 = cute.make_stride(%v88, %v89) : (i32, i32) -> !cute.stride<"(?,?)">
  %v90 = cute.make_layout(%v84, %v87) : (!cute.shape<"(?,?)">, !cute.stride<"(?,?)">) -> !cute.layout<"(?,?):(?,?)">
  %v91 = cute.make_composed_layout(%v81, %v82, %v90) : (!cute.swizzle<"S<2,2,2>">, !cute.int_tuple<"?">, !cute.layout<"(?,?):(?,?)">) -> !cute.composed_layout<"S<2,2,2> o ? o (?,?):(?,?)">
  func.call @composed_get_offset_9(%v91) : (!cute.composed_layout<"S<2,2,2> o ? o (?,?):(?,?)">) -> ()
  %v92 = cute.static : !cute.swizzle<"S<2,2,2>">
  %v94 = arith.constant 3 : i32
  %v93 = cute.make_int_tuple(%v94) : (i32) -> !cute.int_tuple<"?">
  %v96 = arith.constant 4 : i32
  %v97 = arith.constant 6 : i32
  %v95 = cute.make_shape(%v96, %v97) : (i32, i32) -> !cute.shape<"(?,?)">
  %v99 = arith.constant 6 : i32
  %v100 = arith.constant 1 : i32
  %v98 = cute.make_stride(%v99, %v100) : (i32, i32) -> !cute.stride<"(?,?)">
  %v101 = cute.make_layout(%v95, %v98) : (!cute.shape<"(?,?)">, !cute.stride<"(?,?)">) -> !cute.layout<"(?,?):(?,?)">
  %v102 = cute.make_composed_layout(%v92, %v93, %v101) : (!cute.swizzle<"S<2,2,2>">, !cute.int_tuple<"?">, !cute.layout<"(?,?):(?,?)">) -> !cute.composed_layout<"S<2,2,2> o ? o (?,?):(?,?)">
  func.call @composed_get_outer_10(%v102) : (!cute.composed_layout<"S<2,2,2> o ? o (?,?):(?,?)">) -> ()
  %v104 = arith.constant 3 : i32
  %v105 = arith.constant 4 : i32
  %v106 = arith.constant 5 : i32
  %v107 = arith.constant 2 : i32
  %v103 = cute.make_shape(%v104, %v105, %v106, %v107) : (i32, i32, i32, i32) -> !cute.shape<"(?,(?,?),?)">
  %v109 = arith.constant 1 : i32
  %v110 = arith.constant 3 : i32
  %v111 = arith.constant 12 : i32
  %v112 = arith.constant 60 : i32
  %v108 = cute.make_stride(%v109, %v110, %v111, %v112) : (i32, i32, i32, i32) -> !cute.stride<"(?,(?,?),?)">
  %v113 = cute.make_layout(%v103, %v108) : (!cute.shape<"(?,(?,?),?)">, !cute.stride<"(?,(?,?),?)">) -> !cute.layout<"(?,(?,?),?):(?,(?,?),?)">
  %v115 = arith.constant 1 : i32
  %v116 = arith.constant 1 : i32
  %v114 = cute.make_coord(%v115, %v116) : (i32, i32) -> !cute.coord<"(_,(?,_),?)">
  func.call @slice_11(%v113, %v114) : (!cute.layout<"(?,(?,?),?):(?,(?,?),?)">, !cute.coord<"(_,(?,_),?)">) -> ()
  %v118 = arith.constant 3 : i32
  %v119 = arith.constant 4 : i32
  %v120 = arith.constant 5 : i32
  %v121 = arith.constant 2 : i32
  %v117 = cute.make_shape(%v118, %v119, %v120, %v121) : (i32, i32, i32, i32) -> !cute.shape<"(?,(?,?),?)">
  %v123 = arith.constant 1 : i32
  %v124 = arith.constant 3 : i32
  %v125 = arith.constant 12 : i32
  %v126 = arith.constant 60 : i32
  %v122 = cute.make_stride(%v123, %v124, %v125, %v126) : (i32, i32, i32, i32) -> !cute.stride<"(?,(?,?),?)">
  %v127 = cute.make_layout(%v117, %v122) : (!cute.shape<"(?,(?,?),?)">, !cute.stride<"(?,(?,?),?)">) -> !cute.layout<"(?,(?,?),?):(?,(?,?),?)">
  %v128 = cute.static : !cute.coord<"(_,(1,_),1)">
  func.call @dice_12(%v127, %v128) : (!cute.layout<"(?,(?,?),?):(?,(?,?),?)">, !cute.coord<"(_,(1,_),1)">) -> ()
  %v130 = arith.constant 9 : i32
  %v129 = cute.make_shape(%v130) : (i32) -> !cute.shape<"(4,5,?,3,2)">
  %v132 = arith.constant 7 : i32
  %v131 = cute.make_stride(%v132) : (i32) -> !cute.stride<"(1,4,?,1,3)">
  %v133 = cute.make_layout(%v129, %v131) : (!cute.shape<"(4,5,?,3,2)">, !cute.stride<"(1,4,?,1,3)">) -> !cute.layout<"(4,5,?,3,2):(1,4,?,1,3)">
  func.call @coalesce_13(%v133) : (!cute.layout<"(4,5,?,3,2):(1,4,?,1,3)">) -> ()
  %v135 = arith.constant 6 : i32
  %v134 = cute.make_shape(%v135) : (i32) -> !cute.shape<"(?,1,4)">
  %v137 = arith.constant 5 : i32
  %v138 = arith.constant 8 : i32
  %v136 = cute.make_stride(%v137, %v138) : (i32, i32) -> !cute.stride<"(1,?,?)">
  %v139 = cute.make_layout(%v134, %v136) : (!cute.shape<"(?,1,4)">, !cute.stride<"(1,?,?)">) -> !cute.layout<"(?,1,4):(1,?,?)">
  func.call @coalesce_14(%v139) : (!cute.layout<"(?,1,4):(1,?,?)">) -> ()
  %v141 = arith.constant 5 : i32
  %v140 = cute.make_shape(%v141) : (i32) -> !cute.shape<"((2,4),(3,?))">
  %v142 = cute.static : !cute.stride<"((1,2),(8,24))">
  %v143 = cute.make_layout(%v140, %v142) : (!cute.shape<"((2,4),(3,?))">, !cute.stride<"((1,2),(8,24))">) -> !cute.layout<"((2,4),(3,?)):((1,2),(8,24))">
  %v144 = cute.static : !cute.coord<"(1,1)">
  func.call @coalesce_15(%v143, %v144) : (!cute.layout<"((2,4),(3,?)):((1,2),(8,24))">, !cute.coord<"(1,1)">) -> ()
  %v146 = arith.constant 5 : i32
  %v147 = arith.constant 7 : i32
  %v145 = cute.make_shape(%v146, %v147) : (i32, i32) -> !cute.shape<"(4,?,(3,?))">
  %v149 = arith.constant 7 : i32
  %v148 = cute.make_stride(%v149) : (i32) -> !cute.stride<"(1,0,(4,?))">
  %v150 = cute.make_layout(%v145, %v148) : (!cute.shape<"(4,?,(3,?))">, !cute.stride<"(1,0,(4,?))">) -> !cute.layout<"(4,?,(3,?)):(1,0,(4,?))">
  func.call @filter_zeros_16(%v150) : (!cute.layout<"(4,?,(3,?)):(1,0,(4,?))">) -> ()
  %v152 = arith.constant 5 : i32
  %v153 = arith.constant 7 : i32
  %v151 = cute.make_shape(%v152, %v153) : (i32, i32) -> !cute.shape<"(4,?,(3,?))">
  %v155 = arith.constant 7 : i32
  %v154 = cute.make_stride(%v155) : (i32) -> !cute.stride<"(1,0,(4,?))">
  %v156 = cute.make_layout(%v151, %v154) : (!cute.shape<"(4,?,(3,?))">, !cute.stride<"(1,0,(4,?))">) -> !cute.layout<"(4,?,(3,?)):(1,0,(4,?))">
  %v157 = cute.static : !cute.shape<"(1,1,0)">
  func.call @filter_zeros_17(%v156, %v157) : (!cute.layout<"(4,?,(3,?)):(1,0,(4,?))">, !cute.shape<"(1,1,0)">) -> ()
  %v159 = arith.constant 5 : i32
  %v160 = arith.constant 7 : i32
  %v158 = cute.make_shape(%v159, %v160) : (i32, i32) -> !cute.shape<"(4,?,(3,?))">
  %v162 = arith.constant 7 : i32
  %v161 = cute.make_stride(%v162) : (i32) -> !cute.stride<"(1,0,(4,?))">
  %v163 = cute.make_layout(%v158, %v161) : (!cute.shape<"(4,?,(3,?))">, !cute.stride<"(1,0,(4,?))">) -> !cute.layout<"(4,?,(3,?)):(1,0,(4,?))">
  func.call @filter_18(%v163) : (!cute.layout<"(4,?,(3,?)):(1,0,(4,?))">) -> ()
  %v165 = arith.constant 3 : i32
  %v166 = arith.constant 4 : i32
  %v167 = arith.constant 5 : i32
  %v168 = arith.constant 2 : i32
  %v164 = cute.make_shape(%v165, %v166, %v167, %v168) : (i32, i32, i32, i32) -> !cute.shape<"(?,(?,?),?)">
  %v169 = cute.static : !cute.int_tuple<"(1,(0,3),2)">
  func.call @make_ordered_layout_19(%v164, %v169) : (!cute.shape<"(?,(?,?),?)">, !cute.int_tuple<"(1,(0,3),2)">) -> ()
  %v171 = arith.constant 3 : i32
  %v172 = arith.constant 4 : i32
  %v173 = arith.constant 2 : i32
  %v170 = cute.make_shape(%v171, %v172, %v173) : (i32, i32, i32) -> !cute.shape<"(?,?,?)">
  %v174 = cute.static : !cute.stride<"(0,6,1)">
  %v175 = cute.make_layout(%v170, %v174) : (!cute.shape<"(?,?,?)">, !cute.stride<"(0,6,1)">) -> !cute.layout<"(?,?,?):(0,6,1)">
  func.call @make_layout_like_20(%v175) : (!cute.layout<"(?,?,?):(0,6,1)">) -> ()
  %v177 = arith.constant 3 : i32
  %v178 = arith.constant 4 : i32
  %v179 = arith.constant 5 : i32
  %v176 = cute.make_shape(%v177, %v178, %v179) : (i32, i32, i32) -> !cute.shape<"(?,(?,?))">
  func.call @make_identity_layout_21(%v176) : (!cute.shape<"(?,(?,?))">) -> ()
  return
}
// CHECK:(4,5):(3,12)
// CHECK-NEXT:(3,(4,5),2)
// CHECK-NEXT:(1,(3,12),60)
// CHECK-NEXT:(2,3):(60,1)
// CHECK-NEXT:(3,4,5,2):(1,3,12,60)
// CHECK-NEXT:((3,(4,5)),2):((1,(3,12)),60)
// CHECK-NEXT:(3,(4,5))
// CHECK-NEXT:(3,4,7,7)
// CHECK-NEXT:(7,3,4)
// CHECK-NEXT:3
// CHECK-NEXT:(4,6):(6,1)
// CHECK-NEXT:(3,5):(1,12)
// CHECK-NEXT:(4,2):(3,60)
// CHECK-NEXT:(20,9,6):(1,7,1)
// CHECK-NEXT:(6,4):(1,8)
// CHECK-NEXT:(8,(3,5)):(1,(8,24))
// CHECK-NEXT:(4,1,(3,7)):(1,0,(4,7))
// CHECK-NEXT:(4,5,(1,1)):(1,0,(4,7))
// CHECK-NEXT:(12,7):(1,7)
// CHECK-NEXT:(3,(4,5),2):(4,(1,24),12)
// CHECK-NEXT:(3,4,2):(0,2,1)
// CHECK-NEXT:(3,(4,5)):(1@0,(1@0@1,1@1@1))
