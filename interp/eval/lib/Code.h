//===- Code.h - Functions as the interpreter runs them ----------*- C++ -*-===//
//
// What the interpreter derives once per module and keeps across runs: how
// each cute op runs (CutePlan), each function's ops as records with frame
// slots (OpRecord, FunctionCode), and the frames of calls. Internal to
// CuteEval.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_EVAL_CODE_H
#define CUTE_ORACLE_EVAL_CODE_H

#include "Values.h"
#include "cute-oracle/Eval/Interpreter.h"

#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"

#include <memory>
#include <optional>
#include <vector>

namespace cute::core {
struct Operation;
} // namespace cute::core

namespace cute::eval {

/// How a cute op runs, decided from its types and attributes alone at its
/// first execution and kept (in its OpRecord) for the module's later runs:
/// the run-time work is then only what depends on the operands' values.
/// `arguments` and `staticKept` are the only state carried from one run
/// to the next.
struct CutePlan {
  /// Which evaluator runs the op: executeAtom (builders and calls),
  /// executeView, or executeCute with the step below.
  enum class Evaluator { Atom, View, Cute };
  Evaluator evaluator = Evaluator::Cute;
  enum class Step {
    Print,
    /// cute.static, or every operand and result type static: the results
    /// are what their types declare.
    Declared,
    /// A tuple constructor: fill the declared `?` slots from the operands.
    Construct,
    GetScalars,
    /// get_leaves / get_layouts_from_tile: one result per part.
    Split,
    /// An atom accessor (get_layout_tv, tile_shape): its value follows from
    /// the atom's type, so `fixed` holds it (or the op's error).
    Fixed,
    /// Run `operation` on the operand values followed by `attributes`.
    Apply,
  };
  Step step = Step::Apply;
  const core::Operation *operation = nullptr;
  /// The op's integer attributes as core values, in name order.
  std::vector<core::Value> attributes;
  /// size/cosize with a mode: the operation applies to that mode of the
  /// operand (core `get` with `attributes` first).
  bool ofMode = false;
  /// make_composed_layout_raw: its operands (outer, inner, offset) come
  /// to the core operation as (inner, offset, outer).
  bool outerLast = false;
  core::Result<core::Value> fixed = core::Error{""};
  /// What the type of the value the step reads or makes declares: the
  /// printed operand's (Print), the result's (Construct, Apply).
  const DeclaredType *declared = nullptr;
  /// Print: the integer width of the printed value (0 for a cute value),
  /// and whether it prints as a table.
  unsigned printWidth = 0;
  bool table = false;
  /// Print of a tuple or layout whose type has `?` leaves: the text of the
  /// declared value around them (`?` or `?{i64}`), when filling them with a
  /// value's leaves (depth-first, shape then stride) prints it as
  /// core::print does; empty otherwise.
  std::vector<std::string> printPieces;
  /// The core operation's arguments of the op's latest run, kept so that
  /// the next run assigns its operands into them: operands of one structure
  /// (every valuation of a case) then reuse the tuples' storage instead of
  /// allocating copies. It holds a copy of the last operands until the
  /// next run, which reads only its static operands and attributes.
  std::vector<core::Value> arguments;
  /// Which operands have a static cute type. Such a value is always what
  /// its type declares, so once a run has put them and the integer
  /// attributes into `arguments` (`staticKept`), later runs assign only the
  /// other operands. size and cosize with a mode replace `arguments` by the
  /// mode, so they assign every argument on every run.
  llvm::SmallVector<bool, 4> staticOperands;
  bool staticKept = false;
};

struct FunctionCode;

/// The values of one call of a function: one per value its body defines
/// (block arguments and op results, nested regions' included), each at the
/// slot its FunctionCode numbers it by. A value is read only after the call
/// set it (the module is verified, so definitions dominate their uses).
class Frame {
public:
  explicit Frame(FunctionCode &code);
  RtValue &operator[](mlir::Value v) { return values[slotOf(v)]; }
  const RtValue &operator[](mlir::Value v) const { return values[slotOf(v)]; }
  RtValue &at(unsigned slot) { return values[slot]; }
  FunctionCode &code() const { return *function; }
  /// Drops the memrefs and views it holds, so that an idle frame keeps no
  /// buffer alive.
  void dropBuffers();

private:
  unsigned slotOf(mlir::Value v) const;
  FunctionCode *function;
  std::vector<RtValue> values;
};

/// One op of a function as its calls run it: how the region walker treats
/// it, and the frame slots of its operands and results.
struct OpRecord {
  enum class Kind : uint8_t {
    /// func.return, gpu.return, scf.yield, scf.condition: leaves the region
    /// with its operands.
    Exit,
    /// cf.br, cf.cond_br, cf.switch: goes to another block of the region.
    Branch,
    /// An op with regions of its own (scf), run by runStructured.
    Structured,
    /// A cute-dialect op, run as its plan says.
    Cute,
    /// Any other op, run by execute.
    Other,
  };
  OpRecord(mlir::Operation *op, Kind kind) : op(op), kind(kind) {}
  mlir::Operation *op;
  Kind kind;
  llvm::SmallVector<unsigned, 4> operands, results;
  /// A cute op's plan, derived at its first run.
  std::optional<CutePlan> plan;
};

/// A function as the interpreter's calls of it use it, derived once per
/// RunCache: the slot of each value its body defines, each block's ops as
/// records, and the frames of returned calls, kept with their values so
/// that a later call's values (the next run's, most often) reuse their
/// storage.
struct FunctionCode {
  explicit FunctionCode(mlir::FunctionOpInterface fn);
  llvm::DenseMap<mlir::Value, unsigned> slots;
  /// Every block of the body, nested regions' included; a block's vector
  /// never changes size, so a record stays where it is.
  llvm::DenseMap<mlir::Block *, std::vector<OpRecord>> blocks;
  std::vector<std::unique_ptr<Frame>> idle;
  /// At most this many idle frames are kept (a recursion's or a kernel's
  /// threads' frames beyond it are freed when they return).
  static constexpr size_t kMaxIdle = 8;
};

inline unsigned Frame::slotOf(mlir::Value v) const { return function->slots.find(v)->second; }

/// What the runs of `module` derive once (RunCache).
struct RunCache::Derived {
  mlir::ModuleOp module;
  /// The entry functions looked up by name (null for a name that is none).
  llvm::StringMap<mlir::func::FuncOp> entries;
  /// Held by pointer, so a plan may keep one (the map moves its entries).
  llvm::DenseMap<mlir::Type, std::unique_ptr<const DeclaredType>> values;
  /// Per function; by pointer, as frames point to theirs.
  llvm::DenseMap<mlir::Operation *, std::unique_ptr<FunctionCode>> functions;
};

} // namespace cute::eval

#endif
