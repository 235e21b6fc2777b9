//===- ProgramBuilder.cpp - Appending inputs and ops to a Program ---------===//
#include "ProgramBuilder.h"
#include "cute-oracle/Fuzz/Generators.h"
#include "Leaves.h"
#include "ValueGen.h"

#include "cute-oracle/core/Arith.h"
#include "cute-oracle/core/Expr.h"
#include "cute-oracle/core/Operations.h"
#include "cute-oracle/core/TupleAlgebra.h"

#include <algorithm>
#include <set>

namespace cute::fuzz {

using core::IntTuple;

std::optional<core::Value> applyCore(const std::string &op, std::vector<core::Value> args,
                                     const std::vector<int64_t> &ints) {
  if ((op == "size" || op == "cosize") && !ints.empty()) {
    std::vector<core::Value> get{args[0]};
    for (int64_t i : ints)
      get.push_back(IntTuple::of(i));
    core::Result<core::Value> mode = core::operation::get(get);
    if (!mode)
      return std::nullopt;
    args = {*mode};
  } else {
    for (int64_t i : ints)
      args.push_back(IntTuple::of(i));
  }
  const core::Operation *operation = core::operationOfOp(op);
  if (!operation)
    return std::nullopt;
  core::Result<core::Value> r = (*operation)(args);
  if (!r)
    return std::nullopt;
  return *r;
}

size_t ProgramBuilder::input(Kind k, core::Value v, bool allStatic) {
  std::vector<bool> dynamic;
  // A run-time leaf holds its witness in the program's width: a larger
  // one stays static.
  auto fits = [&](const IntTuple &leaf) {
    return p.width == 64 || !leaf.isInt() || core::fitsInt32(leaf.value());
  };
  for (const IntTuple &leaf : valueLeaves(v))
    dynamic.push_back(!allStatic && (leaf.isInt() || leaf.isBasis()) && fits(leaf) &&
                      chance(40));
  return input(k, std::move(v), std::move(dynamic));
}

size_t ProgramBuilder::input(Kind k, core::Value v, std::vector<bool> dynamic) {
  Node n;
  n.results.push_back({k, v, v, false});
  n.dynamic = std::move(dynamic);
  n.results[0].type = withDynamicLeaves(v, n.dynamic, p.width);
  n.rawSpelling = profile.has("make_layout_raw") && chance(50);
  p.nodes.push_back(std::move(n));
  return p.nodes.size() - 1;
}

namespace {
/// A value later ops may take: it has a leaf, and no scaled-basis leaf.
bool reusable(const core::Value &v) {
  std::vector<IntTuple> leaves = valueLeaves(v);
  return !leaves.empty() &&
         std::none_of(leaves.begin(), leaves.end(), [](const IntTuple &l) { return l.isBasis(); });
}
} // namespace

std::optional<size_t> ProgramBuilder::reuse(std::initializer_list<Kind> kinds) {
  std::vector<size_t> candidates;
  for (size_t i = 0; i < p.nodes.size(); ++i)
    if (p.nodes[i].results.size() == 1 && !p.nodes[i].results[0].scalar &&
        std::find(kinds.begin(), kinds.end(), p.nodes[i].kind()) != kinds.end() &&
        reusable(p.nodes[i].witness()))
      candidates.push_back(i);
  if (candidates.empty() || !chance(50))
    return std::nullopt;
  return candidates[size_t(draw(0, int64_t(candidates.size()) - 1))];
}

size_t ProgramBuilder::reuseOr(Kind k, const std::function<core::Value()> &make) {
  if (std::optional<size_t> old = reuse({k}))
    return *old;
  return input(k, make());
}

std::optional<core::Value> ProgramBuilder::typeOf(const std::string &op,
                                                  const std::vector<size_t> &operands,
                                                  const std::vector<int64_t> &ints,
                                                  bool useWitness) const {
  std::vector<core::Value> args;
  for (size_t o : operands)
    args.push_back(useWitness ? witness(o) : p.nodes[o].type());
  return applyCore(op, args, ints);
}

size_t ProgramBuilder::staticCopy(size_t node) {
  if (core::Value t = p.nodes[node].type(); t == witness(node))
    return node;
  return input(kind(node), witness(node), /*allStatic=*/true);
}

namespace {
/// `stride` with `to` where both the type's and the witness's shape leaf
/// are the static 1 and the type's stride leaf is static (the type,
/// `typeShape`:`typeStride`, the witness's shape and the value `stride`
/// have one tree). A run-time type may say 1 where the witness has another
/// extent (right_inverse of a run-time stride): that leaf is kept.
IntTuple withSizeOneStrides(const IntTuple &typeShape, const IntTuple &typeStride,
                            const IntTuple &witnessShape, const IntTuple &stride, int64_t to) {
  if (!typeShape.isTuple())
    return typeShape.isInt(1) && witnessShape.isInt(1) && typeStride.isInt() ? IntTuple::of(to)
                                                                             : stride;
  std::vector<IntTuple> out;
  for (size_t i = 0; i < typeShape.rank(); ++i)
    out.push_back(withSizeOneStrides(typeShape.elems()[i], typeStride.elems()[i],
                                     witnessShape.elems()[i], stride.elems()[i], to));
  return IntTuple::tuple(std::move(out));
}

/// Whether the run-time type `t` names another value than the witness `w`
/// in a static leaf, leaf for leaf: C++'s algebra can take another path on
/// run-time integers (right_inverse stops at a run-time stride), and later
/// ops built on the witness would not fit the run-time forms.
bool staticLeafDisagrees(const core::Value &t, const core::Value &w) {
  std::vector<IntTuple> tl = valueLeaves(t), wl = valueLeaves(w);
  if (tl.size() != wl.size())
    return false;
  for (size_t i = 0; i < tl.size(); ++i)
    if ((tl[i].isInt() || tl[i].isBasis()) && tl[i] != wl[i])
      return true;
  return false;
}
} // namespace

bool infersItsResultType(const std::string &op) {
  static const std::set<std::string> inferred = {
      "append_to_rank", "prepend_to_rank", "slice",      "dice",        "get_leaves",
      "get_scalars",    "get_iter",        "get_layout", "memref.load", "get_layouts_from_tile"};
  return inferred.count(op) != 0;
}

void ProgramBuilder::declareAnotherForm(const std::string &op, core::Value &type,
                                        core::Value &witness) {
  if (infersItsResultType(op) || !profile.otherDeclaredForms)
    return;
  auto *t = std::get_if<core::Layout>(&type);
  auto *w = std::get_if<core::Layout>(&witness);
  // A run-time type may have another profile than its witness (C++ keeps
  // size-1 modes it cannot prove): only a shared tree is rewritten.
  if (!t || !w || !core::congruent(t->shape, w->shape) ||
      !core::congruent(t->stride, w->stride) || !chance(15))
    return;
  int64_t to = draw(0, 9);
  w->stride = withSizeOneStrides(t->shape, t->stride, w->shape, w->stride, to);
  t->stride = withSizeOneStrides(t->shape, t->stride, w->shape, t->stride, to);
}

/// How often an op's (cute-typed, single) result passes through a call.
constexpr int kCallPercent = 10;

/// How often an op result that can be printed as a table also is.
constexpr int kTablePercent = 15;

namespace {
/// `v` as a tile: a mode of a tile that interp/core gives as a layout or
/// a leaf (get of a tile) is a `!cute.tile` of that one tiler.
core::Value asTile(const core::Value &v) {
  if (const auto *l = std::get_if<core::Layout>(&v))
    return core::Tile{core::Tiler::ofLayout(*l)};
  if (const auto *leaf = std::get_if<IntTuple>(&v))
    return core::Tile{core::Tiler::ofLeaf(*leaf)};
  return v;
}
} // namespace

std::optional<size_t> ProgramBuilder::apply(const std::string &op, std::vector<size_t> operands,
                                            Kind k, std::vector<int64_t> ints, std::string attrs) {
  std::optional<core::Value> w = typeOf(op, operands, ints, true);
  if (!w) {
    ++rejected;
    return std::nullopt;
  }
  std::optional<core::Value> t = typeOf(op, operands, ints, false);
  if (!t || t->index() != w->index() || staticLeafDisagrees(*t, *w)) {
    for (size_t &o : operands)
      o = staticCopy(o);
    t = w;
  }
  if (k == Kind::Tile) {
    *w = asTile(*w);
    *t = asTile(*t);
  }
  if (std::holds_alternative<bool>(*w))
    k = Kind::Bool;
  if (std::holds_alternative<core::Layout>(*w))
    k = Kind::Layout;
  if (std::holds_alternative<core::ComposedLayout>(*w))
    k = Kind::ComposedLayout;
  if (std::holds_alternative<core::Swizzle>(*w))
    k = Kind::Swizzle;
  if (std::holds_alternative<IntTuple>(*w) && !isIntTupleKind(k))
    k = Kind::IntTuple;
  declareAnotherForm(op, *t, *w);
  Node n;
  n.op = op;
  n.operands = std::move(operands);
  n.ints = std::move(ints);
  n.attrs = std::move(attrs);
  n.results.push_back({k, *w, *t, false});
  n.table = profile.has("print_table") && printableAsTable(*t, *w) && chance(kTablePercent);
  n.passedThroughCall = profile.has("func_call") && k != Kind::Bool && chance(kCallPercent);
  p.nodes.push_back(std::move(n));
  return p.nodes.size() - 1;
}

/// The leaves of `operand`'s witness and type, one to one: a run-time type
/// may have another profile than its witness (C++ keeps size-1 modes it
/// cannot prove), and then the operand becomes its static copy.
std::pair<std::vector<IntTuple>, std::vector<IntTuple>>
ProgramBuilder::pairedLeaves(size_t &operand) {
  std::vector<IntTuple> w = valueLeaves(witness(operand));
  std::vector<IntTuple> t = valueLeaves(p.nodes[operand].type());
  if (w.size() != t.size()) {
    operand = staticCopy(operand);
    t = w;
  }
  return {std::move(w), std::move(t)};
}

std::optional<size_t> ProgramBuilder::applySplit(const std::string &op, size_t operand,
                                                 Kind partKind) {
  auto [w, t] = pairedLeaves(operand);
  if (w.empty())
    return std::nullopt;
  Node n;
  n.op = op;
  n.operands = {operand};
  for (size_t i = 0; i < w.size(); ++i)
    n.results.push_back({partKind, w[i], t[i], false});
  p.nodes.push_back(std::move(n));
  return p.nodes.size() - 1;
}

size_t ProgramBuilder::applyTiledAccessor(const TiledAtomTypes &tiledAtom, const std::string &op,
                                          std::string attrs, Kind k, core::Value value,
                                          bool readsAtom) {
  Node n;
  n.op = op;
  n.attrs = std::move(attrs);
  n.tiledAtom = tiledAtom;
  n.readsAtom = readsAtom;
  n.results.push_back({k, value, value, false});
  p.nodes.push_back(std::move(n));
  return p.nodes.size() - 1;
}

std::optional<size_t> ProgramBuilder::applyScalars(size_t operand) {
  auto [w, t] = pairedLeaves(operand);
  Node n;
  n.op = "get_scalars";
  n.operands = {operand};
  for (size_t i = 0; i < w.size(); ++i) {
    if (!w[i].isInt() && !w[i].isBasis())
      return std::nullopt;
    n.results.push_back({Kind::IntTuple, w[i], t[i], true});
  }
  if (n.results.empty())
    return std::nullopt;
  p.nodes.push_back(std::move(n));
  return p.nodes.size() - 1;
}

std::optional<int64_t> evaluationSpan(const Node &n, unsigned width) {
  if (n.op.empty() || n.kind() != Kind::Layout || n.results.size() != 1 ||
      !applyCore("layout_eval", {IntTuple::dynamic(width), n.type()}, {}))
    return std::nullopt;
  std::optional<core::Value> size = applyCore("size", {n.witness()}, {});
  const auto *s = size ? std::get_if<IntTuple>(&*size) : nullptr;
  if (!s || !s->isInt() || s->value() <= 0)
    return std::nullopt;
  return std::min<int64_t>(s->value(), 8);
}

bool printableAsTable(const core::Value &type, const core::Value &witness) {
  const core::Layout *outer = std::get_if<core::Layout>(&type);
  if (const auto *c = std::get_if<core::ComposedLayout>(&type)) {
    if (!c->offset.isLeaf() || c->offset.isBasis() || c->offset.isDynamicBasis())
      return false;
    outer = &c->outer;
  }
  if (!outer)
    return false;
  auto integer = [](const IntTuple &leaf) { return leaf.isInt() || leaf.isDynamic(); };
  std::vector<IntTuple> shape = core::leaves(outer->shape), stride = core::leaves(outer->stride);
  if (!std::all_of(shape.begin(), shape.end(), [](const IntTuple &l) { return l.isInt(); }) ||
      !std::all_of(stride.begin(), stride.end(), integer))
    return false;
  std::optional<core::Value> size = applyCore("size", {witness}, {});
  const auto *s = size ? std::get_if<IntTuple>(&*size) : nullptr;
  return s && s->isInt() && s->value() > 0 && s->value() <= kMaxTableCells;
}

void ProgramBuilder::loopOver(size_t node) {
  if (std::optional<int64_t> span = evaluationSpan(p.nodes[node], p.width))
    p.nodes[node].loop = *span;
}

} // namespace cute::fuzz
