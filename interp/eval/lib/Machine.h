//===- Machine.h - State of one interpreter run -----------------*- C++ -*-===//
//
// The machine of one run: the current frame, call depth and GPU thread,
// the output, and the executors of the dialects' ops, whose definitions
// are spread by dialect (ArithEval.cpp, MemrefEval.cpp, LlvmEval.cpp,
// GpuEval.cpp, ViewEval.cpp, AtomEval.cpp, CuteEval.cpp). The values it
// holds are in Values.h, the code it runs in Code.h. Internal to CuteEval.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_EVAL_MACHINE_H
#define CUTE_ORACLE_EVAL_MACHINE_H

#include "Code.h"
#include "Values.h"
#include "cute-oracle/Eval/Interpreter.h"

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

namespace cute::eval {

/// Whether executeAtom runs `op`: an atom builder or an atom call.
bool isAtomOp(mlir::Operation *op);
/// Whether executeView runs `op`.
bool isViewOp(mlir::Operation *op);

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
