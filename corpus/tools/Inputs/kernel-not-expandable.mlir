module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%t: !cute.tile<"[?:1;4:1]">) kernel {
      %r = cute.equal(%t, %t) : (!cute.tile<"[?:1;4:1]">, !cute.tile<"[?:1;4:1]">) -> i1
      cute.print(%r) : i1
      gpu.return
    }
  }
}
