//===- Interpreter.cpp - Calls, regions and structured control flow -------===//
#include "Machine.h"

#include "cute-oracle/Dialect/Cute/CuteDialect.h"
#include "cute-oracle/Dialect/Cute/CuteTypes.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringMap.h"
#include <pthread.h>

using namespace mlir;

namespace cute::eval {

Int Int::of(int64_t value, unsigned width) {
  uint64_t mask = width >= 64 ? ~uint64_t(0) : (uint64_t(1) << width) - 1;
  return Int{uint64_t(value) & mask, width};
}

int64_t Int::sext() const {
  if (width >= 64)
    return int64_t(bits);
  uint64_t sign = uint64_t(1) << (width - 1);
  return int64_t((bits ^ sign) - sign);
}

unsigned intWidth(Type t) {
  if (t.isIndex())
    return 64;
  if (auto i = dyn_cast<IntegerType>(t))
    return i.getWidth();
  return 0;
}

unsigned storageWidth(Type t) {
  if (auto f = dyn_cast<FloatType>(t))
    return f.getWidth();
  return intWidth(t);
}

std::optional<core::ElementType> numberTypeOf(Type t) {
  if (t.isF16())
    return core::ElementType::F16;
  if (t.isBF16())
    return core::ElementType::BF16;
  if (t.isF32())
    return core::ElementType::F32;
  if (t.isSignlessInteger(32))
    return core::ElementType::I32;
  return std::nullopt;
}

LogicalResult Machine::step(Operation *op) {
  if (++steps <= options.limits.maxSteps)
    return success();
  return op->emitError("step limit of ") << options.limits.maxSteps << " operations exceeded";
}

LogicalResult Machine::allocate(Operation *op, uint64_t elements) {
  if (elements <= options.limits.maxMemrefElements &&
      liveElements + elements <= options.limits.maxMemrefElements) {
    liveElements += elements;
    return success();
  }
  return op->emitError("memory limit of ") << options.limits.maxMemrefElements
                                           << " memref elements exceeded";
}

FailureOr<std::vector<RtValue>> Machine::call(FunctionOpInterface fn, std::vector<RtValue> args,
                                              Operation *caller) {
  if (fn.isExternal())
    return caller->emitError("cannot call the external function @") << fn.getName();
  if (callDepth >= options.limits.maxCallDepth)
    return caller->emitError("call depth limit of ") << options.limits.maxCallDepth << " exceeded";
  if (static_cast<const char *>(__builtin_frame_address(0)) < stackLimit)
    return caller->emitError("the interpreter's stack is exhausted at call depth ") << callDepth;
  FunctionCode &code = codeOf(fn);
  std::unique_ptr<Frame> locals;
  if (code.idle.empty()) {
    locals = std::make_unique<Frame>(code);
  } else {
    locals = std::move(code.idle.back());
    code.idle.pop_back();
  }
  std::vector<std::shared_ptr<Buffer>> allocas;
  Frame *saved = frame;
  auto *savedAllocas = frameAllocas;
  frame = locals.get();
  frameAllocas = &allocas;
  ++callDepth;
  FailureOr<std::vector<RtValue>> results = runRegion(fn.getFunctionBody(), std::move(args));
  --callDepth;
  frame = saved;
  frameAllocas = savedAllocas;
  for (const std::shared_ptr<Buffer> &buffer : allocas)
    release(*buffer);
  if (code.idle.size() < FunctionCode::kMaxIdle) {
    locals->dropBuffers();
    code.idle.push_back(std::move(locals));
  }
  return results;
}

/// How the region walker treats `op`.
static OpRecord::Kind kindOf(Operation *op) {
  using Kind = OpRecord::Kind;
  if (isa_and_present<dialect::CuteDialect>(op->getDialect()))
    return Kind::Cute;
  if (isa<func::ReturnOp, gpu::ReturnOp, scf::YieldOp, scf::ConditionOp>(op))
    return Kind::Exit;
  if (isa<cf::BranchOp, cf::CondBranchOp, cf::SwitchOp>(op))
    return Kind::Branch;
  return op->getNumRegions() ? Kind::Structured : Kind::Other;
}

FunctionCode::FunctionCode(FunctionOpInterface fn) {
  auto number = [&](Value v) { slots.try_emplace(v, unsigned(slots.size())); };
  fn->walk([&](Block *block) {
    llvm::for_each(block->getArguments(), number);
    for (Operation &op : *block)
      llvm::for_each(op.getResults(), number);
  });
  // Numbered first: an op may use a value of a block that comes later.
  fn->walk([&](Block *block) {
    std::vector<OpRecord> &records = blocks[block];
    records.reserve(block->getOperations().size());
    for (Operation &op : *block) {
      OpRecord &r = records.emplace_back(&op, kindOf(&op));
      for (Value v : op.getOperands())
        r.operands.push_back(slots.find(v)->second);
      for (Value v : op.getResults())
        r.results.push_back(slots.find(v)->second);
    }
  });
}

Frame::Frame(FunctionCode &code) : function(&code), values(code.slots.size()) {}

void Frame::dropBuffers() {
  for (RtValue &v : values)
    if (std::holds_alternative<Memref>(v) || std::holds_alternative<ViewRef>(v))
      v = Int{};
}

FunctionCode &Machine::codeOf(FunctionOpInterface fn) {
  std::unique_ptr<FunctionCode> &code = functions[fn.getOperation()];
  if (!code)
    code = std::make_unique<FunctionCode>(fn);
  return *code;
}

FailureOr<std::vector<RtValue>> Machine::refusedAt(Operation *op) {
  if (opts().onRefusal)
    opts().onRefusal(op);
  return failure();
}

FailureOr<std::vector<RtValue>> Machine::runRegion(Region &region, std::vector<RtValue> args) {
  using Kind = OpRecord::Kind;
  Block *block = &region.front();
  while (true) {
    for (auto [arg, value] : llvm::zip(block->getArguments(), args))
      set(arg, std::move(value));
    Block *next = nullptr;
    for (OpRecord &r : frame->code().blocks.find(block)->second) {
      if (failed(step(r.op)))
        return failure();
      switch (r.kind) {
      case Kind::Cute:
        if (failed(executeCuteDialect(r)))
          return refusedAt(r.op);
        continue;
      case Kind::Other:
        if (failed(execute(r.op)))
          return refusedAt(r.op);
        continue;
      case Kind::Structured:
        if (failed(runStructured(r.op)))
          return refusedAt(r.op);
        continue;
      case Kind::Exit: {
        std::vector<RtValue> results;
        for (unsigned i = 0; i < r.operands.size(); ++i)
          results.push_back(operand(r, i));
        return results;
      }
      case Kind::Branch:
        std::tie(next, args) = branchTarget(r.op);
        break;
      }
      break;
    }
    if (!next)
      return region.getParentOp()->emitError("region ended without a terminator");
    block = next;
  }
}

std::pair<Block *, std::vector<RtValue>> Machine::branchTarget(Operation *op) {
  Block *dest;
  OperandRange operands = op->getOperands();
  if (auto br = dyn_cast<cf::BranchOp>(op)) {
    dest = br.getDest();
    operands = br.getDestOperands();
  } else if (auto br = dyn_cast<cf::CondBranchOp>(op)) {
    bool taken = getInt(br.getCondition()).bits != 0;
    dest = taken ? br.getTrueDest() : br.getFalseDest();
    operands = taken ? br.getTrueDestOperands() : br.getFalseDestOperands();
  } else {
    auto sw = cast<cf::SwitchOp>(op);
    int64_t flag = getInt(sw.getFlag()).sext();
    dest = sw.getDefaultDestination();
    operands = sw.getDefaultOperands();
    if (std::optional<DenseIntElementsAttr> cases = sw.getCaseValues())
      for (auto [i, value] : llvm::enumerate(cases->getValues<APInt>()))
        if (value.getSExtValue() == flag) {
          dest = sw.getCaseDestinations()[i];
          operands = sw.getCaseOperands(i);
          break;
        }
  }
  std::vector<RtValue> args;
  for (Value v : operands)
    args.push_back(get(v));
  return {dest, std::move(args)};
}

/// scf.for / scf.if / scf.while / scf.execute_region / scf.index_switch.
LogicalResult Machine::runStructured(Operation *op) {
  std::vector<RtValue> results;
  if (auto loop = dyn_cast<scf::ForOp>(op)) {
    const Int lb = getInt(loop.getLowerBound()), ub = getInt(loop.getUpperBound()),
              stepValue = getInt(loop.getStep());
    if (stepValue.sext() <= 0)
      return op->emitError("scf.for step must be positive but is ") << stepValue.sext();
    for (Value v : loop.getInitArgs())
      results.push_back(get(v));
    bool isUnsigned = loop.getUnsignedCmp();
    auto below = [&](const Int &iv) {
      return isUnsigned ? iv.zext() < ub.zext() : iv.sext() < ub.sext();
    };
    for (Int iv = lb; below(iv);) {
      std::vector<RtValue> args{iv};
      args.insert(args.end(), results.begin(), results.end());
      FailureOr<std::vector<RtValue>> yielded = runRegion(loop.getRegion(), std::move(args));
      if (failed(yielded))
        return failure();
      results = std::move(*yielded);
      // A step that wraps the induction variable's width lands below the
      // bound again, so the lowered loop would not end: report it instead.
      Int next = Int::of(int64_t(iv.zext() + stepValue.zext()), iv.width);
      if (isUnsigned ? next.zext() <= iv.zext() : next.sext() <= iv.sext()) {
        InFlightDiagnostic diag = op->emitError("scf.for induction variable overflows ")
                                  << loop.getInductionVar().getType() << ": ";
        if (isUnsigned)
          diag << iv.zext();
        else
          diag << iv.sext();
        return diag << " + " << stepValue.zext();
      }
      iv = next;
    }
  } else if (auto branch = dyn_cast<scf::IfOp>(op)) {
    Region &taken = getInt(branch.getCondition()).bits ? branch.getThenRegion()
                                                       : branch.getElseRegion();
    if (!taken.empty()) {
      FailureOr<std::vector<RtValue>> yielded = runRegion(taken, {});
      if (failed(yielded))
        return failure();
      results = std::move(*yielded);
    }
  } else if (auto loop = dyn_cast<scf::WhileOp>(op)) {
    std::vector<RtValue> carried;
    for (Value v : loop.getInits())
      carried.push_back(get(v));
    while (true) {
      FailureOr<std::vector<RtValue>> before = runRegion(loop.getBefore(), carried);
      if (failed(before))
        return failure();
      bool proceed = std::get<Int>(before->front()).bits != 0;
      std::vector<RtValue> forwarded(before->begin() + 1, before->end());
      if (!proceed) {
        results = std::move(forwarded);
        break;
      }
      FailureOr<std::vector<RtValue>> after = runRegion(loop.getAfter(), std::move(forwarded));
      if (failed(after))
        return failure();
      carried = std::move(*after);
    }
  } else if (auto sw = dyn_cast<scf::IndexSwitchOp>(op)) {
    int64_t selector = getInt(sw.getArg()).sext();
    Region *taken = &sw.getDefaultRegion();
    for (auto [i, value] : llvm::enumerate(sw.getCases()))
      if (value == selector)
        taken = &sw.getCaseRegions()[i];
    FailureOr<std::vector<RtValue>> yielded = runRegion(*taken, {});
    if (failed(yielded))
      return failure();
    results = std::move(*yielded);
  } else if (auto region = dyn_cast<scf::ExecuteRegionOp>(op)) {
    FailureOr<std::vector<RtValue>> yielded = runRegion(region.getRegion(), {});
    if (failed(yielded))
      return failure();
    results = std::move(*yielded);
  } else {
    return op->emitError("the interpreter does not support '") << op->getName() << "'";
  }
  for (auto [r, v] : llvm::zip(op->getResults(), results))
    set(r, v);
  return success();
}

LogicalResult Machine::callFrom(Operation *op, func::FuncOp fn, unsigned firstArg) {
  std::vector<RtValue> args;
  for (Value v : op->getOperands().drop_front(firstArg))
    args.push_back(get(v));
  FailureOr<std::vector<RtValue>> results = call(fn, std::move(args), op);
  if (failed(results))
    return failure();
  for (auto [r, v] : llvm::zip(op->getResults(), *results))
    set(r, v);
  return success();
}

LogicalResult Machine::unsupported(Operation *op) {
  return op->emitError("the interpreter does not support '") << op->getName() << "'";
}

/// The executor of the ops of the dialect `name` that execute() leaves to
/// one, after its func, ub and cf cases; null for another dialect. (A cute
/// op never comes to execute(): runRegion runs it as its plan says.)
static Machine::Executor executorOf(llvm::StringRef name) {
  static const llvm::StringMap<Machine::Executor> executors = {
      {"arith", &Machine::executeArith},
      {"memref", &Machine::executeMemref},
      {"llvm", &Machine::executeLlvm},
      {"gpu", &Machine::executeGpu}};
  auto it = executors.find(name);
  return it == executors.end() ? nullptr : it->second;
}

LogicalResult Machine::execute(Operation *op) {
  if (isa<func::CallOp, func::ConstantOp>(op)) {
    auto call = dyn_cast<func::CallOp>(op);
    FlatSymbolRefAttr name =
        call ? call.getCalleeAttr() : cast<func::ConstantOp>(op).getValueAttr();
    auto fn = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(op, name);
    if (!fn)
      return op->emitError("unknown function ") << name;
    if (call)
      return callFrom(op, fn, 0);
    set(op->getResult(0), FuncRef{fn});
    return success();
  }
  // Poison may take any value: an integer's is 0 here, and a cute value's
  // is its type's with the `?` leaves unknown, so using one is an error.
  if (auto poison = dyn_cast<ub::PoisonOp>(op)) {
    Type t = poison.getType();
    if (unsigned width = intWidth(t))
      set(poison, Int::of(0, width));
    else if (dialect::isCuteType(t))
      set(poison, declaredValue(t));
    else
      return op->emitError("the interpreter supports ub.poison of integers and cute values, not ")
             << t;
    return success();
  }
  if (auto indirect = dyn_cast<func::CallIndirectOp>(op))
    return callFrom(op, std::get<FuncRef>(get(indirect.getCallee())).fn, 1);
  if (auto assertOp = dyn_cast<cf::AssertOp>(op)) {
    if (getInt(assertOp.getArg()).bits)
      return success();
    return op->emitError("assertion failed: ") << assertOp.getMsg();
  }
  Executor executor = executorOf(op->getName().getDialectNamespace());
  return executor ? (this->*executor)(op) : unsupported(op);
}

RunCache::RunCache() : derived(std::make_unique<Derived>()) {}
RunCache::~RunCache() = default;

/// The lowest address of the running thread's stack (null if unknown),
/// looked up once per thread.
static const char *stackBottomOfThisThread() {
  static thread_local const char *bottom = [] {
    pthread_attr_t attr;
    void *address = nullptr;
    size_t bytes = 0;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
      if (pthread_attr_getstack(&attr, &address, &bytes) != 0)
        address = nullptr;
      pthread_attr_destroy(&attr);
    }
    return static_cast<const char *>(address);
  }();
  return bottom;
}

