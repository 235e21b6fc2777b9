//===- Value.h - Layouts, swizzles, composed layouts, tiles -----*- C++ -*-===//
#ifndef CUTE_ORACLE_CORE_VALUE_H
#define CUTE_ORACLE_CORE_VALUE_H

#include "cute-oracle/core/IntTuple.h"

#include <variant>
#include <vector>

namespace cute::core {

/// shape:stride, a function from coordinates to offsets. Shape and stride
/// are congruent.
struct Layout {
  IntTuple shape;
  IntTuple stride;
  bool operator==(const Layout &) const = default;
};

/// S<B,M,S>: x ↦ x ^ ((x & yyy) >> S) with yyy = (2^B-1) << (M + max(0,S)).
struct Swizzle {
  int bits = 0;
  int base = 0;
  int shift = 0;
  bool operator==(const Swizzle &) const = default;
};

/// A o offset o B: c ↦ A(offset + B(c)). A is a layout or a swizzle.
struct ComposedLayout {
  std::variant<Layout, Swizzle> inner;
  IntTuple offset;
  Layout outer;
  bool operator==(const ComposedLayout &) const = default;
};

/// A tiler: a leaf (an integer extent or `_`), a layout, or a tuple of
/// tilers. The value kind Tile is a tuple tiler, printed `[e0;e1;…]`.
struct Tiler {
  enum class Kind { Leaf, Layout, Tuple };
  Kind kind = Kind::Tuple;
  IntTuple leaf;
  core::Layout layout;
  std::vector<Tiler> elems;
  bool operator==(const Tiler &) const = default;

  static Tiler ofLeaf(IntTuple v) { return {Kind::Leaf, std::move(v), {}, {}}; }
  static Tiler ofLayout(core::Layout l) { return {Kind::Layout, {}, std::move(l), {}}; }
  static Tiler ofTuple(std::vector<Tiler> e) { return {Kind::Tuple, {}, {}, std::move(e)}; }

  /// The non-tuple tilers of this one, depth-first left to right.
  template <class Out> void collectLeaves(Out &out) const {
    if (kind != Kind::Tuple) {
      out.push_back(this);
      return;
    }
    for (const Tiler &e : elems)
      e.collectLeaves(out);
  }
};

/// The value kind `!cute.tile`: a tuple tiler.
struct Tile {
  Tiler tiler;
  bool operator==(const Tile &) const = default;
};

/// Any value the algebra computes. bool is the result of equal/elem_less.
using Value = std::variant<IntTuple, Layout, Swizzle, ComposedLayout, Tile, bool>;

} // namespace cute::core

#endif
