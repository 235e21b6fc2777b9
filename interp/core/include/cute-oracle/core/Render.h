//===- Render.h - Pictures of layouts ---------------------------*- C++ -*-===//
#ifndef CUTE_ORACLE_CORE_RENDER_H
#define CUTE_ORACLE_CORE_RENDER_H

#include "cute-oracle/core/Result.h"
#include "cute-oracle/core/Value.h"

#include <string>

namespace cute::core {

/// A rank-2 layout (or composed layout) as CuTe's print_layout table, byte
/// for byte (including the trailing space of the column-index line); any
/// other rank as the layout's text followed by one `i -> offset` line per
/// index of the domain.
Result<std::string> renderLayoutText(const Value &layout);
/// The same picture as an SVG document: one cell per coordinate showing its
/// offset, coloured by offset.
Result<std::string> renderLayoutSvg(const Value &layout);

} // namespace cute::core

#endif
