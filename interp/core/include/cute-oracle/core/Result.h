//===- Result.h - Errors as values for the reference algebra ----*- C++ -*-===//
//
// Every operation of interp/core reports a violated precondition, an int64
// overflow or a malformed input as an Error value; nothing aborts.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CORE_RESULT_H
#define CUTE_ORACLE_CORE_RESULT_H

#include <string>
#include <utility>
#include <variant>

namespace cute::core {

/// A diagnostic produced by an operation: names the operation and the
/// offending value.
struct Error {
  std::string message;
};

/// Either a value of type T or an Error.
template <class T> class [[nodiscard]] Result {
public:
  Result(T value) : storage(std::move(value)) {}
  Result(Error error) : storage(std::move(error)) {}

  bool ok() const { return storage.index() == 0; }
  explicit operator bool() const { return ok(); }
  const T &operator*() const & { return std::get<0>(storage); }
  T &operator*() & { return std::get<0>(storage); }
  T &&operator*() && { return std::get<0>(std::move(storage)); }
  const T *operator->() const { return &std::get<0>(storage); }
  const Error &error() const { return std::get<1>(storage); }
  Error takeError() && { return std::get<1>(std::move(storage)); }

private:
  std::variant<T, Error> storage;
};

/// Builds an Error whose message is "<op>: <detail>".
inline Error fail(std::string_view op, std::string_view detail) {
  return Error{std::string(op) + ": " + std::string(detail)};
}

} // namespace cute::core

/// Evaluates EXPR (a Result); on error returns the error from the enclosing
/// function, otherwise binds the value to VAR.
#define CUTE_TRY_CONCAT_(a, b) a##b
#define CUTE_TRY_NAME_(line) CUTE_TRY_CONCAT_(cuteTryTmp, line)
#define CUTE_TRY(VAR, EXPR)                                                    \
  auto CUTE_TRY_NAME_(__LINE__) = (EXPR);                                      \
  if (!CUTE_TRY_NAME_(__LINE__).ok())                                          \
    return std::move(CUTE_TRY_NAME_(__LINE__)).takeError();                    \
  auto VAR = *std::move(CUTE_TRY_NAME_(__LINE__))

/// Evaluates EXPR (a Result) for its error only: on error returns it from
/// the enclosing function.
#define CUTE_CHECK(EXPR)                                                                           \
  if (auto CUTE_TRY_NAME_(__LINE__) = (EXPR); !CUTE_TRY_NAME_(__LINE__).ok())                      \
  return std::move(CUTE_TRY_NAME_(__LINE__)).takeError()

#endif
