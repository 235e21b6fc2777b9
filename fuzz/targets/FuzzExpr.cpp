//===- FuzzExpr.cpp - libFuzzer target: the expression evaluator ----------===//
//
// Feeds the input to cute::core::evaluateExpression (Expr.h). It must never
// crash, hang, leak or trip a sanitizer on any input: errors are values
// (Result.h). A successful result is a value, so Text.h's postcondition
// "For every value v: parseValue(print(v)) == v" is checked on it too,
// except for bool results (equal, elem_less, ...): they print as
// `true`/`false`, which is not canonical text of a CuTe value and which
// parseValue rejects by design.
// Every input is also evaluated inside GeneralPathsOnly (IntegerPaths.h):
// the algebra's integer paths must give the general paths' result or error.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/core/Expr.h"
#include "cute-oracle/core/IntegerPaths.h"
#include "cute-oracle/core/Text.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <variant>

using namespace cute::core;

namespace {

[[noreturn]] void fail(const char *what, std::string_view input, const std::string &printed,
                       const std::string &detail) {
  std::fprintf(stderr, "cute-fuzz-expr: %s\n  input:   '%.*s'\n  printed: '%s'\n  %s\n", what,
               static_cast<int>(input.size()), input.data(), printed.c_str(), detail.c_str());
  std::abort();
}

/// The printed result, or "error: " and the message.
std::string printedResult(const Result<Value> &v) {
  return v ? print(*v) : "error: " + v.error().message;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string_view text(reinterpret_cast<const char *>(data), size);
  Result<Value> v = evaluateExpression(text);
  std::string printed = printedResult(v);
  {
    GeneralPathsOnly generalOnly;
    std::string general = printedResult(evaluateExpression(text));
    if (general != printed)
      fail("the integer paths and the general paths differ", text, printed,
           "general: '" + general + "'");
  }
  if (!v) {
    if (v.error().message.empty())
      fail("evaluateExpression failed with an empty message", text, "", "");
    return 0;
  }
  if (std::holds_alternative<bool>(*v))
    return 0;
  Result<Value> again = parseValue(printed);
  if (!again)
    fail("print(result) does not parse", text, printed, again.error().message);
  if (!(*again == *v))
    fail("parseValue(print(result)) != result", text, printed,
         "reprinted: '" + print(*again) + "'");
  return 0;
}
