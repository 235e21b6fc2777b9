//===- VerifyUtils.cpp - Shared pieces of the cute verifiers --------------===//
#include "VerifyUtils.h"
#include "cute-oracle/core/DeclaredForm.h"
#include "cute-oracle/core/Operations.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TupleAlgebra.h"

using namespace mlir;

namespace cute::dialect {

using core::IntTuple;

Inference inferWithCore(const core::Operation &coreOp, TypeRange operands, ArrayRef<int64_t> ints) {
  Inference inf;
  inf.allStatic = true;
  std::vector<core::Value> args;
  for (Type t : operands) {
    std::optional<core::Value> v = cuteValue(t);
    if (!v) {
      inf.value = core::fail(coreOp.name, "operand type is not a cute type");
      inf.allStatic = false;
      return inf;
    }
    inf.allStatic &= staticValue(t).has_value();
    args.push_back(std::move(*v));
  }
  for (int64_t i : ints)
    args.push_back(IntTuple::of(i));
  inf.value = coreOp(args);
  return inf;
}

namespace {

bool isDynamicLeaf(const IntTuple &t) { return t.isDynamic() || t.isDynamicBasis(); }

/// Whether declared tuple `a` admits inferred tuple `b`: the same tree,
/// a declared dynamic leaf standing for any inferred leaf (a run-time value
/// the program may also know statically) at most as wide (an i32 `?` would
/// truncate an inferred `?{i64}`), a declared static leaf only for
/// the same static leaf. A declared static leaf where C++ computes a
/// run-time value is a claim nothing checks, so it is rejected.
bool unifyTuples(const IntTuple &a, const IntTuple &b) {
  if (isDynamicLeaf(a))
    return b.isLeaf() && !(isDynamicLeaf(b) && b.value() > a.value());
  if (isDynamicLeaf(b))
    return false;
  if (a.isTuple() != b.isTuple())
    return false;
  if (!a.isTuple())
    return a == b;
  if (a.rank() != b.rank())
    return false;
  for (size_t i = 0; i < a.rank(); ++i)
    if (!unifyTuples(a.elems()[i], b.elems()[i]))
      return false;
  return true;
}

bool unifyLayouts(const core::Layout &a, const core::Layout &b) {
  return unifyTuples(a.shape, b.shape) && unifyTuples(a.stride, b.stride);
}

bool unifyTilers(const core::Tiler &a, const core::Tiler &b) {
  if (a.kind != b.kind)
    return false;
  switch (a.kind) {
  case core::Tiler::Kind::Leaf:
    return unifyTuples(a.leaf, b.leaf);
  case core::Tiler::Kind::Layout:
    return unifyLayouts(a.layout, b.layout);
  case core::Tiler::Kind::Tuple:
    if (a.elems.size() != b.elems.size())
      return false;
    for (size_t i = 0; i < a.elems.size(); ++i)
      if (!unifyTilers(a.elems[i], b.elems[i]))
        return false;
    return true;
  }
  return false;
}

bool unifyComposed(const core::ComposedLayout &a, const core::ComposedLayout &b) {
  if (a.inner.index() != b.inner.index() || !unifyTuples(a.offset, b.offset) ||
      !unifyLayouts(a.outer, b.outer))
    return false;
  if (const auto *la = std::get_if<core::Layout>(&a.inner))
    return unifyLayouts(*la, std::get<core::Layout>(b.inner));
  return a.inner == b.inner;
}

} // namespace

bool unifies(const core::Value &declared, const core::Value &inferred) {
  if (declared.index() != inferred.index())
    return false;
  if (const auto *t = std::get_if<IntTuple>(&declared))
    return unifyTuples(*t, std::get<IntTuple>(inferred));
  if (const auto *l = std::get_if<core::Layout>(&declared))
    return unifyLayouts(*l, std::get<core::Layout>(inferred));
  if (const auto *c = std::get_if<core::ComposedLayout>(&declared))
    return unifyComposed(*c, std::get<core::ComposedLayout>(inferred));
  if (const auto *t = std::get_if<core::Tile>(&declared))
    return unifyTilers(t->tiler, std::get<core::Tile>(inferred).tiler);
  return declared == inferred;
}

bool declaredAgrees(Type declared, const Inference &inf) {
  std::optional<core::Value> value = cuteValue(declared);
  core::Value inferred = *inf.value;
  if (isa<TileType>(declared))
    if (auto asTile = parseAndVerify(&sentinel(Kind::Tile), textOf(inferred), false))
      inferred = *asTile;
  if (!value)
    return isa<IntegerType>(declared) && std::holds_alternative<bool>(inferred);
  auto agrees = [&](const core::Value &v) {
    return inf.allStatic ? *value == v : unifies(*value, v);
  };
  if (agrees(inferred))
    return true;
  // A compatible declaration: the same function in another form.
  std::optional<core::Value> reformed = core::inDeclaredForm(*value, inferred);
  return reformed && agrees(*reformed);
}

LogicalResult checkDeclared(Operation *op, Type declared, const Inference &inf,
                            StringRef failureText) {
  if (!inf.value) {
    return op->emitOpError(failureText) << " (" << inf.value.error().message << ")";
  }
  if (!declaredAgrees(declared, inf))
    return op->emitOpError("declared result type ")
           << declared << " does not match the inferred value \"" << textOf(*inf.value) << "\"";
  return success();
}

LogicalResult checkResultClass(Operation *op, Type declared, Type like) {
  if (declared.getTypeID() == like.getTypeID())
    return success();
  std::string expected;
  llvm::raw_string_ostream os(expected);
  os << like;
  StringRef name = StringRef(expected).split('<').first;
  return op->emitOpError("expects the result to be a ") << name << " but got " << declared;
}

LogicalResult verifyByAlgebra(Operation *op, const core::Operation &coreOp, ArrayRef<int64_t> ints,
                              Type like, StringRef failureText) {
  Type declared = op->getResult(0).getType();
  if (like && failed(checkResultClass(op, declared, like)))
    return failure();
  return checkDeclared(op, declared, inferWithCore(coreOp, op->getOperandTypes(), ints), failureText);
}

int64_t rankOf(const core::Value &v) {
  if (const auto *t = std::get_if<IntTuple>(&v))
    return static_cast<int64_t>(t->rank());
  if (const auto *l = std::get_if<core::Layout>(&v))
    return static_cast<int64_t>(l->shape.rank());
  if (const auto *c = std::get_if<core::ComposedLayout>(&v))
    return static_cast<int64_t>(c->outer.shape.rank());
  if (const auto *t = std::get_if<core::Tile>(&v))
    return t->tiler.kind == core::Tiler::Kind::Tuple ? static_cast<int64_t>(t->tiler.elems.size())
                                                     : 1;
  return 1;
}

int64_t rankOfType(Type t) {
  std::optional<core::Value> v = cuteValue(t);
  return v ? rankOf(*v) : -1;
}

bool isStaticType(Type t) { return staticValue(t).has_value(); }

bool partitionRanksAgree(size_t src, size_t dst) {
  return dst == src || (dst == src + 1 && src <= 2);
}

bool hasStaticShape(Type t) {
  if (!isa<LayoutType>(t))
    return isStaticType(t);
  return core::isStatic(std::get<core::Layout>(*cuteValue(t)).shape);
}

std::optional<core::Layout> outerLayoutOf(Type t) {
  std::optional<core::Value> v = cuteValue(t);
  if (!v)
    return std::nullopt;
  if (const auto *l = std::get_if<core::Layout>(&*v))
    return *l;
  if (const auto *c = std::get_if<core::ComposedLayout>(&*v))
    return c->outer;
  return std::nullopt;
}

Type intTupleLike(MLIRContext *ctx) { return IntTupleType::get(ctx, "0"); }

std::string modeListText(ArrayRef<int32_t> modes) {
  std::string s;
  for (size_t i = 0; i < modes.size(); ++i)
    s += (i ? ", " : "") + std::to_string(modes[i]);
  return s;
}

std::string textOf(const core::Value &v) { return core::print(v); }

} // namespace cute::dialect
