//===- AtomOps.cpp - make_atom, make_tiled_mma/copy, get_layout_tv --------===//
//
// make_atom(): the atom its result type names (the dialect documents: the result type
// decides). make_tiled_mma/copy(atom): the tiled atom of the result type,
// whose atom must be the operand's (the dialect documents). get_layout_tv<X>(tiled): the
// (thread, value) layout of operand X, computed by interp/core.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Dialect/Cute/CuteAtoms.h"
#include "cute-oracle/Dialect/Cute/CuteOps.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"

using namespace mlir;

namespace cute::dialect {

namespace {

/// The result atom type of a tiled builder must be the operand's.
LogicalResult checkSameAtom(Operation *op, Type operand, Type resultAtom) {
  if (operand != resultAtom)
    return op->emitOpError("expects the result atom type ")
           << resultAtom << " to match the operand atom type " << operand;
  return success();
}

/// The result of an atom accessor, which computes `what` (e.g. "layout"),
/// must be declared as the `What` type whose text is the computed value.
template <class What, class T>
LogicalResult verifyAccessorResult(Operation *op, const core::Result<T> &computed,
                                   StringRef what) {
  if (!computed)
    return op->emitOpError("cannot compute the ") << what << ": " << computed.error().message;
  Type type = op->getResult(0).getType();
  auto declared = dyn_cast<What>(type);
  std::string text = core::print(*computed);
  if (!declared || declared.getSpec() != text)
    return op->emitOpError("declared result type ")
           << type << " does not match the inferred value \"" << text << "\"";
  return success();
}

} // namespace

core::Result<core::Layout> layoutTVOf(Type tiled, char operand) {
  if (auto mma = dyn_cast<TiledMmaType>(tiled)) {
    CUTE_TRY(m, tiledMmaOf(mma));
    return core::layoutTV(m, operand);
  }
  CUTE_TRY(c, tiledCopyOf(cast<TiledCopyType>(tiled)));
  return core::layoutTV(c, operand);
}

core::Result<core::IntTuple> tileShapeOf(Type atom) {
  if (auto mma = dyn_cast<MmaAtomType>(atom)) {
    std::vector<core::IntTuple> extents;
    for (int64_t e : mma.getShape_MNK())
      extents.push_back(core::IntTuple::of(e));
    return core::IntTuple::tuple(std::move(extents));
  }
  if (auto mma = dyn_cast<TiledMmaType>(atom)) {
    CUTE_TRY(m, tiledMmaOf(mma));
    return core::tileShape(m);
  }
  if (auto copy = dyn_cast<TiledCopyType>(atom)) {
    CUTE_TRY(c, tiledCopyOf(copy));
    return core::tileShape(c);
  }
  return core::fail("tile_shape", "expects a !cute.mma_atom, !cute.tiled_mma or !cute.tiled_copy");
}

core::Result<int64_t> threadsOf(Type tiled) {
  CUTE_TRY(tv, layoutTVOf(tiled, isa<TiledMmaType>(tiled) ? 'C' : 'S'));
  return core::modeSize(tv, 0);
}

core::Result<core::IntTuple> tileExtentsOf(Type tiled, char operand) {
  if (auto mma = dyn_cast<TiledMmaType>(tiled)) {
    CUTE_TRY(m, tiledMmaOf(mma));
    return core::operandTile(m, operand);
  }
  CUTE_TRY(c, tiledCopyOf(cast<TiledCopyType>(tiled)));
  return c.tileMN;
}

core::Result<core::Fragment> partitionOf(Type tiled, char operand, int64_t thr,
                                         const core::Layout &l) {
  if (auto mma = dyn_cast<TiledMmaType>(tiled)) {
    CUTE_TRY(m, tiledMmaOf(mma));
    return core::partition(m, operand, thr, l);
  }
  CUTE_TRY(c, tiledCopyOf(cast<TiledCopyType>(tiled)));
  return core::partition(c, operand, thr, l);
}

core::Result<core::Layout> threadOffsetsOf(Type tiled, char operand, const core::Layout &l) {
  if (auto mma = dyn_cast<TiledMmaType>(tiled)) {
    CUTE_TRY(m, tiledMmaOf(mma));
    return core::threadOffsets(m, operand, l);
  }
  CUTE_TRY(c, tiledCopyOf(cast<TiledCopyType>(tiled)));
  return core::threadOffsets(c, operand, l);
}

bool isAtomBuilder(Operation *op) { return isa<MakeAtomOp, MakeTiledMmaOp, MakeTiledCopyOp>(op); }

LogicalResult MakeAtomOp::verify() {
  if (!isa<MmaAtomType, CopyAtomType>(getResult().getType()))
    return emitOpError("expects a !cute.mma_atom or !cute.copy_atom result, got ")
           << getResult().getType();
  return success();
}

LogicalResult MakeTiledMmaOp::verify() {
  auto tiled = dyn_cast<TiledMmaType>(getResult().getType());
  if (!tiled)
    return emitOpError("expects a !cute.tiled_mma result, got ") << getResult().getType();
  return checkSameAtom(*this, getAtom().getType(), tiled.getAtom());
}

LogicalResult MakeTiledCopyOp::verify() {
  auto tiled = dyn_cast<TiledCopyType>(getResult().getType());
  if (!tiled)
    return emitOpError("expects a !cute.tiled_copy result, got ") << getResult().getType();
  if (failed(checkSameAtom(*this, getAtom().getType(), tiled.getAtom())))
    return failure();
  if (!getThrLayout() && !getValLayout())
    return success();
  if (!getThrLayout() || !getValLayout())
    return emitOpError("expects both thr_layout and val_layout, or neither");
  auto layoutOf = [](LayoutAttr a) {
    return std::get<core::Layout>(*core::parseValue(a.getSpec().str()));
  };
  auto built = core::makeTiledCopy(cast<CopyAtomType>(tiled.getAtom()).getCppName(),
                                   layoutOf(*getThrLayout()), layoutOf(*getValLayout()));
  if (!built)
    return emitOpError("cannot tile the atom: ") << built.error().message;
  std::string layoutTV = core::print(built->layoutTV), tile = core::print(built->tileMN);
  if (layoutTV != tiled.getLayoutTv() || tile != tiled.getTile())
    return emitOpError("expects layout_tv = \"")
           << layoutTV << "\", tile = \"" << tile << "\" for these thr_layout and val_layout, got "
           << tiled;
  return success();
}

LogicalResult verifyTiledOperand(Operation *op, Type tiled, StringRef operand) {
  bool ofMma = isa<TiledMmaType>(tiled), ofCopy = isa<TiledCopyType>(tiled);
  if (!ofMma && !ofCopy)
    return op->emitOpError("expects a !cute.tiled_mma or !cute.tiled_copy, got ") << tiled;
  StringRef operands = ofMma ? "ABC" : "SD";
  if (operand.size() != 1 || !operands.contains(operand[0]))
    return op->emitOpError("expects the operand ")
           << (ofMma ? "\"A\", \"B\" or \"C\" of a tiled MMA" : "\"S\" or \"D\" of a tiled copy")
           << ", got \"" << operand << "\"";
  return success();
}

LogicalResult GetLayoutTVOp::verify() {
  Type tiled = getTiled().getType();
  StringRef operand = getOperand();
  if (failed(verifyTiledOperand(*this, tiled, operand)))
    return failure();
  return verifyAccessorResult<LayoutType>(*this, layoutTVOf(tiled, operand[0]), "layout");
}

LogicalResult TileShapeOp::verify() {
  Type atom = getAtom().getType();
  if (!isa<MmaAtomType, TiledMmaType, TiledCopyType>(atom))
    return emitOpError("expects a !cute.mma_atom, !cute.tiled_mma or !cute.tiled_copy, got ")
           << atom;
  return verifyAccessorResult<ShapeType>(*this, tileShapeOf(atom), "tile shape");
}

} // namespace cute::dialect
