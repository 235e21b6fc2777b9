// The interpreter refuses the division by zero; the JIT's code (arith.divsi
// by 0 is undefined behaviour) prints 0 and succeeds: a missing-error
// finding whose reduction only erases the print and shrinks constants.
func.func @main() {
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %q = arith.divsi %c7, %c0 : i32
  cute.print(%q) : i32
  return
}
