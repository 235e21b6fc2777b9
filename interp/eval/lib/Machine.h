//===- Machine.h - State of one interpreter run -----------------*- C++ -*-===//
#ifndef CUTE_ORACLE_EVAL_MACHINE_H
#define CUTE_ORACLE_EVAL_MACHINE_H

#include "cute-oracle/Eval/Interpreter.h"
#include "cute-oracle/core/Numbers.h"
#include "cute-oracle/core/Result.h"
#include "cute-oracle/core/Value.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <variant>
#include <vector>

namespace mlir::LLVM {
class CallOp;
} // namespace mlir::LLVM

namespace cute::core {
struct Operation;
} // namespace cute::core

namespace cute::eval {

/// An integer of `width` bits (index is 64), kept as its two's-complement
/// bits zero-extended to 64.
struct Int {
  uint64_t bits = 0;
  unsigned width = 64;
  static Int of(int64_t value, unsigned width);
  int64_t sext() const;
  uint64_t zext() const { return bits; }
};

/// The storage of a memref: elements as integers of one width, row-major.
struct Buffer {
  std::vector<uint64_t> data;
  /// Which elements were stored to: reading another one is an error.
  std::vector<bool> written;
  std::vector<int64_t> shape;
  unsigned width = 64;
  /// Allocated by memref.alloca: freed when its function returns, and
  /// never by memref.dealloc.
  bool onStack = false;
  bool freed = false;
};

/// A memref value: a view of a buffer. Element (i_0, ..., i_n-1) of the
/// view is buffer element offset + sum of i_d * strides[d], for i_d in
/// [0, shape[d]). A memref that memref.alloc/alloca or an attribution made
/// views its whole buffer (row-major strides); memref.subview narrows it.
struct Memref {
  std::shared_ptr<Buffer> buffer;
  int64_t offset = 0;
  std::vector<int64_t> shape, strides;
  /// The view of all of `buffer`.
  static Memref whole(std::shared_ptr<Buffer> buffer);
};

/// Element `indices` of the memref `m`: an error (at `op`) when it lies
/// outside the view, its buffer was freed, or (reading) it was never stored.
mlir::FailureOr<Int> readElement(mlir::Operation *op, const Memref &m,
                                 llvm::ArrayRef<int64_t> indices);
mlir::LogicalResult writeElement(mlir::Operation *op, const Memref &m,
                                 llvm::ArrayRef<int64_t> indices, const Int &value);

/// A cute view (cute.make_view): element c is element layout(c) of `iter`,
/// a rank-1 memref; `layout` is a Layout or ComposedLayout with its
/// run-time leaves bound.
struct View {
  Memref iter;
  core::Value layout;
};
/// Views are held by reference: a value of the interpreter stays small.
using ViewRef = std::shared_ptr<const View>;

/// A function value (func.constant), called by func.call_indirect.
struct FuncRef {
  mlir::func::FuncOp fn;
};

/// A pointer into the bytes of a constant global string
/// (llvm.mlir.addressof, llvm.getelementptr), read by printf.
struct CString {
  /// Null for a null pointer (getenv of a variable that is not set).
  std::shared_ptr<const std::string> bytes;
  uint64_t offset = 0;
};

/// An atom or tiled atom (cute.make_atom, make_tiled_mma/copy): its type
/// holds everything about it.
struct Atom {
  mlir::Type type;
};

using RtValue = std::variant<Int, Memref, core::Value, FuncRef, CString, Atom, ViewRef>;

/// The value a cute type declares (`?` leaves unbound), whether it has no
/// `?` leaf, and then its text: every value of a static type prints so.
struct DeclaredType {
  core::Value value;
  bool isStatic;
  std::string staticText;
};

/// Whether executeAtom runs `op`: an atom builder or an atom call.
bool isAtomOp(mlir::Operation *op);
/// Whether executeView runs `op`.
bool isViewOp(mlir::Operation *op);

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

/// The bits an interpreter value of type t keeps: intWidth for integers and
/// index, the width of a float type (a float is kept as its bit pattern); 0
/// for other types.
unsigned storageWidth(mlir::Type t);

/// The atom data type (interp/core's Numbers.h) of f16, bf16, f32 and i32;
/// none for other types.
std::optional<core::ElementType> numberTypeOf(mlir::Type t);

/// printf(format, args...) with integer arguments: the bytes printed, or
/// an error naming the conversion that cannot be formatted (LlvmEval.cpp).
mlir::FailureOr<std::string> formatPrintf(mlir::Operation *op, llvm::StringRef fmt,
                                          llvm::ArrayRef<RtValue> args);

/// The built-in indices of the GPU thread running a kernel (x, y, z each).
struct GpuThread {
  std::array<int64_t, 3> threadId{}, blockId{}, blockDim{}, gridDim{};
};

/// One interpreter run: the value environment of the active call, the
/// step and memory budgets, and the output stream.
class Machine {
public:
  Machine(mlir::ModuleOp module, const Options &options, llvm::raw_ostream &out,
          RunCache::Derived &derived)
      : module(module), options(options), out(out), typeValues(derived.values),
        functions(derived.functions) {}

