//===- Detail.h - Internal helpers shared by the algebra sources ----------===//
#ifndef CUTE_ORACLE_CORE_LIB_DETAIL_H
#define CUTE_ORACLE_CORE_LIB_DETAIL_H

#include "cute-oracle/core/LayoutAlgebra.h"

namespace cute::core {

/// CuTe's coalesce_x(L, profile): coalesce that also preserves the function
/// outside L's domain (a trailing extent-1 mode keeps its stride).
Result<Layout> coalesceFunctionPreserving(const Layout &l, const IntTuple &profile);

inline Layout modeOf(const Layout &l, size_t i) {
  return Layout{l.shape.mode(i), l.stride.mode(i)};
}

} // namespace cute::core

#endif
