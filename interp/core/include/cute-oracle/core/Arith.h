//===- Arith.h - Checked int64 arithmetic -----------------------*- C++ -*-===//
//
// Integer arithmetic for the algebra. Overflow and division by zero never
// reach undefined behaviour: the first fault is recorded in the innermost
// FaultScope of the calling thread and a harmless value is returned. Every
// public algebra entry point runs inside `guarded`, which turns a recorded
// fault into an Error naming the operation.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CORE_ARITH_H
#define CUTE_ORACLE_CORE_ARITH_H

#include "cute-oracle/core/Result.h"

#include <cstdint>
#include <optional>
#include <string>

namespace cute::core {

/// Whether `x` is a value of C++'s int (and of an i32 leaf): the one test
/// of the reference, the interpreter and the lowering for "fits i32".
constexpr bool fitsInt32(int64_t x) { return x == int64_t(int32_t(x)); }

/// Collects the first arithmetic fault raised while it is the innermost
/// scope of its thread.
class FaultScope {
public:
  FaultScope();
  ~FaultScope();
  FaultScope(const FaultScope &) = delete;
  FaultScope &operator=(const FaultScope &) = delete;

  const std::optional<std::string> &fault() const { return firstFault; }
  /// Records `message` in the innermost scope, unless it already holds one.
  static void raise(std::string message);
  /// Whether a scope is active on the calling thread.
  static bool active() { return innermost != nullptr; }

private:
  static inline thread_local FaultScope *innermost = nullptr;
  FaultScope *outer;
  std::optional<std::string> firstFault;
};

namespace arith {
/// Raises "int64 overflow in a sym b" and returns 0 (the slow path of the
/// inline operations).
[[gnu::cold]] int64_t overflow(const char *sym, int64_t a, int64_t b);
inline int64_t add(int64_t a, int64_t b) {
  int64_t r;
  return __builtin_add_overflow(a, b, &r) ? overflow("+", a, b) : r;
}
inline int64_t sub(int64_t a, int64_t b) {
  int64_t r;
  return __builtin_sub_overflow(a, b, &r) ? overflow("-", a, b) : r;
}
inline int64_t mul(int64_t a, int64_t b) {
  int64_t r;
  return __builtin_mul_overflow(a, b, &r) ? overflow("*", a, b) : r;
}
/// Truncating division, as C++ `/`.
int64_t div(int64_t a, int64_t b);
/// Remainder with the sign of a, as C++ `%`.
int64_t mod(int64_t a, int64_t b);
/// (a + b - 1) / b, CuTe's ceil_div on integers.
int64_t ceilDiv(int64_t a, int64_t b);
int64_t abs(int64_t a);
inline int64_t signum(int64_t a) { return (a > 0) - (a < 0); }
} // namespace arith

/// Runs f (returning a Result) and converts an arithmetic fault raised
/// inside it into an Error "<op>: <fault>".
template <class F> auto guarded(std::string_view op, F &&f) -> decltype(f()) {
  FaultScope scope;
  auto result = f();
  if (scope.fault())
    return fail(op, *scope.fault());
  return result;
}

/// f() inside an active FaultScope (its fault then belongs to the caller's
/// operation), guarded(op, f) outside one: for the public functions the
/// algebra also calls from inside its own guarded operations.
template <class F> auto guardedEntry(std::string_view op, F &&f) -> decltype(f()) {
  if (FaultScope::active())
    return f();
  return guarded(op, std::forward<F>(f));
}

} // namespace cute::core

#endif
