//===- IntegerPathsTest.cpp - Integer paths against the general paths -----===//
//
// crd2idx, coalesce, filter, complement, composition and logical_divide
// compute on int64 arrays when every leaf is a static integer
// (IntegerPaths.h). These properties evaluate expressions over random
// static layouts twice, with the integer paths on and inside
// GeneralPathsOnly, and require the same printed result or the same error.
// The inputs include what the integer paths hand back to the general ones:
// extents of 1, zero, negative and INT64_MIN strides, products that
// overflow int64, more leaves than IntegerModes holds, nesting up to depth
// 3, and (through crd2idx of raw tuples, since a layout's extents are
// positive) zero and negative extents; divides by small tilers, so that
// many succeed.
// RapidCheck prints the seed and a reproduce string on failure.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/core/IntegerPaths.h"
#include "cute-oracle/core/Text.h"

#include "Helpers.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <cctype>
#include <climits>
#include <string>
#include <vector>

using namespace cute::core;

namespace {

/// A layout's extent: mostly small, sometimes large enough to overflow (a
/// 0 is there too, which makes the text no layout).
rc::Gen<int64_t> genExtent() {
  return rc::gen::weightedOneOf<int64_t>(
      {{12, rc::gen::inRange<int64_t>(1, 9)},
       {1, rc::gen::just<int64_t>(0)},
       {1, rc::gen::element<int64_t>(int64_t(1) << 31, int64_t(1) << 40, int64_t(3) << 61)}});
}

/// An extent of a raw shape tuple, which crd2idx takes without a layout's
/// checks: also 0, negative and INT64_MIN.
rc::Gen<int64_t> genAnyExtent() {
  return rc::gen::weightedOneOf<int64_t>(
      {{8, rc::gen::inRange<int64_t>(1, 9)},
       {2, rc::gen::inRange<int64_t>(-3, 1)},
       {1, rc::gen::element<int64_t>(int64_t(1) << 40, INT64_MIN, INT64_MAX)}});
}

/// A stride: mostly a small non-negative integer, sometimes negative or large.
rc::Gen<int64_t> genStride() {
  return rc::gen::weightedOneOf<int64_t>(
      {{10, rc::gen::inRange<int64_t>(0, 65)},
       {1, rc::gen::inRange<int64_t>(-8, 0)},
       {1, rc::gen::element<int64_t>(int64_t(1) << 33, int64_t(1) << 62, INT64_MIN, INT64_MAX)}});
}

/// Appends a random shape tree of depth <= `depth` to `shape` (its extents
/// from `extent`) and a congruent stride tree to `stride`.
void genCongruent(int depth, std::string &shape, std::string &stride,
                  const rc::Gen<int64_t> &extent) {
  bool tuple = depth > 0 && *rc::gen::inRange(0, 3) > 0;
  if (!tuple) {
    shape += std::to_string(*extent);
    stride += std::to_string(*genStride());
    return;
  }
  // Up to 7 modes, so that some layouts have more leaves than the
  // integer paths hold (16).
  int rank = *rc::gen::inRange(0, 7);
  shape += '(';
  stride += '(';
  for (int i = 0; i < rank; ++i) {
    if (i > 0) {
      shape += ',';
      stride += ',';
    }
    genCongruent(depth - 1, shape, stride, extent);
  }
  shape += ')';
  stride += ')';
}

/// The canonical text of a random static layout.
rc::Gen<std::string> genLayoutText() {
  return rc::gen::exec([] {
    std::string shape, stride;
    genCongruent(3, shape, stride, genExtent());
    return shape + ":" + stride;
  });
}

/// The result of an expression with the integer paths on and with the
/// general paths only.
struct BothPaths {
  std::string integer, general;
};
BothPaths evaluateBoth(const std::string &expr) {
  BothPaths both;
  both.integer = test::eval(expr);
  GeneralPathsOnly generalOnly;
  both.general = test::eval(expr);
  return both;
}

void requireSamePaths(const std::string &expr) {
  BothPaths both = evaluateBoth(expr);
  RC_LOG() << expr << "\n  integer paths: " << both.integer << "\n  general paths: " << both.general
           << "\n";
  RC_ASSERT(both.integer == both.general);
}

/// A small tiler layout: one or two modes of extents 1-8 and strides 0-8,
/// so that many divides succeed.
rc::Gen<std::string> genTilerLayoutText() {
  return rc::gen::exec([] {
    auto mode = [] {
      return std::pair{std::to_string(*rc::gen::inRange<int64_t>(1, 9)),
                       std::to_string(*rc::gen::inRange<int64_t>(0, 9))};
    };
    auto [s0, d0] = mode();
    if (*rc::gen::inRange(0, 2) == 0)
      return s0 + ":" + d0;
    auto [s1, d1] = mode();
    return "(" + s0 + "," + s1 + "):(" + d0 + "," + d1 + ")";
  });
}

} // namespace

