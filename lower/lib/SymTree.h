//===- SymTree.h - Run-time integer tuples for --cute-expand ----*- C++ -*-===//
//
// The values --cute-expand computes with: a tree whose leaves are static
// int64 integers or SSA integers (i32/i64), scaled-basis leaves with such a
// scale, and `_`. SymBuilder emits arith for every operation on leaves and
// folds when both sides are static. This is written independently of
// interp/core: core is used only for type text and declared structure.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_LOWER_SYMTREE_H
#define CUTE_ORACLE_LOWER_SYMTREE_H

#include "cute-oracle/core/Arith.h"
#include "cute-oracle/core/Value.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <string>
#include <variant>
#include <vector>

namespace cute::lower {

/// A static int64 or a run-time integer (i32 or i64).
///
/// Run-time values carry what the expander knows about int64 overflow, so
/// that lowered code fails where the interpreter's checked arithmetic
/// fails, without a check on every operation:
/// - `bits` bounds the magnitude, |value| <= 2^bits (a static range
///   analysis: an i32 leaf has 31, a product adds its operands' bounds);
///   only an operation whose bound exceeds 62 bits can overflow and is
///   checked;
/// - `overflowed` is an i1 that is true at run time when this value, or a
///   value it was computed from, overflowed (null: it cannot have). It is
///   asserted false where the value is used (a result leaf, a run-time
///   check), and every operation's own overflow once more at the end of the
///   op (SymBuilder::assertNoIntermediateOverflow), since C++ computes
///   intermediates that no result holds too.
///
/// `width` is the width of the C++ type that computes the value: 32 (int)
/// for an i32 leaf, a static that fits int, and what only such values give;
/// 64 (long) otherwise. Values are computed in i64 whatever it is; where
/// C++ computes an int that must not overflow it (the size of a mode that
/// splits an index), the expander checks the value fits i32.
struct Sym {
  mlir::Value v;
  int64_t c = 0;
  unsigned bits = 0;
  mlir::Value overflowed;
  unsigned width = 64;
  bool isConst() const { return !v; }
  bool is(int64_t x) const { return !v && c == x; }
  static Sym of(int64_t x) {
    return Sym{mlir::Value(), x, magnitudeBits(x), {}, core::fitsInt32(x) ? 32u : 64u};
  }
  static Sym dyn(mlir::Value v) {
    unsigned w = mlir::cast<mlir::IntegerType>(v.getType()).getWidth();
    return Sym{v, 0, w - 1, {}, w};
  }
  /// The least k with |x| <= 2^k.
  static unsigned magnitudeBits(int64_t x) {
    uint64_t m = x < 0 ? 0 - uint64_t(x) : uint64_t(x);
    return m <= 1 ? 0 : 64 - unsigned(__builtin_clzll(m - 1));
  }
};

/// A static bool or a run-time i1; `overflowed` as for Sym.
struct SymBool {
  mlir::Value v;
  bool c = false;
  mlir::Value overflowed;
  bool isConst() const { return !v; }
  static SymBool of(bool x) { return SymBool{mlir::Value(), x, {}}; }
};

/// A run-time integer tuple.
struct STree {
  enum class K { Int, Basis, Under, Tuple };
  K k = K::Tuple;
  Sym s;                  // Int value or Basis scale
  std::vector<int> modes; // Basis modes, outermost first
  std::vector<STree> elems;

  static STree leaf(Sym s) { return STree{K::Int, s, {}, {}}; }
  static STree ofInt(int64_t x) { return leaf(Sym::of(x)); }
  static STree basis(Sym s, std::vector<int> m) { return STree{K::Basis, s, std::move(m), {}}; }
  static STree under() { return STree{K::Under, {}, {}, {}}; }
  static STree tuple(std::vector<STree> e) { return STree{K::Tuple, {}, {}, std::move(e)}; }

  bool isTuple() const { return k == K::Tuple; }
  bool isInt() const { return k == K::Int; }
  bool isBasis() const { return k == K::Basis; }
  bool isUnder() const { return k == K::Under; }
  size_t rank() const { return isTuple() ? elems.size() : 1; }
  const STree &mode(size_t i) const { return isTuple() ? elems[i] : *this; }
  /// The top-level modes: a tuple's elements, or the leaf itself.
  std::vector<STree> topModes() const { return isTuple() ? elems : std::vector<STree>{*this}; }
  /// A static integer leaf (equal to `v`).
  bool isStaticInt() const { return isInt() && s.isConst(); }
  bool isStaticInt(int64_t v) const { return isInt() && s.is(v); }
};

struct SLayout {
  STree shape, stride;
};

struct SComposed {
  bool swizzleInner = false;
  core::Swizzle sw;
  SLayout a;
  STree offset;
  SLayout b;
};

/// A run-time tiler: an integer tuple leaf (or `_`), a layout, or a tuple
/// of tilers. A tile value is a tuple tiler.
struct STiler {
  enum class K { Leaf, Layout, Tuple };
  K k = K::Tuple;
  STree leaf;
  SLayout layout;
  std::vector<STiler> elems;

  /// The non-tuple tilers of this one, depth-first left to right.
  void collectLeaves(std::vector<const STiler *> &out) const {
    if (k != K::Tuple) {
      out.push_back(this);
      return;
    }
    for (const STiler &e : elems)
      e.collectLeaves(out);
  }
};

using SVal = std::variant<STree, SLayout, core::Swizzle, SComposed, STiler>;

/// Emits arith on Syms; records the first error in `err`.
class SymBuilder {
public:
  SymBuilder(mlir::OpBuilder &b, mlir::Location loc, llvm::StringRef opName)
      : b(b), loc(loc), opName(opName.str()) {}
  mlir::OpBuilder &b;
  mlir::Location loc;
  /// The op being expanded, named in run-time check messages.
  std::string opName;
  std::string err;

