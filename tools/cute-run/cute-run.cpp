//===- cute-run.cpp - Lower cute IR and run it on the host JIT ------------===//
//
// cute-run FILE [--entry NAME] [--args N,N,...] [--repeat N] [--print-ir]
//              [--compare] [--timeout S]
// parses and verifies the module, lowers it with the cute-to-llvm pipeline,
// runs @main (or --entry) through the JIT backend and writes what it printed
// to stdout. Parse, verification and lowering errors are diagnostics with
// exit status 1. Each run of the compiled code happens in a child process,
// so a crash or a run past --timeout is reported as an error. --compare
// also runs the interpreter and fails with a readable difference when the
// two outputs differ.
//
// cute-run --emit-ptx DIR FILE [--chip C] [--features F] instead lowers the
// module with the cute-to-ptx-pipeline and writes the PTX of each gpu.module
// to DIR/<name>.ptx, running nothing.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Lower/Pipeline.h"
#include "cute-oracle/Oracle/Compare.h"
#include "cute-oracle/Oracle/InterpreterBackend.h"
#include "cute-oracle/Oracle/IsolatedBackend.h"
#include "cute-oracle/Oracle/JitBackend.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"

#include <cctype>
#include <memory>
#include <vector>

namespace cl = llvm::cl;

static cl::OptionCategory runCategory("Running on the host JIT");
static cl::OptionCategory ptxCategory("PTX (--emit-ptx runs nothing)");
static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<input .mlir file, '-' for stdin>"),
                                      cl::init("-"), cl::cat(runCategory));
static cl::opt<std::string> entry("entry", cl::desc("Function to run (default: main)"),
                                  cl::init("main"), cl::value_desc("name"), cl::cat(runCategory));
static cl::list<int64_t> args("args",
                              cl::desc("Integer arguments of the entry function, in order "
                                       "(i1/i32/i64/index)"),
                              cl::CommaSeparated, cl::value_desc("N,N,..."), cl::cat(runCategory));
static cl::opt<bool> compare("compare",
                             cl::desc("Also run the interpreter; exit 1 with the first "
                                      "difference when the outputs differ"),
                             cl::init(false), cl::cat(runCategory));
static cl::opt<unsigned> repeat("repeat",
                                cl::desc("Run the entry function this many times on the one "
                                         "compiled module (default 1)"),
                                cl::init(1), cl::value_desc("n"), cl::cat(runCategory));
static cl::opt<unsigned> timeout("timeout",
                                 cl::desc("Seconds one run of the compiled code may take before "
                                          "it is killed and reported (0: no limit; default 60)"),
                                 cl::init(60), cl::value_desc("seconds"), cl::cat(runCategory));
static cl::opt<bool> printIR("print-ir",
                             cl::desc("Print the lowered LLVM-dialect module to stderr"),
                             cl::init(false), cl::cat(runCategory));

static cl::opt<std::string> emitPTX("emit-ptx",
                                    cl::desc("Lower with cute-to-ptx-pipeline and write the PTX "
                                             "of each gpu.module to DIR/<name>.ptx; run nothing"),
                                    cl::value_desc("DIR"), cl::cat(ptxCategory));
static cl::opt<std::string> chip("chip", cl::desc("With --emit-ptx: the target GPU (default sm_90)"),
                                 cl::init("sm_90"), cl::cat(ptxCategory));
static cl::opt<std::string> features("features", cl::desc("With --emit-ptx: PTX features (default +ptx80)"),
                                     cl::init("+ptx80"), cl::cat(ptxCategory));

/// Whether `name` names a file in a directory: not empty, `.` or `..`, no
/// separator (it would write elsewhere or over another module's PTX) and no
/// control character (a NUL would cut the path short).
static bool isPlainFileName(llvm::StringRef name) {
  return !name.empty() && name != "." && name != ".." && llvm::none_of(name, [](char c) {
    return c == '/' || c == '\\' || std::iscntrl(static_cast<unsigned char>(c));
  });
}

