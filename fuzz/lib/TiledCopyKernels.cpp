//===- TiledCopyKernels.cpp - Whole-tile tiled copies run by a kernel ------===//
//
// See TiledCopyKernels.h. The kernel text is written line by line with the
// KernelWriter of the atom-call family; the atom calls of a thread are
// unrolled here (the fragment layout, and so each call's offsets, is the
// same static layout for every thread).
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Fuzz/TiledCopyKernels.h"
#include "KernelWriter.h"
#include "cute-oracle/Fuzz/AtomCallKernels.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TiledCopy.h"

#include <array>
#include <sstream>

namespace cute::fuzz {

using core::IntTuple;

namespace {

/// The values an ldmatrix thread addresses: one 16-byte row of halves.
constexpr int64_t kRowValues = 8;

bool isLdmatrix(const TiledCopyCase &c) { return c.atom.find("_LDSM_") != std::string::npos; }

/// The case's tensors: element e of S holds dataValue(seed, 0, 0, e), of D
/// dataValue(seed, 1, 0, e).
core::Result<TiledCopyTensors> filledTensors(const TiledCopyKernelCase &c) {
  CUTE_TRY(t, tensorsOf(c.copy));
  std::array<core::Tensor *, 2> tensors = {&t.src, &t.dst};
  for (int x = 0; x < 2; ++x)
    CUTE_CHECK(fillWithData(*tensors[x], c.seed, x));
  return t;
}

int64_t elementsOf(const core::Tensor &t) { return int64_t(t.data.size()); }

/// One side of the copy: its buffer, view and fragment types, the values
/// of one atom call (FrgV), the atom calls per thread, and the fragment.
struct Side : PartitionedView {
  int64_t values = 0, calls = 0;
  core::Fragment first;
};

core::Result<Side> sideOf(const TiledCopyTensors &t, char name) {
  const core::Tensor &tensor = name == 'S' ? t.src : t.dst;
  CUTE_TRY(frag, core::partition(t.copy, name, 0, tensor.layout));
  CUTE_TRY(values, core::modeSize(name == 'S' ? t.copy.atomSrc : t.copy.atomDst, 1));
  CUTE_TRY(size, core::size(frag.layout));
  if (size.value() % values != 0)
    return core::fail("tiled copy kernel", "the fragment of " + std::to_string(size.value()) +
                                               " values is not whole atom calls of " +
                                               std::to_string(values));
  return Side{partitionedView(name, tensor, frag.layout), values, size.value() / values, frag};
}

/// Offset, from the thread's first element, of value v of atom call k of
/// a fragment: its layout at the 1-D coordinate v + FrgV * k.
core::Result<int64_t> offsetOf(const Side &s, int64_t k, int64_t v) {
  CUTE_TRY(at, core::evaluate(s.first.layout, IntTuple::of(v + s.values * k)));
  return at.value();
}

/// An ldmatrix's source rows: every thread's row of each call is 8
/// contiguous halves starting at a multiple of 8 of the buffer.
bool rowsAreAligned(const TiledCopyTensors &t, const Side &src, int64_t threads) {
  if (src.values != kRowValues)
    return false;
  for (int64_t thr = 0; thr < threads; ++thr) {
    core::Result<core::Fragment> frag = core::partition(t.copy, 'S', thr, src.tensor->layout);
    if (!frag)
      return false;
    for (int64_t k = 0; k < src.calls; ++k) {
      core::Result<int64_t> start = offsetOf(src, k, 0);
      if (!start || (frag->offset.value() + *start) % kRowValues != 0)
        return false;
      for (int64_t v = 1; v < kRowValues; ++v) {
        core::Result<int64_t> at = offsetOf(src, k, v);
        if (!at || *at != *start + v)
          return false;
      }
    }
  }
  return true;
}

core::Result<int64_t> threadsOf(const TiledCopyCase &c) {
  CUTE_TRY(copy, core::makeTiledCopy(c.atom, c.thr, c.val));
  return core::modeSize(copy.layoutTV, 0);
}

/// An ldmatrix or universal-copy tiled copy the dialect spells, whose
/// tensors fit, and whose ldmatrix rows are aligned.
bool fitsOneBlock(const TiledCopyKernelCase &c) {
  if (c.copy.atom.find("CP_ASYNC") != std::string::npos || !c.copy.mlirTypes())
    return false;
  core::Result<TiledCopyTensors> t = filledTensors(c);
  core::Result<int64_t> threads = threadsOf(c.copy);
  if (!t || !threads)
    return false;
  int64_t bytes =
      elementsOf(t->src) * bytesOf(t->src.type) + elementsOf(t->dst) * bytesOf(t->dst.type);
  if (bytes > kBlockSharedBytes || elementsOf(t->dst) > kMaxPrintedElements)
    return false;
  core::Result<Side> src = sideOf(*t, 'S');
  return src && (!isLdmatrix(c.copy) || rowsAreAligned(*t, *src, *threads));
}

/// A 1-D coordinate of a fragment.
std::string coordAt(KernelWriter &w, int64_t i) {
  std::string c = w.fresh(), at = w.fresh();
  w.line(c + " = arith.constant " + std::to_string(i) + " : i32");
  w.line(at + " = cute.make_coord(" + c + ") : (i32) -> !cute.coord<\"?\">");
  return at;
}

/// Atom call k's source: the ldmatrix row (a subview of the fragment's
/// memref at the call's first value) or registers loaded from the
/// fragment. Returns the operand and its type.
std::pair<std::string, std::string> writeSource(KernelWriter &w, const Side &src, int64_t k,
                                                bool ldmatrix) {
  std::string element(core::nameOf(src.tensor->type));
  if (ldmatrix) {
    std::string row = w.fresh(), type = "memref<" + std::to_string(kRowValues) + "x" + element +
                                        ", strided<[1], offset: ?>, #gpu.address_space<workgroup>>";
    // fitsOneBlock's rowsAreAligned evaluated every call's offset.
    w.line(row + " = memref.subview %itS[" + std::to_string(*offsetOf(src, k, 0)) + "] [" +
           std::to_string(kRowValues) + "] [1] : " + src.iter + " to " + type);
    return {row, type};
  }
  std::string regs = privateMemref(src.values, src.tensor->type);
  for (int64_t v = 0; v < src.values; ++v) {
    std::string at = coordAt(w, v + src.values * k), x = w.fresh(), i = w.index(v);
    w.line(x + " = cute.memref.load %fS, " + at + " : " + src.fragment + ", !cute.coord<\"?\">");
    w.line("memref.store " + x + ", %rS[" + i + "] : " + regs);
  }
  return {"%rS", regs};
}

/// Every atom call of the thread: source to registers, registers to D's
/// fragment.
void writeCalls(KernelWriter &w, const Side &src, const Side &dst, const TiledAtomTypes &ty,
                bool ldmatrix) {
  std::string regs = privateMemref(dst.values, dst.tensor->type);
  if (ldmatrix)
    w.line("%itS = cute.get_iter %fS : " + src.fragment);
  for (int64_t k = 0; k < src.calls; ++k) {
    auto [operand, type] = writeSource(w, src, k, ldmatrix);
    w.line("cute.copy_atom_call(%atom, " + operand + ", %rD) : " + ty.atom + ", " + type + ", " +
           regs);
    for (int64_t v = 0; v < dst.values; ++v) {
      std::string i = w.index(v), x = w.fresh(), at = coordAt(w, v + dst.values * k);
      w.line(x + " = memref.load %rD[" + i + "] : " + regs);
      w.line("cute.memref.store " + x + ", %fD, " + at + " : " + dst.fragment +
             ", !cute.coord<\"?\">");
    }
  }
}

/// The kernel's shared buffers (16-byte aligned) and registers.
std::string attributionsOf(const Side &src, const Side &dst, bool ldmatrix) {
  std::string workgroup = " workgroup(%sS: " + src.buffer +
                          " {llvm.align = 16 : i64}, %sD: " + dst.buffer +
                          " {llvm.align = 16 : i64})";
  std::string priv = "%rD: " + privateMemref(dst.values, dst.tensor->type);
  if (!ldmatrix)
    priv = "%rS: " + privateMemref(src.values, src.tensor->type) + ", " + priv;
  return workgroup + " private(" + priv + ")";
}

} // namespace

std::ostream &operator<<(std::ostream &os, const TiledCopyKernelCase &c) {
  return os << "copy by " << c.copy.spelling() << " on tensors of " << c.copy.blocks[0] << "x"
            << c.copy.blocks[1] << " tiles, data seed " << c.seed;
}

rc::Gen<TiledCopyKernelCase> genTiledCopyKernelCase() {
  return rc::gen::exec([] {
    // Half ldmatrix, half universal copies: fewer ldmatrix structures fit.
    bool ldmatrix = *rc::gen::arbitrary<bool>();
    for (;;) {
      TiledCopyKernelCase c{*genTiledCopyStructure(), *rc::gen::inRange<uint64_t>(0, 1u << 20)};
      if (isLdmatrix(c.copy) == ldmatrix && fitsOneBlock(c))
        return c;
    }
  });
}

core::Result<int64_t> tiledCopyThreads(const TiledCopyKernelCase &c) { return threadsOf(c.copy); }

core::Result<std::string> writeTiledCopyKernel(const TiledCopyKernelCase &c, const std::string &name) {
  std::optional<TiledAtomTypes> types = c.copy.mlirTypes();
  if (!types || !fitsOneBlock(c))
    return core::fail("tiled copy kernel",
                      "not an ldmatrix or universal-copy tiled copy whose tensors fit one block");
  CUTE_TRY(t, filledTensors(c));
  CUTE_TRY(src, sideOf(t, 'S'));
  CUTE_TRY(dst, sideOf(t, 'D'));
  CUTE_TRY(threads, threadsOf(c.copy));
  bool ldmatrix = isLdmatrix(c.copy);
  KernelWriter w;
  w.line("%t = gpu.thread_id x");
  w.line("%zero = arith.constant 0 : index");
  w.line("%first = arith.cmpi eq, %t, %zero : index");
  std::array<const Side *, 2> sides = {&src, &dst};
  for (int x = 0; x < 2; ++x)
    w.fillByBlock(std::string("%s") + sides[x]->name, sides[x]->buffer,
                  elementsOf(*sides[x]->tensor), coefficientsOf(c.seed, x), sides[x]->tensor->type,
                  threads);
  w.line("gpu.barrier");
  w.line("%atom = cute.make_atom : " + types->atom);
  w.line("%tiled = cute.make_tiled_copy(%atom) : " + types->atom + " -> " + types->tiled);
  for (const Side *s : sides)
    w.partition(*s, types->tiled);
  writeCalls(w, src, dst, *types, ldmatrix);
  w.printByThreadZero("%sD", dst.buffer, elementsOf(*dst.tensor), dst.tensor->type);
  w.line("gpu.return");
  std::ostringstream comment;
  comment << c;
  return "    // " + comment.str() + "\n    gpu.func @" + name + "()" +
         attributionsOf(src, dst, ldmatrix) + " kernel {\n" + w.text + "    }\n";
}

core::Result<std::string> writeTiledCopyModule(const TiledCopyKernelCase &c) {
  CUTE_TRY(kernel, writeTiledCopyKernel(c, "copy"));
  CUTE_TRY(threads, tiledCopyThreads(c));
  return oneBlockModule("tiled", kernel, "copy", threads);
}

core::Result<std::string> expectedTiledCopyOutput(const TiledCopyKernelCase &c) {
  CUTE_TRY(t, filledTensors(c));
  std::vector<double> d = t.dst.data;
  int64_t rows = t.src.layout.shape.mode(0).value(), cols = t.src.layout.shape.mode(1).value();
  for (int64_t i = 0; i < rows; ++i)
    for (int64_t j = 0; j < cols; ++j) {
      IntTuple at = IntTuple::tuple({IntTuple::of(i), IntTuple::of(j)});
      CUTE_TRY(s, core::evaluate(t.src.layout, at));
      CUTE_TRY(e, core::evaluate(t.dst.layout, at));
      d[size_t(e.value())] = t.src.data[size_t(s.value())];
    }
  return printedElements(d);
}

} // namespace cute::fuzz
