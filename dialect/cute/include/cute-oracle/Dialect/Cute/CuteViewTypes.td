//===- CuteViewTypes.td - cute views ------------------------*- tablegen -*-===//
//
// Seed 002's View (CuTe C++'s Tensor): an addressed object without losing
// its layout. The iterator is a rank-1 contiguous memref (its element type
// and memory space are the view's); the layout maps the view's coordinates
// to element offsets in it. Seed 003's partition verifier calls this type
// CuteMemRefType.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_VIEW_TYPES_TD
#define CUTE_VIEW_TYPES_TD

include "cute-oracle/Dialect/Cute/CuteDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypes.td"

def Cute_ViewType : TypeDef<Cute_Dialect, "View"> {
  let mnemonic = "view";
  let summary = "a memref's elements addressed through a cute layout";
  let description = [{
    `!cute.view<memref<256xf16, 3>, !cute.layout<"(16,16):(16,1)">>`: element
    c of the view (a coordinate of the layout's shape, or a 1-D index) is
    element layout(c) of the memref. The layout is a `!cute.layout` or a
    `!cute.composed_layout` (a swizzled layout); `?` leaves are run-time
    values carried by the layout operand of `cute.make_view`.
  }];
  let parameters = (ins "::mlir::MemRefType":$iter, "::mlir::Type":$layout);
  let assemblyFormat = "`<` $iter `,` $layout `>`";
  let genVerifyDecl = 1;
}

#endif
