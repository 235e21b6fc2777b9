//===- Helpers.h - Shared test helpers ------------------------------------===//
#ifndef CUTE_ORACLE_TEST_HELPERS_H
#define CUTE_ORACLE_TEST_HELPERS_H

#include "cute-oracle/core/Expr.h"
#include "cute-oracle/core/Text.h"

#include <string>

namespace cute::core::test {

/// Evaluates an expression and prints the result, or "error: <message>".
inline std::string eval(std::string_view expr) {
  Result<Value> v = evaluateExpression(expr);
  return v ? print(*v) : "error: " + v.error().message;
}

inline bool isError(const std::string &s) { return s.rfind("error: ", 0) == 0; }

} // namespace cute::core::test

#endif
