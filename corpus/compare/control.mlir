// Dynamic cute values through cf branches, scf.if and scf.for iter_args.
// RUN: cute-run %s --entry pick --args 1 | FileCheck --check-prefix=TRUE --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --entry pick --args 0 | FileCheck --check-prefix=FALSE --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s --entry pick --args 1 | FileCheck --check-prefix=TRUE --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s --entry pick --args 0 | FileCheck --check-prefix=FALSE --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --entry pick --args 1 --compare > /dev/null
// RUN: cute-run %s --entry pick --args 0 --compare > /dev/null

func.func @pick(%t: i1) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = cute.make_shape(%c3) : (i32) -> !cute.shape<"(?,2)">
  %b = cute.make_shape(%c5) : (i32) -> !cute.shape<"(?,2)">
  cf.cond_br %t, ^bb1(%a : !cute.shape<"(?,2)">), ^bb1(%b : !cute.shape<"(?,2)">)
^bb1(%x: !cute.shape<"(?,2)">):
  cute.print(%x) : !cute.shape<"(?,2)">
  %r = scf.if %t -> !cute.shape<"(?,2)"> {
    scf.yield %b : !cute.shape<"(?,2)">
  } else {
    scf.yield %a : !cute.shape<"(?,2)">
  }
  cute.print(%r) : !cute.shape<"(?,2)">
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %x) -> (!cute.shape<"(?,2)">) {
    cute.print(%acc) : !cute.shape<"(?,2)">
    scf.yield %r : !cute.shape<"(?,2)">
  }
  cute.print(%f) : !cute.shape<"(?,2)">
  return
}
// TRUE:(3,2)
// TRUE-NEXT:(5,2)
// TRUE-NEXT:(3,2)
// TRUE-NEXT:(5,2)
// TRUE-NEXT:(5,2)
// FALSE:(5,2)
// FALSE-NEXT:(3,2)
// FALSE-NEXT:(5,2)
// FALSE-NEXT:(3,2)
// FALSE-NEXT:(3,2)
