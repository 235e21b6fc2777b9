//===- TiledPartitions.cpp - Random per-thread partitions of views --------===//
//
// See TiledPartitions.h. The tiled atoms come from genTiledMmaStructure and
// genTiledCopyStructure; the program text is written line by line.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Fuzz/TiledPartitions.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TiledCopy.h"
#include "cute-oracle/core/TiledMma.h"

namespace cute::fuzz {

using core::IntTuple;
using core::Layout;

namespace {

/// The most elements a case's view spans: the program prints each.
constexpr int64_t kMaxElements = 2048;

/// A compact (rows, cols) layout, column- or row-major.
Layout tensorLayout(int64_t rows, int64_t cols, bool rowMajor) {
  IntTuple shape = IntTuple::tuple({IntTuple::of(rows), IntTuple::of(cols)});
  return *(rowMajor ? core::makeLayoutRight(shape) : core::makeLayout(shape));
}

/// A tiled MMA's operand over its tensor: (M, K), (N, K) or (M, N) tiles
/// repeated by the case's blocks.
std::optional<PartitionCase> mmaCase(const TiledMmaCase &c, char operand) {
  core::Result<core::TiledMma> mma = core::makeTiledMma(c.op, c.atomLayout, c.permutation);
  if (!c.mlirTypes() || !mma)
    return std::nullopt;
  auto [rows, cols] = core::operandModes(operand);
  core::Result<IntTuple> tile = core::operandTile(*mma, operand);
  if (!tile)
    return std::nullopt;
  Layout view = tensorLayout(tile->mode(0).value() * c.blocks[rows],
                             tile->mode(1).value() * c.blocks[cols], c.rowMajor[operand - 'A']);
  return PartitionCase{c, std::nullopt, operand, view};
}

/// A tiled copy's operand over its tensor: the tile repeated by the blocks.
std::optional<PartitionCase> copyCase(const TiledCopyCase &c, char operand) {
  core::Result<core::TiledCopy> copy = core::makeTiledCopy(c.atom, c.thr, c.val);
  if (!c.mlirTypes() || !copy)
    return std::nullopt;
  int64_t m = core::product(copy->tileMN.mode(0))->value(),
          n = core::product(copy->tileMN.mode(1))->value();
  Layout view = tensorLayout(m * c.blocks[0], n * c.blocks[1], c.rowMajor[operand == 'D']);
  return PartitionCase{std::nullopt, c, operand, view};
}

TiledAtomTypes typesOf(const PartitionCase &c) {
  return *(c.mma ? c.mma->mlirTypes() : c.copy->mlirTypes());
}

/// Thread t's partition (core::partition of the case's tiled atom).
core::Result<core::Fragment> partitionOf(const PartitionCase &c, int64_t t) {
  if (c.mma) {
    CUTE_TRY(mma, core::makeTiledMma(c.mma->op, c.mma->atomLayout, c.mma->permutation));
    return core::partition(mma, c.operand, t, c.view);
  }
  CUTE_TRY(copy, core::makeTiledCopy(c.copy->atom, c.copy->thr, c.copy->val));
  return core::partition(copy, c.operand, t, c.view);
}

/// The threads of the case's tiled atom.
core::Result<int64_t> threadsOf(const PartitionCase &c) {
  if (c.mma) {
    CUTE_TRY(mma, core::makeTiledMma(c.mma->op, c.mma->atomLayout, c.mma->permutation));
    CUTE_TRY(tv, core::layoutTV(mma, 'C'));
    return core::modeSize(tv, 0);
  }
  CUTE_TRY(copy, core::makeTiledCopy(c.copy->atom, c.copy->thr, c.copy->val));
  return core::modeSize(copy.layoutTV, 0);
}

int64_t elementsOf(const Layout &l) { return core::cosize(l)->value(); }

std::string memrefOf(const PartitionCase &c) {
  return "memref<" + std::to_string(elementsOf(c.view)) + "xi32>";
}

std::string viewOf(const PartitionCase &c) {
  return "!cute.view<" + memrefOf(c) + ", !cute.layout<\"" + core::print(c.view) + "\">>";
}

/// Writes the program's lines.
class ProgramWriter {
public:
  void line(const std::string &l) { text += "  " + l + "\n"; }
  /// for %name = 0 to n { ... } (the caller closes it).
  void loop(const std::string &name, int64_t n) {
    line("%" + name + "_n = arith.constant " + std::to_string(n) + " : index");
    line("scf.for %" + name + " = %c0 to %" + name + "_n step %c1 {");
  }
  std::string text;
};

} // namespace

std::ostream &operator<<(std::ostream &os, const PartitionCase &c) {
  return os << (c.mma ? c.mma->spelling() : c.copy->spelling()) << ".get_slice(thr).partition_"
            << c.operand << " of a view laid out by " << core::print(c.view);
}

rc::Gen<PartitionCase> genPartitionCase() {
  return rc::gen::exec([] {
    for (;;) {
      std::optional<PartitionCase> c;
      if (*rc::gen::arbitrary<bool>())
        c = mmaCase(*genTiledMmaStructure(), *rc::gen::elementOf(std::string("ABC")));
      else
        c = copyCase(*genTiledCopyStructure(), *rc::gen::elementOf(std::string("SD")));
      if (c && elementsOf(c->view) <= kMaxElements)
        return *c;
    }
  });
}

namespace {

/// count[e] = 0 and owner[e] = -1 for every element e.
void writeInit(ProgramWriter &w, const PartitionCase &c) {
  std::string memref = memrefOf(c);
  w.line("%cnt = memref.alloc() : " + memref);
  w.line("%own = memref.alloc() : " + memref);
  w.loop("e", elementsOf(c.view));
  w.line("  memref.store %zero, %cnt[%e] : " + memref);
  w.line("  memref.store %none, %own[%e] : " + memref);
  w.line("}");
}

/// For every thread t and element i of its partition: count += 1, owner = t.
void writeMarks(ProgramWriter &w, const PartitionCase &c, int64_t threads,
                const core::Fragment &first) {
  TiledAtomTypes types = typesOf(c);
  std::string view = viewOf(c);
  std::string fragment = "!cute.view<memref<?xi32, strided<[1], offset: ?>>, !cute.layout<\"" +
                         core::print(first.layout) + "\">>";
  std::string op = "cute.tiled_partition<\"" + std::string(1, c.operand) + "\">";
  std::string signature = " : " + types.tiled + ", " + view + " -> " + fragment;
  std::string coord = ", !cute.coord<\"?\">";
  w.line("%atom = cute.make_atom : " + types.atom);
  w.line("%tiled = cute.make_tiled_" + std::string(c.mma ? "mma" : "copy") +
         "(%atom) : " + types.atom + " -> " + types.tiled);
  w.line("%l = cute.static : !cute.layout<\"" + core::print(c.view) + "\">");
  w.line("%vc = cute.make_view %cnt, %l : " + view);
  w.line("%vo = cute.make_view %own, %l : " + view);
  w.loop("t", threads);
  w.line("  %fc = " + op + "(%tiled, %vc, %t)" + signature);
  w.line("  %fo = " + op + "(%tiled, %vo, %t)" + signature);
  w.line("  %ti = arith.index_cast %t : index to i32");
  w.loop("i", core::size(first.layout)->value());
  w.line("    %ii = arith.index_cast %i : index to i32");
  w.line("    %at = cute.make_coord(%ii) : (i32) -> !cute.coord<\"?\">");
  w.line("    %n = cute.memref.load %fc, %at : " + fragment + coord);
  w.line("    %n1 = arith.addi %n, %one : i32");
  w.line("    cute.memref.store %n1, %fc, %at : " + fragment + coord);
  w.line("    cute.memref.store %ti, %fo, %at : " + fragment + coord);
  w.line("  }");
  w.line("}");
}

/// Prints count[e] * 65536 + owner[e] + 1 for every element e, and frees.
void writePrints(ProgramWriter &w, const PartitionCase &c) {
  std::string memref = memrefOf(c);
  w.line("%shift = arith.constant 65536 : i32");
  w.loop("p", elementsOf(c.view));
  w.line("  %count = memref.load %cnt[%p] : " + memref);
  w.line("  %owner = memref.load %own[%p] : " + memref);
  w.line("  %high = arith.muli %count, %shift : i32");
  w.line("  %low = arith.addi %owner, %one : i32");
  w.line("  %x = arith.addi %high, %low : i32");
  w.line("  cute.print(%x) : i32");
  w.line("}");
  w.line("memref.dealloc %cnt : " + memref);
  w.line("memref.dealloc %own : " + memref);
}

} // namespace

core::Result<std::string> writePartitionProgram(const PartitionCase &c) {
  CUTE_TRY(threads, threadsOf(c));
  CUTE_TRY(first, partitionOf(c, 0));
  ProgramWriter w;
  w.line("%c0 = arith.constant 0 : index");
  w.line("%c1 = arith.constant 1 : index");
  w.line("%zero = arith.constant 0 : i32");
  w.line("%one = arith.constant 1 : i32");
  w.line("%none = arith.constant -1 : i32");
  writeInit(w, c);
  writeMarks(w, c, threads, first);
  writePrints(w, c);
  w.line("return");
  return "func.func @main() {\n" + w.text + "}\n";
}

core::Result<std::string> expectedPartitionOutput(const PartitionCase &c) {
  CUTE_TRY(threads, threadsOf(c));
  int64_t n = elementsOf(c.view);
  std::vector<int64_t> count(n, 0), owner(n, -1);
  for (int64_t t = 0; t < threads; ++t) {
    CUTE_TRY(fragment, partitionOf(c, t));
    CUTE_TRY(size, core::size(fragment.layout));
    for (int64_t i = 0; i < size.value(); ++i) {
      CUTE_TRY(at, core::evaluate(fragment.layout, IntTuple::of(i)));
      int64_t e = fragment.offset.value() + at.value();
      if (e < 0 || e >= n)
        return core::fail("partition", "thread " + std::to_string(t) + "'s element " +
                                           std::to_string(i) + " lies outside the view");
      ++count[e];
      owner[e] = t;
    }
  }
  std::string text;
  for (int64_t e = 0; e < n; ++e)
    text += std::to_string(count[e] * 65536 + owner[e] + 1) + "\n";
  return text;
}

std::vector<std::string> opsEmittedByPartitions() {
  return {"make_atom",       "make_tiled_mma", "make_tiled_copy", "static",      "make_view",
          "tiled_partition", "make_coord",     "memref.load",     "memref.store"};
}

} // namespace cute::fuzz
