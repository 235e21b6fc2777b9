// RUN: not cute-opt %s 2>&1 | FileCheck %s

// A file that ends in the middle of an op: the parser reports an error
// (and cute-opt exits non-zero) instead of crashing.

// CHECK: error: expected operation name in quotes
// CHECK-NOT: Stack dump
// CHECK-NOT: LLVM ERROR
func.func @f() {
  %a = cute.static : !cute.layout<"(4,5):(1,4)">
