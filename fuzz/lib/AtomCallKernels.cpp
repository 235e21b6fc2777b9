//===- AtomCallKernels.cpp - Random atom calls run by a kernel ------------===//
//
// See AtomCallKernels.h. The kernel text is written line by line; every
// fragment is filled by an scf.for over its values computing
// dataValue(seed, X, t, v) with index arithmetic.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Fuzz/AtomCallKernels.h"
#include "KernelWriter.h"
#include "cute-oracle/Fuzz/AtomGenerators.h"
#include "cute-oracle/core/Atoms.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/TiledExecution.h"

#include <array>
#include <set>

namespace cute::fuzz {

using core::ElementType;

namespace {

/// What an atom call moves: its threads, and per fragment operand (A, B,
/// C of an MMA; source, destination of a copy) its values per thread and
/// element type.
struct AtomShape {
  int64_t threads = 0;
  std::vector<int64_t> values;
  std::vector<ElementType> types;
  std::string mlirType;
};

core::Result<int64_t> valuesPerThread(std::string_view traits, const std::string &atom,
                                std::string_view member) {
  CUTE_TRY(layout, core::atomLayout(traits, atom, member));
  return core::modeSize(layout, 1);
}

core::Result<AtomShape> shapeOf(const AtomCallCase &c) {
  AtomShape s;
  if (c.isMma) {
    CUTE_TRY(types, core::mmaElementTypes(c.atom));
    CUTE_TRY(layoutA, core::atomLayout("MMA_Traits", c.atom, "ALayout"));
    CUTE_TRY(threads, core::modeSize(layoutA, 0));
    s.threads = threads;
    for (const char *member : {"ALayout", "BLayout", "CLayout"}) {
      CUTE_TRY(n, valuesPerThread("MMA_Traits", c.atom, member));
      s.values.push_back(n);
    }
    s.types = {types[1], types[2], types[3]};
    std::optional<std::string> mlir = mlirMmaAtom(c.atom);
    if (!mlir)
      return core::fail("atom call", "no MLIR type for " + c.atom);
    s.mlirType = *mlir;
    return s;
  }
  CUTE_TRY(src, core::atomLayout("Copy_Atom", c.atom, "ValLayoutSrc"));
  CUTE_TRY(threads, core::modeSize(src, 0));
  s.threads = threads;
  for (const char *member : {"ValLayoutSrc", "ValLayoutDst"}) {
    CUTE_TRY(n, valuesPerThread("Copy_Atom", c.atom, member));
    s.values.push_back(n);
  }
  std::optional<ElementType> type = core::elementTypeNamed(c.atom.substr(c.atom.rfind(", ") + 2));
  std::optional<std::string> mlir = mlirCopyAtom(c.atom);
  if (!type || !mlir)
    return core::fail("atom call", "no MLIR type for " + c.atom);
  s.types = {*type, *type};
  s.mlirType = *mlir;
  return s;
}

bool isLdmatrix(const AtomCallCase &c) { return c.atom.find("_LDSM_") != std::string::npos; }

/// cp.async: a source in global memory, a destination in shared memory.
bool isCpAsync(const AtomCallCase &c) { return c.atom.find("_CP_ASYNC_") != std::string::npos; }

/// SM90 GMMA: A and B are views of whole tiles in shared memory.
bool isGmma(const AtomCallCase &c) { return c.isMma && c.atom.starts_with("SM90_"); }

/// The columns of a GMMA tile of halves (K = 256 / 16).
constexpr int64_t kGmmaColumns = 16;

/// The thread whose data a fragment of operand `operand` holds: GMMA's A
/// and B are one tile every thread reads, thread 0's.
int64_t dataThread(const AtomCallCase &c, int operand, int64_t t) {
  return isGmma(c) && operand < 2 ? 0 : t;
}

std::string viewType(const GmmaTile &tile, ElementType t) {
  return "!cute.view<" + sharedMemref(tile.elements, t) + ", " + tile.layoutType + ">";
}

/// The rows of the shared tile an ldmatrix reads: 8 per matrix, as many
/// matrices as hold the 32 threads' destination values (64 each).
int64_t ldmatrixRows(const AtomShape &s) { return s.threads * s.values[1] / 8; }

/// The tiles of a GMMA case's A (operand 0) and B (operand 1).
GmmaTile gmmaTile(const AtomCallCase &c, const AtomShape &s, int operand) {
  return gmmaTileOf(c.seed, operand, s.values[operand] / kGmmaColumns);
}

/// The body of a GMMA kernel: thread 0 fills the views of A and B in
/// shared memory, every thread its C; D = A·B + C into C; print C.
void writeGmma(KernelWriter &w, const AtomCallCase &c, const AtomShape &s) {
  std::string views[2];
  std::string zero = w.index(0), isFirst = w.fresh();
  for (int x = 0; x < 2; ++x) {
    GmmaTile tile = gmmaTile(c, s, x);
    std::string layout = w.fresh(), type = viewType(tile, s.types[x]);
    views[x] = "%v" + std::to_string(x);
    w.line(layout + " = cute.static : " + tile.layoutType);
    w.line(views[x] + " = cute.make_view %s" + std::to_string(x) + ", " + layout + " : " + type);
  }
  w.line(isFirst + " = arith.cmpi eq, %t, " + zero + " : index");
  w.line("scf.if " + isFirst + " {");
  for (int x = 0; x < 2; ++x)
    w.fillView(views[x], viewType(gmmaTile(c, s, x), s.types[x]), s.values[x],
               coefficientsOf(c.seed, x), s.types[x]);
  w.line("}");
  w.line("gpu.barrier");
  std::string accumulator = privateMemref(s.values[2], s.types[2]);
  w.fill("%f2", accumulator, s.values[2], coefficientsOf(c.seed, 2), "%t", s.types[2]);
  w.line("%atom = cute.make_atom : " + s.mlirType);
  w.line("cute.mma_atom_call(%atom, %f2, %v0, %v1, %f2) : " + s.mlirType + ", " + accumulator +
         ", " + viewType(gmmaTile(c, s, 0), s.types[0]) + ", " +
         viewType(gmmaTile(c, s, 1), s.types[1]) + ", " + accumulator);
  w.print("%t", "%f2", accumulator, s.values[2], s.types[2]);
}

/// The body of an MMA kernel: fill A, B, C; D = A·B + C into C; print C.
void writeMma(KernelWriter &w, const AtomCallCase &c, const AtomShape &s) {
  if (isGmma(c))
    return writeGmma(w, c, s);
  std::vector<std::string> types;
  for (int x = 0; x < 3; ++x) {
    types.push_back(privateMemref(s.values[x], s.types[x]));
    w.fill("%f" + std::to_string(x), types[x], s.values[x], coefficientsOf(c.seed, x), "%t",
           s.types[x]);
  }
  w.line("%atom = cute.make_atom : " + s.mlirType);
  w.line("cute.mma_atom_call(%atom, %f2, %f0, %f1, %f2) : " + s.mlirType + ", " + types[2] + ", " +
         types[0] + ", " + types[1] + ", " + types[2]);
  w.print("%t", "%f2", types[2], s.values[2], s.types[2]);
}

/// The shared tile of a cp.async kernel: every thread's destination.
std::string cpAsyncTile(const AtomShape &s) {
  return "memref<" + std::to_string(s.threads * s.values[1]) + "x" +
         std::string(core::nameOf(s.types[1])) + ", #gpu.address_space<workgroup>>";
}

/// The body of a copy kernel: fill the source (ldmatrix: thread 0 fills
/// the shared tile, and each thread addresses its row), copy, print dst.
void writeCopy(KernelWriter &w, const AtomCallCase &c, const AtomShape &s) {
  std::string dst = privateMemref(s.values[1], s.types[1]),
              src = privateMemref(s.values[0], s.types[0]);
  std::string element(core::nameOf(s.types[0]));
  Coefficients k = coefficientsOf(c.seed, 0);
  if (isLdmatrix(c)) {
    int64_t rows = ldmatrixRows(s);
    std::string tile =
        "memref<" + std::to_string(rows * 8) + "x" + element + ", #gpu.address_space<workgroup>>";
    std::string zero = w.index(0), isFirst = w.fresh();
    w.line(isFirst + " = arith.cmpi eq, %t, " + zero + " : index");
    w.line("scf.if " + isFirst + " {");
    std::string one = w.index(1), rowCount = w.index(rows), eight = w.index(8), r = w.fresh();
    w.line("scf.for " + r + " = " + zero + " to " + rowCount + " step " + one + " {");
    std::string col = w.fresh();
    w.line("scf.for " + col + " = " + zero + " to " + eight + " step " + one + " {");
    std::string x = w.value(k, r, col, s.types[0]), at = w.fresh(), rowStart = w.fresh();
    w.line(rowStart + " = arith.muli " + r + ", " + eight + " : index");
    w.line(at + " = arith.addi " + rowStart + ", " + col + " : index");
    w.line("memref.store " + x + ", %tile[" + at + "] : " + tile);
    w.line("}");
    w.line("}");
    w.line("}");
    w.line("gpu.barrier");
    std::string rowsIndex = w.index(rows), eight2 = w.index(8), row = w.fresh(), start = w.fresh();
    w.line(row + " = arith.remui %t, " + rowsIndex + " : index");
    w.line(start + " = arith.muli " + row + ", " + eight2 + " : index");
    src = "memref<8x" + element + ", strided<[1], offset: ?>, #gpu.address_space<workgroup>>";
    w.line("%f0 = memref.subview %tile[" + start + "] [8] [1] : " + tile + " to " + src);
  } else if (isCpAsync(c)) {
    // The source: global memory the thread allocates (device malloc), 16
    // bytes aligned; the destination: the thread's 16 bytes of a shared tile.
    src = "memref<" + std::to_string(s.values[0]) + "x" + element + ">";
    w.line("%f0 = memref.alloc() {alignment = 16 : i64} : " + src);
    w.fill("%f0", src, s.values[0], k, "%t", s.types[0]);
    std::string n = w.index(s.values[1]), start = w.fresh();
    w.line(start + " = arith.muli %t, " + n + " : index");
    dst = "memref<" + std::to_string(s.values[1]) + "x" + element +
          ", strided<[1], offset: ?>, #gpu.address_space<workgroup>>";
    w.line("%f1 = memref.subview %tile[" + start + "] [" + std::to_string(s.values[1]) +
           "] [1] : " + cpAsyncTile(s) + " to " + dst);
  } else {
    w.fill("%f0", src, s.values[0], k, "%t", s.types[0]);
  }
  w.line("%atom = cute.make_atom : " + s.mlirType);
  w.line("cute.copy_atom_call(%atom, %f0, %f1) : " + s.mlirType + ", " + src + ", " + dst);
  w.print("%t", "%f1", dst, s.values[1], s.types[1]);
  if (isCpAsync(c))
    w.line("memref.dealloc %f0 : " + src);
}

/// The kernel's attributions: the shared tile of an ldmatrix, and the
/// private fragments.
std::string attributionsOf(const AtomCallCase &c, const AtomShape &s) {
  std::string workgroup, priv;
  if (isGmma(c)) {
    // The descriptors' swizzles act on addresses: the tiles are aligned to
    // the period of SW128, 1024 bytes.
    workgroup = " workgroup(";
    for (int x = 0; x < 2; ++x)
      workgroup += std::string(x ? ", " : "") + "%s" + std::to_string(x) + ": " +
                   sharedMemref(gmmaTile(c, s, x).elements, s.types[x]) +
                   " {llvm.align = 1024 : i64}";
    workgroup += ")";
    priv = "%f2: " + privateMemref(s.values[2], s.types[2]);
  } else if (c.isMma) {
    for (int x = 0; x < 3; ++x)
      priv += std::string(x ? ", " : "") + "%f" + std::to_string(x) + ": " +
              privateMemref(s.values[x], s.types[x]);
  } else if (isCpAsync(c)) {
    // cp.async writes 16-byte aligned shared memory.
    return " workgroup(%tile: " + cpAsyncTile(s) + " {llvm.align = 16 : i64})";
  } else if (isLdmatrix(c)) {
    // ldmatrix reads 16-byte rows: the tile is 16-byte aligned.
    workgroup = " workgroup(%tile: memref<" + std::to_string(ldmatrixRows(s) * 8) + "x" +
                std::string(core::nameOf(s.types[0])) +
                ", #gpu.address_space<workgroup>> {llvm.align = 16 : i64})";
    priv = "%f1: " + privateMemref(s.values[1], s.types[1]);
  } else {
    priv = "%f0: " + privateMemref(s.values[0], s.types[0]) +
           ", %f1: " + privateMemref(s.values[1], s.types[1]);
  }
  return workgroup + " private(" + priv + ")";
}

} // namespace

std::ostream &operator<<(std::ostream &os, const AtomCallCase &c) {
  return os << (c.isMma ? "mma_atom_call of " : "copy_atom_call of ") << c.atom << ", data seed "
            << c.seed;
}

const std::vector<AtomCallCase> &atomCallAtoms() {
  static const std::vector<AtomCallCase> atoms = [] {
    std::vector<AtomCallCase> out;
    for (const std::string &op : registryMmaAtoms())
      if (mlirMmaAtom(op))
        out.push_back({op, true, 0});
    for (const std::string &atom : registryCopyAtoms())
      if (mlirCopyAtom(atom))
        out.push_back({atom, false, 0});
    return out;
  }();
  return atoms;
}

rc::Gen<AtomCallCase> genAtomCallCase() {
  return rc::gen::exec([] {
    AtomCallCase c = *rc::gen::elementOf(atomCallAtoms());
    c.seed = *rc::gen::inRange<uint64_t>(0, 1u << 20);
    return c;
  });
}

GmmaTile gmmaTileOf(uint64_t seed, int operand, int64_t rows) {
  uint64_t x = seed * 0x94d049bb133111ebull + uint64_t(operand + 1) * 0x9e3779b97f4a7c15ull;
  auto draw = [&](uint64_t n) {
    x ^= x >> 31;
    x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 27;
    return int64_t(x % n);
  };
  int64_t groups = rows / 8, kind = draw(4), gap = draw(2);
  auto text = [](auto... parts) {
    std::string out;
    ((out += parts), ...);
    return out;
  };
  using std::to_string;
  if (kind == 0) {
    // INTERLEAVE: 8x8 core matrices of 64 elements; position p of core
    // matrix (r/8, k/8) is r/8 * SBO/64 + k/8 * LBO/64.
    int64_t start = std::array<int64_t, 3>{0, 8, 64}[draw(3)];
    bool rowsFirst = draw(2);
    int64_t sbo = rowsFirst ? 1 : 2 + gap, lbo = rowsFirst ? groups + gap : 1;
    int64_t last = (groups - 1) * sbo + lbo;
    return {text("!cute.composed_layout<\"S<0,3,3> o ", to_string(start), " o ((8,",
                 to_string(groups), "),(8,2)):((8,", to_string(64 * sbo), "),(1,",
                 to_string(64 * lbo), "))\">"),
            start + (last + 1) * 64};
  }
  // SW32, SW64, SW128: rows of 8W elements, 8-row groups of 64W elements
  // (SBO), a gap of one group or none, at k-block j of the row.
  int64_t bits = kind, w = int64_t(1) << bits, sbo = 64 * w * (1 + gap);
  int64_t start = 16 * draw(uint64_t(w / 2));
  return {text("!cute.composed_layout<\"S<", to_string(bits), ",3,3> o ", to_string(start),
               " o ((8,", to_string(groups), "),16):((", to_string(8 * w), ",", to_string(sbo),
               "),1)\">"),
          (groups - 1) * sbo + 64 * w};
}

int64_t dataValue(uint64_t seed, int operand, int64_t t, int64_t v) {
  Coefficients k = coefficientsOf(seed, operand);
  return (t * k.a + v * k.b + k.k) % 7 - 3;
}

core::Result<int64_t> atomCallThreads(const AtomCallCase &c) {
  CUTE_TRY(s, shapeOf(c));
  return s.threads;
}

core::Result<std::string> writeAtomCallKernel(const AtomCallCase &c, const std::string &name) {
  CUTE_TRY(s, shapeOf(c));
  KernelWriter w;
  w.line("%t = gpu.thread_id x");
  if (c.isMma)
    writeMma(w, c, s);
  else
    writeCopy(w, c, s);
  w.line("gpu.return");
  return "    // " + std::string(c.isMma ? "mma_atom_call" : "copy_atom_call") + " of " + c.atom +
         ", data seed " + std::to_string(c.seed) + "\n    gpu.func @" + name + "()" +
         attributionsOf(c, s) + " kernel {\n" + w.text + "    }\n";
}

core::Result<std::string> writeAtomCallModule(const AtomCallCase &c) {
  CUTE_TRY(kernel, writeAtomCallKernel(c, "atom_call"));
  CUTE_TRY(threads, atomCallThreads(c));
  return oneBlockModule("atoms", kernel, "atom_call", threads);
}

core::Result<std::string> expectedOutput(const AtomCallCase &c) {
  CUTE_TRY(s, shapeOf(c));
  auto registers = [&](int operand, int64_t values) {
    core::Registers regs(s.threads);
    for (int64_t t = 0; t < s.threads; ++t)
      for (int64_t v = 0; v < values; ++v)
        regs[t].push_back(double(dataValue(c.seed, operand, dataThread(c, operand, t), v)));
    return regs;
  };
  core::Registers out;
  if (c.isMma) {
    CUTE_TRY(d, core::mmaAtomCall(c.atom, registers(0, s.values[0]), registers(1, s.values[1]),
                                  registers(2, s.values[2])));
    out = d;
  } else {
    core::Registers src = registers(0, s.values[0]);
    if (isLdmatrix(c))
      for (int64_t t = 0; t < s.threads; ++t)
        for (int64_t v = 0; v < 8; ++v)
          src[t][v] = double(dataValue(c.seed, 0, t % ldmatrixRows(s), v));
    CUTE_TRY(dst, core::copyAtomCall(c.atom, src));
    out = dst;
  }
  std::string text;
  for (int64_t t = 0; t < s.threads; ++t) {
    text += std::to_string(t) + ":";
    for (double v : out[t])
      text += " " + std::to_string(int64_t(core::roundTo(s.types.back(), v)));
    text += "\n";
  }
  return text;
}

core::Result<AtomCallSignature> atomCallSignature(const AtomCallCase &c) {
  CUTE_TRY(s, shapeOf(c));
  auto fragment = [&](std::string name, int x, bool shared) {
    return AtomCallFragment{std::move(name),
                            s.values[x],
                            std::string(core::nameOf(s.types[x])),
                            shared,
                            shared ? "shared memory" : "registers",
                            std::nullopt};
  };
  if (c.isMma) {
    AtomCallSignature sig{s.mlirType,
                          {fragment("D", 2, false), fragment("A", 0, isGmma(c)),
                           fragment("B", 1, isGmma(c)), fragment("C", 2, false)},
                          false};
    if (isGmma(c))
      for (int x = 0; x < 2; ++x)
        sig.fragments[1 + x].tile = gmmaTile(c, s, x);
    return sig;
  }
  if (isCpAsync(c)) {
    AtomCallFragment src = fragment("src", 0, false);
    src.place = "global or generic memory";
    return AtomCallSignature{s.mlirType, {src, fragment("dst", 1, true)}, false};
  }
  return AtomCallSignature{
      s.mlirType, {fragment("src", 0, isLdmatrix(c)), fragment("dst", 1, false)}, !isLdmatrix(c)};
}

std::vector<std::string> opsEmittedByAtomCallKernels() {
  std::set<std::string> ops;
  for (const AtomCallCase &c : atomCallAtoms()) {
    core::Result<std::string> text = writeAtomCallModule(c);
    // An op name follows a space (types follow '!').
    for (size_t at = text ? text->find(" cute.") : std::string::npos; at != std::string::npos;
         at = text->find(" cute.", at + 1)) {
      size_t name = at + 6, end = text->find_first_of("( :", name);
      ops.insert(text->substr(name, end - name));
    }
  }
  return {ops.begin(), ops.end()};
}

} // namespace cute::fuzz
