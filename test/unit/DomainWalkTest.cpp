//===- DomainWalkTest.cpp - DomainWalk against crd2idx point by point -----===//
//
// The walk's contract: a value it gives at point i is evaluate(L, i), and on
// the layouts it walks (static, no moving integer stride beside a scaled
// basis) it gives a value exactly where evaluate succeeds. RapidCheck prints
// the seed and a reproduce string (RC_PARAMS="reproduce=...") on failure.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/core/DomainWalk.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TupleAlgebra.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cstdint>

using namespace cute::core;

namespace {

/// A scaled basis s@m0@m1…: a mode path of 1 or 2 modes below 4.
IntTuple genBasisStride() {
  std::vector<int> path =
      *rc::gen::container<std::vector<int>>(*rc::gen::inRange(1, 3), rc::gen::inRange(0, 4));
  return IntTuple::basis(*rc::gen::inRange<int64_t>(-3, 6), std::move(path));
}

/// An integer stride, mostly small, sometimes 0, now and then near the
/// int64 limits (where the walk must give up rather than overflow).
IntTuple genIntegerStride() {
  if (*rc::gen::inRange(0, 8) == 0)
    return IntTuple::of(
        *rc::gen::element<int64_t>(INT64_MAX, INT64_MIN, int64_t(1) << 62, -(int64_t(1) << 62)));
  return IntTuple::of(*rc::gen::inRange<int64_t>(-4, 9));
}

/// A layout of 1 to 4 flat modes, extents 1 to 4, grouped into a hierarchy
/// of depth <= 2, with integer strides, scaled-basis strides, or both.
Layout genArithmeticLayout() {
  int rank = *rc::gen::inRange(1, 5);
  int mix = *rc::gen::inRange(0, 3); // 0: integers, 1: bases, 2: both
  std::vector<IntTuple> shape, stride;
  for (int i = 0; i < rank; ++i) {
    shape.push_back(IntTuple::of(*rc::gen::inRange<int64_t>(1, 5)));
    bool basis = mix == 1 || (mix == 2 && *rc::gen::arbitrary<bool>());
    stride.push_back(basis ? genBasisStride() : genIntegerStride());
  }
  if (rank == 1 && *rc::gen::arbitrary<bool>())
    return Layout{shape[0], stride[0]}; // a single-leaf layout
  IntTuple s = IntTuple::tuple(std::move(shape)), d = IntTuple::tuple(std::move(stride));
  if (rank >= 3 && *rc::gen::arbitrary<bool>()) {
    size_t b = *rc::gen::inRange<size_t>(0, rank - 1);
    s = *group(s, b, b + 2);
    d = *group(d, b, b + 2);
  }
  return Layout{s, d};
}

int64_t sizeOf(const Layout &l) { return (*size(l)).value(); }

/// The walk gives no point wrongly, and on a layout without a moving
/// integer stride beside a scaled basis, without a basis of a moving mode
/// whose path another basis's extends, and whose reach fits int64 it gives
/// every point crd2idx can.
RC_GTEST_PROP(DomainWalk, EqualsPointwiseEvaluation, ()) {
  Layout l = genArithmeticLayout();
  RC_LOG() << print(l) << "\n";
  bool hasBasis = false, movingInteger = false;
  IntTuple shape = flatten(l.shape), stride = flatten(l.stride);
  // The walk also gives up where sum_j (extent_j - 1) * |stride_j| leaves
  // int64 (computed here in 128 bits).
  __int128 reach = 0;
  for (size_t j = 0; j < shape.rank(); ++j) {
    hasBasis |= stride.mode(j).isBasis();
    movingInteger |=
        stride.mode(j).isInt() && !stride.mode(j).isInt(0) && shape.mode(j).value() > 1;
    __int128 d = stride.mode(j).value();
    reach += (shape.mode(j).value() - 1) * (d < 0 ? -d : d);
  }
  bool overflows = reach > INT64_MAX;
  // A basis of a mode that moves whose mode path another's extends (1@1
  // beside 2@0@1) gives a form that depends on the values; those layouts
  // are not walked. Beside a mode of extent 1 it is always 0@1.
  bool nested = false;
  for (size_t a = 0; a < stride.rank(); ++a)
    for (size_t b = 0; b < stride.rank(); ++b) {
      const IntTuple &x = stride.mode(a), &y = stride.mode(b);
      nested |= shape.mode(a).value() > 1 && x.isBasis() && y.isBasis() &&
                x.modes().size() < y.modes().size() &&
                std::equal(x.modes().begin(), x.modes().end(), y.modes().begin());
    }
  bool walkable = !(hasBasis && movingInteger) && !nested && !overflows;
  DomainWalk walk(l);
  for (int64_t i = 0; i < sizeOf(l); ++i) {
    std::optional<IntTuple> walked = walk.next();
    Result<IntTuple> reference = evaluate(l, IntTuple::of(i));
    if (walked) {
      RC_ASSERT(reference.ok());
      RC_ASSERT(print(*walked) == print(*reference));
    } else {
      RC_ASSERT(!walkable || !reference.ok());
    }
  }
}

TEST(DomainWalk, SumsScaledBasesInCrd2idxOrder) {
  Layout l = std::get<Layout>(*parseValue("(2,(2,2)):(1@1,(1@0@3,0))"));
  std::string walked;
  DomainWalk walk(l);
  for (int i = 0; i < 8; ++i)
    walked += print(*walk.next()) + " ";
  // crd2idx at points 0 to 7, as `layout_eval(i, L)` prints them.
  EXPECT_EQ(walked, "(0,0,0,(0)) (0,1,0,(0)) (0,0,0,(1)) (0,1,0,(1)) (0,0,0,(0)) (0,1,0,(0)) "
                    "(0,0,0,(1)) (0,1,0,(1)) ");
}

TEST(DomainWalk, WalksANestedBasisOfAModeThatStandsStill) {
  // 1@1's mode has extent 1, so its term is 0@1 at every point, and 1@2@1
  // nests inside it (a libFuzzer slow unit, 409,528 points, had this form).
  Layout l = std::get<Layout>(*parseValue("((1),(4,1,3)):((4@0@0),(1@4@0,2@1,1@2@1))"));
  DomainWalk walk(l);
  for (int64_t i = 0; i < sizeOf(l); ++i) {
    std::optional<IntTuple> walked = walk.next();
    ASSERT_TRUE(walked.has_value()) << "point " << i;
    EXPECT_EQ(print(*walked), print(*evaluate(l, IntTuple::of(i)))) << "point " << i;
  }
}

TEST(DomainWalk, LeavesPointsItCannotSumToCrd2idx) {
  // 0@1 + 3 fails in crd2idx at point 2; such a layout is not walked, at
  // any point.
  DomainWalk mixed(std::get<Layout>(*parseValue("(2,2):(1@1,3)")));
  for (int i = 0; i < 4; ++i)
    EXPECT_FALSE(mixed.next().has_value()) << i;
  // A stride whose reach leaves int64 is not walked.
  DomainWalk huge(std::get<Layout>(*parseValue("(4,2):(4611686018427387904,1)")));
  EXPECT_FALSE(huge.next().has_value());
  // A run-time extent is not walked.
  DomainWalk dynamic(Layout{IntTuple::dynamic(32), IntTuple::of(1)});
  EXPECT_FALSE(dynamic.next().has_value());
}

} // namespace
