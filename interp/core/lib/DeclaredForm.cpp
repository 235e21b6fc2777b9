//===- DeclaredForm.cpp - A result in the form its type declares ----------===//
#include "cute-oracle/core/DeclaredForm.h"

namespace cute::core {

namespace {

/// The (shape, stride) leaves of a mode whose shape is not the static 1.
void sizedLeaves(const IntTuple &shape, const IntTuple &stride, std::vector<Layout> &out) {
  if (!shape.isTuple()) {
    if (!shape.isInt(1))
      out.push_back(Layout{shape, stride});
    return;
  }
  for (size_t i = 0; i < shape.rank(); ++i)
    sizedLeaves(shape.elems()[i], stride.isTuple() ? stride.elems()[i] : stride, out);
}

/// The declared mode (shape, stride) with its sized leaves taken from
/// `leaves`, starting at `next`; none when `leaves` runs out.
std::optional<Layout> refill(const IntTuple &shape, const IntTuple &stride,
                             const std::vector<Layout> &leaves, size_t &next) {
  if (!shape.isTuple()) {
    if (shape.isInt(1))
      return Layout{shape, stride.isDynamic() ? IntTuple::of(0) : stride};
    if (next == leaves.size())
      return std::nullopt;
    return leaves[next++];
  }
  std::vector<IntTuple> shapes, strides;
  for (size_t i = 0; i < shape.rank(); ++i) {
    std::optional<Layout> m =
        refill(shape.elems()[i], stride.isTuple() ? stride.elems()[i] : stride, leaves, next);
    if (!m)
      return std::nullopt;
    shapes.push_back(std::move(m->shape));
    strides.push_back(std::move(m->stride));
  }
  return Layout{IntTuple::tuple(std::move(shapes)), IntTuple::tuple(std::move(strides))};
}

/// The top-level modes of a layout: a leaf root is its own single mode.
std::vector<Layout> topModes(const Layout &l) {
  if (!l.shape.isTuple())
    return {l};
  std::vector<Layout> modes;
  for (size_t i = 0; i < l.shape.rank(); ++i)
    modes.push_back(Layout{l.shape.elems()[i], l.stride.isTuple() ? l.stride.elems()[i] : l.stride});
  return modes;
}

} // namespace

std::optional<Layout> inDeclaredForm(const Layout &declared, const Layout &layout) {
  std::vector<Layout> dModes = topModes(declared), lModes = topModes(layout);
  if (dModes.size() != lModes.size())
    return std::nullopt;
  std::vector<IntTuple> shapes, strides;
  for (size_t i = 0; i < dModes.size(); ++i) {
    std::vector<Layout> leaves;
    sizedLeaves(lModes[i].shape, lModes[i].stride, leaves);
    size_t next = 0;
    std::optional<Layout> m = refill(dModes[i].shape, dModes[i].stride, leaves, next);
    if (!m || next != leaves.size())
      return std::nullopt;
    shapes.push_back(std::move(m->shape));
    strides.push_back(std::move(m->stride));
  }
  if (!declared.shape.isTuple())
    return Layout{shapes[0], strides[0]};
  return Layout{IntTuple::tuple(std::move(shapes)), IntTuple::tuple(std::move(strides))};
}

std::optional<Value> inDeclaredForm(const Value &declared, const Value &value) {
  const auto *d = std::get_if<Layout>(&declared);
  const auto *l = std::get_if<Layout>(&value);
  if (!d || !l)
    return std::nullopt;
  if (std::optional<Layout> r = inDeclaredForm(*d, *l))
    return Value(std::move(*r));
  return std::nullopt;
}

} // namespace cute::core
