//===- IntTuple.cpp - Hierarchical integer tuples -------------------------===//
#include "cute-oracle/core/IntTuple.h"

namespace cute::core {

IntTuple IntTuple::of(int64_t value) {
  IntTuple t(Kind::Int);
  t.val = value;
  return t;
}

IntTuple IntTuple::dynamic(unsigned width) {
  IntTuple t(Kind::Dynamic);
  t.val = width;
  return t;
}

IntTuple IntTuple::dynamicBasis(unsigned width, std::vector<int> modes) {
  if (modes.empty())
    return dynamic(width);
  IntTuple t = basis(width, std::move(modes));
  t.dynamicScale = true;
  return t;
}

IntTuple IntTuple::basis(int64_t value, std::vector<int> modes) {
  if (modes.empty())
    return of(value);
  IntTuple t(Kind::Basis);
  t.val = value;
  t.basisModes = std::move(modes);
  return t;
}

IntTuple IntTuple::bound(unsigned width, int64_t value, std::vector<int> modes) {
  IntTuple t = dynamicBasis(width, std::move(modes));
  t.hasRuntime = true;
  t.runtimeValue = value;
  return t;
}

IntTuple IntTuple::underscore() { return IntTuple(Kind::Underscore); }

IntTuple IntTuple::tuple(std::vector<IntTuple> elems) {
  IntTuple t(Kind::Tuple);
  t.children = std::move(elems);
  return t;
}

} // namespace cute::core
