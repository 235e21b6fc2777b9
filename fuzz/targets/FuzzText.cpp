//===- FuzzText.cpp - libFuzzer target: the canonical-text parser ---------===//
//
// Feeds the input to cute::core::parseValue and parseIntTuple (Text.h).
// Neither may crash, hang, leak or trip a sanitizer; errors are values.
// When a parse succeeds, the documented postcondition of Text.h
// ("For every value v: parseValue(print(v)) == v") is checked on the parsed
// value: its print must re-parse to an equal value, and printing is then a
// fixed point (print(parseValue(print(v))) == print(v)). A violation aborts,
// so libFuzzer records the input as a crash.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/core/Text.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

using namespace cute::core;

namespace {

[[noreturn]] void fail(const char *what, std::string_view input, const std::string &printed,
                       const std::string &detail) {
  std::fprintf(stderr, "cute-fuzz-text: %s\n  input:   '%.*s'\n  printed: '%s'\n  %s\n", what,
               static_cast<int>(input.size()), input.data(), printed.c_str(), detail.c_str());
  std::abort();
}

// parseValue(print(v)) == v, and print is a fixed point.
void checkRoundTrip(std::string_view input, const Value &v) {
  std::string printed = print(v);
  Result<Value> again = parseValue(printed);
  if (!again)
    fail("print(v) does not parse", input, printed, again.error().message);
  if (!(*again == v))
    fail("parseValue(print(v)) != v", input, printed, "reprinted: '" + print(*again) + "'");
  std::string reprinted = print(*again);
  if (reprinted != printed)
    fail("print is not a fixed point", input, printed, "reprinted: '" + reprinted + "'");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string_view text(reinterpret_cast<const char *>(data), size);

  (void)checkNesting(text);

  Result<Value> v = parseValue(text);
  if (v)
    checkRoundTrip(text, *v);
  else if (v.error().message.empty())
    fail("parseValue failed with an empty message", text, "", "");

  Result<IntTuple> t = parseIntTuple(text);
  if (t) {
    // An integer tuple is a value: the same postcondition applies.
    checkRoundTrip(text, Value(*t));
    std::string printed = print(*t);
    Result<IntTuple> again = parseIntTuple(printed);
    if (!again)
      fail("print(t) does not parse as an IntTuple", text, printed, again.error().message);
    if (!(*again == *t))
      fail("parseIntTuple(print(t)) != t", text, printed, "reprinted: '" + print(*again) + "'");
  } else if (t.error().message.empty()) {
    fail("parseIntTuple failed with an empty message", text, "", "");
  }
  return 0;
}
