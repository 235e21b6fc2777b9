//===- Passes.td - cute lowering passes --------------------*- tablegen -*-===//
#ifndef CUTE_LOWER_PASSES_TD
#define CUTE_LOWER_PASSES_TD

include "mlir/Pass/PassBase.td"

def CuteDesugar : Pass<"cute-desugar", "::mlir::ModuleOp"> {
  let summary = "Rewrite cute sugar into primitive constructors (the desugaring's three phases)";
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

def CuteLowerViews : Pass<"cute-lower-views", "::mlir::ModuleOp"> {
  let summary = "Rewrite views into memref accesses at their layouts' offsets";
  let description = [{
    A view is its cute.make_view's memref and layout: get_iter and
    get_layout become those operands; cute.memref.load/store of element c
    access the memref at layout_eval(c, layout) (left to cute-expand; a
    constant index when both are static); cute.copy becomes an scf.for over
    the 1-D indices of src, under an scf.if on pred(i) when masked. Each
    cute.tiled_partition first becomes the make_view of a memref.subview
    from the thread's first element (layout_eval of the static layout of
    the threads' offsets at the thread) and the fragment's static layout,
    under a cf.assert that the thread is one of the tiled atom's.
    Runs before cute-desugar. A view that no make_view of the same
    function builds (an argument) or that goes to another op (a return, a
    call) is an error.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect", "::mlir::scf::SCFDialect",
                           "::mlir::memref::MemRefDialect", "::mlir::cf::ControlFlowDialect"];
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
    Target-neutral conversion (the dialect documents): each cute type becomes an LLVM
    struct of its dynamic leaves (layout: struct(shape, stride); composed
    layout: struct(inner, offset, outer); swizzle: empty struct);
    constructors, cute.static, cute.get_scalars and the remaining field
    accessors become llvm.insertvalue/extractvalue; cute.print becomes a
    printf call with the static text baked into the format string.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::arith::ArithDialect"];
}


def CuteAtomsToNVVM : Pass<"cute-atoms-to-nvvm", "::mlir::ModuleOp"> {
  let summary = "Lower the atom calls of gpu kernels to their NVVM instructions";
  let description = [{
    Each `cute.mma_atom_call` and `cute.copy_atom_call` in a gpu.module
    becomes the instruction of its atom, reading and writing the thread's
    fragments with memref.load/store (value v of a fragment is its element
    v, the order CuTe C++ hands an atom's registers to its instruction):
    - SM80 MMA: `nvvm.mma.sync` (row A, column B), 16-bit values packed in
      pairs into 32-bit registers, the low half first;
    - ldmatrix: `nvvm.ldmatrix` (x1, x2, x4; `.trans` for transpose) on the
      shared-memory address of the thread's source row;
    - cp.async: `nvvm.cp.async.shared.global` of 16 bytes (cache-all), then
      commit and wait for the group, so the copy is complete when the call
      returns, as the op's definition says;
    - universal copy: a load and a store per value.
    - SM90 GMMA: `nvvm.wgmma.mma_async` (both operands K-major) on the
      matrix descriptors of A's and B's views, whose static layouts give
      the descriptor's fields (core/GmmaDescriptor.h) and whose memrefs (a
      workgroup attribution aligned to the period of the descriptor's
      swizzle) its start address. Each thread first fences its own
      shared-memory stores to the async proxy
      (`fence.proxy.async.shared::cta`), the block meets at a barrier, then
      `wgmma.fence`; the group is committed and waited for, so D is written
      when the call returns. The target must be sm_90a.
    An atom call outside a gpu.module is an error. The atom builders left
    unused are erased. Runs first, before cute-lower-views takes the views
    apart, and before cute-to-llvm and convert-gpu-to-nvvm, which lower the
    memref, arith and LLVM ops it creates.
    With `chip` (cute-to-ptx-pipeline sets it), an atom whose instruction
    the chip lacks is an error at its call: SM75 MMA and ldmatrix need
    sm_75, SM80 MMA and cp.async sm_80 (LLVM's NVPTX backend would abort
    in instruction selection).
  }];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"\"",
           "The target chip, sm_<N>[a|f]: atoms needing a newer one are errors">
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::NVVM::NVVMDialect",
                           "::mlir::memref::MemRefDialect", "::mlir::arith::ArithDialect"];
}

def CuteKernelArgsToLLVM : Pass<"cute-kernel-args-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Carry kernel grid-constant markers across convert-gpu-to-nvvm";
  let description = [{
    convert-gpu-to-nvvm (the type converter of gpu.func signatures) keeps
    only a fixed list of LLVM argument attributes, so it would silently drop
    `cute_nvgpu.grid_constant`. Run just before it, this pass moves each
    gpu.func's `cute_nvgpu.grid_constant` argument attributes into the
    function attribute `cute_nvgpu.grid_constant_args`: the indices the
    arguments will have in the converted llvm.func (computed with the same
    LLVMTypeConverter signature conversion), which function attributes
    survive. cute-kernel-to-nvvm reads them. An argument that the
    conversion would split into several (a memref) cannot be a grid
    constant and is an error.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def CuteKernelToNVVM : Pass<"cute-kernel-to-nvvm", "::mlir::ModuleOp"> {
  let summary = "The kernel-entry ABI (the dialect documents): cute.kernel -> nvvm.kernel, grid constants";
  let description = [{
    On every llvm.func: a `cute.kernel` unit attribute is replaced by
    `nvvm.kernel`. Every argument marked `cute_nvgpu.grid_constant` (an
    argument attribute, or an index in the function attribute
    `cute_nvgpu.grid_constant_args` left by cute-kernel-args-to-llvm) loses
    the marker and gets `{llvm.align = 16, llvm.byval = T,
    nvvm.grid_constant}`: its LLVM aggregate type T is passed by value in
    .param space, so the argument becomes an `!llvm.ptr` to it and the body
    reads the value with one `llvm.load` at entry. Preconditions (each an
    error naming the function and the argument): the function is an
    llvm.func, that is, the type converter has produced LLVM-legal
    arguments (a func.func or gpu.func still carrying these attributes
    means the pass ran too early); a grid-constant argument is an LLVM
    struct or array; it belongs to a kernel.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::NVVM::NVVMDialect"];
}

#endif
