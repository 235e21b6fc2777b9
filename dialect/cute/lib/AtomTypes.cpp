//===- AtomTypes.cpp - cute atom and tiled-atom types ---------------------===//
//
// Parsing and printing of !cute.mma_atom and !cute.copy_atom, and the
// verifiers of all four atom types: each instance must name an atom of
// interp/core's registry, and each tiled form must build with interp/core.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Dialect/Cute/CuteAtoms.h"
#include "cute-oracle/Dialect/Cute/CuteDialect.h"
#include "cute-oracle/Dialect/CuteNvgpu/CuteNvgpuTypes.h"
#include "cute-oracle/core/Atoms.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;

namespace cute::dialect {

namespace {

/// CuTe's spelling of an MMA element type in an atom name (F16, BF16, F32).
std::string mmaTypeName(Type t) {
  if (t.isF16())
    return "F16";
  if (t.isBF16())
    return "BF16";
  if (t.isF32())
    return "F32";
  std::string s;
  llvm::raw_string_ostream(s) << t;
  return s;
}

/// CuTe C++'s name of a value type (half_t, bfloat16_t, float, int32_t...).
std::string cppValueTypeName(Type t) {
  if (t.isF16())
    return "half_t";
  if (t.isBF16())
    return "bfloat16_t";
  if (t.isF32())
    return "float";
  if (t.isF64())
    return "double";
  if (auto i = dyn_cast<IntegerType>(t))
    return (i.isUnsigned() ? "uint" : "int") + std::to_string(i.getWidth()) + "_t";
  std::string s;
  llvm::raw_string_ostream(s) << t;
  return s;
}

/// `, keyword = ` before a parameter.
ParseResult parseField(AsmParser &parser, StringRef keyword) {
  return failure(parser.parseComma() || parser.parseKeyword(keyword) || parser.parseEqual());
}

/// Whether the registry has `traits`<name> (looked up by one of its
/// layouts); its error otherwise.
LogicalResult checkRegistered(function_ref<InFlightDiagnostic()> emitError, StringRef what,
                              std::string_view traits, const std::string &name) {
  auto member = core::atomTraits(traits, name, traits == "Copy_Atom" ? "ValLayoutRef" : "ThrID");
  if (!member)
    return emitError() << what << " names no atom of the registry: " << member.error().message;
  return success();
}

} // namespace

//===--- !cute.mma_atom ---------------------------------------------------===//

Type MmaAtomType::parse(AsmParser &parser) {
  Type family, a, b, c;
  SmallVector<int64_t> shape;
  if (parser.parseLess() || parser.parseType(family) || parseField(parser, "shape_MNK") ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                     [&] { return parser.parseInteger(shape.emplace_back()); }) ||
      parseField(parser, "a_type") || parser.parseType(a) || parseField(parser, "b_type") ||
      parser.parseType(b) || parseField(parser, "c_type") || parser.parseType(c))
    return {};
  bool sm75 = succeeded(parser.parseOptionalComma());
  if ((sm75 && parser.parseKeyword("sm75")) || parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(parser.getNameLoc()); }, parser.getContext(),
                    family, ArrayRef<int64_t>(shape), a, b, c, sm75);
}

void MmaAtomType::print(AsmPrinter &printer) const {
  printer << '<' << getFamily() << ", shape_MNK = [";
  llvm::interleaveComma(getShape_MNK(), printer);
  printer << "], a_type = " << getAType() << ", b_type = " << getBType()
          << ", c_type = " << getCType() << (getSm75() ? ", sm75>" : ">");
}

std::string MmaAtomType::getCppName() const {
  ArrayRef<int64_t> s = getShape_MNK();
  std::string shape =
      s.size() == 3 ? std::to_string(s[0]) + "x" + std::to_string(s[1]) + "x" + std::to_string(s[2])
                    : "?";
  if (isa<nvgpu::Sm90MmaType>(getFamily()))
    return "SM90_" + shape + "_" + mmaTypeName(getCType()) + mmaTypeName(getAType()) +
           mmaTypeName(getBType()) + "_SS";
  return (getSm75() ? "SM75_" : "SM80_") + shape + "_" + mmaTypeName(getCType()) +
         mmaTypeName(getAType()) + mmaTypeName(getBType()) + mmaTypeName(getCType()) + "_TN";
}

