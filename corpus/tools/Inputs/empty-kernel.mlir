// A module with one empty kernel: lowers to PTX on any chip.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @kern() kernel {
      gpu.return
    }
  }
}
