//===- ExternalBackend.h - A user's pipeline as a backend -------*- C++ -*-===//
//
// An external backend is a shell command line in which `{}` stands for a
// module file, e.g. `my-opt --my-pipeline {} | mlir-runner-22 -e main
// -entry-point-result=void --shared-libs=...`. Its standard output is what
// the program printed. Such a pipeline can only run @main with no
// arguments: run("main", {}) runs the module as given; any other entry or
// argument list is refused (the campaign writes a @main that calls the
// case on a whole batch of valuations, as constants). A run that exits
// non-zero, is killed by a signal, or outlives the timeout is a RunOutput
// with that outcome, never a crash of the caller. A run that printed
// nothing and exited non-zero with an error diagnostic at a line of the
// module (its parser or verifier) rejected the module: the outcome names
// the op on that line.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_ORACLE_EXTERNALBACKEND_H
#define CUTE_ORACLE_ORACLE_EXTERNALBACKEND_H

#include "cute-oracle/Oracle/Backend.h"

namespace cute::oracle {

/// `name`: how findings name it; `command`: the shell command with `{}`.
std::unique_ptr<Backend> makeExternalBackend(std::string name, std::string command,
                                             unsigned timeoutSeconds = 60);

/// Runs `command` with `sh -c`, feeding nothing on stdin; gives its stdout
/// as `printed`. Unless it exits 0 within `timeoutSeconds` (0: no limit),
/// the outcome is TimedOut, Crashed (killed by a signal, or an exit status
/// a shell gives a child killed by one) or BadExit, and the error says so
/// with the end of its stderr. `stderrText`, when given, receives all of it.
RunOutput runShellCommand(const std::string &command, unsigned timeoutSeconds,
                          std::string *stderrText = nullptr);

/// N when `exitStatus` is 128 + N for a signal N (how `sh` reports a
/// pipeline whose last command was killed by signal N); 0 otherwise.
int shellReportedSignal(int exitStatus);

} // namespace cute::oracle

#endif
