//===- cute-interp.cpp - The reference interpreter driver -----------------===//
//
// cute-interp FILE [--entry NAME] [--args N,...] [--max-steps N]
//             [--max-call-depth N] [--svg DIR] [--emit-checks]
//                                     run a cute IR module (`-` = stdin)
// cute-interp --expr 'EXPR'           evaluate one expression
// cute-interp --batch FILE            evaluate one expression per line
// cute-interp --print-layout 'L'      render a layout (print_layout format)
//             [--svg FILE]            ... and write it as an SVG picture
// cute-interp --list-ops              the operations of the expressions
//
// Exactly one mode; the options of FILE with another mode are an error.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Eval/ExpectedOutput.h"
#include "cute-oracle/Eval/Interpreter.h"
#include "cute-oracle/Registration/Dialects.h"
#include "cute-oracle/core/Expr.h"
#include "cute-oracle/core/Render.h"
#include "cute-oracle/core/Text.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/thread.h"

#include <memory>
#include <vector>

using namespace cute::core;
namespace cl = llvm::cl;

static cl::OptionCategory fileCategory("Running a file");
static cl::OptionCategory exprCategory("Expressions and pictures");

static cl::opt<std::string> fileOpt(cl::Positional,
                                    cl::desc("<cute IR file to run, '-' for stdin>"),
                                    cl::cat(fileCategory));
static cl::opt<std::string> entryOpt("entry", cl::desc("With FILE: the function to run"),
                                     cl::init("main"), cl::value_desc("NAME"), cl::cat(fileCategory));
static cl::list<int64_t> argsOpt("args",
                                 cl::desc("With FILE: integer arguments of the entry function"),
                                 cl::CommaSeparated, cl::value_desc("N,N,..."), cl::cat(fileCategory));
static cl::opt<uint64_t> maxStepsOpt("max-steps",
                                     cl::desc("With FILE: stop with an error after N operations"),
                                     cl::init(cute::eval::Limits{}.maxSteps), cl::value_desc("N"),
                                     cl::cat(fileCategory));

static cl::opt<unsigned> maxCallDepthOpt(
    "max-call-depth", cl::desc("With FILE: stop with an error at a call N calls deep"),
    cl::init(cute::eval::Limits{}.maxCallDepth), cl::value_desc("N"), cl::cat(fileCategory));

static cl::opt<std::string> exprOpt(
    "expr", cl::desc("Evaluate one expression, e.g. 'complement(3:2, 6)', and print the result"),
    cl::value_desc("EXPR"), cl::cat(exprCategory));
static cl::opt<std::string> batchOpt(
    "batch",
    cl::desc("Evaluate one expression per line of FILE ('-' for stdin); print one line per "
             "input line: the result or 'error: <message>'"),
    cl::value_desc("FILE"), cl::cat(exprCategory));
static cl::opt<std::string> printLayoutOpt(
    "print-layout",
    cl::desc("Render a layout: a rank-2 layout as CuTe's print_layout table, any other rank "
             "as an index -> offset listing"),
    cl::value_desc("LAYOUT"), cl::cat(exprCategory));
static cl::opt<std::string> svgOpt(
    "svg",
    cl::desc("With --print-layout: also write the picture to the SVG file PATH; with FILE: "
             "save each printed layout as PATH/layout-<n>.svg (PATH must be a directory)"),
    cl::value_desc("PATH"), cl::cat(exprCategory));
static cl::opt<bool> emitChecks(
    "emit-checks",
    cl::desc("With FILE: print FILE with FileCheck CHECK lines taken from what the run printed "
             "and, when the run fails, an ERROR line with its first error (its old CHECK and "
             "ERROR lines dropped; RUN lines added when it has none)"),
    cl::init(false), cl::cat(fileCategory));
static cl::opt<bool> listOps("list-ops", cl::desc("List the operations of the expression language"),
                             cl::cat(exprCategory));

static int runExpr(llvm::StringRef text) {
  Result<Value> r = evaluateExpression(text);
  if (!r) {
    llvm::outs() << "error: " << r.error().message << "\n";
    return 1;
  }
  llvm::outs() << print(*r) << "\n";
  return 0;
}

