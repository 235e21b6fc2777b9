// A block with cute-typed arguments and no predecessors is valid IR (region
// simplification and --remove-dead-values leave them). --cute-to-llvm
// erases it before converting: the conversion never visits it, so its
// branch kept unconverted operands and lowering failed.
// RUN: cute-run %s --args 3 --compare | FileCheck %s --strict-whitespace --match-full-lines
// RUN: cute-opt %s --cute-to-llvm | FileCheck %s --check-prefix=IR

// CHECK:(3,4)
// IR-LABEL: func.func @main
// IR:       cf.br ^bb1(%{{.*}} : !llvm.struct<(i32)>)
// IR-NEXT:  ^bb1(%{{.*}}: !llvm.struct<(i32)>):  // pred: ^bb0
// IR-NOT:   ^bb2
func.func @main(%m: i32) {
  %s = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,4)">
  cf.br ^bb2(%s : !cute.shape<"(?,4)">)
^bb1(%x: !cute.shape<"(?,4)">):  // no predecessors
  cf.br ^bb2(%x : !cute.shape<"(?,4)">)
^bb2(%y: !cute.shape<"(?,4)">):
  cute.print(%y) : !cute.shape<"(?,4)">
  return
}
