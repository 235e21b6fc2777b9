//===- ProgramBuilder.h - Appending inputs and ops to a Program -*- C++ -*-===//
//
// Used by the op-family generators inside rc::gen::exec. An op's witness
// and declared type are computed by interp/core on its operands' witnesses
// and types; when the algebra needs static operands that the types do not
// give, the builder supplies static copies of the operands (a constructed
// fallback, not a filter).
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_FUZZ_PROGRAMBUILDER_H
#define CUTE_ORACLE_FUZZ_PROGRAMBUILDER_H

#include "cute-oracle/Fuzz/Profile.h"
#include "cute-oracle/Fuzz/Program.h"

#include <functional>
#include <optional>

namespace cute::fuzz {

class ProgramBuilder {
public:
  /// Builds `p` in the dialect of `profile`: inputs in its constructor
  /// spellings, results in the declared forms it takes.
  explicit ProgramBuilder(Program &p, const Profile &profile = fullProfile())
      : p(p), profile(profile) {}

  Program &program() { return p; }
  const core::Value &witness(size_t node) const { return p.nodes[node].witness(); }
  Kind kind(size_t node) const { return p.nodes[node].kind(); }

  /// A new input of kind `k` with value `v`; each integer leaf is made
  /// run-time with probability 2/5 unless `allStatic`.
  size_t input(Kind k, core::Value v, bool allStatic = false);
  /// A new input whose leaves (in valueLeaves order) are run-time where
  /// `dynamic` says.
  size_t input(Kind k, core::Value v, std::vector<bool> dynamic);

  /// An earlier result of kind `k` (reused, so results feed later ops) or,
  /// if none is drawn, a new input built by `make`.
  size_t reuseOr(Kind k, const std::function<core::Value()> &make);
  /// An earlier result whose kind is one of `kinds`, that has a leaf (not
  /// `()`) and no scaled-basis leaf, if any is drawn.
  std::optional<size_t> reuse(std::initializer_list<Kind> kinds);

  /// Appends `op` on `operands` with integer attributes `ints` (written as
  /// `attrs`); the result is of kind `k`, or, for a multi-result op, one
  /// result per element of `split(witness)` of kind `partKind`. None when
  /// the algebra rejects the witnesses (a generator's construction error,
  /// counted in `rejected`).
  std::optional<size_t> apply(const std::string &op, std::vector<size_t> operands, Kind k,
                              std::vector<int64_t> ints = {}, std::string attrs = {});
  std::optional<size_t> applySplit(const std::string &op, size_t operand, Kind partKind);
  std::optional<size_t> applyScalars(size_t operand);
  /// An accessor `op` (get_layout_tv, tile_shape) of a tiled atom, or of
  /// its atom with `readsAtom`, with `attrs`, whose value (computed by the
  /// caller with interp/core) is `value`, of kind `k`.
  size_t applyTiledAccessor(const TiledAtomTypes &tiledAtom, const std::string &op,
                            std::string attrs, Kind k, core::Value value, bool readsAtom = false);

  /// Sometimes declares a layout result of `op` in another compatible form
  /// (core's DeclaredForm.h): the static strides of its static size-1 modes
  /// changed, in the type and the witness alike, so both backends' choice
  /// of the declared form is tested. Not for an op that infers its result
  /// type: its syntax declares none.
  void declareAnotherForm(const std::string &op, core::Value &type, core::Value &witness);

  /// Also print the layout `node` at its first indices in an scf.for.
  void loopOver(size_t node);

  /// How many ops the algebra rejected on witnesses (should stay 0).
  unsigned rejected = 0;

private:
  std::optional<core::Value> typeOf(const std::string &op, const std::vector<size_t> &operands,
                                    const std::vector<int64_t> &ints, bool useWitness) const;
  size_t staticCopy(size_t node);
  std::pair<std::vector<core::IntTuple>, std::vector<core::IntTuple>> pairedLeaves(size_t &operand);

  Program &p;
  const Profile &profile;
};

/// The indices 0..span-1 at which a layout op's result `n` is evaluated
/// (layout_eval): its witness's size, at most 8; empty when `n` is an input,
/// not one layout, or layout_eval does not apply to it.
std::optional<int64_t> evaluationSpan(const Node &n, unsigned width);

/// Whether a result declared as `type`, of value `witness`, can be printed
/// as a table on every valuation: a layout or composed layout (integer
/// offset) whose (outer) shape is static, of at most kMaxTableCells
/// cells, with integer strides.
bool printableAsTable(const core::Value &type, const core::Value &witness);

/// The most cells a generated table print has.
inline constexpr int64_t kMaxTableCells = 64;

/// interp/core's computation of `op` (size/cosize with a mode take that
/// mode first, as the interpreter does).
std::optional<core::Value> applyCore(const std::string &op, std::vector<core::Value> args,
                                     const std::vector<int64_t> &ints);

} // namespace cute::fuzz

#endif
