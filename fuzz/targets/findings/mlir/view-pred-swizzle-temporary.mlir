

func.func @pred_swizzled(%s: !cute.view<memref<64xf16>, !cute.layout<"64:1">>, %d: !cute.view<memref<64xf16>, !cute.layout<"64:1">>, %p: !cute.view<memref<64xi1>, !cute.composed_layout<"S<3,0,3> o 0 o 64:1">>) {
  // expected-error @+1 {{'cute.copy' op pred layout must have the identity swizzle, but got '!cute.composed_layout<"S<3,0,3> o 0 o 64:1">'}}
  cute.copy(%s, %d, %p) : !cute.view<memref<64xf16>, !cute.layout<"64:1">>, !cute.view<memref<64xf16>, !cute.layout<"64:1">>, !cute.view<memref<64xi1>, !cute.composed_layout<"S<3,0,3> o 0 o 64:1">>
  return
}

