// Fails on the mistile.sh backend (it misprints the nested tile's last
// mode) beside an op that does not matter: the reproducer checks the
// printed `[[`, which FileCheck would read as a variable if copied as is.
func.func @main() {
  %c4 = arith.constant 4 : i32
  %s = cute.make_shape(%c4) : (i32) -> !cute.shape<"(?)">
  cute.print(%s) : !cute.shape<"(?)">
  %t = cute.make_tile() : () -> !cute.tile<"[[2:1;4:1];6:1]">
  cute.print(%t) : !cute.tile<"[[2:1;4:1];6:1]">
  return
}
