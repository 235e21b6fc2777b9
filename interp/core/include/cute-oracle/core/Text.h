//===- Text.h - Canonical text of CuTe values -------------------*- C++ -*-===//
//
// The canonical text follows NVIDIA's public CuTe IR specification: no
// spaces, `(4)` for a one-element tuple, `?`/`?{i64}` dynamic leaves,
// scaled-basis leaves `V@m…` (innermost mode first), `_`, layouts
// `shape:stride`, swizzles `S<B,M,S>`, composed layouts `A o offset o B`
// and tiles `[e0;e1;…]`. The parser also accepts spaces, `Sw<…>` for a
// swizzle and a parenthesised tuple of layouts as a tile.
// For every value v: parseValue(print(v)) == v.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CORE_TEXT_H
#define CUTE_ORACLE_CORE_TEXT_H

#include "cute-oracle/core/Result.h"
#include "cute-oracle/core/Value.h"

#include <string>
#include <string_view>

namespace cute::core {

std::string print(const IntTuple &t);
std::string print(const Layout &l);
std::string print(const Swizzle &s);
std::string print(const ComposedLayout &c);
std::string print(const Tiler &t);
std::string print(const Tile &t);
std::string print(const Value &v);

/// The deepest bracket nesting the parsers accept.
inline constexpr int kMaxNesting = 256;
/// The largest basis mode index the parser accepts: a scaled basis V@m
/// stands for an arithmetic tuple of m + 1 elements, so an unbounded m
/// would make every sum of bases allocate without limit.
inline constexpr int kMaxBasisMode = 1023;
/// Rejects text nested deeper than kMaxNesting brackets, so recursive
/// parsers' stacks stay bounded.
Result<bool> checkNesting(std::string_view text);

/// Parses one value; the whole text must be consumed.
Result<Value> parseValue(std::string_view text);
/// Parses one integer tuple; the whole text must be consumed.
Result<IntTuple> parseIntTuple(std::string_view text);

} // namespace cute::core

#endif