  /// Calls `fn` (a func.func or gpu.func) with `args`, giving its results.
  mlir::FailureOr<std::vector<RtValue>> call(mlir::FunctionOpInterface fn,
                                             std::vector<RtValue> args, mlir::Operation *caller);

  const RtValue &get(mlir::Value v) const { return (*frame)[v]; }
  void set(mlir::Value v, RtValue r) { (*frame)[v] = std::move(r); }
  /// Operand `i` of the op `r` records, and the slot of its result `i`,
  /// holding what the last call that used the frame set there (or a default
  /// Int): a result may be built in it, reusing that value's storage.
  const RtValue &operand(const OpRecord &r, unsigned i) const { return frame->at(r.operands[i]); }
  RtValue &result(const OpRecord &r, unsigned i) { return frame->at(r.results[i]); }
  const Int &getInt(mlir::Value v) const { return std::get<Int>(get(v)); }
  const core::Value &getCute(mlir::Value v) const { return std::get<core::Value>(get(v)); }

  /// Executes a non-terminator op that has no regions of its own handled
  /// by the control-flow walker and is not of the cute dialect: arith,
  /// memref, llvm, gpu, func.call, func.constant and func.call_indirect.
  mlir::LogicalResult execute(mlir::Operation *op);
  /// The executor of one dialect's ops (executorOf): runs `op`, or names it
  /// unsupported.
  using Executor = mlir::LogicalResult (Machine::*)(mlir::Operation *op);
  /// The error for an op the interpreter does not run.
  static mlir::LogicalResult unsupported(mlir::Operation *op);
  mlir::LogicalResult executeArith(mlir::Operation *op);
  mlir::LogicalResult executeMemref(mlir::Operation *op);
  /// Runs the cute-dialect op that `r` records with the evaluator its plan
  /// names (derived at its first run).
  mlir::LogicalResult executeCuteDialect(OpRecord &r);
  /// Runs a cute op that is neither an atom op nor a view op (algebra,
  /// print, constructors) as planned.
  mlir::LogicalResult executeCute(const OpRecord &r, CutePlan &p);
  /// Runs an atom builder or atom call (isAtomOp).
  mlir::LogicalResult executeAtom(mlir::Operation *op);
  /// The value of the atom accessor `op` (get_layout_tv, tile_shape),
  /// which follows from the atom's type and must be what the result type
  /// declares (else the error); none when `op` is no atom accessor.
  std::optional<core::Result<core::Value>> atomAccessorValue(mlir::Operation *op);
  /// Runs a view op (isViewOp).
  mlir::LogicalResult executeView(mlir::Operation *op);
  mlir::LogicalResult executeLlvm(mlir::Operation *op);
  mlir::LogicalResult executeGpu(mlir::Operation *op);
  mlir::LogicalResult callLibc(mlir::LLVM::CallOp call);
  /// The values of printf's arguments `values`: integers and strings (an
  /// error names a float argument).
  mlir::FailureOr<std::vector<RtValue>> printfArguments(mlir::Operation *op,
                                                        mlir::ValueRange values);
  /// Runs the atom call `call` for the threads whose frames are given, in
  /// linear thread order, once all of them wait at it (AtomEval.cpp).
  mlir::LogicalResult executeAtomCall(mlir::Operation *call, llvm::ArrayRef<const Frame *> frames);
  /// What runs once every thread of a block waits at a collective op: the
  /// op for all of them, given their frames in linear thread order.
  using Collective = std::function<mlir::LogicalResult(llvm::ArrayRef<const Frame *>)>;
  /// The running thread waits at `point` (a gpu.barrier, or with
  /// `collective` an op the block runs together, such as an atom call)
  /// until every thread of its block does (GpuEval.cpp).
  mlir::LogicalResult arriveAt(mlir::Operation *point, Collective collective = {});

  /// The thread running a kernel now; null on the host.
  const GpuThread *gpuThread() const { return thread ? &*thread : nullptr; }

