//===- AtomsToNVVM.cpp - Atom calls to their NVVM instructions ------------===//
//
// --cute-atoms-to-nvvm: each cute.mma_atom_call / cute.copy_atom_call of a
// gpu.module becomes its atom's instruction (Passes.td has the list). The
// fragments stay memrefs: values are read and written with memref.load and
// memref.store, and the instructions that take an address (ldmatrix,
// cp.async) get the address of the fragment's first value from its strided
// metadata, so convert-gpu-to-nvvm lowers everything around them. SM90
// GMMA's A and B are views made by cute.make_view: their matrix
// descriptors hold the view's shared-memory address and the fields
// core/GmmaDescriptor.h reads off its static layout. The pass runs before
// cute-lower-views, which takes the views apart.
// Postcondition: no atom call is left, and no atom builder without a use.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Dialect/Cute/CuteAtoms.h"
#include "cute-oracle/Dialect/Cute/CuteOps.h"
#include "cute-oracle/Dialect/CuteNvgpu/CuteNvgpuTypes.h"
#include "cute-oracle/Lower/Passes.h"
#include "cute-oracle/core/GmmaDescriptor.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace cute::lower {
#define GEN_PASS_DEF_CUTEATOMSTONVVM
#include "cute-oracle/Lower/Passes.h.inc"
} // namespace cute::lower

using namespace mlir;
using namespace cute::dialect;

namespace {

/// The NVVM address spaces the instructions take.
constexpr unsigned kGenericSpace = 0, kGlobalSpace = 1, kSharedSpace = 3;

/// Builds the instruction of one atom call in front of it.
class AtomCallBuilder {
public:
  explicit AtomCallBuilder(Operation *call) : b(call), loc(call->getLoc()), call(call) {}

  /// memref.load of every value of a rank-1 fragment, in order.
  SmallVector<Value> loadAll(Value fragment) {
    SmallVector<Value> values;
    for (int64_t v = 0; v < cast<MemRefType>(fragment.getType()).getDimSize(0); ++v)
      values.push_back(memref::LoadOp::create(b, loc, fragment, ValueRange{index(v)}));
    return values;
  }

  /// memref.store of `values` into a rank-1 fragment, in order.
  void storeAll(ValueRange values, Value fragment) {
    for (auto [v, value] : llvm::enumerate(values))
      memref::StoreOp::create(b, loc, value, fragment, ValueRange{index(int64_t(v))});
  }

  /// The 32-bit registers of `values`: 32-bit values as they are, 16-bit
  /// values in pairs, the first in the low half, as vector<2xT> (or, where
  /// `asInteger`, as the i32 of those bits: NVVM's form of bf16 operands).
  SmallVector<Value> registersOf(ArrayRef<Value> values, bool asInteger) {
    Type element = values.front().getType();
    if (element.getIntOrFloatBitWidth() == 32)
      return SmallVector<Value>(values);
    auto pairType = VectorType::get({2}, element);
    assert(values.size() % 2 == 0 && "16-bit values fill 32-bit registers in pairs");
    SmallVector<Value> registers;
    for (size_t i = 0; i + 1 < values.size(); i += 2) {
      Value pair = LLVM::PoisonOp::create(b, loc, pairType);
      for (int64_t half = 0; half < 2; ++half)
        pair = LLVM::InsertElementOp::create(b, loc, pair, values[i + half], i32(half));
      registers.push_back(asInteger ? LLVM::BitcastOp::create(b, loc, b.getI32Type(), pair) : pair);
    }
    return registers;
  }

  /// The values of `element` type (16 or 32 bits) one 32-bit register
  /// holds, low half first.
  SmallVector<Value> valuesOf(Value reg, Type element) {
    if (element.getIntOrFloatBitWidth() == 32)
      return {reg.getType() == element ? reg : LLVM::BitcastOp::create(b, loc, element, reg)};
    auto pairType = VectorType::get({2}, element);
    if (reg.getType() != pairType)
      reg = LLVM::BitcastOp::create(b, loc, pairType, reg);
    return {LLVM::ExtractElementOp::create(b, loc, reg, i32(0)),
            LLVM::ExtractElementOp::create(b, loc, reg, i32(1))};
  }

