//===- JitBackend.cpp - Host JIT backend ----------------------------------===//
#include "cute-oracle/Oracle/JitBackend.h"
#include "cute-oracle/Eval/Interpreter.h"
#include "cute-oracle/Lower/Pipeline.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ExecutionEngine/Orc/Core.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <csetjmp>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <optional>

using namespace mlir;

namespace cute::oracle {

namespace {

/// The buffer of the run in progress on this thread (null outside run()).
thread_local std::string *currentCapture = nullptr;
/// The print observer of the run in progress on this thread, if any.
thread_local const std::function<void(llvm::StringRef)> *currentObserver = nullptr;
/// The line the code last wrote with `puts`, held back until its next
/// output: cf.assert lowers to puts(message) then abort(), and a failed
/// assertion's message belongs in the run's error, not in what it printed.
thread_local std::optional<std::string> pendingPutsLine;
/// Where abort() returns to in the run in progress (null outside run()).
thread_local std::jmp_buf *currentAbort = nullptr;

/// Hands printed text to the observer and the capture buffer (stdout
/// outside run()).
void emitText(llvm::StringRef text) {
  if (currentObserver)
    (*currentObserver)(text);
  if (currentCapture)
    currentCapture->append(text.data(), text.size());
  else
    std::fwrite(text.data(), 1, text.size(), stdout);
}

void flushPendingPutsLine() {
  if (!pendingPutsLine)
    return;
  std::string line = std::move(*pendingPutsLine);
  pendingPutsLine.reset();
  emitText(line);
}

void captureText(const char *data, size_t n) {
  flushPendingPutsLine();
  emitText(llvm::StringRef(data, n));
}

/// What the JIT-compiled code calls as `printf`.
int cuteOracleCapturePrintf(const char *format, ...) {
  va_list args;
  va_start(args, format);
  char small[256];
  va_list copy;
  va_copy(copy, args);
  int n = std::vsnprintf(small, sizeof small, format, copy);
  va_end(copy);
  if (n < 0) {
    va_end(args);
    return n;
  }
  std::string text;
  if (static_cast<size_t>(n) < sizeof small) {
    text.assign(small, n);
  } else {
    text.resize(n + 1);
    std::vsnprintf(text.data(), n + 1, format, args);
    text.resize(n);
  }
  va_end(args);
  captureText(text.data(), text.size());
  return n;
}

/// `puts` (a failed cf.assert's message, or a printf a compiler simplified)
/// and `putchar`.
int cuteOracleCapturePuts(const char *s) {
  flushPendingPutsLine();
  pendingPutsLine = std::string(s) + "\n";
  return 1;
}
int cuteOracleCapturePutchar(int c) {
  char ch = static_cast<char>(c);
  captureText(&ch, 1);
  return c;
}

/// What the JIT-compiled code calls as `abort`: back to the run() that
/// called it (the process's abort() outside run()).
[[noreturn]] void cuteOracleAbort() {
  if (currentAbort)
    std::longjmp(*currentAbort, 1);
  std::abort();
}

/// Runs the packed entry `fn` on `args`. Returns false when the code
/// called abort(). Only trivially destructible objects live in this frame,
/// so the longjmp out of the JIT-compiled code skips no destructor.
bool runUntilAbort(void (*fn)(void **), void **args) {
  std::jmp_buf jump;
  std::jmp_buf *outer = currentAbort;
  currentAbort = &jump;
  volatile bool finished = false;
  if (setjmp(jump) == 0) {
    fn(args);
    finished = true;
  }
  currentAbort = outer;
  return finished;
}

void initNativeTarget() {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });
}

class JitBackend : public Backend {
public:
  llvm::StringRef name() const override { return "jit"; }

