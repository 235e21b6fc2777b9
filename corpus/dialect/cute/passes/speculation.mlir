// cute ops have no memory effects, but one on run-time values can fail at
// run time (shape_div by a zero extent stops both backends), so it is not
// speculatable: --loop-invariant-code-motion leaves it in a loop that may
// run zero times. An op on static operands was computed by the verifier
// and is hoisted.
// RUN: cute-opt %s --loop-invariant-code-motion | FileCheck %s
// RUN: cute-opt %s --loop-invariant-code-motion | cute-run - --args 12,0,0 --compare | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @main
// CHECK:         cute.shape_div(%{{.*}}, %{{.*}}) : (!cute.shape<"(4,3)">, !cute.shape<"(2,3)">)
// CHECK:         scf.for
// CHECK-NEXT:      cute.shape_div(%{{.*}}, %{{.*}}) : (!cute.shape<"(?,3)">, !cute.shape<"(?,3)">)
// OUT:1
func.func @main(%a: i32, %b: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = cute.make_shape(%a) : (i32) -> !cute.shape<"(?,3)">
  %y = cute.make_shape(%b) : (i32) -> !cute.shape<"(?,3)">
  %sx = cute.static : !cute.shape<"(4,3)">
  %sy = cute.static : !cute.shape<"(2,3)">
  scf.for %i = %c0 to %n step %c1 {
    %q = cute.shape_div(%x, %y) : (!cute.shape<"(?,3)">, !cute.shape<"(?,3)">) -> !cute.shape<"(?,1)">
    cute.print(%q) : !cute.shape<"(?,1)">
    %s = cute.shape_div(%sx, %sy) : (!cute.shape<"(4,3)">, !cute.shape<"(2,3)">) -> !cute.shape<"(2,1)">
    cute.print(%s) : !cute.shape<"(2,1)">
  }
  %one = arith.constant 1 : i32
  cute.print(%one) : i32
  return
}