LogicalResult runFunction(ModuleOp module, StringRef entry, ArrayRef<int64_t> args,
                          const Options &options, llvm::raw_ostream &out, RunCache *cache) {
  std::optional<RunCache> oneRun;
  RunCache::Derived &derived = *(cache ? cache : &oneRun.emplace())->derived;
  // What runs of another module derived does not hold for this one.
  if (derived.module != module) {
    derived = RunCache::Derived();
    derived.module = module;
  }
  auto [known, isNew] = derived.entries.try_emplace(entry);
  if (isNew)
    known->second = module.lookupSymbol<func::FuncOp>(entry);
  func::FuncOp fn = known->second;
  if (!fn)
    return module.emitError("no function @") << entry << " to run";
  if (fn.getNumResults())
    return fn.emitError(entryWithResultsMessage(entry));
  if (fn.getNumArguments() != args.size())
    return fn.emitError("@") << entry << " takes " << fn.getNumArguments()
                             << " arguments but the run supplies " << args.size();
  std::vector<RtValue> values;
  for (auto [type, value] : llvm::zip(fn.getArgumentTypes(), args)) {
    unsigned width = intWidth(type);
    if (!width)
      return fn.emitError(entryArgumentMessage(type));
    if (!fitsArgumentWidth(value, width))
      return fn.emitError("argument ") << values.size() << " of @" << entry << " is " << value
                                       << ", which does not fit its type " << type;
    values.push_back(Int::of(value, width));
  }
  Machine machine(module, options, out, derived);
  machine.limitStack(stackBottomOfThisThread());
  FailureOr<std::vector<RtValue>> results = machine.call(fn, std::move(values), fn);
  out.flush();
  return success(succeeded(results));
}

} // namespace cute::eval