  /// The members of an LLVM struct value (or the value, if it is not one).
  SmallVector<Value> members(Value aggregate) {
    auto structType = dyn_cast<LLVM::LLVMStructType>(aggregate.getType());
    if (!structType)
      return {aggregate};
    SmallVector<Value> out;
    for (size_t i = 0; i < structType.getBody().size(); ++i)
      out.push_back(LLVM::ExtractValueOp::create(b, loc, aggregate, ArrayRef<int64_t>{int64_t(i)}));
    return out;
  }

  /// The address of a memref's first value in its own memory space (for
  /// workgroup memory, the shared-memory address), as an i64.
  Value byteAddressOf(Value memref) {
    auto type = cast<MemRefType>(memref.getType());
    auto metadata = memref::ExtractStridedMetadataOp::create(b, loc, memref);
    Value aligned = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, memref);
    Value offsetBytes = arith::MulIOp::create(b, loc, metadata.getOffset(),
                                              index(type.getElementTypeBitWidth() / 8));
    return arith::IndexCastOp::create(b, loc, b.getI64Type(),
                                      arith::AddIOp::create(b, loc, aligned, offsetBytes));
  }

  /// The address of a fragment's first value as a pointer in `space`.
  Value addressOf(Value fragment, unsigned space) {
    return LLVM::IntToPtrOp::create(b, loc, LLVM::LLVMPointerType::get(b.getContext(), space),
                                    byteAddressOf(fragment));
  }

  /// The matrix descriptor of a K-major GMMA tile of `rows` rows viewed by
  /// `view`, operand `name`: a cute.make_view of a workgroup attribution
  /// aligned to the period of the descriptor's swizzle. The fields are read
  /// off its layout, the start address is the attribution's.
  FailureOr<Value> gmmaDescriptorOf(Value view, int64_t rows, StringRef name) {
    auto make = view.getDefiningOp<MakeViewOp>();
    if (!make)
      return call->emitOpError("lowers SM90 GMMA's `")
             << name << "` when it is a view made by cute.make_view in the kernel (the "
             << "descriptor addresses its memref), but it is not";
    auto type = cast<ViewType>(view.getType());
    cute::core::Result<cute::core::GmmaDescriptor> descriptor =
        cute::core::gmmaDescriptorK(*cuteValue(type.getLayout()), rows);
    if (!descriptor)
      return call->emitOpError(descriptor.error().message);
    int64_t alignment = cute::core::gmmaAlignment(descriptor->type);
    if (alignmentOf(make.getIter()) < alignment)
      return call->emitOpError("lowers SM90 GMMA's `")
             << name << "` when its view's memref is a workgroup attribution aligned to "
             << alignment << " bytes ({llvm.align = " << alignment
             << " : i64}), the period of its descriptor's swizzle, but it is not";
    Value start =
        arith::AddIOp::create(b, loc, byteAddressOf(make.getIter()), i64(descriptor->startBytes));
    Value field = arith::AndIOp::create(
        b, loc, arith::ShRUIOp::create(b, loc, start, i64(cute::core::kGmmaFieldShift)),
        i64(int64_t(cute::core::kGmmaFieldMask)));
    return Value(
        arith::OrIOp::create(b, loc, field, i64(int64_t(cute::core::gmmaFieldBits(*descriptor)))));
  }

  /// An LLVM struct of `values`, in order.
  Value structOf(ArrayRef<Value> values) {
    auto type = LLVM::LLVMStructType::getLiteral(b.getContext(),
                                                 llvm::to_vector(ValueRange(values).getTypes()));
    Value aggregate = LLVM::PoisonOp::create(b, loc, type);
    for (auto [i, value] : llvm::enumerate(values))
      aggregate =
          LLVM::InsertValueOp::create(b, loc, aggregate, value, ArrayRef<int64_t>{int64_t(i)});
    return aggregate;
  }

