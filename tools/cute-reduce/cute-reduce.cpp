//===- cute-reduce.cpp - The smallest module that still fails the same way -===//
//
// cute-reduce FILE [--backends interp,jit | interp,cuda | interp,external:NAME]
//             [--external 'NAME=COMMAND {}'] [--contract NAME=C] [--profile P]
//             [--entry NAME] [--args N,N,...]
//             [-o OUT] [--lit] [--timeout S] [--budget N] [--jobs J]
// runs @main of FILE (or --entry on --args, through a @main written for
// it) on the interpreter and the backend; when they disagree, reduces FILE
// while the disagreement keeps its signature (op, kind, backend), trying
// --jobs candidates at once, and writes the result: the module, or with
// --lit an ordinary lit test (RUN lines for both, CHECK lines from the
// interpreter).
// Exit status: 0 when reduced, 1 when FILE does not fail, 2 on a usage or
// I/O error.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Campaign/Reduce.h"
#include "cute-oracle/Campaign/Reproducer.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

namespace cl = llvm::cl;

static cl::OptionCategory backendCategory("The backend that disagrees with the interpreter");
static cl::OptionCategory entryCategory("What is run");
static cl::OptionCategory reductionCategory("Reduction");
static cl::OptionCategory outputCategory("Output");
static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<failing .mlir file>"),
                                      cl::Required, cl::cat(entryCategory));
static cl::opt<std::string> backends("backends",
                                     cl::desc("interp and the backend that disagrees with it: jit, "
                                              "cuda or external:NAME (default interp,jit)"),
                                     cl::init("interp,jit"), cl::cat(backendCategory));
static cl::list<std::string> externals("external",
                                       cl::desc("An external backend NAME=COMMAND ({} is the file)"),
                                       cl::value_desc("NAME=COMMAND"), cl::cat(backendCategory));
static cl::list<std::string> contracts(
    "contract",
    cl::desc("What the backend promises: values (a module whose run the interpreter refuses is "
             "not a disagreement) or values+errors (default for jit and cuda; external backends "
             "default to values)"),
    cl::value_desc("NAME=values|values+errors"), cl::cat(backendCategory));
static cl::opt<std::string> profile(
    "profile",
    cl::desc("The backend's dialect (full, the default; nvidia-cute-ir; or a file NAME.profile): "
             "no candidate outside it is tried"),
    cl::init("full"), cl::value_desc("NAME|FILE"), cl::cat(backendCategory));
static cl::opt<std::string> output("o", cl::desc("Output file (default stdout)"), cl::init("-"),
                                   cl::value_desc("file"), cl::cat(outputCategory));
static cl::opt<bool> lit("lit", cl::desc("Write a lit test: RUN lines for both backends and "
                                         "CHECK lines from the interpreter"),
                         cl::init(false), cl::cat(outputCategory));
static cl::opt<unsigned> timeout("timeout", cl::desc("Seconds one backend run may take "
                                                     "(default 20)"),
                                 cl::init(20), cl::cat(backendCategory));
static cl::opt<unsigned> budget("budget", cl::desc("Candidates tried, at most (default 2000)"),
                                cl::init(2000), cl::cat(reductionCategory));
static cl::opt<std::string> entry("entry",
                                  cl::desc("Function whose run fails (default main); with "
                                           "--args, a @main calling it is written"),
                                  cl::init("main"), cl::value_desc("name"), cl::cat(entryCategory));
static cl::list<int64_t> args("args", cl::desc("Integer arguments of the entry function, in order"),
                              cl::CommaSeparated, cl::value_desc("N,N,..."), cl::cat(entryCategory));
static cl::opt<unsigned> jobs("jobs",
                              cl::desc("Candidates evaluated at once, each in a child process "
                                       "(default 1)"),
                              cl::init(1), cl::cat(reductionCategory));
static cl::opt<bool> verbose("v", cl::desc("Print each accepted reduction step"), cl::init(false),
                             cl::cat(reductionCategory));

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions({&backendCategory, &entryCategory, &reductionCategory, &outputCategory});
  if (!cl::ParseCommandLineOptions(
          argc, argv,
          "cute-reduce: reduce a module on which the interpreter and a backend disagree\n\n"
          "Runs @main of FILE (or --entry on --args) on the interpreter and the backend and,\n"
          "when they disagree, removes and simplifies ops while the disagreement keeps its\n"
          "signature (op, kind, backend). Writes the reduced module, or with --lit a lit test.\n"
          "Exit status: 0 when reduced, 1 when FILE does not fail, 2 on a usage or I/O error.\n",
          &llvm::errs()))
    return 2;
  std::vector<cute::oracle::BackendSpec> specs;
  if (auto error = cute::oracle::parseBackends(
          backends, std::vector<std::string>(externals.begin(), externals.end()), specs)) {
    llvm::errs() << "cute-reduce: " << *error << "\n";
    return 2;
  }
  if (auto error = cute::oracle::parseContracts(
          std::vector<std::string>(contracts.begin(), contracts.end()), specs)) {
    llvm::errs() << "cute-reduce: " << *error << "\n";
    return 2;
  }
  if (specs.size() != 1) {
    llvm::errs() << "cute-reduce: give one backend besides interp\n";
    return 2;
  }
  if (specs[0].name == "cuda" && jobs > 1) {
    llvm::errs() << "cute-reduce: --jobs must be 1 with the cuda backend (candidates run in "
                    "forked processes, and CUDA does not survive fork)\n";
    return 2;
  }
  auto buffer = llvm::MemoryBuffer::getFileOrSTDIN(inputFile);
  if (!buffer) {
    llvm::errs() << "cute-reduce: cannot read " << inputFile << ": "
                 << buffer.getError().message() << "\n";
    return 2;
  }
  std::string error;
  std::optional<std::string> text = cute::campaign::withMainCalling(
      (*buffer)->getBuffer().str(), entry, std::vector<int64_t>(args.begin(), args.end()), error);
  if (!text) {
    llvm::errs() << "cute-reduce: " << inputFile << ": " << error << "\n";
    return 2;
  }
  cute::campaign::ReduceOptions o;
  o.backend = specs[0];
  o.timeoutSeconds = timeout;
  o.budget = budget;
  o.jobs = std::max(1u, unsigned(jobs));
  std::optional<cute::fuzz::Profile> dialect = cute::fuzz::loadProfile(profile, error);
  if (!dialect) {
    llvm::errs() << "cute-reduce: --profile: " << error << "\n";
    return 2;
  }
  o.profile = std::move(*dialect);
  if (verbose)
    o.log = [](const std::string &step) { llvm::errs() << "cute-reduce: " << step << "\n"; };
  std::optional<cute::campaign::Reduction> r = cute::campaign::reduceModule(*text, o, error);
  if (!r) {
    llvm::errs() << "cute-reduce: " << inputFile << ": " << error << "\n";
    return error.find("nothing to reduce") != std::string::npos ? 1 : 2;
  }
  llvm::errs() << "cute-reduce: " << r->reduced.finding.signature() << ": " << r->accepted
               << " steps accepted of " << r->tried << " tried\n";
  std::error_code ec;
  llvm::ToolOutputFile out(output, ec, llvm::sys::fs::OF_None);
  if (ec) {
    llvm::errs() << "cute-reduce: cannot write " << output << ": " << ec.message() << "\n";
    return 2;
  }
  if (lit)
    out.os() << cute::campaign::writeLitTest(r->reduced, o.backend, {});
  else
    out.os() << r->reduced.module;
  out.keep();
  return 0;
}
