//===- ExternalBackendTest.cpp - How a shell command's run ended ----------===//
//
// runShellCommand, which every external backend runs through: its outcome
// says how the command ended (finished, crashed with the signal, timed out,
// or exited with another status), keeping what it printed before. An
// external backend whose command prints nothing and fails with an error at
// a line of the module rejected the module at that line's op.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Oracle/ExternalBackend.h"
#include "cute-oracle/Oracle/JitBackend.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <csignal>

namespace {

using cute::oracle::Outcome;
using cute::oracle::RunOutput;
using cute::oracle::runShellCommand;

TEST(ExternalBackend, AFinishedCommandGivesWhatItPrinted) {
  RunOutput out = runShellCommand("echo 1; echo 2", 10);
  EXPECT_EQ(out.outcome, Outcome::Finished) << out.error;
  EXPECT_EQ(out.printed, "1\n2\n");
  EXPECT_EQ(out.error, "");
}

TEST(ExternalBackend, ACommandKilledByASignalCrashed) {
  RunOutput out = runShellCommand("echo 7; kill -FPE $$", 10);
  EXPECT_EQ(out.outcome, Outcome::Crashed);
  EXPECT_EQ(out.code, SIGFPE);
  EXPECT_EQ(out.printed, "7\n");
  EXPECT_EQ(out.error, "was killed by signal 8 (Floating point exception)");
}

// `cmd | mlir-runner` inside a wrapper script: the shell reports the
// runner's SIGSEGV as exit status 139, which is a crash, not an exit.
TEST(ExternalBackend, AShellsReportOfASignalIsACrash) {
  RunOutput out = runShellCommand("echo 5; sh -c 'kill -SEGV $$'; exit $?", 10);
  EXPECT_EQ(out.outcome, Outcome::Crashed);
  EXPECT_EQ(out.code, SIGSEGV);
  EXPECT_EQ(out.printed, "5\n");
  // Then the end of its stderr (dash reports the signal there too).
  EXPECT_EQ(out.error.rfind("was killed by signal 11 (Segmentation fault) (exit status 139)", 0), 0u)
      << out.error;
}

TEST(ExternalBackend, AnotherNonzeroStatusIsABadExitWithTheEndOfStderr) {
  RunOutput out = runShellCommand("echo 3; echo 'no such op' >&2; exit 2", 10);
  EXPECT_EQ(out.outcome, Outcome::BadExit);
  EXPECT_EQ(out.code, 2);
  EXPECT_EQ(out.printed, "3\n");
  EXPECT_EQ(out.error, "exited with status 2: no such op");
  // 128 itself and statuses past the last signal are exits, not signals.
  EXPECT_EQ(runShellCommand("exit 128", 10).outcome, Outcome::BadExit);
  EXPECT_EQ(runShellCommand("exit 255", 10).outcome, Outcome::BadExit);
}

TEST(ExternalBackend, ACommandPastTheTimeoutTimedOut) {
  RunOutput out = runShellCommand("echo 4; exec sleep 30", 1);
  EXPECT_EQ(out.outcome, Outcome::TimedOut);
  EXPECT_EQ(out.printed, "4\n");
  EXPECT_EQ(out.error, "did not finish within 1 s (killed)");
}

/// What an external backend whose command is `command` gives for @main
/// of a module whose third printed line is a cute.size.
RunOutput runExternal(const std::string &command) {
  mlir::DialectRegistry registry;
  cute::oracle::registerBackendDialects(registry);
  mlir::MLIRContext ctx(registry);
  auto module = mlir::parseSourceString<mlir::ModuleOp>(R"mlir(
func.func @main() {
  %s = cute.static : !cute.shape<"(2,3)">
  %n = cute.size(%s) : (!cute.shape<"(2,3)">) -> !cute.int_tuple<"6">
  cute.print(%n) : !cute.int_tuple<"6">
  return
})mlir",
                                                        &ctx);
  EXPECT_TRUE(module);
  auto backend = cute::oracle::makeExternalBackend("ext", command, 10);
  EXPECT_TRUE(mlir::succeeded(backend->prepare(*module)));
  return backend->run("main", {});
}

TEST(ExternalBackend, AnErrorAtALineOfTheModuleRejectsTheModuleAtThatOp) {
  // Line 4 of the printed module: module {, func.func, static, size.
  RunOutput out = runExternal("echo \"{}:4:10: error: 'cute.size' op is unknown\" >&2; exit 1");
  EXPECT_EQ(out.outcome, Outcome::Rejected) << out.error;
  EXPECT_EQ(out.op, "size");
  EXPECT_NE(out.error.find("ext rejected the module at line 4 (size): "), std::string::npos)
      << out.error;
  // A file the command derived from the module counts as the module.
  RunOutput derived = runExternal("echo \"{}.lowered.mlir:3:5: error: no\" >&2; exit 1");
  EXPECT_EQ(derived.outcome, Outcome::Rejected) << derived.error;
  EXPECT_EQ(derived.op, "static");
}

// Where an external command's output stops says nothing about where it
// crashed (its buffers): the outcome points at the module.
TEST(ExternalBackend, ACrashPointsAtTheModule) {
  RunOutput out = runExternal("echo 6; kill -FPE $$");
  EXPECT_EQ(out.outcome, Outcome::Crashed);
  EXPECT_EQ(out.op, "module");
}

TEST(ExternalBackend, AFailureThatPrintedOrNamesNoLineIsNotARejection) {
  EXPECT_EQ(runExternal("echo 'error: out of memory' >&2; exit 1").outcome, Outcome::BadExit);
  EXPECT_EQ(runExternal("echo 6; echo \"{}:4:10: error: late\" >&2; exit 1").outcome,
            Outcome::BadExit);
}

} // namespace
