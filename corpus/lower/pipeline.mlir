// --cute-to-llvm-pipeline: desugar, expand, to-llvm and the upstream
// conversions leave only the LLVM dialect.
// RUN: cute-opt %s --cute-to-llvm-pipeline | FileCheck %s

// CHECK-DAG: llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-DAG: llvm.mlir.global private constant @{{.*}}("(%d,4):(1,%d)\0A\00")
// CHECK-LABEL: llvm.func @show
// CHECK-SAME: (%[[L:.*]]: !llvm.struct<(struct<(i32)>, struct<(i32)>)>)
// CHECK: llvm.call @printf
// CHECK: llvm.br
// CHECK-LABEL: llvm.func @main
// CHECK: llvm.call @show
// CHECK-NOT: cute.
// CHECK-NOT: func.func
// CHECK-NOT: unrealized_conversion_cast
func.func @show(%l: !cute.layout<"(?,4):(1,?)">) {
  cute.print(%l) : !cute.layout<"(?,4):(1,?)">
  cute.print(%l) : !cute.layout<"(?,4):(1,?)"> {table}
  return
}

func.func @main() {
  %c3 = arith.constant 3 : i32
  %s = cute.make_shape(%c3) : (i32) -> !cute.shape<"(?,4)">
  %d = cute.make_stride(%c3) : (i32) -> !cute.stride<"(1,?)">
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(?,4)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,4):(1,?)">
  func.call @show(%l) : (!cute.layout<"(?,4):(1,?)">) -> ()
  return
}