  void fail(const std::string &why) {
    if (err.empty())
      err = why;
  }

  /// Asserts in host code (cf.assert) that `ok` holds at run time; the
  /// message names the op: "'<op>' op <what> at run time". A static false
  /// is an expansion error.
  void assertAtRunTime(SymBool ok, const std::string &what);
  /// Asserts at run time that the divisor `y` is not zero.
  void assertNonZeroDivisor(mlir::Value y);

  /// The value of `s` as an integer of `width` bits (extsi/trunci).
  mlir::Value materialize(Sym s, unsigned width);
  /// The value of `s` as an op's i1 result, asserted at run time not to
  /// have been computed from an overflowed value.
  mlir::Value declaredBit(SymBool s);
  /// The value of `s` stored in a declared `?` leaf of `width` bits. It is
  /// asserted at run time not to have overflowed int64 and, when narrower
  /// than it was computed (every arith here is i64), to fit, as the
  /// interpreter checks it; a static value that does not fit is an
  /// expansion error.
  mlir::Value declaredLeaf(Sym s, unsigned width);
  /// Whether `narrow`, a truncation of run-time value `wide`, sign-extends
  /// back to it: `wide` fits the narrow type (for i32, core::fitsInt32 at
  /// run time).
  SymBool truncationKeeps(mlir::Value wide, mlir::Value narrow);
  /// Asserts at run time that `s`, which C++ computes in an int when
  /// s.width is 32, fits i32 ("<what> overflows i32"), as the interpreter
  /// refuses it; a static `s` is not checked (C++ computes it at compile
  /// time).
  void assertFitsCppType(Sym s, const std::string &what);
  /// Asserts at run time that no int64 operation emitted so far overflowed,
  /// whether or not a result depends on it: CuTe C++ computes every
  /// intermediate of an op (the interpreter refuses its overflow), even one
  /// a static 0 or a static result type discards afterwards.
  void assertNoIntermediateOverflow();
  /// `computeBranch()`, for an operand of a select that C++ computes only
  /// when `taken`: the overflows emitted in it count only where `taken`.
  Sym branch(SymBool taken, llvm::function_ref<Sym()> computeBranch);

  Sym add(Sym a, Sym c);
  Sym sub(Sym a, Sym c);
  Sym mul(Sym a, Sym c);
  /// C++ '/' and '%' on ints (divsi, remsi). A run-time divisor is checked
  /// first in host code (cf.assert): dividing by zero is undefined
  /// behaviour in LLVM.
  Sym div(Sym a, Sym c);
  Sym rem(Sym a, Sym c);
  Sym neg(Sym a) { return sub(Sym::of(0), a); }
  Sym abs(Sym a);
  Sym signum(Sym a);
  Sym ceilDiv(Sym a, Sym c); // (a + c - 1) / c
  Sym andI(Sym a, Sym c);
  Sym xorI(Sym a, Sym c);
  Sym shrS(Sym a, int64_t n);
  Sym shl(Sym a, int64_t n);
  Sym select(SymBool cond, Sym t, Sym f);
  Sym fromBool(SymBool x);

  SymBool eq(Sym a, Sym c);
  SymBool ne(Sym a, Sym c);
  SymBool lt(Sym a, Sym c);
  SymBool andB(SymBool a, SymBool c);
  SymBool notB(SymBool a);

private:
  /// The sign extensions emitted so far, by value and width. Expansion is
  /// straight-line code at one insertion point, so each one dominates
  /// every later use.
  llvm::DenseMap<std::pair<mlir::Value, unsigned>, mlir::Value> extended;
  /// The overflow conditions of the int64 operations emitted so far (not
  /// those they inherit from their operands).
  llvm::SmallVector<mlir::Value> ownOverflows;
  /// The overflow flags asserted so far, and those or'ed into them.
  llvm::DenseSet<mlir::Value> asserted;
  void noteAsserted(mlir::Value flag);

  /// Both operands as i64 values: results are computed in i64 and checked
  /// when they are stored in an i32 leaf (declaredLeaf), so an i32
  /// overflow is reported, not wrapped.
  std::pair<mlir::Value, mlir::Value> unify(Sym a, Sym c);

  /// Whether this expansion emits run-time checks (host code only).
  bool checksAtRunTime();
  /// `a || c` for nullable overflow flags.
  mlir::Value eitherOverflowed(mlir::Value a, mlir::Value c);
  /// A run-time result `r` of two operands: its bound is `bits` and it
  /// overflowed when an operand did or, where `bits` exceeds 62 and so
  /// may not fit, when `overflows()` (emitted only then) is true. A null
  /// `overflows` says the operation itself cannot overflow.
  Sym derived(mlir::Value r, unsigned bits, Sym a, Sym c,
              llvm::function_ref<mlir::Value()> overflows);
  /// Asserts at run time that `flag` (nullable) is false: "computes an
  /// intermediate value that overflows int64".
  void assertNoOverflow(mlir::Value flag);
  /// Records a static int64 overflow in `x sym y` as an expansion error.
  Sym staticOverflow(const char *sym, int64_t x, int64_t y);
  mlir::Value isNegative(mlir::Value v);
  /// Whether the i64 division x / y is INT64_MIN / -1.
  mlir::Value isMinOverMinusOne(mlir::Value x, mlir::Value y);
  /// The bound of a bitwise and/xor: values in [-2^k, 2^k) stay there.
  static unsigned bitwiseBits(Sym a, Sym c) { return std::max(a.bits, c.bits) + 1; }
};

} // namespace cute::lower

#endif
