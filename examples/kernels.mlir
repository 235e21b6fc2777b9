// A kernel that spreads a run-time layout over blocks and threads: each of
// the 2 x 16 threads takes one coordinate of the (?,4):(4,1) layout (rows
// 4*block .. 4*block+3) and prints the offset the layout gives it.
//   cute-interp examples/kernels.mlir          run it thread by thread
//   cute-run --emit-ptx out examples/kernels.mlir && ptxas -arch=sm_90 out/kernels.ptx
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @offsets(%rows: i32) kernel {
      %s = cute.make_shape(%rows) : (i32) -> !cute.shape<"(?,4)">
      %d = cute.static : !cute.stride<"(4,1)">
      %l = cute.make_layout(%s, %d) : (!cute.shape<"(?,4)">, !cute.stride<"(4,1)">) -> !cute.layout<"(?,4):(4,1)">
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %c4 = arith.constant 4 : index
      %first = arith.muli %b, %c4 : index
      %down = arith.divui %t, %c4 : index
      %row = arith.addi %first, %down : index
      %col = arith.remui %t, %c4 : index
      %r = arith.index_cast %row : index to i32
      %c = arith.index_cast %col : index to i32
      %crd = cute.make_coord(%r, %c) : (i32, i32) -> !cute.coord<"(?,?)">
      %o = cute.crd2idx(%crd, %l) : (!cute.coord<"(?,?)">, !cute.layout<"(?,4):(4,1)">) -> !cute.int_tuple<"?">
      %v = cute.get_scalars(%o) : !cute.int_tuple<"?">
      gpu.printf "block %lld thread %2lld: (%d,%d) -> %d\n", %b, %t, %r, %c, %v : index, index, i32, i32, i32
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %rows = arith.constant 8 : i32
    gpu.launch_func @kernels::@offsets blocks in (%c2, %c1, %c1) threads in (%c16, %c1, %c1) args(%rows : i32)
    return
  }
}