  LogicalResult prepare(ModuleOp module) override {
    // Kernels run on a GPU (the cuda backend) or in the interpreter, not
    // in host code: a launch would only fail in LLVM translation.
    mlir::WalkResult launches = module.walk([](mlir::gpu::LaunchFuncOp launch) {
      launch.emitError("the host JIT does not run GPU kernels; run the module with cute-interp, "
                       "or lower its kernels with cute-run --emit-ptx");
      return mlir::WalkResult::interrupt();
    });
    if (launches.wasInterrupted())
      return failure();
    MLIRContext *ctx = module.getContext();
    registerBuiltinDialectTranslation(*ctx);
    registerLLVMDialectTranslation(*ctx);
    lowered = OwningOpRef<ModuleOp>(module.clone());
    argWidths.clear();
    withResults.clear();
    notRunnable.clear();
    // An argument that is not an integer is not one of run()'s: said in
    // the interpreter's words, before lowering turns a memref into the
    // fields of its descriptor.
    for (auto f : module.getOps<mlir::func::FuncOp>())
      for (Type t : f.getArgumentTypes())
        if (!eval::intWidth(t) && !notRunnable.count(f.getName()))
          notRunnable[f.getName()] = eval::entryArgumentMessage(t);
    PassManager pm(ctx);
    cute::lower::buildCuteToLLVMPipeline(pm);
    if (failed(pm.run(*lowered)))
      return failure();
    // The argument types of every function, for narrowing run() arguments.
    for (auto f : lowered->getOps<LLVM::LLVMFuncOp>()) {
      if (f.isExternal())
        continue;
      if (!isa<LLVM::LLVMVoidType>(f.getFunctionType().getReturnType())) {
        withResults.insert(f.getName()); // run() calls functions without results only
        continue;
      }
      SmallVector<unsigned> widths;
      for (Type t : f.getArgumentTypes())
        widths.push_back(isa<IntegerType>(t) ? cast<IntegerType>(t).getWidth() : 0);
      argWidths[f.getName()] = widths;
    }
    initNativeTarget();
    ExecutionEngineOptions options;
    // No IR optimisation: it could turn printf calls into puts/putchar. No
    // code generation optimisation either: what is under test is the MLIR
    // lowering, and a campaign compiles one module per structure.
    options.jitCodeGenOptLevel = llvm::CodeGenOptLevel::None;
    auto engineOr = ExecutionEngine::create(*lowered, options);
    if (!engineOr) {
      return emitError(module.getLoc())
             << "cannot create the execution engine: " << llvm::toString(engineOr.takeError());
    }
    engine = std::move(*engineOr);
    engine->registerSymbols([](llvm::orc::MangleAndInterner interner) {
      llvm::orc::SymbolMap map;
      map[interner("printf")] = {llvm::orc::ExecutorAddr::fromPtr(&cuteOracleCapturePrintf),
                                 llvm::JITSymbolFlags::Exported};
      map[interner("puts")] = {llvm::orc::ExecutorAddr::fromPtr(&cuteOracleCapturePuts),
                               llvm::JITSymbolFlags::Exported};
      map[interner("putchar")] = {llvm::orc::ExecutorAddr::fromPtr(&cuteOracleCapturePutchar),
                                  llvm::JITSymbolFlags::Exported};
      map[interner("abort")] = {llvm::orc::ExecutorAddr::fromPtr(&cuteOracleAbort),
                                llvm::JITSymbolFlags::Exported};
      return map;
    });
    // Compile now, in this process: runs may happen in forked children,
    // which then inherit the code instead of each compiling it again.
    for (const auto &entry : argWidths)
      if (auto fn = engine->lookupPacked(entry.getKey()); !fn)
        llvm::consumeError(fn.takeError());
    return success();
  }

