func.func @f() {
  %a = arith.addi %x#2147483648, %x#0 : i32
  return
}
