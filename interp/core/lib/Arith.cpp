//===- Arith.cpp - Checked int64 arithmetic -------------------------------===//
#include "cute-oracle/core/Arith.h"

#include <limits>

namespace cute::core {

FaultScope::FaultScope() : outer(innermost) { innermost = this; }
FaultScope::~FaultScope() { innermost = outer; }

void FaultScope::raise(std::string message) {
  if (innermost && !innermost->firstFault)
    innermost->firstFault = std::move(message);
}

namespace arith {

int64_t overflow(const char *sym, int64_t a, int64_t b) {
  FaultScope::raise("int64 overflow in " + std::to_string(a) + " " + sym + " " + std::to_string(b));
  return 0;
}

int64_t div(int64_t a, int64_t b) {
  if (b == 0) {
    FaultScope::raise("division by zero in " + std::to_string(a) + " / 0");
    return 0;
  }
  if (a == std::numeric_limits<int64_t>::min() && b == -1)
    return overflow("/", a, b);
  return a / b;
}

int64_t mod(int64_t a, int64_t b) {
  if (b == 0) {
    FaultScope::raise("division by zero in " + std::to_string(a) + " % 0");
    return 0;
  }
  if (b == -1)
    return 0;
  return a % b;
}

int64_t ceilDiv(int64_t a, int64_t b) { return div(sub(add(a, b), 1), b); }

int64_t abs(int64_t a) {
  if (a == std::numeric_limits<int64_t>::min())
    return overflow("abs", a, 0);
  return a < 0 ? -a : a;
}

} // namespace arith
} // namespace cute::core