  RunOutput run(llvm::StringRef entry, llvm::ArrayRef<int64_t> args) override {
    RunOutput out;
    if (!engine) {
      out.stop(Outcome::Refused, "the jit backend was not prepared");
      return out;
    }
    if (auto reason = notRunnable.find(entry); reason != notRunnable.end()) {
      out.stop(Outcome::Refused, reason->second);
      return out;
    }
    auto it = argWidths.find(entry);
    if (it == argWidths.end()) {
      out.stop(Outcome::Refused, withResults.contains(entry) ? eval::entryWithResultsMessage(entry)
                                              : ("no function @" + entry + " to run").str());
      return out;
    }
    const SmallVector<unsigned> &widths = it->second;
    if (widths.size() != args.size()) {
      out.stop(Outcome::Refused, ("@" + entry + " takes " + llvm::Twine(widths.size()) + " arguments but got " +
                   llvm::Twine(args.size()))
                      .str());
      return out;
    }
    // One slot per argument, narrowed to the argument's converted type.
    struct Slot {
      int64_t i64;
      int32_t i32;
      int8_t i8;
      int16_t i16;
    };
    for (size_t i = 0; i < args.size(); ++i)
      if (!eval::fitsArgumentWidth(args[i], widths[i])) {
        out.stop(Outcome::Refused, ("argument " + llvm::Twine(i) + " of @" + entry + " is " +
                     llvm::Twine(args[i]) + ", which does not fit its type 'i" +
                     llvm::Twine(widths[i]) + "'")
                        .str());
        return out;
      }
    std::vector<Slot> slots(args.size());
    SmallVector<void *> pointers;
    for (size_t i = 0; i < args.size(); ++i) {
      Slot &s = slots[i];
      switch (widths[i]) {
      case 1:
        s.i8 = args[i] & 1;
        pointers.push_back(&s.i8);
        break;
      case 8:
        s.i8 = static_cast<int8_t>(args[i]);
        pointers.push_back(&s.i8);
        break;
      case 16:
        s.i16 = static_cast<int16_t>(args[i]);
        pointers.push_back(&s.i16);
        break;
      case 32:
        s.i32 = static_cast<int32_t>(args[i]);
        pointers.push_back(&s.i32);
        break;
      case 64:
        s.i64 = args[i];
        pointers.push_back(&s.i64);
        break;
      default:
        out.stop(Outcome::Refused, ("argument #" + llvm::Twine(i) + " of @" + entry + " is not i1/i32/i64/index")
                        .str());
        return out;
      }
    }
    std::string captured;
    std::string *saved = currentCapture;
    const std::function<void(llvm::StringRef)> *savedObserver = currentObserver;
    currentCapture = &captured;
    currentObserver = printObserver ? &printObserver : nullptr;
    auto fn = engine->lookupPacked(entry);
    if (!fn) {
      out.stop(Outcome::Refused, llvm::toString(fn.takeError()));
    } else if (!runUntilAbort(*fn, pointers.data())) {
      out.stop(Outcome::Refused, pendingPutsLine
                      ? "assertion failed: " + llvm::StringRef(*pendingPutsLine).rtrim('\n').str()
                      : "the program called abort()");
      pendingPutsLine.reset();
    }
    flushPendingPutsLine();
    currentCapture = saved;
    currentObserver = savedObserver;
    out.printed = std::move(captured);
    return out;
  }

  /// The lowered module (LLVM dialect), for --print-ir.
  ModuleOp loweredModule() { return lowered ? *lowered : ModuleOp(); }

private:
  OwningOpRef<ModuleOp> lowered;
  std::unique_ptr<ExecutionEngine> engine;
  llvm::StringMap<SmallVector<unsigned>> argWidths;
  /// Functions run() refuses because they return values.
  llvm::StringSet<> withResults;
  /// Functions run() cannot call, with the reason (a non-integer argument).
  llvm::StringMap<std::string> notRunnable;
};

} // namespace

std::unique_ptr<Backend> makeJitBackend() { return std::make_unique<JitBackend>(); }

bool printLoweredModule(Backend &backend, llvm::raw_ostream &os) {
  auto *jit = dynamic_cast<JitBackend *>(&backend);
  if (!jit || !jit->loweredModule())
    return false;
  jit->loweredModule().print(os);
  os << "\n";
  return true;
}

void registerJitTranslations(DialectRegistry &registry) {
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
}

} // namespace cute::oracle