/// One output line per input line; blank lines and '#' comments give an
/// empty line so outputs stay aligned with inputs.
static int runBatch(llvm::StringRef path) {
  auto buffer = llvm::MemoryBuffer::getFileOrSTDIN(path);
  if (!buffer) {
    llvm::errs() << "cute-interp: cannot read '" << path << "': " << buffer.getError().message()
                 << "\n";
    return 2;
  }
  std::string out;
  llvm::StringRef rest = (*buffer)->getBuffer();
  while (!rest.empty()) {
    auto [line, tail] = rest.split('\n');
    rest = tail;
    llvm::StringRef trimmed = line.trim();
    if (!trimmed.empty() && !trimmed.starts_with("#")) {
      Result<Value> r = evaluateExpression(trimmed);
      out += r ? print(*r) : "error: " + r.error().message;
    }
    out += '\n';
  }
  llvm::outs() << out;
  return 0;
}

static int runPrintLayout(llvm::StringRef text) {
  Result<Value> v = evaluateExpression(text);
  if (!v) {
    llvm::outs() << "error: " << v.error().message << "\n";
    return 1;
  }
  Result<std::string> table = renderLayoutText(*v);
  if (!table) {
    llvm::outs() << "error: " << table.error().message << "\n";
    return 1;
  }
  llvm::outs() << *table;
  if (svgOpt.empty())
    return 0;
  Result<std::string> svg = renderLayoutSvg(*v);
  if (!svg) {
    llvm::outs() << "error: " << svg.error().message << "\n";
    return 1;
  }
  std::error_code ec;
  llvm::raw_fd_ostream file(svgOpt, ec);
  if (ec) {
    llvm::errs() << "cute-interp: cannot write '" << svgOpt << "': " << ec.message() << "\n";
    return 2;
  }
  file << *svg;
  return 0;
}

/// Parses, verifies and runs the module in `path`, like
/// `mlir-runner -e ENTRY -entry-point-result=void`.
static int runFile(llvm::StringRef path);

/// Each call of the interpreted program costs the interpreter kilobytes of
/// stack (tens in sanitizer builds): runFile runs on a thread with room for
/// a deep --max-call-depth. Deeper calls fail at the interpreter's stack
/// guard rather than overflow it.
static cl::opt<unsigned> stackMegabytes("stack-mb",
                                        cl::desc("With FILE: the interpreter's stack in MiB"),
                                        cl::init(1024), cl::Hidden, cl::cat(fileCategory));

static int runFileOnDeepStack(llvm::StringRef path) {
  if (stackMegabytes < 1 || stackMegabytes > 4095) {
    llvm::errs() << "cute-interp: --stack-mb=" << stackMegabytes
                 << ": the interpreter's stack must be 1 to 4095 MiB\n";
    return 2;
  }
  int status = 1;
  llvm::thread runner(std::optional<unsigned>(stackMegabytes.getValue() << 20),
                      [&] { status = runFile(path); });
  runner.join();
  return status;
}

/// The RUN lines --emit-checks adds to a file that has none: stdout
/// checked line by line (`count 0` when the run printed nothing); for a
/// failed run, `not`, and its first error checked on stderr.
static void printRunLines(bool printedNothing, bool ok) {
  llvm::outs() << "// RUN: " << (ok ? "" : "not ") << "cute-interp %s" << (ok ? "" : " 2> %t.err")
               << " | "
               << (printedNothing ? "count 0"
                                  : "FileCheck --strict-whitespace --match-full-lines %s")
               << "\n";
  if (!ok)
    llvm::outs() << "// RUN: FileCheck --check-prefix=ERROR %s < %t.err\n";
}

/// --emit-checks: `file` without its CHECK and ERROR lines, RUN lines if
/// it has none, CHECK lines for `printed`, and for a failed run (`ok`
/// false) an ERROR line for its first error, `error`.
static void printWithChecks(llvm::StringRef file, llvm::StringRef printed, bool ok,
                            llvm::StringRef error) {
  llvm::SmallVector<llvm::StringRef> lines;
  file.split(lines, '\n');
  if (!file.contains("RUN:"))
    printRunLines(printed.empty(), ok);
  while (!lines.empty() && lines.back().trim().empty())
    lines.pop_back();
  for (llvm::StringRef l : lines)
    if (!l.trim().starts_with("// CHECK") && !l.trim().starts_with("// ERROR:"))
      llvm::outs() << l << "\n";
  llvm::outs() << "\n" << cute::eval::checkLinesFor(printed);
  if (!ok && !error.empty())
    llvm::outs() << "// ERROR: error: " << cute::eval::fileCheckLiteral(error) << "\n";
}

