//===- OpArgs.cpp - Argument checks of the operation handlers -------------===//
#include "OpArgs.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"

namespace cute::core::ops {

const char *kindName(const Value &v) {
  static const char *names[] = {"int_tuple", "layout", "swizzle", "composed_layout", "tile", "bool"};
  return names[v.index()];
}

Error wrongKind(std::string_view op, size_t i, const Value &v, std::string_view expected) {
  return fail(op, "argument " + std::to_string(i + 1) + " must be " + std::string(expected) +
                      " but got " + kindName(v) + " " + print(v));
}

Result<bool> arity(std::string_view op, const Args &a, size_t lo, size_t hi) {
  if (a.size() < lo || a.size() > hi)
    return fail(op, "expects " +
                        (lo == hi ? std::to_string(lo)
                                  : std::to_string(lo) + " to " +
                                        (hi == SIZE_MAX ? std::string("any") : std::to_string(hi))) +
                        " arguments but got " + std::to_string(a.size()));
  return true;
}

Result<IntTuple> tupleArg(std::string_view op, const Args &a, size_t i) {
  if (const auto *t = std::get_if<IntTuple>(&a[i]))
    return *t;
  return wrongKind(op, i, a[i], "an integer tuple");
}

Result<int64_t> intArg(std::string_view op, const Args &a, size_t i) {
  const auto *t = std::get_if<IntTuple>(&a[i]);
  if (!t || !t->isInt())
    return wrongKind(op, i, a[i], "a static integer");
  return t->value();
}

Result<std::vector<int64_t>> intArgs(std::string_view op, const Args &a, size_t from) {
  std::vector<int64_t> out;
  for (size_t i = from; i < a.size(); ++i) {
    CUTE_TRY(v, intArg(op, a, i));
    out.push_back(v);
  }
  return out;
}

Result<Layout> layoutArg(std::string_view op, const Args &a, size_t i) {
  if (const auto *l = std::get_if<Layout>(&a[i]))
    return *l;
  return wrongKind(op, i, a[i], "a layout");
}

const Layout *outerLayout(const Value &v) {
  if (const auto *c = std::get_if<ComposedLayout>(&v))
    return &c->outer;
  return std::get_if<Layout>(&v);
}

Tiler tilerOf(const IntTuple &t) {
  if (t.isLeaf())
    return Tiler::ofLeaf(t);
  std::vector<Tiler> elems;
  for (const IntTuple &e : t.elems())
    elems.push_back(tilerOf(e));
  return Tiler::ofTuple(std::move(elems));
}

Result<Tiler> tilerArg(std::string_view op, const Args &a, size_t i) {
  if (const auto *t = std::get_if<IntTuple>(&a[i]))
    return tilerOf(*t);
  if (const auto *l = std::get_if<Layout>(&a[i]))
    return Tiler::ofLayout(*l);
  if (const auto *t = std::get_if<Tile>(&a[i]))
    return t->tiler;
  return wrongKind(op, i, a[i], "a tiler (shape, layout or tile)");
}


Result<Value> onLayout(std::string_view op, const Args &a, size_t i,
                       const std::function<Result<Layout>(const Layout &)> &f) {
  if (const auto *l = std::get_if<Layout>(&a[i]))
    return toValue(f(*l));
  if (const auto *c = std::get_if<ComposedLayout>(&a[i])) {
    CUTE_TRY(outer, f(c->outer));
    return composition(c->inner, c->offset, std::move(outer));
  }
  return wrongKind(op, i, a[i], "a layout or a composed layout");
}

Result<Value> structural(std::string_view op, const Args &a,
                         const std::function<Result<IntTuple>(const IntTuple &)> &onTuple,
                         const std::function<Result<Layout>(const Layout &)> &onL) {
  if (const auto *t = std::get_if<IntTuple>(&a[0]))
    return toValue(onTuple(*t));
  return onLayout(op, a, 0, onL);
}

} // namespace cute::core::ops
