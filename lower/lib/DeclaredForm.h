//===- DeclaredForm.h - A symbolic result in its declared form --*- C++ -*-===//
//
// The symbolic twin of interp/core's DeclaredForm.h: a computed run-time
// layout written in the form of a compatible declared layout type.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_LOWER_DECLAREDFORM_H
#define CUTE_ORACLE_LOWER_DECLAREDFORM_H

#include "SymTree.h"

#include <optional>

namespace cute::lower {

/// inDeclaredForm(D, L) as in interp/core: per top-level mode, L's leaves
/// whose shape is not the static 1 fill D's such leaves in order; D's
/// static size-1 leaves keep D's stride (0 where D has `?`). None when the
/// top-level ranks or the per-mode counts of sized leaves differ.
std::optional<SLayout> inDeclaredForm(const core::Layout &declared, const SLayout &layout);

} // namespace cute::lower

#endif
