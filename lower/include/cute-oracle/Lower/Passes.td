//===- Passes.td - cute lowering passes --------------------*- tablegen -*-===//
#ifndef CUTE_LOWER_PASSES_TD
#define CUTE_LOWER_PASSES_TD

include "mlir/Pass/PassBase.td"

def CuteDesugar : Pass<"cute-desugar", "::mlir::ModuleOp"> {
  let summary = "Rewrite cute sugar into primitive constructors (seed 000's three phases)";
  let description = [{
    Phase 1 (shape-eval): make_shape / make_coord become make_int_tuple of
    the same value; the dialect's make_int_tuple verifier only accepts an
    !cute.int_tuple result, so the kind is restored with to_shape /
    to_coord (make_tile, already primitive, stays). Phase 2 (stride-eval):
    make_stride likewise with to_stride (scaled-basis strides stay). Phase 3 (construction):
    make_layout -> make_layout_raw, make_composed_layout ->
    make_composed_layout_raw, equal over layouts -> per-field tuple_eq +
    arith.andi, and the dynamic print of a layout's coordinate domain -> an
    scf.for over the flattened domain.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect", "::mlir::scf::SCFDialect",
                           "::mlir::LLVM::LLVMDialect", "::mlir::cf::ControlFlowDialect"];
}

def CuteExpand : Pass<"cute-expand", "::mlir::ModuleOp"> {
  let summary = "Expand cute algebra ops into constructors plus arith/scf on dynamic leaves";
  let description = [{
    Every algebra op whose result is fully static becomes `cute.static`.
    Every algebra op whose result has dynamic leaves becomes
    `cute.get_scalars` of its operands, arith/scf computing each dynamic
    leaf of the declared result type, and a `cute.make_*` constructor. The
    computation is written independently of interp/core and follows CuTe
    C++ with run-time integers (composition, complement, divides and
    products, tile_to_shape, recast_layout, stencil_divide, local_tile and
    local_partition included; composed inputs act on B). Ops it cannot
    compute with run-time leaves (the inverses, most ops on tiles with
    run-time leaves) are rejected with a diagnostic. Every division by a
    run-time value is preceded by a `cf.assert` that it is not zero (the
    interpreter reports the same precondition; in LLVM it would be undefined
    behaviour).
  }];
  let options = [
    Option<"allowPartial", "allow-partial", "bool", /*default=*/"false",
           "Leave the ops whose expansion did not run (as under "
           "-mlir-debug-counter=apply-pattern-count=N) instead of failing: "
           "per-pattern bisection interprets such partly expanded IR">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect", "::mlir::scf::SCFDialect",
                           "::mlir::cf::ControlFlowDialect"];
}

def CuteToLLVM : Pass<"cute-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Lower the surviving cute constructors, accessors and print to LLVM";
  let description = [{
    Target-neutral conversion (seed 000): each cute type becomes an LLVM
    struct of its dynamic leaves (layout: struct(shape, stride); composed
    layout: struct(inner, offset, outer); swizzle: empty struct);
    constructors, cute.static, cute.get_scalars and the remaining field
    accessors become llvm.insertvalue/extractvalue; cute.print becomes a
    printf call with the static text baked into the format string.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::arith::ArithDialect"];
}

#endif
