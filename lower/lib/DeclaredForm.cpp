//===- DeclaredForm.cpp - A symbolic result in its declared form ----------===//
#include "DeclaredForm.h"

namespace cute::lower {

using core::IntTuple;

namespace {

/// The (shape, stride) leaves of a mode whose shape is not the static 1.
void sizedLeaves(const STree &shape, const STree &stride, std::vector<SLayout> &out) {
  if (!shape.isTuple()) {
    if (!shape.isStaticInt(1))
      out.push_back(SLayout{shape, stride});
    return;
  }
  for (size_t i = 0; i < shape.rank(); ++i)
    sizedLeaves(shape.elems[i], stride.mode(i), out);
}

/// A declared static leaf as a symbolic one (`?` and others: 0).
STree declaredStride(const IntTuple &stride) {
  if (stride.isInt())
    return STree::ofInt(stride.value());
  if (stride.isBasis() && !stride.isDynamicBasis())
    return STree::basis(Sym::of(stride.value()), stride.modes());
  return STree::ofInt(0);
}

/// The declared mode with its sized leaves taken from `leaves` from `next`.
std::optional<SLayout> refill(const IntTuple &shape, const IntTuple &stride,
                              const std::vector<SLayout> &leaves, size_t &next) {
  if (!shape.isTuple()) {
    if (shape.isInt(1))
      return SLayout{STree::ofInt(1), declaredStride(stride)};
    if (next == leaves.size())
      return std::nullopt;
    return leaves[next++];
  }
  SLayout out{STree::tuple({}), STree::tuple({})};
  for (size_t i = 0; i < shape.rank(); ++i) {
    std::optional<SLayout> m =
        refill(shape.elems()[i], stride.isTuple() ? stride.elems()[i] : stride, leaves, next);
    if (!m)
      return std::nullopt;
    out.shape.elems.push_back(std::move(m->shape));
    out.stride.elems.push_back(std::move(m->stride));
  }
  return out;
}

std::vector<core::Layout> declaredModes(const core::Layout &l) {
  if (!l.shape.isTuple())
    return {l};
  std::vector<core::Layout> modes;
  for (size_t i = 0; i < l.shape.rank(); ++i)
    modes.push_back(
        core::Layout{l.shape.elems()[i], l.stride.isTuple() ? l.stride.elems()[i] : l.stride});
  return modes;
}

} // namespace

std::optional<SLayout> inDeclaredForm(const core::Layout &declared, const SLayout &layout) {
  std::vector<core::Layout> dModes = declaredModes(declared);
  std::vector<STree> shapes = layout.shape.topModes();
  if (dModes.size() != shapes.size())
    return std::nullopt;
  SLayout out{STree::tuple({}), STree::tuple({})};
  for (size_t i = 0; i < dModes.size(); ++i) {
    std::vector<SLayout> leaves;
    sizedLeaves(shapes[i], layout.stride.mode(i), leaves);
    size_t next = 0;
    std::optional<SLayout> m = refill(dModes[i].shape, dModes[i].stride, leaves, next);
    if (!m || next != leaves.size())
      return std::nullopt;
    out.shape.elems.push_back(std::move(m->shape));
    out.stride.elems.push_back(std::move(m->stride));
  }
  if (!declared.shape.isTuple())
    return SLayout{out.shape.elems[0], out.stride.elems[0]};
  return out;
}

} // namespace cute::lower
