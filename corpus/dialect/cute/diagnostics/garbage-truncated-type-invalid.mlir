// RUN: not cute-opt %s 2>&1 | FileCheck %s

// A file that ends inside a cute type's text.

// CHECK: error: unbalanced '<' character in pretty dialect name
// CHECK-NOT: Stack dump
func.func private @f(!cute.layout<
