// cf.switch and scf.index_switch carrying cute values, on both backends.
// RUN: cute-run %s --args 1 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s --args 1 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --args 1 --compare > /dev/null
// RUN: cute-interp %s --args 5 | FileCheck --check-prefix=OTHER --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --args 5 --compare > /dev/null
// RUN: cute-run %s --args 2 --compare | FileCheck --check-prefix=TWO --strict-whitespace --match-full-lines %s

// CHECK:(9,4)
// CHECK-NEXT:(3,4)
// OTHER:(3,4)
// OTHER-NEXT:(9,4)
// TWO:(6,4)
// TWO-NEXT:(9,4)
func.func @main(%k: i32) {
  %c9 = arith.constant 9 : i32
  %c3 = arith.constant 3 : i32
  %c6 = arith.constant 6 : i32
  %s = cute.make_shape(%c3) : (i32) -> !cute.shape<"(?,4)">
  %t = cute.make_shape(%c9) : (i32) -> !cute.shape<"(?,4)">
  %u = cute.make_shape(%c6) : (i32) -> !cute.shape<"(?,4)">
  cf.switch %k : i32, [
    default: ^bb1(%s : !cute.shape<"(?,4)">),
    1: ^bb1(%t : !cute.shape<"(?,4)">),
    2: ^bb1(%u : !cute.shape<"(?,4)">)
  ]
^bb1(%x: !cute.shape<"(?,4)">):
  cute.print(%x) : !cute.shape<"(?,4)">
  %ki = arith.index_cast %k : i32 to index
  %y = scf.index_switch %ki -> !cute.shape<"(?,4)">
  case 1 {
    scf.yield %s : !cute.shape<"(?,4)">
  }
  default {
    scf.yield %t : !cute.shape<"(?,4)">
  }
  cute.print(%y) : !cute.shape<"(?,4)">
  return
}
