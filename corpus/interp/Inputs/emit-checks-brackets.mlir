// A nested tile prints `[[`, which FileCheck would read as a variable.
func.func @main() {
  %t = cute.make_tile() : () -> !cute.tile<"[[2:1;4:1];6:1]">
  cute.print(%t) : !cute.tile<"[[2:1;4:1];6:1]">
  return
}
