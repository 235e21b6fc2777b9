//===- KernelWriter.h - Writing generated gpu.func bodies -------*- C++ -*-===//
//
// Shared by the kernel families of fuzz/ (AtomCallKernels, TiledMmaKernels,
// TiledCopyKernels):
// the integer data their kernels compute with index arithmetic, and a
// writer of a kernel's lines with numbered SSA names.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_FUZZ_LIB_KERNELWRITER_H
#define CUTE_ORACLE_FUZZ_LIB_KERNELWRITER_H

#include "cute-oracle/Fuzz/AtomCallKernels.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Numbers.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TiledExecution.h"

#include <cstdint>
#include <string>

namespace cute::fuzz {

using core::ElementType;

/// A block's static shared memory, and the most elements a whole-tile
/// kernel prints (one line each).
constexpr int64_t kBlockSharedBytes = 48 * 1024;
constexpr int64_t kMaxPrintedElements = 4096;

/// The bytes of one element of t.
inline int64_t bytesOf(ElementType t) {
  return t == ElementType::F16 || t == ElementType::BF16 ? 2 : 4;
}

/// What thread 0 of a whole-tile kernel prints for a buffer holding
/// `data`: "<e>: <value>" per element.
inline std::string printedElements(const std::vector<double> &data) {
  std::string text;
  for (size_t e = 0; e < data.size(); ++e)
    text += std::to_string(e) + ": " + std::to_string(int64_t(data[e])) + "\n";
  return text;
}

/// Sizes t's data to its layout's cosize and fills element e with
/// dataValue(seed, operand, 0, e), as fillByBlock does on the device.
inline core::Result<bool> fillWithData(core::Tensor &t, uint64_t seed, int operand) {
  CUTE_TRY(n, core::cosize(t.layout));
  t.data.resize(size_t(n.value()));
  for (int64_t e = 0; e < n.value(); ++e)
    t.data[size_t(e)] = double(dataValue(seed, operand, 0, e));
  return true;
}

/// dataValue's coefficients: ((t * a + v * b + k) mod 7) - 3.
struct Coefficients {
  int64_t a, b, k;
};

inline Coefficients coefficientsOf(uint64_t seed, int operand) {
  uint64_t x = seed * 0x9e3779b97f4a7c15ull + uint64_t(operand + 1) * 0xbf58476d1ce4e5b9ull;
  x ^= x >> 29;
  return {int64_t(x % 7) + 1, int64_t((x >> 8) % 7) + 1, int64_t((x >> 16) % 7)};
}

/// A tensor in the shared buffer %s<name>, viewed as %v<name> (layout
/// %l<name>) and partitioned for thread %t as %f<name>: the MLIR types of
/// the buffer, its layout and view, the memref under a partition (`iter`)
/// and the partition's view.
struct PartitionedView {
  char name = 0;
  const core::Tensor *tensor = nullptr;
  std::string buffer, layout, view, iter, fragment;
};

/// The types of `t` in shared memory, partitioned into fragments laid out
/// by `fragment` (the same for every thread).
inline PartitionedView partitionedView(char name, const core::Tensor &t,
                                       const core::Layout &fragment) {
  std::string element(core::nameOf(t.type));
  PartitionedView v;
  v.name = name;
  v.tensor = &t;
  v.buffer = "memref<" + std::to_string(t.data.size()) + "x" + element +
             ", #gpu.address_space<workgroup>>";
  v.layout = "!cute.layout<\"" + core::print(t.layout) + "\">";
  v.view = "!cute.view<" + v.buffer + ", " + v.layout + ">";
  v.iter = "memref<?x" + element + ", strided<[1], offset: ?>, #gpu.address_space<workgroup>>";
  v.fragment = "!cute.view<" + v.iter + ", !cute.layout<\"" + core::print(fragment) + "\">>";
  return v;
}

/// Writes a kernel's lines, numbering its SSA names.
class KernelWriter {
public:
  void line(const std::string &l) { text += "      " + l + "\n"; }
  std::string fresh() { return "%x" + std::to_string(next++); }
  std::string index(int64_t v) {
    std::string n = fresh();
    line(n + " = arith.constant " + std::to_string(v) + " : index");
    return n;
  }
  /// dataValue(seed, operand, i, j) as an element of `type`.
  std::string value(const Coefficients &k, const std::string &i, const std::string &j,
                    ElementType type) {
    std::string a = index(k.a), b = index(k.b), c = index(k.k), seven = index(7), three = index(3);
    std::string ia = fresh(), jb = fresh(), sum = fresh(), sum2 = fresh(), mod = fresh(),
                centered = fresh(), i32 = fresh(), out = fresh();
    line(ia + " = arith.muli " + i + ", " + a + " : index");
    line(jb + " = arith.muli " + j + ", " + b + " : index");
    line(sum + " = arith.addi " + ia + ", " + jb + " : index");
    line(sum2 + " = arith.addi " + sum + ", " + c + " : index");
    line(mod + " = arith.remui " + sum2 + ", " + seven + " : index");
    line(centered + " = arith.subi " + mod + ", " + three + " : index");
    line(i32 + " = arith.index_cast " + centered + " : index to i32");
    line(out + " = arith.sitofp " + i32 + " : i32 to " + std::string(core::nameOf(type)));
    return out;
  }
  /// Stores dataValue(seed, operand, t, v) into value v of `memref`.
  void fill(const std::string &memref, const std::string &type, int64_t n, const Coefficients &k,
            const std::string &t, ElementType element) {
    std::string zero = index(0), one = index(1), count = index(n), v = fresh();
    line("scf.for " + v + " = " + zero + " to " + count + " step " + one + " {");
    std::string x = value(k, t, v, element);
    line("  memref.store " + x + ", " + memref + "[" + v + "] : " + type);
    line("}");
  }
  /// Stores dataValue(seed, operand, 0, v) into element v of `view`.
  void fillView(const std::string &view, const std::string &type, int64_t n, const Coefficients &k,
                ElementType element) {
    std::string zero = index(0), one = index(1), count = index(n), v = fresh();
    line("scf.for " + v + " = " + zero + " to " + count + " step " + one + " {");
    std::string x = value(k, zero, v, element), i = fresh(), at = fresh();
    line("  " + i + " = arith.index_cast " + v + " : index to i32");
    line("  " + at + " = cute.make_coord(" + i + ") : (i32) -> !cute.coord<\"?\">");
    line("  cute.memref.store " + x + ", " + view + ", " + at + " : " + type +
         ", !cute.coord<\"?\">");
    line("}");
  }
  /// Prints "<t>: <values>" of a fragment, each converted to i32.
  void print(const std::string &t, const std::string &memref, const std::string &type, int64_t n,
             ElementType element) {
    std::string format = "%lld:", args = t, types = "index";
    for (int64_t v = 0; v < n; ++v) {
      std::string i = index(v), x = fresh(), y = fresh();
      line(x + " = memref.load " + memref + "[" + i + "] : " + type);
      line(y + " = arith.fptosi " + x + " : " + std::string(core::nameOf(element)) + " to i32");
      format += " %d";
      args += ", " + y;
      types += ", i32";
    }
    line("gpu.printf \"" + format + "\\n\", " + args + " : " + types);
  }
  /// %l<n> and %v<n>, the view of buffer %s<n>, and %f<n>, its partition
  /// by the tiled atom %tiled (of type `tiled`) for thread %t.
  void partition(const PartitionedView &v, const std::string &tiled) {
    std::string n(1, v.name);
    line("%l" + n + " = cute.static : " + v.layout);
    line("%v" + n + " = cute.make_view %s" + n + ", %l" + n + " : " + v.view);
    line("%f" + n + " = cute.tiled_partition<\"" + n + "\">(%tiled, %v" + n + ", %t) : " + tiled +
         ", " + v.view + " -> " + v.fragment);
  }
  /// The block fills element e of `buffer` (n elements) with
  /// dataValue(seed, operand, 0, e): thread %t elements %t, %t + T, ... (T
  /// threads; a loop of one thread over a whole buffer has a constant trip
  /// count that ptxas unrolls for seconds). Needs %t and %zero.
  void fillByBlock(const std::string &buffer, const std::string &type, int64_t n,
                   const Coefficients &k, ElementType element, int64_t threads) {
    std::string step = index(threads), count = index(n), e = fresh();
    line("scf.for " + e + " = %t to " + count + " step " + step + " {");
    std::string v = value(k, "%zero", e, element);
    line("  memref.store " + v + ", " + buffer + "[" + e + "] : " + type);
    line("}");
  }
  /// After a barrier, thread 0 prints "<e>: <value>" for every element e
  /// of `buffer` (n elements, each converted to i32). Needs %first.
  void printByThreadZero(const std::string &buffer, const std::string &type, int64_t n,
                         ElementType element) {
    line("gpu.barrier");
    line("scf.if %first {");
    std::string one = index(1), count = index(n), e = fresh();
    line("scf.for " + e + " = %zero to " + count + " step " + one + " {");
    std::string x = fresh(), y = fresh();
    line("  " + x + " = memref.load " + buffer + "[" + e + "] : " + type);
    line("  " + y + " = arith.fptosi " + x + " : " + std::string(core::nameOf(element)) +
         " to i32");
    line("  gpu.printf \"%lld: %d\\n\", " + e + ", " + y + " : index, i32");
    line("}");
    line("}");
  }
  std::string text;

private:
  unsigned next = 0;
};

/// A memref of n elements of t in shared memory.
inline std::string sharedMemref(int64_t n, ElementType t) {
  return "memref<" + std::to_string(n) + "x" + std::string(core::nameOf(t)) +
         ", #gpu.address_space<workgroup>>";
}

/// A memref of n elements of t in registers (a thread's private memory).
inline std::string privateMemref(int64_t n, ElementType t) {
  return "memref<" + std::to_string(n) + "x" + std::string(core::nameOf(t)) +
         ", #gpu.address_space<private>>";
}

/// A module holding `kernel` (the text of gpu.func @name) in gpu.module
/// @module and a @main that launches it on one block of `threads` threads.
inline std::string oneBlockModule(const std::string &module, const std::string &kernel,
                                  const std::string &name, int64_t threads) {
  return "module attributes {gpu.container_module} {\n  gpu.module @" + module + " {\n" + kernel +
         "  }\n  func.func @main() {\n"
         "    %one = arith.constant 1 : index\n"
         "    %threads = arith.constant " +
         std::to_string(threads) +
         " : index\n"
         "    gpu.launch_func @" +
         module + "::@" + name +
         " blocks in (%one, %one, %one) threads in (%threads, %one, %one)\n    return\n  }\n}\n";
}

} // namespace cute::fuzz

#endif