  /// A generic pointer as a pointer into `space` (cvta.to).
  Value castTo(Value generic, unsigned space) {
    return LLVM::AddrSpaceCastOp::create(b, loc, LLVM::LLVMPointerType::get(b.getContext(), space),
                                         generic);
  }

  OpBuilder b;
  Location loc;

private:
  /// The alignment of a workgroup attribution (its llvm.align), 0 for any
  /// other memref.
  static int64_t alignmentOf(Value memref) {
    auto arg = dyn_cast<BlockArgument>(memref);
    auto fn = arg ? dyn_cast<gpu::GPUFuncOp>(arg.getOwner()->getParentOp()) : gpu::GPUFuncOp();
    if (!fn || arg.getOwner() != &fn.getBody().front())
      return 0;
    ArrayRef<BlockArgument> attributions = fn.getWorkgroupAttributions();
    auto it = llvm::find(attributions, arg);
    if (it == attributions.end())
      return 0;
    auto align = dyn_cast_or_null<IntegerAttr>(
        fn.getWorkgroupAttributionAttr(unsigned(it - attributions.begin()), "llvm.align"));
    return align ? align.getInt() : 0;
  }

  Operation *call;
  Value index(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  Value i32(int64_t v) { return LLVM::ConstantOp::create(b, loc, b.getI32Type(), v); }
  Value i64(int64_t v) { return arith::ConstantIntOp::create(b, loc, v, 64); }
};

/// SM90 GMMA (_SS, both K-major): D = A·B + C with wgmma.mma_async on the
/// descriptors of A's and B's views, C being the accumulator's registers.
/// The registry's GMMA atoms (the only ones the atom type admits) are
/// F32F16F16. Like the interpreter, the call waits for the whole block:
/// each thread makes its own shared-memory stores visible to the async
/// proxy wgmma reads through (fence.proxy.async, as CUTLASS's writers do
/// before their barrier), the block meets at a barrier, the accumulator's
/// registers are fenced (wgmma.fence), and the group is committed and
/// waited for, so D holds the result when the call returns.
LogicalResult lowerGmma(MmaAtomCallOp call, MmaAtomType atom) {
  AtomCallBuilder g(call);
  ArrayRef<int64_t> mnk = atom.getShape_MNK();
  FailureOr<Value> a = g.gmmaDescriptorOf(call.getA(), mnk[0], "A");
  if (failed(a))
    return failure();
  FailureOr<Value> b = g.gmmaDescriptorOf(call.getB(), mnk[1], "B");
  if (failed(b))
    return failure();
  Value accumulator = g.structOf(g.loadAll(call.getC()));
  NVVM::FenceProxyOp::create(
      g.b, g.loc, NVVM::ProxyKind::async_shared,
      NVVM::SharedSpaceAttr::get(call.getContext(), NVVM::SharedSpace::shared_cta));
  gpu::BarrierOp::create(g.b, g.loc);
  NVVM::WgmmaFenceAlignedOp::create(g.b, g.loc);
  auto mma = NVVM::WgmmaMmaAsyncOp::create(
      g.b, g.loc, accumulator.getType(), accumulator, *a, *b,
      NVVM::MMAShapeAttr::get(call.getContext(), mnk[0], mnk[1], mnk[2]), NVVM::WGMMATypes::f16,
      NVVM::WGMMATypes::f16, NVVM::WGMMATypes::f32, NVVM::WGMMAScaleOut::one,
      NVVM::WGMMAScaleIn::one, NVVM::WGMMAScaleIn::one, NVVM::MMALayout::row, NVVM::MMALayout::col,
      /*satfinite=*/nullptr);
  NVVM::WgmmaGroupSyncAlignedOp::create(g.b, g.loc);
  NVVM::WgmmaWaitGroupSyncOp::create(g.b, g.loc, 0);
  g.storeAll(g.members(mma.getResult()), call.getD());
  return success();
}

/// SM80 MMA: D = A·B + C with nvvm.mma.sync (A row-major, B column-major:
/// the _TN of CuTe's names).
LogicalResult lowerMma(MmaAtomCallOp call) {
  auto atom = cast<MmaAtomType>(call.getAtom().getType());
  if (isa<cute::nvgpu::Sm90MmaType>(atom.getFamily()))
    return lowerGmma(call, atom);
  AtomCallBuilder g(call);
  bool bf16 = atom.getAType().isBF16();
  SmallVector<Value> a = g.registersOf(g.loadAll(call.getA()), bf16);
  SmallVector<Value> b = g.registersOf(g.loadAll(call.getB()), bf16);
  SmallVector<Value> c = g.registersOf(g.loadAll(call.getC()), false);
  auto result = LLVM::LLVMStructType::getLiteral(call.getContext(),
                                                 llvm::to_vector(ValueRange(c).getTypes()));
  std::optional<std::array<NVVM::MMATypes, 2>> types;
  if (bf16)
    types = {NVVM::MMATypes::bf16, NVVM::MMATypes::bf16};
  ArrayRef<int64_t> mnk = atom.getShape_MNK();
  auto mma = NVVM::MmaOp::create(
      g.b, g.loc, result, a, b, c, mnk, /*b1Op=*/std::nullopt, /*intOverflow=*/std::nullopt, types,
      std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row, NVVM::MMALayout::col});
  SmallVector<Value> d;
  for (Value reg : g.members(mma.getResult()))
    llvm::append_range(d, g.valuesOf(reg, atom.getCType()));
  g.storeAll(d, call.getD());
  return success();
}

