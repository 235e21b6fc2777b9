//===- TiledMmaKernels.cpp - Whole-tile tiled MMAs run by a kernel ---------===//
//
// See TiledMmaKernels.h. The kernel text is written line by line with the
// KernelWriter of the atom-call family.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Fuzz/TiledMmaKernels.h"
#include "KernelWriter.h"
#include "cute-oracle/Fuzz/AtomCallKernels.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TiledMma.h"

#include <array>
#include <sstream>

namespace cute::fuzz {

using core::IntTuple;

namespace {

constexpr std::array<char, 3> kOperands = {'A', 'B', 'C'};

/// The case's tensors A, B, C: element e of operand x's buffer holds
/// dataValue(seed, x, 0, e).
core::Result<TiledMmaTensors> filledTensors(const TiledMmaKernelCase &c) {
  CUTE_TRY(t, tensorsOf(c.mma));
  std::array<core::Tensor *, 3> tensors = {&t.a, &t.b, &t.c};
  for (int x = 0; x < 3; ++x)
    CUTE_CHECK(fillWithData(*tensors[x], c.seed, x));
  return t;
}

const core::Tensor &tensorOf(const TiledMmaTensors &t, int x) {
  return x == 0 ? t.a : x == 1 ? t.b : t.c;
}

int64_t elementsOf(const core::Tensor &t) { return int64_t(t.data.size()); }

/// An mma.sync atom (SM80's or SM75's) the dialect spells, with tensors
/// that fit.
bool fitsOneBlock(const TiledMmaKernelCase &c) {
  if (c.mma.op.starts_with("SM90_") || !c.mma.mlirTypes())
    return false;
  core::Result<TiledMmaTensors> t = filledTensors(c);
  if (!t)
    return false;
  int64_t bytes = 0;
  for (int x = 0; x < 3; ++x)
    bytes += elementsOf(tensorOf(*t, x)) * bytesOf(tensorOf(*t, x).type);
  return bytes <= kBlockSharedBytes && elementsOf(t->c) <= kMaxPrintedElements;
}

/// One operand of the kernel: its view and partition (PartitionedView) and
/// its fragment's modes (FrgV, Rest0, Rest1): FrgV values per atom call.
struct Operand : PartitionedView {
  std::array<int64_t, 3> modes;
};

core::Result<Operand> operandOf(const TiledMmaTensors &t, int x) {
  const core::Tensor &tensor = tensorOf(t, x);
  CUTE_TRY(frag, core::partition(t.mma, kOperands[x], 0, tensor.layout));
  Operand o{partitionedView(kOperands[x], tensor, frag.layout), {}};
  for (int i = 0; i < 3; ++i) {
    CUTE_TRY(n, core::modeSize(frag.layout, i));
    o.modes[size_t(i)] = n;
  }
  return o;
}

std::string registersOf(const Operand &o) { return privateMemref(o.modes[0], o.tensor->type); }

/// Moves value v of fragment (v, r0, r1) of operand o to its registers'
/// value v (or back), for every v: the fragment's 1-D coordinate is
/// v + FrgV * (r0 + Rest0 * r1).
void moveFragment(KernelWriter &w, const Operand &o, const std::string &r0, const std::string &r1,
                  bool toRegisters) {
  std::string v0 = w.index(0), one = w.index(1), values = w.index(o.modes[0]);
  std::string rest0 = w.index(o.modes[1]), frgV = w.index(o.modes[0]);
  std::string scaled = w.fresh(), rest = w.fresh(), base = w.fresh(), v = w.fresh();
  w.line(scaled + " = arith.muli " + r1 + ", " + rest0 + " : index");
  w.line(rest + " = arith.addi " + r0 + ", " + scaled + " : index");
  w.line(base + " = arith.muli " + rest + ", " + frgV + " : index");
  w.line("scf.for " + v + " = " + v0 + " to " + values + " step " + one + " {");
  std::string i = w.fresh(), i32 = w.fresh(), at = w.fresh(), x = w.fresh();
  std::string frag = std::string("%f") + o.name, regs = std::string("%r") + o.name;
  w.line("  " + i + " = arith.addi " + base + ", " + v + " : index");
  w.line("  " + i32 + " = arith.index_cast " + i + " : index to i32");
  w.line("  " + at + " = cute.make_coord(" + i32 + ") : (i32) -> !cute.coord<\"?\">");
  std::string coord = ", !cute.coord<\"?\">";
  if (toRegisters) {
    w.line("  " + x + " = cute.memref.load " + frag + ", " + at + " : " + o.fragment + coord);
    w.line("  memref.store " + x + ", " + regs + "[" + v + "] : " + registersOf(o));
  } else {
    w.line("  " + x + " = memref.load " + regs + "[" + v + "] : " + registersOf(o));
    w.line("  cute.memref.store " + x + ", " + frag + ", " + at + " : " + o.fragment + coord);
  }
  w.line("}");
}

/// The block fills the three buffers; then it waits.
void writeFill(KernelWriter &w, const std::array<Operand, 3> &ops, uint64_t seed, int64_t threads) {
  for (int x = 0; x < 3; ++x)
    w.fillByBlock(std::string("%s") + ops[x].name, ops[x].buffer, elementsOf(*ops[x].tensor),
                  coefficientsOf(seed, x), ops[x].tensor->type, threads);
  w.line("gpu.barrier");
}

/// Each thread's fragments of the views of the three buffers.
void writePartitions(KernelWriter &w, const std::array<Operand, 3> &ops, const TiledAtomTypes &ty) {
  w.line("%atom = cute.make_atom : " + ty.atom);
  w.line("%tiled = cute.make_tiled_mma(%atom) : " + ty.atom + " -> " + ty.tiled);
  for (const Operand &o : ops)
    w.partition(o, ty.tiled);
}

/// for m, n: C's registers = fragment (_, m, n); for k: mma_atom_call on
/// A's (_, m, k) and B's (_, n, k); fragment (_, m, n) = C's registers.
void writeGemm(KernelWriter &w, const std::array<Operand, 3> &ops, const TiledAtomTypes &ty) {
  const Operand &a = ops[0], &b = ops[1], &c = ops[2];
  std::string zero = w.index(0), one = w.index(1), m = w.fresh(), n = w.fresh(), k = w.fresh();
  std::string ms = w.index(c.modes[1]), ns = w.index(c.modes[2]), ks = w.index(a.modes[2]);
  w.line("scf.for " + m + " = " + zero + " to " + ms + " step " + one + " {");
  w.line("scf.for " + n + " = " + zero + " to " + ns + " step " + one + " {");
  moveFragment(w, c, m, n, true);
  w.line("scf.for " + k + " = " + zero + " to " + ks + " step " + one + " {");
  moveFragment(w, a, m, k, true);
  moveFragment(w, b, n, k, true);
  w.line("cute.mma_atom_call(%atom, %rC, %rA, %rB, %rC) : " + ty.atom + ", " + registersOf(c) +
         ", " + registersOf(a) + ", " + registersOf(b) + ", " + registersOf(c));
  w.line("}");
  moveFragment(w, c, m, n, false);
  w.line("}");
  w.line("}");
}

/// The kernel's shared buffers (16-byte aligned) and registers.
std::string attributionsOf(const std::array<Operand, 3> &ops) {
  std::string workgroup, priv;
  for (int x = 0; x < 3; ++x) {
    std::string sep = x ? ", " : "", n(1, ops[x].name);
    workgroup += sep + "%s" + n + ": " + ops[x].buffer + " {llvm.align = 16 : i64}";
    priv += sep + "%r" + n + ": " + registersOf(ops[x]);
  }
  return " workgroup(" + workgroup + ") private(" + priv + ")";
}

} // namespace

std::ostream &operator<<(std::ostream &os, const TiledMmaKernelCase &c) {
  return os << "gemm by " << c.mma.spelling() << " on tensors of " << c.mma.blocks[0] << "x"
            << c.mma.blocks[1] << "x" << c.mma.blocks[2] << " tiles, data seed " << c.seed;
}

rc::Gen<TiledMmaKernelCase> genTiledMmaKernelCase() {
  return rc::gen::exec([] {
    for (;;) {
      TiledMmaKernelCase c{*genTiledMmaStructure(), *rc::gen::inRange<uint64_t>(0, 1u << 20)};
      if (fitsOneBlock(c))
        return c;
    }
  });
}

core::Result<int64_t> tiledMmaThreads(const TiledMmaKernelCase &c) {
  CUTE_TRY(mma, core::makeTiledMma(c.mma.op, c.mma.atomLayout, c.mma.permutation));
  CUTE_TRY(tv, core::layoutTV(mma, 'C'));
  return core::modeSize(tv, 0);
}

core::Result<std::string> writeTiledMmaKernel(const TiledMmaKernelCase &c, const std::string &name) {
  std::optional<TiledAtomTypes> types = c.mma.mlirTypes();
  if (!types || !fitsOneBlock(c))
    return core::fail("tiled MMA kernel", "not an mma.sync tiled MMA whose tensors fit one block");
  CUTE_TRY(t, filledTensors(c));
  CUTE_TRY(a, operandOf(t, 0));
  CUTE_TRY(b, operandOf(t, 1));
  CUTE_TRY(cc, operandOf(t, 2));
  CUTE_TRY(threads, tiledMmaThreads(c));
  std::array<Operand, 3> ops = {a, b, cc};
  KernelWriter w;
  w.line("%t = gpu.thread_id x");
  w.line("%zero = arith.constant 0 : index");
  w.line("%first = arith.cmpi eq, %t, %zero : index");
  writeFill(w, ops, c.seed, threads);
  writePartitions(w, ops, *types);
  writeGemm(w, ops, *types);
  w.printByThreadZero("%sC", ops[2].buffer, elementsOf(*ops[2].tensor), ops[2].tensor->type);
  w.line("gpu.return");
  std::ostringstream comment;
  comment << c;
  return "    // " + comment.str() + "\n    gpu.func @" + name + "()" + attributionsOf(ops) +
         " kernel {\n" + w.text + "    }\n";
}

core::Result<std::string> writeTiledMmaModule(const TiledMmaKernelCase &c) {
  CUTE_TRY(kernel, writeTiledMmaKernel(c, "gemm"));
  CUTE_TRY(threads, tiledMmaThreads(c));
  return oneBlockModule("tiled", kernel, "gemm", threads);
}

core::Result<std::string> expectedTiledMmaOutput(const TiledMmaKernelCase &c) {
  CUTE_TRY(t, filledTensors(c));
  auto offsets = [](const core::Tensor &x) -> core::Result<std::vector<std::vector<int64_t>>> {
    int64_t rows = x.layout.shape.mode(0).value(), cols = x.layout.shape.mode(1).value();
    std::vector<std::vector<int64_t>> out(rows, std::vector<int64_t>(cols, 0));
    for (int64_t i = 0; i < rows; ++i)
      for (int64_t j = 0; j < cols; ++j) {
        CUTE_TRY(at, core::evaluate(x.layout, IntTuple::tuple({IntTuple::of(i), IntTuple::of(j)})));
        out[size_t(i)][size_t(j)] = at.value();
      }
    return out;
  };
  CUTE_TRY(oa, offsets(t.a));
  CUTE_TRY(ob, offsets(t.b));
  CUTE_TRY(oc, offsets(t.c));
  std::vector<double> d = t.c.data;
  for (size_t i = 0; i < oc.size(); ++i)
    for (size_t j = 0; j < oc[i].size(); ++j) {
      double sum = t.c.data[size_t(oc[i][j])];
      for (size_t k = 0; k < oa[i].size(); ++k)
        sum += t.a.data[size_t(oa[i][k])] * t.b.data[size_t(ob[j][k])];
      d[size_t(oc[i][j])] = core::roundTo(t.c.type, sum);
    }
  return printedElements(d);
}

} // namespace cute::fuzz
