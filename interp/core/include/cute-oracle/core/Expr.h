//===- Expr.h - The expression language of cute-interp ----------*- C++ -*-===//
//
// expr := literal | name '(' expr (',' expr)* ')'
// A literal is the canonical text of a value (see Text.h). Operation names
// are the CuTe IR op names without `cute.`; operands come first, then
// integer attributes (mode indices, ranks, bit widths), e.g.
// `select(L, 2, 0)`, `group_modes(L, 0, 2)`, `recast_layout(L, 32, 8)`,
// `append_to_rank(x, element, 4)`.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CORE_EXPR_H
#define CUTE_ORACLE_CORE_EXPR_H

#include "cute-oracle/core/Result.h"
#include "cute-oracle/core/Value.h"

#include <string>
#include <string_view>
#include <vector>

namespace cute::core {

/// Parses and evaluates one expression.
Result<Value> evaluateExpression(std::string_view text);

/// Applies the named operation (operationNamed in Operations.h) to already
/// evaluated arguments. An error raised by a helper operation is prefixed
/// with this operation's name. Code that knows its operation calls its
/// constant, core::operation::NAME, instead.
Result<Value> applyOperation(std::string_view name, const std::vector<Value> &args);

/// The names of all operations, sorted (for --help and tests).
std::vector<std::string> operationNames();

} // namespace cute::core

#endif
