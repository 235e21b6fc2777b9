//===- IntTuple.h - Hierarchical integer tuples -----------------*- C++ -*-===//
//
// An IntTuple is a leaf or a tuple of IntTuples. Leaves are static int64
// integers, dynamic integers (`?` i32 or `?{i64}`), scaled-basis elements
// `V@m…` (the stride of an identity layout) and the underscore `_` used in
// coordinates and tilers. Shapes, strides, coordinates and offsets are all
// IntTuples.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CORE_INTTUPLE_H
#define CUTE_ORACLE_CORE_INTTUPLE_H

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace cute::core {

class IntTuple {
public:
  enum class Kind : uint8_t { Int, Dynamic, Basis, Underscore, Tuple };

  IntTuple() : IntTuple(Kind::Tuple) {}
  /// Copies the scalars, and the one vector the kind may hold: a basis's
  /// modes or a tuple's children (the factories leave the other empty;
  /// most copies are of leaves, which hold neither).
  IntTuple(const IntTuple &o)
      : k(o.k), dynamicScale(o.dynamicScale), hasRuntime(o.hasRuntime), val(o.val),
        runtimeValue(o.runtimeValue) {
    if (o.k == Kind::Basis)
      basisModes = o.basisModes;
    else if (o.k == Kind::Tuple)
      children = o.children;
  }
  IntTuple(IntTuple &&) = default;
  IntTuple &operator=(const IntTuple &o) {
    if (this != &o)
      *this = IntTuple(o);
    return *this;
  }
  IntTuple &operator=(IntTuple &&) = default;
  /// A static integer leaf.
  static IntTuple of(int64_t value);
  /// A dynamic leaf of the given bit width (32 or 64).
  static IntTuple dynamic(unsigned width);
  /// The scaled basis element value * E<modes...>; `modes` is the path from
  /// the outermost mode inwards (text `1@0@1` is value 1, modes {1, 0}).
  static IntTuple basis(int64_t value, std::vector<int> modes);
  /// A scaled basis element with a dynamic scale `?@m…` of the given bit
  /// width (32 or 64); not static, so value algebra rejects it.
  static IntTuple dynamicBasis(unsigned width, std::vector<int> modes);
  /// A dynamic leaf (or dynamic-scale basis when `modes` is non-empty)
  /// whose run-time value is known, as the interpreter holds them. It stays
  /// non-static, so the algebra takes the same paths as for `?`, and prints
  /// as its value.
  static IntTuple bound(unsigned width, int64_t value, std::vector<int> modes = {});
  static IntTuple underscore();
  static IntTuple tuple(std::vector<IntTuple> elems);

  Kind kind() const { return k; }
  bool isTuple() const { return k == Kind::Tuple; }
  bool isLeaf() const { return k != Kind::Tuple; }
  bool isInt() const { return k == Kind::Int; }
  bool isInt(int64_t v) const { return k == Kind::Int && val == v; }
  bool isDynamic() const { return k == Kind::Dynamic; }
  bool isBasis() const { return k == Kind::Basis; }
  /// A Basis leaf whose scale is dynamic; value() is then its width.
  bool isDynamicBasis() const { return k == Kind::Basis && dynamicScale; }
  bool isUnderscore() const { return k == Kind::Underscore; }
  /// True for a dynamic leaf or dynamic-scale basis with a known value.
  bool isBound() const { return hasRuntime; }
  /// The integer (or basis scale) a leaf stands for when known: a static
  /// leaf's value or a bound dynamic leaf's run-time value.
  std::optional<int64_t> known() const {
    bool isStaticLeaf = k == Kind::Int || (k == Kind::Basis && !dynamicScale);
    if (isStaticLeaf)
      return val;
    return hasRuntime ? std::optional(runtimeValue) : std::nullopt;
  }

  /// The integer of an Int leaf, the scale of a Basis leaf, the width of a
  /// Dynamic leaf.
  int64_t value() const { return val; }
  const std::vector<int> &modes() const { return basisModes; }
  const std::vector<IntTuple> &elems() const { return children; }
  std::vector<IntTuple> &elems() { return children; }

  /// Number of top-level modes: the tuple size, or 1 for a leaf.
  size_t rank() const { return isTuple() ? children.size() : 1; }
  /// Mode i; a leaf is its own only mode.
  const IntTuple &mode(size_t i) const { return isTuple() ? children[i] : *this; }

  bool operator==(const IntTuple &other) const = default;

private:
  explicit IntTuple(Kind kind) : k(kind) {}
  Kind k;
  bool dynamicScale = false;
  /// Whether runtimeValue holds a bound leaf's value (else it stays 0, so
  /// the defaulted == compares only what a leaf holds).
  bool hasRuntime = false;
  int64_t val = 0;
  int64_t runtimeValue = 0;
  std::vector<int> basisModes;
  std::vector<IntTuple> children;
};

} // namespace cute::core

#endif