/// ldmatrix: each thread's row address in shared memory; the 32-bit
/// registers it receives hold its destination values in order.
LogicalResult lowerLdmatrix(CopyAtomCallOp call, CopyAtomType atom) {
  unsigned bits = atom.getValueType().getIntOrFloatBitWidth();
  if (bits != 16 && bits != 32)
    return call.emitOpError("ldmatrix of ")
           << bits << "-bit values has no NVVM lowering yet (16- and 32-bit values only)";
  AtomCallBuilder g(call);
  int64_t matrices = atom.getNumMatrices().value_or(1);
  Type i32 = g.b.getI32Type();
  Type result = matrices == 1 ? i32
                              : LLVM::LLVMStructType::getLiteral(call.getContext(),
                                                                 SmallVector<Type>(matrices, i32));
  auto load = NVVM::LdMatrixOp::create(
      g.b, g.loc, result, g.addressOf(call.getSrc(), kSharedSpace), matrices,
      atom.getTranspose() ? NVVM::MMALayout::col : NVVM::MMALayout::row,
      NVVM::LdStMatrixShapeAttr::get(call.getContext(), 8, 8), NVVM::LdStMatrixEltType::B16);
  SmallVector<Value> values;
  for (Value reg : g.members(load.getResult()))
    llvm::append_range(values, g.valuesOf(reg, atom.getValueType()));
  g.storeAll(values, call.getDst());
  return success();
}

/// cp.async of 16 bytes, global to shared, completed before the call
/// returns (commit, then wait for no pending group).
void lowerCpAsync(CopyAtomCallOp call) {
  AtomCallBuilder g(call);
  auto srcType = cast<MemRefType>(call.getSrc().getType());
  Value src = memorySpaceOf(srcType) == MemorySpace::Global
                  ? g.addressOf(call.getSrc(), kGlobalSpace)
                  : g.castTo(g.addressOf(call.getSrc(), kGenericSpace), kGlobalSpace);
  NVVM::CpAsyncOp::create(g.b, g.loc, g.addressOf(call.getDst(), kSharedSpace), src, 16,
                          NVVM::LoadCacheModifierKind::CA, /*cpSize=*/Value());
  NVVM::CpAsyncCommitGroupOp::create(g.b, g.loc);
  NVVM::CpAsyncWaitGroupOp::create(g.b, g.loc, 0);
}

