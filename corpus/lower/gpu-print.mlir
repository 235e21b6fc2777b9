// cute.print in device code (a gpu.module or a gpu.launch body) becomes
// gpu.printf, as the spec says; on the host it stays a call to printf.
// Kernel signatures and gpu.launch_func operands carry the converted
// structs. Table prints draw their rules dash by dash, since gpu.printf
// takes no string arguments. Run-time divisors are asserted non-zero on
// the host only: device code has no puts/abort for cf.assert.
// RUN: cute-opt %s --cute-to-llvm-pipeline | FileCheck %s

module attributes {gpu.container_module} {
  // CHECK-LABEL: gpu.func @kern(
  // CHECK-SAME:    %[[A:.*]]: !llvm.struct<(struct<(i32)>, struct<(i32)>)>) kernel
  // CHECK:         %[[S:.*]] = llvm.extractvalue %[[A]][0, 0]
  // CHECK:         %[[D:.*]] = llvm.extractvalue %[[A]][1, 0]
  // CHECK:         gpu.printf "(%d,4):(1,%d)\0A", %[[S]], %[[D]] : i32, i32
  // CHECK:         gpu.printf "+"
  // CHECK:         gpu.printf "-"
  // CHECK:         gpu.printf "| %*lld "
  // CHECK-NOT:     llvm.call @printf
  // CHECK:         gpu.return
  gpu.module @k {
    gpu.func @kern(%a: !cute.layout<"(?,4):(1,?)">) kernel {
      cute.print(%a) : !cute.layout<"(?,4):(1,?)">
      cute.print(%a) : !cute.layout<"(?,4):(1,?)"> {table}
      gpu.return
    }
  }

  // CHECK-LABEL: llvm.func @host(
  // CHECK:         gpu.launch_func @k::@kern {{.*}} args(%{{.*}} : !llvm.struct<(struct<(i32)>, struct<(i32)>)>)
  // CHECK:         llvm.call @printf
  func.func @host(%a: !cute.layout<"(?,4):(1,?)">) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@kern blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : !cute.layout<"(?,4):(1,?)">)
    cute.print(%a) : !cute.layout<"(?,4):(1,?)">
    return
  }

  // CHECK-LABEL: llvm.func @launch(
  // CHECK:         gpu.launch
  // CHECK:         gpu.printf "%d\0A", %{{.*}} : i32
  // CHECK-NOT:     llvm.call @abort
  // CHECK:         llvm.sdiv
  // CHECK-NOT:     llvm.call @abort
  // CHECK:         gpu.terminator
  func.func @launch(%s: !cute.shape<"(?,4)">) {
    %c1 = arith.constant 1 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      %n = cute.size(%s) : (!cute.shape<"(?,4)">) -> !cute.int_tuple<"?">
      cute.print(%n) : !cute.int_tuple<"?">
      %q = cute.shape_div(%s, %s) : (!cute.shape<"(?,4)">, !cute.shape<"(?,4)">) -> !cute.shape<"(?,1)">
      cute.print(%q) : !cute.shape<"(?,1)">
      gpu.terminator
    }
    return
  }
}
