func.func @f() {
  %r = cute.slice(%x) : !cute.layout<"(4,8):(1,4)">
  return
}
