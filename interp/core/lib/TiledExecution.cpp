//===- TiledExecution.cpp - Tiled MMAs and copies executed on data --------===//
#include "cute-oracle/core/TiledExecution.h"
#include "cute-oracle/core/Atoms.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"

#include <cmath>
#include <map>
#include <optional>

namespace cute::core {

namespace {

Result<int64_t> sizeOf(const Layout &l) {
  CUTE_TRY(n, size(l));
  return n.value();
}

bool sameValue(double a, double b) { return a == b || (std::isnan(a) && std::isnan(b)); }

/// The indices into t's data of the elements of fragment f, in order.
Result<std::vector<int64_t>> dataIndices(std::string_view op, const Tensor &t, const Fragment &f) {
  CUTE_TRY(indices, evaluateDomain(f.layout));
  for (int64_t &k : indices) {
    k += f.offset.value();
    if (k < 0 || k >= int64_t(t.data.size()))
      return fail(op, "element " + std::to_string(k) + " of a tensor with " +
                          std::to_string(t.data.size()) + " elements of data");
  }
  return indices;
}

/// A thread's registers: the tensor's values at its fragment.
Result<std::vector<double>> gather(std::string_view op, const Tensor &t, const Fragment &f) {
  CUTE_TRY(indices, dataIndices(op, t, f));
  std::vector<double> regs;
  for (int64_t k : indices)
    regs.push_back(t.data[k]);
  return regs;
}

/// Stores a thread's registers at its fragment, rounded to t's type, and
/// counts the stores per element.
Result<bool> scatter(std::string_view op, Tensor &t, const Fragment &f,
                     const std::vector<double> &regs, std::vector<int64_t> &stores) {
  CUTE_TRY(indices, dataIndices(op, t, f));
  for (size_t i = 0; i < regs.size(); ++i) {
    t.data[indices[i]] = roundTo(t.type, regs[i]);
    ++stores[indices[i]];
  }
  return true;
}

/// A (thread, value) -> index layout as a table: index[t * values + v].
struct TVTable {
  int64_t threads, values;
  std::vector<int64_t> index;
};

Result<TVTable> tableOf(const Layout &tv) {
  CUTE_TRY(threads, modeSize(tv, 0));
  CUTE_TRY(values, modeSize(tv, 1));
  CUTE_TRY(domain, evaluateDomain(tv));
  TVTable table{threads, values, std::vector<int64_t>(domain.size())};
  for (int64_t t = 0; t < threads; ++t)
    for (int64_t v = 0; v < values; ++v)
      table.index[t * values + v] = domain[t + threads * v];
  return table;
}

/// The tables of an MMA atom's A, B and C layouts and its element types.
struct MmaTables {
  TVTable a, b, c;
  std::array<ElementType, 4> types;
};

Result<MmaTables> tablesOf(const TiledMma &m) {
  CUTE_TRY(a, tableOf(m.layoutA));
  CUTE_TRY(b, tableOf(m.layoutB));
  CUTE_TRY(c, tableOf(m.layoutC));
  CUTE_TRY(types, mmaElementTypes(m.op));
  return MmaTables{a, b, c, types};
}

/// The tile of `elements` values that the threads' registers hold by `tv`
/// ((thread, value) -> index in the tile). Every element must be held, and
/// threads holding the same element must agree.
Result<std::vector<double>> assemble(std::string_view op, std::string_view what, const TVTable &tv,
                                     const Registers &regs, int64_t elements) {
  auto [threads, values, index] = tv;
  if (int64_t(regs.size()) != threads)
    return fail(op, "the atom has " + std::to_string(threads) + " threads but " +
                        std::string(what) + " has registers for " + std::to_string(regs.size()));
  std::vector<std::optional<double>> tile(elements);
  for (int64_t t = 0; t < threads; ++t) {
    if (int64_t(regs[t].size()) != values)
      return fail(op, std::string(what) + " of thread " + std::to_string(t) + " has " +
                          std::to_string(regs[t].size()) + " values, the atom " +
                          std::to_string(values));
    for (int64_t v = 0; v < values; ++v) {
      int64_t idx = index[t * values + v];
      if (idx < 0 || idx >= elements)
        return fail(op, "the atom places a value of " + std::string(what) + " at " +
                            std::to_string(idx) + ", outside its " + std::to_string(elements) +
                            " elements");
      std::optional<double> &slot = tile[idx];
      if (slot && !sameValue(*slot, regs[t][v]))
        return fail(op, "threads disagree on element " + std::to_string(idx) + " of " +
                            std::string(what) + ": " + std::to_string(*slot) + " and " +
                            std::to_string(regs[t][v]));
      slot = regs[t][v];
    }
  }
  std::vector<double> out;
  for (int64_t i = 0; i < elements; ++i) {
    if (!tile[i])
      return fail(op, "no thread holds element " + std::to_string(i) + " of " + std::string(what));
    out.push_back(*tile[i]);
  }
  return out;
}

/// Each thread's registers of a tile by `tv`.
Registers distribute(const TVTable &tv, const std::vector<double> &tile) {
  Registers regs(tv.threads, std::vector<double>(tv.values));
  for (int64_t t = 0; t < tv.threads; ++t)
    for (int64_t v = 0; v < tv.values; ++v)
      regs[t][v] = tile[tv.index[t * tv.values + v]];
  return regs;
}

/// mma_atom_call with the atom's tables.
Result<Registers> mmaWithTables(const TiledMma &m, const MmaTables &tables, const Registers &a,
                                const Registers &b, const Registers &c) {
  int64_t M = m.shapeMNK.mode(0).value(), N = m.shapeMNK.mode(1).value(),
          K = m.shapeMNK.mode(2).value();
  CUTE_TRY(tileA, assemble("mma_atom_call", "A", tables.a, a, M * K));
  CUTE_TRY(tileB, assemble("mma_atom_call", "B", tables.b, b, N * K));
  CUTE_TRY(tileC, assemble("mma_atom_call", "C", tables.c, c, M * N));
  std::vector<double> d(M * N);
  for (int64_t i = 0; i < M; ++i)
    for (int64_t j = 0; j < N; ++j) {
      double sum = tileC[i + M * j];
      for (int64_t k = 0; k < K; ++k)
        sum += tileA[i + M * k] * tileB[j + N * k];
      d[i + M * j] = roundTo(tables.types[0], sum);
    }
  return distribute(tables.c, d);
}

/// copy_atom_call with the atom's source and destination tables.
Result<Registers> copyWithTables(const TVTable &src, const TVTable &dst, int64_t elements,
                                 const Registers &regs) {
  CUTE_TRY(reference, assemble("copy_atom_call", "the source", src, regs, elements));
  return distribute(dst, reference);
}

/// Whether each of the first modes of `shape` is a multiple of `tile`'s.
Result<bool> checkTileDivides(std::string_view op, std::string_view what, const Layout &l,
                              const std::vector<int64_t> &tile) {
  if (l.shape.rank() != tile.size())
    return fail(op, std::string(what) + " " + print(l) + " must have " +
                        std::to_string(tile.size()) + " modes");
  for (size_t i = 0; i < tile.size(); ++i) {
    CUTE_TRY(extent, modeSize(l, int64_t(i)));
    if (extent % tile[i] != 0)
      return fail(op, "mode " + std::to_string(i) + " of " + std::string(what) + " " + print(l) +
                          " is not a multiple of the tile's " + std::to_string(tile[i]));
  }
  return true;
}

Result<bool> checkType(std::string_view op, std::string_view what, const Tensor &t,
                       ElementType expected) {
  if (t.type != expected)
    return fail(op, std::string(what) + " holds " + std::string(nameOf(t.type)) + " but the atom " +
                        std::string(what == "C" ? "accumulates in " : "reads ") +
                        std::string(nameOf(expected)));
  return true;
}

/// The registers v + values * block of each thread of `threads`.
Registers blockOf(const Registers &regs, const std::vector<int64_t> &threads, int64_t values,
                  int64_t block) {
  Registers out;
  for (int64_t t : threads)
    out.emplace_back(regs[t].begin() + values * block, regs[t].begin() + values * (block + 1));
  return out;
}

void storeBlock(Registers &regs, const std::vector<int64_t> &threads, int64_t values, int64_t block,
                const Registers &from) {
  for (size_t i = 0; i < threads.size(); ++i)
    std::copy(from[i].begin(), from[i].end(), regs[threads[i]].begin() + values * block);
}

} // namespace

Result<std::array<ElementType, 4>> mmaElementTypes(std::string_view op) {
  // SM80_16x8x16_F32F16F16F32_TN: the field after the shape names D, A, B
  // (and C) in CuTe's spelling.
  size_t shapeEnd = op.find('_', op.find('x'));
  if (op.find('x') == op.npos || shapeEnd == op.npos)
    return fail("mma_atom_call", "no element types in the atom name " + std::string(op));
  std::string_view types = op.substr(shapeEnd + 1, op.find('_', shapeEnd + 1) - shapeEnd - 1);
  std::vector<ElementType> found;
  while (!types.empty()) {
    size_t len = types.starts_with("BF16") ? 4 : 3;
    std::optional<ElementType> t = elementTypeNamed(types.substr(0, len));
    if (!t)
      return fail("mma_atom_call", "unknown element type in the atom name " + std::string(op));
    found.push_back(*t);
    types.remove_prefix(std::min(len, types.size()));
  }
  if (found.size() == 3)
    found.push_back(found[0]);
  if (found.size() != 4)
    return fail("mma_atom_call", "no element types in the atom name " + std::string(op));
  return std::array<ElementType, 4>{found[0], found[1], found[2], found[3]};
}

Result<Registers> mmaAtomCall(const TiledMma &m, const Registers &a, const Registers &b,
                              const Registers &c) {
  CUTE_TRY(tables, tablesOf(m));
  return mmaWithTables(m, tables, a, b, c);
}

Result<Registers> copyAtomCall(const TiledCopy &c, const Registers &src) {
  CUTE_TRY(elements, sizeOf(c.atomRef));
  CUTE_TRY(srcTable, tableOf(c.atomSrc));
  CUTE_TRY(dstTable, tableOf(c.atomDst));
  return copyWithTables(srcTable, dstTable, elements, src);
}

Result<Registers> mmaAtomCall(std::string_view op, const Registers &a, const Registers &b,
                              const Registers &c) {
  CUTE_TRY(mma, makeTiledMma(op, Layout{IntTuple::of(1), IntTuple::of(0)}, std::nullopt));
  return mmaAtomCall(mma, a, b, c);
}

Result<Registers> copyAtomCall(std::string_view atom, const Registers &src) {
  CUTE_TRY(ref, atomLayout("Copy_Atom", atom, "ValLayoutRef"));
  CUTE_TRY(elements, sizeOf(ref));
  CUTE_TRY(srcLayout, atomLayout("Copy_Atom", atom, "ValLayoutSrc"));
  CUTE_TRY(dstLayout, atomLayout("Copy_Atom", atom, "ValLayoutDst"));
  CUTE_TRY(srcTable, tableOf(srcLayout));
  CUTE_TRY(dstTable, tableOf(dstLayout));
  return copyWithTables(srcTable, dstTable, elements, src);
}

Result<std::vector<int64_t>> gemm(const TiledMma &m, const Tensor &a, const Tensor &b, Tensor &c) {
  constexpr std::string_view op = "gemm";
  CUTE_TRY(tables, tablesOf(m));
  const std::array<ElementType, 4> &types = tables.types;
  CUTE_CHECK(checkType(op, "A", a, types[1]));
  CUTE_CHECK(checkType(op, "B", b, types[2]));
  CUTE_CHECK(checkType(op, "C", c, types[0]));
  CUTE_TRY(threadsK, modeSize(m.thrLayoutVMNK, 3));
  if (threadsK != 1)
    return fail(op, "a tiled MMA with " + std::to_string(threadsK) +
                        " threads in K needs a reduction of C, which is not executed");
  std::array<int64_t, 3> tile;
  for (int i = 0; i < 3; ++i) {
    CUTE_TRY(extent, tileSize(m, i));
    tile[i] = extent.value();
  }
  CUTE_CHECK(checkTileDivides(op, "A", a.layout, {tile[0], tile[2]}));
  CUTE_CHECK(checkTileDivides(op, "B", b.layout, {tile[1], tile[2]}));
  CUTE_CHECK(checkTileDivides(op, "C", c.layout, {tile[0], tile[1]}));
  CUTE_TRY(threads, sizeOf(m.thrLayoutVMNK));
  CUTE_TRY(threadsV, modeSize(m.thrLayoutVMNK, 0));
  Registers regsA, regsB, regsC;
  std::vector<Fragment> fragmentsC;
  // The threads of each atom instance (ThrM, ThrN), indexed by ThrV.
  std::map<std::pair<int64_t, int64_t>, std::vector<int64_t>> instances;
  for (int64_t t = 0; t < threads; ++t) {
    CUTE_TRY(fa, partition(m, 'A', t, a.layout));
    CUTE_TRY(fb, partition(m, 'B', t, b.layout));
    CUTE_TRY(fc, partition(m, 'C', t, c.layout));
    CUTE_TRY(ra, gather(op, a, fa));
    CUTE_TRY(rb, gather(op, b, fb));
    CUTE_TRY(rc, gather(op, c, fc));
    regsA.push_back(ra);
    regsB.push_back(rb);
    regsC.push_back(rc);
    fragmentsC.push_back(fc);
    CUTE_TRY(vmnk, threadCoordinate(m, t));
    std::vector<int64_t> &instance = instances[{vmnk[1], vmnk[2]}];
    instance.resize(threadsV);
    instance[vmnk[0]] = t;
  }
  // Fragments: A (FrgV,RestM,RestK), B (FrgV,RestN,RestK), C (FrgV,RestM,RestN).
  const Fragment &fc0 = fragmentsC[0];
  CUTE_TRY(restM, modeSize(fc0.layout, 1));
  CUTE_TRY(restN, modeSize(fc0.layout, 2));
  CUTE_TRY(valuesA, modeSize(m.layoutA, 1));
  CUTE_TRY(valuesB, modeSize(m.layoutB, 1));
  CUTE_TRY(valuesC, modeSize(m.layoutC, 1));
  int64_t restK = int64_t(regsA[0].size()) / (valuesA * restM);
  for (const auto &[key, ts] : instances)
    for (int64_t i = 0; i < restM; ++i)
      for (int64_t j = 0; j < restN; ++j) {
        Registers acc = blockOf(regsC, ts, valuesC, i + restM * j);
        for (int64_t k = 0; k < restK; ++k) {
          CUTE_TRY(d, mmaWithTables(m, tables, blockOf(regsA, ts, valuesA, i + restM * k),
                                    blockOf(regsB, ts, valuesB, j + restN * k), acc));
          acc = std::move(d);
        }
        storeBlock(regsC, ts, valuesC, i + restM * j, acc);
      }
  std::vector<int64_t> stores(c.data.size());
  for (int64_t t = 0; t < threads; ++t) {
    CUTE_CHECK(scatter(op, c, fragmentsC[t], regsC[t], stores));
  }
  return stores;
}

Result<std::vector<int64_t>> copy(const TiledCopy &tc, const Tensor &src, Tensor &dst) {
  constexpr std::string_view op = "copy";
  if (src.layout.shape != dst.layout.shape)
    return fail(op, "the source " + print(src.layout) + " and the destination " +
                        print(dst.layout) + " differ in shape");
  std::vector<int64_t> tile;
  for (size_t i = 0; i < tc.tileMN.rank(); ++i)
    tile.push_back(tc.tileMN.mode(i).value());
  CUTE_CHECK(checkTileDivides(op, "the source", src.layout, tile));
  CUTE_TRY(threads, modeSize(tc.layoutTV, 0));
  CUTE_TRY(atomThreads, modeSize(tc.atomRef, 0));
  CUTE_TRY(valuesS, modeSize(tc.atomSrc, 1));
  CUTE_TRY(valuesD, modeSize(tc.atomDst, 1));
  if (threads % atomThreads != 0)
    return fail(op, "the tiled copy's " + std::to_string(threads) +
                        " threads are not a multiple of the atom's " + std::to_string(atomThreads));
  CUTE_TRY(elements, sizeOf(tc.atomRef));
  CUTE_TRY(srcTable, tableOf(tc.atomSrc));
  CUTE_TRY(dstTable, tableOf(tc.atomDst));
  Registers regsS, regsD;
  std::vector<Fragment> fragmentsD;
  for (int64_t t = 0; t < threads; ++t) {
    CUTE_TRY(fs, partition(tc, 'S', t, src.layout));
    CUTE_TRY(fd, partition(tc, 'D', t, dst.layout));
    CUTE_TRY(rs, gather(op, src, fs));
    CUTE_TRY(sizeD, sizeOf(fd.layout));
    regsS.push_back(rs);
    regsD.emplace_back(sizeD);
    fragmentsD.push_back(fd);
  }
  int64_t calls = int64_t(regsS[0].size()) / valuesS;
  if (calls * valuesD != int64_t(regsD[0].size()))
    return fail(op, "the source fragment makes " + std::to_string(calls) +
                        " atom calls but the destination fragment holds " +
                        std::to_string(regsD[0].size()) + " values");
  for (int64_t first = 0; first < threads; first += atomThreads) {
    std::vector<int64_t> ts(atomThreads);
    for (int64_t i = 0; i < atomThreads; ++i)
      ts[i] = first + i;
    for (int64_t call = 0; call < calls; ++call) {
      CUTE_TRY(moved,
               copyWithTables(srcTable, dstTable, elements, blockOf(regsS, ts, valuesS, call)));
      storeBlock(regsD, ts, valuesD, call, moved);
    }
  }
  std::vector<int64_t> stores(dst.data.size());
  for (int64_t t = 0; t < threads; ++t) {
    CUTE_CHECK(scatter(op, dst, fragmentsD[t], regsD[t], stores));
  }
  return stores;
}

} // namespace cute::core