RC_GTEST_PROP(IntegerPaths, CoalesceAndFilterAgree, ()) {
  std::string l = *genLayoutText();
  RC_TAG(test::isError(test::eval("coalesce(" + l + ")")) ? "error" : "value");
  for (const char *op : {"coalesce", "filter", "right_inverse", "left_inverse", "size", "cosize"})
    requireSamePaths(std::string(op) + "(" + l + ")");
}

RC_GTEST_PROP(IntegerPaths, ComplementAgrees, ()) {
  std::string l = *genLayoutText();
  int64_t cotarget =
      *rc::gen::weightedOneOf<int64_t>({{8, rc::gen::inRange<int64_t>(1, 4097)},
                                        {1, rc::gen::inRange<int64_t>(-2, 1)},
                                        {1, rc::gen::just<int64_t>(int64_t(1) << 62)}});
  RC_TAG(test::isError(test::eval("complement(" + l + ")")) ? "error" : "value");
  requireSamePaths("complement(" + l + ")");
  requireSamePaths("complement(" + l + ", " + std::to_string(cotarget) + ")");
}

RC_GTEST_PROP(IntegerPaths, Crd2idxAgrees, ()) {
  std::string l = *genLayoutText();
  // An index inside the domain, around it, or far outside.
  int64_t index = *rc::gen::weightedOneOf<int64_t>(
      {{8, rc::gen::inRange<int64_t>(0, 512)},
       {1, rc::gen::inRange<int64_t>(-40, 0)},
       {1, rc::gen::element<int64_t>(int64_t(1) << 40, INT64_MIN, INT64_MAX)}});
  std::string coord = std::to_string(index);
  RC_TAG(test::isError(test::eval("layout_eval(" + coord + ", " + l + ")")) ? "error" : "value");
  requireSamePaths("layout_eval(" + coord + ", " + l + ")");
  // A hierarchical coordinate: the layout's own shape text with each
  // extent replaced by an index below it (or the extent itself).
  std::string shape = l.substr(0, l.find(':')), c;
  for (size_t i = 0; i < shape.size();) {
    if (!std::isdigit(static_cast<unsigned char>(shape[i]))) {
      c += shape[i++];
      continue;
    }
    size_t end = shape.find_first_not_of("0123456789", i);
    int64_t extent = std::stoll(shape.substr(i, end - i));
    c += std::to_string(*rc::gen::inRange<int64_t>(0, std::min<int64_t>(extent, 64) + 1));
    i = end == std::string::npos ? shape.size() : end;
  }
  requireSamePaths("layout_eval(" + c + ", " + l + ")");
}

RC_GTEST_PROP(IntegerPaths, Crd2idxOfTuplesAgrees, ()) {
  std::string shape, stride;
  genCongruent(3, shape, stride, genAnyExtent());
  int64_t index = *rc::gen::weightedOneOf<int64_t>(
      {{8, rc::gen::inRange<int64_t>(-20, 200)},
       {1, rc::gen::element<int64_t>(INT64_MIN, INT64_MAX, int64_t(1) << 40)}});
  RC_TAG(test::isError(
             test::eval("crd2idx(" + std::to_string(index) + ", " + shape + ", " + stride + ")"))
             ? "error"
             : "value");
  requireSamePaths("crd2idx(" + std::to_string(index) + ", " + shape + ", " + stride + ")");
}

RC_GTEST_PROP(IntegerPaths, ProfilesAndIntegerTilersAgree, ()) {
  std::string l = *genLayoutText();
  std::string n = std::to_string(*rc::gen::inRange<int64_t>(1, 9));
  std::string pair = "(" + n + "," + std::to_string(*rc::gen::inRange<int64_t>(1, 9)) + ")";
  for (const std::string &expr :
       {"coalesce(" + l + ", (1,1))", "filter(" + l + ", (1,1))",
        "composition(" + l + ", " + n + ")", "composition(" + l + ", " + pair + ")",
        "logical_divide(" + l + ", " + n + ")", "zipped_divide(" + l + ", " + pair + ")",
        "complement(" + l + ", " + pair + ")"})
    requireSamePaths(expr);
}

RC_GTEST_PROP(IntegerPaths, CompositionAndDivideAgree, ()) {
  std::string a = *genLayoutText(), b = *genLayoutText();
  RC_TAG(test::isError(test::eval("composition(" + a + ", " + b + ")")) ? "error" : "value");
  for (const char *op :
       {"composition", "logical_divide", "zipped_divide", "logical_product", "blocked_product"})
    requireSamePaths(std::string(op) + "(" + a + ", " + b + ")");
}

RC_GTEST_PROP(IntegerPaths, DivideByTilersAgree, ()) {
  std::string a = *genLayoutText(), b = *genTilerLayoutText(), c = *genTilerLayoutText();
  RC_TAG(test::isError(test::eval("logical_divide(" + a + ", " + b + ")")) ? "error" : "value");
  for (const char *op : {"logical_divide", "zipped_divide", "tiled_divide", "flat_divide"}) {
    requireSamePaths(std::string(op) + "(" + a + ", " + b + ")");
    requireSamePaths(std::string(op) + "(" + a + ", [" + b + ";" + c + "])");
  }
}