/// --emit-ptx: lowers `module` to PTX and writes DIR/<gpu.module>.ptx.
static int writePTX(mlir::ModuleOp module) {
  if (std::optional<std::string> error = cute::lower::ptxTargetError({chip, features})) {
    llvm::errs() << "cute-run: --emit-ptx: " << *error << "\n";
    return 1;
  }
  mlir::FailureOr<std::vector<cute::lower::PTXModule>> ptx =
      cute::lower::lowerToPTX(module, {chip, features});
  if (mlir::failed(ptx))
    return 1;
  if (ptx->empty()) {
    llvm::errs() << "cute-run: --emit-ptx: " << inputFile << " has no gpu.module\n";
    return 1;
  }
  // Each gpu.module names one file of DIR.
  for (const cute::lower::PTXModule &m : *ptx)
    if (!isPlainFileName(m.name)) {
      llvm::errs() << "cute-run: --emit-ptx: the gpu.module name '";
      llvm::printEscapedString(m.name, llvm::errs());
      llvm::errs() << "' is not a file name\n";
      return 1;
    }
  if (std::error_code ec = llvm::sys::fs::create_directories(emitPTX)) {
    llvm::errs() << "cute-run: --emit-ptx: cannot create " << emitPTX << ": " << ec.message()
                 << "\n";
    return 1;
  }
  for (const cute::lower::PTXModule &m : *ptx) {
    llvm::SmallString<128> path(emitPTX);
    llvm::sys::path::append(path, m.name + ".ptx");
    std::string error;
    auto out = mlir::openOutputFile(path, &error);
    if (!out) {
      llvm::errs() << "cute-run: --emit-ptx: " << error << "\n";
      return 1;
    }
    out->os() << m.ptx;
    out->keep();
  }
  return 0;
}

/// An error when an option is given that the mode would ignore: --emit-ptx
/// runs nothing, and --chip and --features only shape its PTX.
static std::optional<std::string> ignoredOption() {
  // cl::list overloads &, hence std::addressof.
  const cl::Option *runOnly[] = {&entry,  std::addressof(args), &compare, &repeat, &timeout,
                                 &printIR};
  const cl::Option *ptxOnly[] = {&chip, &features};
  bool ptx = emitPTX.getNumOccurrences();
  for (const cl::Option *o : ptx ? llvm::ArrayRef(runOnly) : llvm::ArrayRef(ptxOnly))
    if (o->getNumOccurrences())
      return "--" + o->ArgStr.str() +
             (ptx ? " is not used with --emit-ptx, which runs nothing"
                  : " is used with --emit-ptx only");
  return std::nullopt;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions({&runCategory, &ptxCategory});
  if (!cl::ParseCommandLineOptions(
          argc, argv,
          "cute-run: lower cute IR with --cute-to-llvm-pipeline and run a function on the host JIT\n\n"
          "Writes what the function printed (cute.print lines) to stdout. With --emit-ptx DIR,\n"
          "lowers gpu.module kernels to PTX instead and writes DIR/<gpu.module name>.ptx.\n"
          "Exit status: 0 when the run succeeds; 1 when the module does not parse, verify or\n"
          "lower, the run fails, crashes or times out, or (--compare) the interpreter prints\n"
          "otherwise; 2 on a usage or I/O error.\n",
          &llvm::errs()))
    return 2;
  if (std::optional<std::string> error = ignoredOption()) {
    llvm::errs() << "cute-run: " << *error << "\n";
    return 2;
  }
  if (repeat == 0) {
    llvm::errs() << "cute-run: --repeat must be at least 1\n";
    return 2;
  }
  if (emitPTX.getNumOccurrences() && emitPTX.empty()) {
    llvm::errs() << "cute-run: --emit-ptx needs a directory\n";
    return 2;
  }

  mlir::DialectRegistry registry;
  cute::oracle::registerBackendDialects(registry);
  mlir::MLIRContext context(registry);

  std::string error;
  auto file = mlir::openInputFile(inputFile, &error);
  if (!file) {
    llvm::errs() << "cute-run: " << error << "\n";
    return 2;
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  mlir::SourceMgrDiagnosticHandler handler(sourceMgr, &context);

  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;
  if (mlir::failed(mlir::verify(*module)))
    return 1;
  if (!emitPTX.empty())
    return writePTX(*module);

  std::unique_ptr<cute::oracle::Backend> jit = cute::oracle::makeJitBackend();
  cute::oracle::Backend &lowering = *jit;
  auto backend = cute::oracle::makeIsolatedBackend(std::move(jit), timeout);
  if (mlir::failed(backend->prepare(*module)))
    return 1;
  if (printIR)
    cute::oracle::printLoweredModule(lowering, llvm::errs());
  std::vector<int64_t> argValues(args.begin(), args.end());
  auto interpreter = cute::oracle::makeInterpreterBackend();
  if (compare && mlir::failed(interpreter->prepare(*module)))
    return 1;
  for (unsigned i = 0; i < repeat; ++i) {
    cute::oracle::RunOutput out = backend->run(entry, argValues);
    llvm::outs() << out.printed;
    llvm::outs().flush();
    cute::oracle::RunOutput reference;
    if (compare) {
      reference = interpreter->run(entry, argValues);
      if (auto diff = cute::oracle::describeDifference("interpreter", reference, "jit", out)) {
        llvm::errs() << "cute-run: the interpreter and the JIT disagree\n" << *diff;
        return 1;
      }
    }
    if (!out.ok()) {
      llvm::errs() << "cute-run: error: " << out.error << "\n";
      if (compare)
        llvm::errs() << "cute-run: the interpreter failed too: " << reference.error
                     << "\n";
      return 1;
    }
  }
  return 0;
}