  /// Where an execution stands besides its values: its call frame, call
  /// depth and, in a kernel, its thread. The threads of a block that take
  /// turns at gpu.barrier each keep their own (GpuEval.cpp).
  struct ExecutionContext {
    Frame *frame = nullptr;
    std::vector<std::shared_ptr<Buffer>> *frameAllocas = nullptr;
    unsigned callDepth = 0;
    std::optional<GpuThread> thread;
    /// A call whose frame lies below this address fails rather than
    /// overflow the stack it runs on (the host's or a GPU thread's).
    const char *stackLimit = nullptr;
  };
  ExecutionContext executionContext() const {
    return {frame, frameAllocas, callDepth, thread, stackLimit};
  }
  void setExecutionContext(const ExecutionContext &c) {
    frame = c.frame;
    frameAllocas = c.frameAllocas;
    callDepth = c.callDepth;
    thread = c.thread;
    stackLimit = c.stackLimit;
  }
  /// The stack bytes left unused below the limit: enough for one more level
  /// of calls (sanitizer builds included) and for reporting the failure.
  static constexpr size_t kStackReserve = size_t(1) << 20;
  /// Calls made from here on fail once their frames come within
  /// kStackReserve bytes of `bottom`, the lowest address of the stack they
  /// run on (none when null).
  void limitStack(const char *bottom) { stackLimit = stackLimitAbove(bottom); }
  static const char *stackLimitAbove(const char *bottom) {
    return bottom ? bottom + kStackReserve : nullptr;
  }
  /// The block whose threads take turns at barriers now (null: none).
  class BlockOfThreads *block = nullptr;

  /// Runs `region` with block arguments `args` until a terminator that
  /// leaves it (func.return, gpu.return, scf.yield, scf.condition); gives that
  /// terminator's operand values.
  mlir::FailureOr<std::vector<RtValue>> runRegion(mlir::Region &region,
                                                  std::vector<RtValue> args);
  /// The failure of a run at `op`, told to Options::onRefusal.
  mlir::FailureOr<std::vector<RtValue>> refusedAt(mlir::Operation *op);

  /// Counts one executed op; fails at the limit.
  mlir::LogicalResult step(mlir::Operation *op);
  /// Accounts for `elements` more live memref elements; fails at the limit.
  mlir::LogicalResult allocate(mlir::Operation *op, uint64_t elements);
  /// A new buffer of `type` (integers, identity layout; `dynamicExtents`
  /// give its `?` extents in order), counted against the memory limit.
  mlir::FailureOr<std::shared_ptr<Buffer>> newBuffer(mlir::Operation *op, mlir::MemRefType type,
                                                     llvm::ArrayRef<int64_t> dynamicExtents);
  /// Frees `buffer` and stops counting its elements.
  void release(Buffer &buffer);

  /// What the cute type `t` declares, parsed from its text once per
  /// RunCache and kept at the same address for as long as the RunCache.
  const DeclaredType &declared(mlir::Type t);
  /// The value a cute type denotes (`?` leaves unbound), cached per type.
  const core::Value &declaredValue(mlir::Type t) { return declared(t).value; }
  /// True when the cute type has no `?` leaf (cached with its value).
  bool isStaticType(mlir::Type t) { return declared(t).isStatic; }

  /// The cached bytes of the constant global string `name` (empty until
  /// the first llvm.mlir.addressof of it reads them).
  std::shared_ptr<const std::string> &globalString(llvm::StringRef name) {
    return globalStrings[name];
  }

  llvm::raw_ostream &output() { return out; }
  const Options &opts() const { return options; }
  unsigned nextPicture() { return pictures++; }

private:
  /// Calls `fn` from `op` with `op`'s operands from `firstArg` on, and
  /// binds `op`'s results.
  mlir::LogicalResult callFrom(mlir::Operation *op, mlir::func::FuncOp fn, unsigned firstArg);

  mlir::LogicalResult runStructured(mlir::Operation *op);
  /// The block the branch `op` (cf.br, cf.cond_br, cf.switch) goes to and
  /// the values it passes.
  std::pair<mlir::Block *, std::vector<RtValue>> branchTarget(mlir::Operation *op);

  mlir::ModuleOp module;
  const Options &options;
  llvm::raw_ostream &out;
  Frame *frame = nullptr;
  /// The memref.alloca buffers of the active call, freed when it returns.
  std::vector<std::shared_ptr<Buffer>> *frameAllocas = nullptr;
  uint64_t steps = 0;
  unsigned callDepth = 0;
  const char *stackLimit = nullptr;
  uint64_t liveElements = 0;
  unsigned pictures = 0;
  std::optional<GpuThread> thread;
  llvm::DenseMap<mlir::Type, std::unique_ptr<const DeclaredType>> &typeValues;
  llvm::DenseMap<mlir::Operation *, std::unique_ptr<FunctionCode>> &functions;
  /// What the calls of `fn` use (derived at its first call).
  FunctionCode &codeOf(mlir::FunctionOpInterface fn);
  /// The bytes of each constant global string addressed so far.
  llvm::StringMap<std::shared_ptr<const std::string>> globalStrings;
};

} // namespace cute::eval

#endif
