//===- Program.h - Random cute programs: DAGs of ops over typed values -*- C++ -*-===//
//
// A Program is a DAG of cute ops. Its inputs are concrete values (the
// witness) with some integer leaves marked run-time; every op node names
// its operands (earlier nodes) and integer attributes. The witness of each
// node is what interp/core computes on the witnesses of its operands, and
// the generators build operands so that the witness exists (admissible by
// construction). A node's declared type is what interp/core computes on
// the operands' types, whose run-time leaves are `?`.
//
// One Program is written in three forms (DESIGN principle 2): all leaves
// static; run-time leaves as arith.constants; run-time leaves as
// arguments of @case (compiled once, run on many valuations).
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_FUZZ_PROGRAM_H
#define CUTE_ORACLE_FUZZ_PROGRAM_H

#include "cute-oracle/core/Value.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cute::fuzz {

/// The cute type of a value (the integer-tuple kinds are told apart here,
/// since interp/core has one IntTuple for all of them), or i1.
enum class Kind { IntTuple, Shape, Stride, Coord, Tile, Layout, ComposedLayout, Swizzle, Bool };

/// The type mnemonic: "int_tuple", "shape", ..., "bool".
const char *mnemonic(Kind k);
bool isIntTupleKind(Kind k);

/// The types of a tiled atom: the !cute.mma_atom or !cute.copy_atom, and
/// the !cute.tiled_mma or !cute.tiled_copy of it.
struct TiledAtomTypes {
  std::string atom, tiled;
  bool isMma() const { return tiled.starts_with("!cute.tiled_mma"); }
};

/// One result of a node: its kind, its value on the witness valuation,
/// and its declared type (run-time leaves are `?`). A `scalar` result
/// (get_scalars) is an integer: the leaf's value.
struct Result {
  Kind kind = Kind::Layout;
  core::Value witness;
  core::Value type;
  bool scalar = false;
};

/// One node of a program: an input, or an op with its results.
struct Node {
  /// The cute op without `cute.`; empty for an input.
  std::string op;
  std::vector<size_t> operands;
  /// Integer attributes, in attribute-name order (interp/core's order).
  std::vector<int64_t> ints;
  /// The op's attribute dictionary in generic form, e.g. `{mode = array<i32: 1>}`.
  std::string attrs;
  std::vector<Result> results;
  /// Inputs only: for each integer leaf of the witness (shape before
  /// stride; inner, offset, outer), whether it is a run-time leaf.
  std::vector<bool> dynamic;
  /// Inputs only: written with the other constructor spelling
  /// (make_layout_raw, make_composed_layout_raw, make_swizzle).
  bool rawSpelling = false;
  /// get_layout_tv and tile_shape only: the tiled atom it reads, which the program builds
  /// first (make_atom, then make_tiled_mma or make_tiled_copy).
  std::optional<TiledAtomTypes> tiledAtom;
  /// tile_shape only: it reads the MMA atom itself (its Shape_MNK) rather
  /// than the tiled atom built from it.
  bool readsAtom = false;
  /// When > 0 (a layout result), an scf.for prints layout_eval of the
  /// result at the indices 0..loop-1.
  int64_t loop = 0;
  /// A layout or composed layout result of static shape: also printed as
  /// a table (`cute.print {table}`: CuTe's print_layout for rank 2, an
  /// index -> offset listing otherwise).
  bool table = false;
  /// An op's only result passes through a function before any use: a call
  /// of `func.func private @F_passN(T) -> T` that returns its argument,
  /// so that the value crosses a call and a return in its run-time form.
  bool passedThroughCall = false;

  Kind kind() const { return results[0].kind; }
  const core::Value &witness() const { return results[0].witness; }
  const core::Value &type() const { return results[0].type; }
};

/// How run-time leaves reach the program.
enum class Form { Static, Constants, Arguments };
const char *formName(Form f);

struct Program {
  std::vector<Node> nodes;
  /// The width of run-time leaves: 32 or 64.
  unsigned width = 32;
  /// The witness valuation: one value per run-time leaf of the inputs.
  std::vector<int64_t> witness() const;
  /// The number of run-time leaves.
  size_t numDynamicLeaves() const;
};

/// How an input node is written in a form: with its run-time leaves
/// (`dynamic`, in the Constants and Arguments forms) or as its witness,
/// with the other constructor spelling (`raw`), by the cute op `op`
/// ("static", "make_layout", ...).
struct InputSpelling {
  bool dynamic = false;
  bool raw = false;
  const char *op = "static";
};
InputSpelling inputSpelling(const Node &input, Form f);

/// The function text of `p` in form `f`: func @<name> (taking one integer
/// per run-time leaf in the Arguments form, none otherwise) prints every
/// node. The Constants form takes its values from `valuation` (the witness
/// when empty); the Static form is the witness's.
std::string writeProgram(const Program &p, Form f, const std::vector<int64_t> &valuation = {},
                         const std::string &name = "case");

/// The Arguments form of `p` as a kernel: gpu.func @<name>(one integer per
/// run-time leaf) kernel, printing with gpu.printf once lowered. Launched
/// on one thread, it prints what the Arguments form's function prints.
std::string writeKernel(const Program &p, const std::string &name);

/// A kernel evaluating a program over many valuations at once: thread g
/// takes valuation g / span (its run-time leaves, `numDynamicLeaves` i64
/// each, at %in[v * leaves ...], narrowed to the program's width) and
/// coordinate k = g % span, computes the program without printing, and
/// stores the `leaves` leaves of layout_eval(k, X) as i64 at
/// %out[g * leaves ...], where X is the last layout op result layout_eval
/// applies to and `span` its witness's size, at most 8 (the indices the
/// host form loops over when it prints X's values).
///   gpu.func @<name>(%in: memref<?xi64>, %out: memref<?xi64>, %n: index)
/// Threads at or past n * span do nothing.
/// `reference` is a host func.func @reference(one integer per run-time
/// leaf) printing layout_eval(k, X) for k in [0, span): the same values,
/// computed without the kernel's buffers and thread indexing.
struct EvalKernel {
  std::string text, reference;
  int64_t span;
  size_t leaves;
};
/// Empty when no op result is such a layout.
std::optional<EvalKernel> writeEvalKernel(const Program &p, const std::string &name);

/// Calls of one function of a program: its name and form, and the
/// argument lists (one empty list for the Static and Constants forms).
struct BatchCalls {
  std::string function;
  Form form;
  std::vector<std::vector<int64_t>> valuations;
};

/// A @main that makes the calls, with the arguments as constants: what a
/// pipeline that can only run @main needs to run a whole batch.
std::string writeBatchMain(const Program &p, const std::vector<BatchCalls> &calls);

/// The cute ops (without `cute.`) that occur in a module's text.
std::vector<std::string> cuteOpsIn(const std::string &text);

} // namespace cute::fuzz

#endif
