//===- CuteKinds.h - The seven-entry kind discriminator ---------*- C++ -*-===//
//
// Seed 001 ("LayoutTypeInterface Kind Discriminator"): every cute type's
// storage holds a pointer to one of seven static sentinels, in this order:
// ComposedLayout, Layout, Swizzle, Tile, Shape, Coord, IntTuple. Four tables
// (verify, print, parse, fold) hold one handler per kind, indexed by the
// sentinel's ordinal; dispatch is a linear scan comparing sentinel
// addresses. `!cute.stride` shares the IntTuple kind: the handlers receive
// whether scaled-basis leaves are allowed, which only strides permit.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_DIALECT_CUTE_CUTEKINDS_H
#define CUTE_ORACLE_DIALECT_CUTE_CUTEKINDS_H

#include "cute-oracle/core/Result.h"
#include "cute-oracle/core/Value.h"

#include <optional>
#include <string>
#include <string_view>

namespace cute::dialect {

/// Kind ordinals, the row positions of the seven-entry table.
enum class Kind : unsigned { ComposedLayout, Layout, Swizzle, Tile, Shape, Coord, IntTuple };
inline constexpr unsigned kNumKinds = 7;

/// A kind sentinel; only its address is meaningful.
struct KindSentinel {
  const char *name;
};

/// The static sentinel of kind `k`.
const KindSentinel &sentinel(Kind k);

/// The ordinal of `s`, found by comparing addresses with the seven
/// sentinels in order. `s` must be one of them.
unsigned ordinalOf(const KindSentinel *s);

/// Per-kind handlers. `allowBasis` is true for `!cute.stride` only.
struct KindHandlers {
  /// Parses canonical (or spaced) text into a value of the kind.
  using Parse = core::Result<core::Value> (*)(std::string_view text);
  /// Checks that a parsed value is well formed for the kind.
  using Verify = core::Result<bool> (*)(const core::Value &v, bool allowBasis);
  /// The canonical text of a value of the kind.
  using Print = std::string (*)(const core::Value &v);
  /// The value itself when it is fully static (no `?` leaf), else none.
  using Fold = std::optional<core::Value> (*)(const core::Value &v);
};

extern const KindHandlers::Parse kParseTable[kNumKinds];
extern const KindHandlers::Verify kVerifyTable[kNumKinds];
extern const KindHandlers::Print kPrintTable[kNumKinds];
extern const KindHandlers::Fold kFoldTable[kNumKinds];

/// The handler for sentinel `s` in `table`.
template <typename Fn>
Fn dispatchByKind(const KindSentinel *s, const Fn (&table)[kNumKinds]) {
  return table[ordinalOf(s)];
}

/// True when some leaf of `t` is a scaled-basis element (static or `?@m`).
bool hasScaledBasis(const core::IntTuple &t);

/// Parses and verifies `text` as a value of kind `s`; on success returns the
/// value, whose canonical text is kPrintTable's.
core::Result<core::Value> parseAndVerify(const KindSentinel *s, std::string_view text,
                                         bool allowBasis);

} // namespace cute::dialect

#endif