/// The oldest SM whose instruction set has the instruction of the atom
/// `call` calls, and that instruction; none for a universal copy. (SM90
/// GMMA's wgmma is checked by the NVVM op itself: it needs sm_90a.)
std::optional<std::pair<unsigned, StringRef>> requiredSm(Operation *call) {
  if (auto mma = dyn_cast<MmaAtomCallOp>(call)) {
    auto atom = cast<MmaAtomType>(mma.getAtom().getType());
    if (isa<cute::nvgpu::Sm90MmaType>(atom.getFamily()))
      return std::nullopt;
    return atom.getSm75() ? std::pair<unsigned, StringRef>{75, "SM75 MMA (mma.sync)"}
                          : std::pair<unsigned, StringRef>{80, "SM80 MMA (mma.sync)"};
  }
  auto atom = cast<CopyAtomType>(cast<CopyAtomCallOp>(call).getAtom().getType());
  if (isa<cute::nvgpu::LdsmAtomType>(atom.getFamily()))
    return std::pair<unsigned, StringRef>{75, "ldmatrix"};
  if (isa<cute::nvgpu::SimtAsyncCopyAtomType>(atom.getFamily()))
    return std::pair<unsigned, StringRef>{80, "cp.async"};
  return std::nullopt;
}

/// The SM number of a chip sm_<N>[suffix]; none for another text.
std::optional<unsigned> smOf(StringRef chip) {
  unsigned sm = 0;
  if (!chip.consume_front("sm_") || chip.consumeInteger(10, sm))
    return std::nullopt;
  return sm;
}

/// Any copy atom: ldmatrix, cp.async, or a load and a store per value.
LogicalResult lowerCopy(CopyAtomCallOp call) {
  auto atom = cast<CopyAtomType>(call.getAtom().getType());
  if (isa<cute::nvgpu::LdsmAtomType>(atom.getFamily()))
    return lowerLdmatrix(call, atom);
  if (isa<cute::nvgpu::SimtAsyncCopyAtomType>(atom.getFamily())) {
    lowerCpAsync(call);
    return success();
  }
  AtomCallBuilder g(call);
  g.storeAll(g.loadAll(call.getSrc()), call.getDst());
  return success();
}

struct CuteAtomsToNVVM : cute::lower::impl::CuteAtomsToNVVMBase<CuteAtomsToNVVM> {
  using CuteAtomsToNVVMBase::CuteAtomsToNVVMBase;
  void runOnOperation() override {
    SmallVector<Operation *> calls;
    getOperation().walk([&](Operation *op) {
      if (isAtomCall(op))
        calls.push_back(op);
    });
    bool failed = false;
    std::optional<unsigned> target = smOf(chip);
    for (Operation *call : calls) {
      LogicalResult lowered = failure();
      std::optional<std::pair<unsigned, StringRef>> needs = requiredSm(call);
      if (!call->getParentOfType<gpu::GPUModuleOp>())
        call->emitOpError("lowers only inside a gpu.module kernel: its instruction is "
                          "collective over the atom's threads");
      else if (needs && target && *target < needs->first)
        call->emitOpError("needs sm_")
            << needs->first << " or newer for " << needs->second << ", but the target is " << chip;
      else if (auto mma = dyn_cast<MmaAtomCallOp>(call))
        lowered = lowerMma(mma);
      else
        lowered = lowerCopy(cast<CopyAtomCallOp>(call));
      if (succeeded(lowered))
        call->erase();
      failed |= mlir::failed(lowered);
    }
    if (failed)
      return signalPassFailure();
    SmallVector<Operation *> builders;
    getOperation().walk([&](Operation *op) {
      if (isAtomBuilder(op))
        builders.push_back(op);
    });
    // A tiled builder uses its atom: erase users first.
    for (Operation *op : llvm::reverse(builders))
      if (op->use_empty())
        op->erase();
  }
};

} // namespace
