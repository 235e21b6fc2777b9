//===- AtomGenerators.cpp - RapidCheck generators of tiled MMAs and copies ===//
#include "cute-oracle/Fuzz/AtomGenerators.h"
#include "cute-oracle/core/Atoms.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TupleAlgebra.h"

namespace cute::fuzz {

using core::IntTuple;
using core::Layout;

namespace {

IntTuple ints(std::vector<int64_t> values) {
  std::vector<IntTuple> modes;
  for (int64_t v : values)
    modes.push_back(IntTuple::of(v));
  return IntTuple::tuple(modes);
}

/// A column- or row-major layout of `shape`.
Layout compact(std::vector<int64_t> shape, bool rowMajor) {
  core::Result<Layout> l = rowMajor ? core::makeLayoutRight(ints(shape)) : core::makeLayout(ints(shape));
  return *l;
}

} // namespace

const std::vector<std::string> &registryMmaAtoms() {
  static const std::vector<std::string> atoms = [] {
    std::vector<std::string> names;
    for (const std::string &name : core::atomNames("MMA_Traits"))
      if (name.find('<') == std::string::npos)
        names.push_back(name);
    for (int n : {8, 16, 32})
      names.push_back("SM90_64x" + std::to_string(n) + "x16_F32F16F16_SS");
    return names;
  }();
  return atoms;
}

const std::vector<std::string> &registryCopyAtoms() {
  static const std::vector<std::string> atoms = {"SM75_U32x1_LDSM_N, half_t",
                                                 "SM75_U32x2_LDSM_N, half_t",
                                                 "SM75_U32x4_LDSM_N, half_t",
                                                 "SM75_U16x4_LDSM_T, half_t",
                                                 "SM75_U16x8_LDSM_T, half_t",
                                                 "SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t",
                                                 "SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, float",
                                                 "UniversalCopy<uint32_t>, half_t"};
  return atoms;
}

namespace {

/// A bijection of [0, extent) for a power of two extent: a compact layout of
/// 1 to 3 modes, the strides in a random mode order.
Layout genBijection(int64_t extent) {
  std::vector<int64_t> shape{extent};
  if (extent >= 4 && *rc::gen::arbitrary<bool>())
    shape = {2, extent / 2};
  if (extent >= 8 && *rc::gen::arbitrary<bool>())
    shape = {2, 2, extent / 4};
  std::vector<int64_t> order(shape.size());
  for (size_t i = 0; i < order.size(); ++i)
    order[i] = int64_t(i);
  std::vector<int64_t> permuted = *rc::gen::elementOf(
      std::vector<std::vector<int64_t>>{order, std::vector<int64_t>(order.rbegin(), order.rend())});
  return *core::makeOrderedLayout(ints(shape), ints(permuted));
}

/// Splits `count` (a power of two) into (m, n) at random.
std::vector<int64_t> genSplit(int64_t count) {
  std::vector<int64_t> splits;
  for (int64_t m = 1; m <= count; m *= 2)
    splits.push_back(m);
  int64_t m = *rc::gen::elementOf(splits);
  return {m, count / m};
}

int64_t extentOf(const IntTuple &t) { return t.value(); }

rc::Gen<std::vector<int>> genData(int64_t n) {
  return rc::gen::container<std::vector<int>>(size_t(std::max<int64_t>(n, 0)),
                                              rc::gen::inRange(-3, 4));
}

std::vector<double> asDoubles(const std::vector<int> &v) { return {v.begin(), v.end()}; }

/// The tensor extents of a tiled MMA case: (M, N, K).
core::Result<std::array<int64_t, 3>> extentsOf(const TiledMmaCase &c, const core::TiledMma &mma) {
  std::array<int64_t, 3> extents;
  for (int i = 0; i < 3; ++i) {
    CUTE_TRY(tile, core::tileSize(mma, i));
    extents[i] = extentOf(tile) * c.blocks[i];
  }
  return extents;
}

/// The MLIR spelling of an element type named as in C++ or in atom names.
std::string mlirElementType(std::string_view name) {
  std::optional<core::ElementType> t = core::elementTypeNamed(name);
  return t ? std::string(core::nameOf(*t)) : std::string(name);
}

} // namespace

std::optional<std::string> mlirMmaAtom(const std::string &op) {
  bool sm90 = op.starts_with("SM90_"), sm75 = op.starts_with("SM75_");
  if (!sm90 && !sm75 && !op.starts_with("SM80_"))
    return std::nullopt;
  core::Result<std::array<core::ElementType, 4>> types = core::mmaElementTypes(op);
  if (!types)
    return std::nullopt;
  std::string shape = op.substr(5, op.find('_', 5) - 5);
  std::replace(shape.begin(), shape.end(), 'x', ',');
  for (size_t i = shape.find(','); i != std::string::npos; i = shape.find(',', i + 2))
    shape.insert(i + 1, " ");
  return "!cute.mma_atom<!cute_nvgpu." + std::string(sm90 ? "sm90" : "sm80") +
         ".mma, shape_MNK = [" + shape + "], a_type = " + std::string(core::nameOf((*types)[1])) +
         ", b_type = " + std::string(core::nameOf((*types)[2])) +
         ", c_type = " + std::string(core::nameOf((*types)[3])) + (sm75 ? ", sm75>" : ">");
}

std::optional<std::string> mlirCopyAtom(const std::string &atom) {
  std::string op = atom.substr(0, atom.rfind(", "));
  std::string value = mlirElementType(atom.substr(atom.rfind(", ") + 2));
  std::string family;
  if (op.starts_with("SM75_U32x"))
    family = "!cute_nvgpu.atom.ldsm, value_type = " + value + ", num_matrices = " + op.substr(9, 1);
  else if (op.starts_with("SM75_U16x"))
    family = "!cute_nvgpu.atom.ldsm, value_type = " + value +
             ", num_matrices = " + std::to_string(std::stoi(op.substr(9, 1)) / 2) + ", transpose";
  else if (op.starts_with("SM80_CP_ASYNC"))
    family = "!cute_nvgpu.atom.simt_async_copy, value_type = " + value;
  else if (op == "UniversalCopy<uint32_t>")
    family = "!cute_nvgpu.atom.universal_copy<" + value + ", 32 b>, value_type = " + value;
  else
    return std::nullopt;
  return "!cute.copy_atom<" + family + ">";
}

rc::Gen<TiledMmaCase> genTiledMmaStructure() {
  return rc::gen::exec([] {
    TiledMmaCase c;
    c.op = *rc::gen::elementOf(registryMmaAtoms());
    bool gmma = c.op.starts_with("SM90");
    std::vector<int64_t> counts = gmma ? std::vector<int64_t>{1, 2} : std::vector<int64_t>{1, 2, 4};
    int64_t am = *rc::gen::elementOf(counts), an = *rc::gen::elementOf(counts);
    if (gmma && am * an > 2)
      an = 1;
    c.atomLayout = compact({am, an, 1}, *rc::gen::arbitrary<bool>());
    if (*rc::gen::arbitrary<bool>()) {
      core::TiledMma plain = *core::makeTiledMma(c.op, c.atomLayout, std::nullopt);
      std::vector<core::Tiler> modes;
      for (int i = 0; i < 2; ++i) {
        int64_t extent =
            extentOf(*core::tileSize(plain, i)) * *rc::gen::elementOf(std::vector<int64_t>{1, 2});
        modes.push_back(core::Tiler::ofLayout(genBijection(extent)));
      }
      modes.push_back(core::Tiler::ofLeaf(IntTuple::underscore()));
      c.permutation = core::Tile{core::Tiler::ofTuple(modes)};
    }
    for (int i = 0; i < 3; ++i) {
      c.blocks[i] = *rc::gen::inRange<int64_t>(1, 3);
      c.rowMajor[i] = *rc::gen::arbitrary<bool>();
    }
    return c;
  });
}

rc::Gen<TiledCopyCase> genTiledCopyStructure() {
  return rc::gen::exec([] {
    TiledCopyCase c;
    c.atom = *rc::gen::elementOf(registryCopyAtoms());
    Layout ref = *core::atomLayout("Copy_Atom", c.atom, "ValLayoutRef");
    int64_t atomThreads = extentOf(*core::product(ref.shape.mode(0))),
            atomValues = extentOf(*core::product(ref.shape.mode(1)));
    int64_t threads = atomThreads * *rc::gen::elementOf(std::vector<int64_t>{1, 2, 4});
    int64_t values = atomValues * *rc::gen::elementOf(std::vector<int64_t>{1, 2});
    c.thr = compact(genSplit(threads), *rc::gen::arbitrary<bool>());
    c.val = compact(genSplit(values), *rc::gen::arbitrary<bool>());
    for (int i = 0; i < 2; ++i) {
      c.blocks[i] = *rc::gen::inRange<int64_t>(1, 3);
      c.rowMajor[i] = *rc::gen::arbitrary<bool>();
    }
    return c;
  });
}

std::optional<TiledAtomTypes> TiledMmaCase::mlirTypes() const {
  std::optional<std::string> atom = mlirMmaAtom(op);
  if (!atom)
    return std::nullopt;
  return TiledAtomTypes{
      *atom, "!cute.tiled_mma<" + *atom + ", atom_layout = \"" + core::print(atomLayout) + "\"" +
                 (permutation ? ", permutation = \"" + core::print(*permutation) + "\"" : "") +
                 ">"};
}

std::optional<TiledAtomTypes> TiledCopyCase::mlirTypes() const {
  std::optional<std::string> type = mlirCopyAtom(atom);
  core::Result<core::TiledCopy> copy = core::makeTiledCopy(atom, thr, val);
  if (!type || !copy)
    return std::nullopt;
  return TiledAtomTypes{*type, "!cute.tiled_copy<" + *type + ", layout_tv = \"" +
                                   core::print(copy->layoutTV) + "\", tile = \"" +
                                   core::print(copy->tileMN) + "\">"};
}

std::string TiledMmaCase::spelling() const {
  return "make_tiled_mma(" + op + ", " + core::print(atomLayout) +
         (permutation ? ", " + core::print(*permutation) : "") + ")";
}

std::string TiledCopyCase::spelling() const {
  return "make_tiled_copy(Copy_Atom<" + atom + ">, " + core::print(thr) + ", " + core::print(val) +
         ")";
}

namespace {

void showData(std::ostream &os, std::string_view name, const std::vector<int> &data) {
  os << "  " << name << " =";
  for (int v : data)
    os << ' ' << v;
  os << '\n';
}

} // namespace

std::ostream &operator<<(std::ostream &os, const TiledMmaCase &c) {
  os << c.spelling() << "\n  tiles per (M,N,K): (" << c.blocks[0] << ',' << c.blocks[1] << ','
     << c.blocks[2] << "), row-major A/B/C: " << c.rowMajor[0] << c.rowMajor[1] << c.rowMajor[2]
     << '\n';
  showData(os, "A", c.a);
  showData(os, "B", c.b);
  showData(os, "C", c.c);
  return os;
}

std::ostream &operator<<(std::ostream &os, const TiledCopyCase &c) {
  os << c.spelling() << "\n  tiles per (M,N): (" << c.blocks[0] << ',' << c.blocks[1]
     << "), row-major source/destination: " << c.rowMajor[0] << c.rowMajor[1] << '\n';
  showData(os, "source", c.src);
  return os;
}

rc::Gen<TiledMmaCase> genTiledMmaCase() {
  return rc::gen::mapcat(genTiledMmaStructure(), [](TiledMmaCase c) {
    core::Result<core::TiledMma> mma = core::makeTiledMma(c.op, c.atomLayout, c.permutation);
    std::array<int64_t, 3> e{0, 0, 0};
    if (mma)
      if (core::Result<std::array<int64_t, 3>> extents = extentsOf(c, *mma))
        e = *extents;
    return rc::gen::map(
        rc::gen::tuple(genData(e[0] * e[2]), genData(e[1] * e[2]), genData(e[0] * e[1])),
        [c](const std::tuple<std::vector<int>, std::vector<int>, std::vector<int>> &data) {
          TiledMmaCase out = c;
          std::tie(out.a, out.b, out.c) = data;
          return out;
        });
  });
}

rc::Gen<TiledCopyCase> genTiledCopyCase() {
  return rc::gen::mapcat(genTiledCopyStructure(), [](TiledCopyCase c) {
    int64_t n = 0;
    if (core::Result<core::TiledCopy> copy = core::makeTiledCopy(c.atom, c.thr, c.val))
      n = extentOf(copy->tileMN.mode(0)) * c.blocks[0] * extentOf(copy->tileMN.mode(1)) *
          c.blocks[1];
    return rc::gen::map(genData(n), [c](std::vector<int> data) {
      TiledCopyCase out = c;
      out.src = std::move(data);
      return out;
    });
  });
}

core::Result<TiledMmaTensors> tensorsOf(const TiledMmaCase &c) {
  CUTE_TRY(mma, core::makeTiledMma(c.op, c.atomLayout, c.permutation));
  CUTE_TRY(e, extentsOf(c, mma));
  CUTE_TRY(types, core::mmaElementTypes(c.op));
  auto [m, n, k] = e;
  return TiledMmaTensors{
      mma,
      {types[1], compact({m, k}, c.rowMajor[0]), asDoubles(c.a)},
      {types[2], compact({n, k}, c.rowMajor[1]), asDoubles(c.b)},
      {types[0], compact({m, n}, c.rowMajor[2]), asDoubles(c.c)},
  };
}

core::Result<TiledCopyTensors> tensorsOf(const TiledCopyCase &c) {
  CUTE_TRY(copy, core::makeTiledCopy(c.atom, c.thr, c.val));
  std::string_view valueType = std::string_view(c.atom).substr(c.atom.rfind(", ") + 2);
  std::optional<core::ElementType> type = core::elementTypeNamed(valueType);
  if (!type)
    return core::fail("copy", "unknown value type " + std::string(valueType));
  int64_t m = extentOf(copy.tileMN.mode(0)) * c.blocks[0],
          n = extentOf(copy.tileMN.mode(1)) * c.blocks[1];
  return TiledCopyTensors{
      copy,
      {*type, compact({m, n}, c.rowMajor[0]), asDoubles(c.src)},
      {*type, compact({m, n}, c.rowMajor[1]), std::vector<double>(size_t(m * n), 0.0)}};
}

} // namespace cute::fuzz