LogicalResult MmaAtomType::verify(function_ref<InFlightDiagnostic()> emitError, Type family,
                                  ArrayRef<int64_t> shape, Type a, Type b, Type c, bool sm75) {
  if (!isa<nvgpu::Sm80MmaType, nvgpu::Sm90MmaType>(family))
    return emitError() << "!cute.mma_atom expects the family !cute_nvgpu.sm80.mma or "
                          "!cute_nvgpu.sm90.mma, got "
                       << family;
  if (sm75 && !isa<nvgpu::Sm80MmaType>(family))
    return emitError() << "!cute.mma_atom's sm75 names an atom of the family "
                          "!cute_nvgpu.sm80.mma, got "
                       << family;
  if (shape.size() != 3)
    return emitError() << "!cute.mma_atom expects shape_MNK of 3 extents, got " << shape.size();
  std::string name = get(family.getContext(), family, shape, a, b, c, sm75).getCppName();
  return checkRegistered(emitError, "!cute.mma_atom", "MMA_Traits", name);
}

//===--- !cute.copy_atom --------------------------------------------------===//

Type CopyAtomType::parse(AsmParser &parser) {
  Type family, value;
  std::optional<int64_t> matrices;
  bool transpose = false;
  if (parser.parseLess() || parser.parseType(family) || parseField(parser, "value_type") ||
      parser.parseType(value))
    return {};
  while (succeeded(parser.parseOptionalComma())) {
    if (succeeded(parser.parseOptionalKeyword("transpose"))) {
      transpose = true;
      continue;
    }
    int64_t n;
    if (parser.parseKeyword("num_matrices") || parser.parseEqual() || parser.parseInteger(n))
      return {};
    matrices = n;
  }
  if (parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(parser.getNameLoc()); }, parser.getContext(),
                    family, value, matrices, transpose);
}

void CopyAtomType::print(AsmPrinter &printer) const {
  printer << '<' << getFamily() << ", value_type = " << getValueType();
  if (std::optional<int64_t> n = getNumMatrices())
    printer << ", num_matrices = " << *n;
  if (getTranspose())
    printer << ", transpose";
  printer << '>';
}

std::string CopyAtomType::getCppName() const {
  std::string op;
  Type family = getFamily();
  if (isa<nvgpu::LdsmAtomType>(family)) {
    int64_t n = getNumMatrices().value_or(0);
    op = getTranspose() ? "SM75_U16x" + std::to_string(2 * n) + "_LDSM_T"
                        : "SM75_U32x" + std::to_string(n) + "_LDSM_N";
  } else if (isa<nvgpu::SimtAsyncCopyAtomType>(family)) {
    op = "SM80_CP_ASYNC_CACHEALWAYS<uint128_t>";
  } else if (auto universal = dyn_cast<nvgpu::UniversalCopyAtomType>(family)) {
    op = "UniversalCopy<uint" + std::to_string(universal.getBitWidth().value_or(0)) + "_t>";
  }
  return op + ", " + cppValueTypeName(getValueType());
}

LogicalResult CopyAtomType::verify(function_ref<InFlightDiagnostic()> emitError, Type family,
                                   Type value, std::optional<int64_t> matrices, bool transpose) {
  bool ldsm = isa<nvgpu::LdsmAtomType>(family);
  if (!ldsm && !isa<nvgpu::SimtAsyncCopyAtomType, nvgpu::UniversalCopyAtomType>(family))
    return emitError() << "!cute.copy_atom expects the family !cute_nvgpu.atom.ldsm, "
                          "!cute_nvgpu.atom.simt_async_copy or !cute_nvgpu.atom.universal_copy, "
                          "got "
                       << family;
  if (ldsm != matrices.has_value() || (!ldsm && transpose))
    return emitError() << "!cute.copy_atom takes num_matrices and transpose for "
                          "!cute_nvgpu.atom.ldsm only, and needs num_matrices there";
  if (auto universal = dyn_cast<nvgpu::UniversalCopyAtomType>(family);
      universal && universal.getElementType() != value)
    return emitError() << "!cute.copy_atom expects the value type of " << family << " to be "
                       << universal.getElementType() << ", got " << value;
  std::string name = get(family.getContext(), family, value, matrices, transpose).getCppName();
  return checkRegistered(emitError, "!cute.copy_atom", "Copy_Atom", name);
}

//===--- Tiled atoms ------------------------------------------------------===//

core::Result<core::Value> parseTypeParameter(StringRef name, StringRef text) {
  if (text.contains('?'))
    return core::fail(name, "\"" + text.str() + "\" must be static");
  core::Result<core::Value> parsed = core::parseValue(std::string_view(text.data(), text.size()));
  if (!parsed)
    return core::fail(name, parsed.error().message);
  const core::Value &v = *parsed;
  std::string canonical = core::print(v);
  if (canonical != text)
    return core::fail(name,
                      "\"" + text.str() + "\" is not canonical; expected \"" + canonical + "\"");
  return v;
}

