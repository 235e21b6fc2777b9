func.func @main() {
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %q = arith.divsi %c7, %c0 : i32
  cute.print(%q) : i32
  return
}