static int runFile(llvm::StringRef path) {
  mlir::DialectRegistry registry;
  // Every dialect cute-opt parses, so that its output parses here; an op
  // the interpreter does not run is then a diagnostic at the op.
  cute::registerCuteOracleDialects(registry);
  mlir::MLIRContext context(registry);
  context.printOpOnDiagnostic(false);
  llvm::SourceMgr sourceMgr;
  mlir::SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  std::string error;
  auto buffer = mlir::openInputFile(path, &error);
  if (!buffer) {
    llvm::errs() << "cute-interp: " << error << "\n";
    return 2;
  }
  sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;
  cute::eval::Options options;
  options.limits.maxSteps = maxStepsOpt;
  options.limits.maxCallDepth = maxCallDepthOpt;
  options.svgDir = svgOpt;
  if (!options.svgDir.empty() && !llvm::sys::fs::is_directory(options.svgDir)) {
    llvm::errs() << "cute-interp: --svg with FILE needs an existing directory, not '"
                 << options.svgDir << "'\n";
    return 2;
  }
  std::vector<int64_t> args(argsOpt.begin(), argsOpt.end());
  if (!emitChecks)
    return mlir::succeeded(cute::eval::runFunction(*module, entryOpt, args, options, llvm::outs()))
               ? 0
               : 1;
  std::string printed, firstError;
  llvm::raw_string_ostream os(printed);
  // The first error is also kept for the ERROR line; every diagnostic still
  // goes on to the source manager's handler.
  mlir::ScopedDiagnosticHandler keepFirstError(&context, [&](mlir::Diagnostic &d) {
    if (d.getSeverity() == mlir::DiagnosticSeverity::Error && firstError.empty())
      firstError = d.str();
    return mlir::failure();
  });
  bool ok = mlir::succeeded(cute::eval::runFunction(*module, entryOpt, args, options, os));
  printWithChecks(sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())->getBuffer(), printed, ok,
                  firstError);
  return 0;
}

/// The options that only a run of FILE uses (cl::list overloads &, hence
/// std::addressof).
static std::vector<const cl::Option *> fileOnlyOptions() {
  return {&entryOpt,   std::addressof(argsOpt), &maxStepsOpt, &maxCallDepthOpt,
          &emitChecks, &stackMegabytes};
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions({&fileCategory, &exprCategory});
  if (!cl::ParseCommandLineOptions(
      argc, argv,
      "cute-interp: reference interpreter of cute IR and of CuTe layout algebra\n\n"
      "With FILE, parses and verifies a module and runs @main (or --entry) like\n"
      "mlir-runner -e main -entry-point-result=void; cute.print writes to stdout.\n\n"
      "Expressions are op(arg, ...) with CuTe IR op names (without 'cute.') and\n"
      "canonical literals: 4:1, (4,5):(1,4), S<3,4,3>, S<3,4,3> o 0 o (8,8):(8,1),\n"
      "[(2,3):(1,2);_], (1,(2,_)), 1@0. Operands come first, then integer\n"
      "attributes: select(L, 2, 0), group_modes(L, 0, 2), recast_layout(L, 32, 8).\n"
      "The attributes may also come first, as the spec's and C++'s template\n"
      "arguments: select<[2, 0]>(L), get<1,0>(L), recast_layout<32, 8>(L).\n\n"
      "Exit status: 0 on success; 1 when the module does not parse or verify, the run\n"
      "fails, or the expression of --expr or --print-layout is an error (printed as\n"
      "'error: ...'; --batch prints each error on its line and exits 0); 2 on a usage or\n"
      "I/O error.\n",
      &llvm::errs()))
    return 2;
  int modes =
      listOps + !exprOpt.empty() + !batchOpt.empty() + !printLayoutOpt.empty() + !fileOpt.empty();
  if (modes != 1) {
    llvm::errs() << "cute-interp: give exactly one of FILE, --expr, --batch, --print-layout or "
                    "--list-ops (see --help)\n";
    return 2;
  }
  if (fileOpt.empty())
    for (const cl::Option *o : fileOnlyOptions())
      if (o->getNumOccurrences()) {
        llvm::errs() << "cute-interp: --" << o->ArgStr << " is used with FILE only\n";
        return 2;
      }
  if (!svgOpt.empty() && printLayoutOpt.empty() && fileOpt.empty()) {
    llvm::errs() << "cute-interp: --svg needs --print-layout or FILE\n";
    return 2;
  }
  if (listOps) {
    for (const std::string &name : operationNames())
      llvm::outs() << name << "\n";
    return 0;
  }
  if (!fileOpt.empty())
    return runFileOnDeepStack(fileOpt);
  if (!exprOpt.empty())
    return runExpr(exprOpt);
  if (!batchOpt.empty())
    return runBatch(batchOpt);
  return runPrintLayout(printLayoutOpt);
}
