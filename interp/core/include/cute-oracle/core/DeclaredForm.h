//===- DeclaredForm.h - A result in the form its type declares --*- C++ -*-===//
//
// A declared result type may write the same function as the inferred one in
// another form: a size-1 mode with another stride (`(1,1):(0,1)` for CuTe's
// `(1,1):(0,0)`), or a size-1 mode left out (`((4,128),4)` for
// `((4,128),(4,1))`). Such a declaration is compatible: the value then takes
// the declared form, in the verifier, the interpreter and the lowering
// (lower/lib/DeclaredForm.cpp is the symbolic twin).
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CORE_DECLAREDFORM_H
#define CUTE_ORACLE_CORE_DECLAREDFORM_H

#include "cute-oracle/core/Value.h"

#include <optional>

namespace cute::core {

/// inDeclaredForm(D, L): the layout L written in the form of the declared
/// layout D. Per top-level mode (a leaf root is one mode), the leaves of D and
/// of L whose shape is not the static 1 are paired in order, and D's static
/// size-1 leaves are added back with D's stride (0 where D has `?`).
/// Requires: D and L have the same top-level rank and, per mode, as many
/// leaves of a size other than the static 1 (none otherwise).
/// Postcondition: the result has D's profile, and each of its top-level modes
/// is the same function of its 1-D index as L's; whether its leaves fit D's
/// (static leaves equal, `?` wide enough) is left to the caller.
std::optional<Layout> inDeclaredForm(const Layout &declared, const Layout &layout);

/// The same for any value: a layout in the form of a declared layout, none
/// for other kinds.
std::optional<Value> inDeclaredForm(const Value &declared, const Value &value);

} // namespace cute::core

#endif