namespace {

/// A type parameter holding a value of alternative V, or its error.
template <class V> core::Result<V> parameterOf(StringRef name, StringRef text, StringRef kind) {
  CUTE_TRY(v, parseTypeParameter(name, text));
  if (!std::holds_alternative<V>(v))
    return core::fail(name, "\"" + text.str() + "\" is not a " + kind.str());
  return std::get<V>(v);
}

} // namespace

core::Result<core::TiledMma> tiledMmaOf(TiledMmaType t) {
  auto atom = cast<MmaAtomType>(t.getAtom());
  CUTE_TRY(layout, parameterOf<core::Layout>("atom_layout", t.getAtomLayout(), "layout"));
  std::optional<core::Tile> permutation;
  if (!t.getPermutation().empty()) {
    CUTE_TRY(tile, parameterOf<core::Tile>("permutation", t.getPermutation(), "tile"));
    permutation = tile;
  }
  return core::makeTiledMma(atom.getCppName(), layout, permutation);
}

core::Result<core::TiledCopy> tiledCopyOf(TiledCopyType t) {
  auto atom = cast<CopyAtomType>(t.getAtom());
  CUTE_TRY(layoutTV, parameterOf<core::Layout>("layout_tv", t.getLayoutTv(), "layout"));
  CUTE_TRY(tile, parameterOf<core::IntTuple>("tile", t.getTile(), "shape"));
  return core::makeTiledCopyTV(atom.getCppName(), layoutTV, tile);
}

LogicalResult TiledMmaType::verify(function_ref<InFlightDiagnostic()> emitError, Type atom,
                                   StringRef atomLayout, StringRef permutation) {
  if (!isa<MmaAtomType>(atom))
    return emitError() << "!cute.tiled_mma expects a !cute.mma_atom, got " << atom;
  auto tiled = tiledMmaOf(get(atom.getContext(), atom, atomLayout, permutation));
  if (!tiled)
    return emitError() << "!cute.tiled_mma: " << tiled.error().message;
  return success();
}

LogicalResult TiledCopyType::verify(function_ref<InFlightDiagnostic()> emitError, Type atom,
                                    StringRef layoutTV, StringRef tile) {
  if (!isa<CopyAtomType>(atom))
    return emitError() << "!cute.tiled_copy expects a !cute.copy_atom, got " << atom;
  auto tiled = tiledCopyOf(get(atom.getContext(), atom, layoutTV, tile));
  if (!tiled)
    return emitError() << "!cute.tiled_copy: " << tiled.error().message;
  const core::TiledCopy &c = *tiled;
  if (c.layoutTV.shape.rank() != 2)
    return emitError() << "!cute.tiled_copy expects a layout_tv of rank 2, got " << layoutTV;
  core::Result<int64_t> threads = core::modeSize(c.layoutTV, 0),
                        values = core::modeSize(c.layoutTV, 1),
                        atomThreads = core::modeSize(c.atomRef, 0),
                        atomValues = core::modeSize(c.atomRef, 1);
  for (const core::Result<int64_t> *n : {&threads, &values, &atomThreads, &atomValues})
    if (!*n)
      return emitError() << "!cute.tiled_copy: " << n->error().message;
  if (*threads % *atomThreads != 0 || *values % *atomValues != 0)
    return emitError() << "!cute.tiled_copy expects layout_tv (threads, values) in multiples of "
                          "the atom's ("
                       << *atomThreads << ", " << *atomValues << "), got " << layoutTV;
  // layout_tv maps (thread, value) to an index into the tile.
  if (!llvm::all_of(core::leaves(c.layoutTV.stride),
                    [](const core::IntTuple &d) { return d.isInt(); }))
    return emitError() << "!cute.tiled_copy expects a layout_tv with integer strides, got "
                       << layoutTV;
  if (!llvm::all_of(core::leaves(c.tileMN),
                    [](const core::IntTuple &e) { return e.isInt() && e.value() > 0; }))
    return emitError() << "!cute.tiled_copy expects a tile of positive integer extents, got "
                       << tile;
  core::Result<core::IntTuple> cosize = core::cosize(c.layoutTV),
                               tileSize = core::product(c.tileMN);
  for (const core::Result<core::IntTuple> *n : {&cosize, &tileSize})
    if (!*n)
      return emitError() << "!cute.tiled_copy: " << n->error().message;
  if (cosize->value() > tileSize->value())
    return emitError() << "!cute.tiled_copy expects layout_tv to index within the tile " << tile
                       << " of " << tileSize->value() << " elements, but its cosize is "
                       << cosize->value();
  return success();
}

} // namespace cute::dialect
