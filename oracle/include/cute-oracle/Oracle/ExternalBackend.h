//===- ExternalBackend.h - A user's pipeline as a backend -------*- C++ -*-===//
//
// An external backend is a shell command line in which `{}` stands for a
// module file, e.g. `my-opt --my-pipeline {} | mlir-runner-22 -e main
// -entry-point-result=void --shared-libs=...`. Its standard output is what
// the program printed. Such a pipeline can only run @main with no
// arguments: run("main", {}) runs the module as given; any other entry or
// argument list is refused (the campaign writes a @main that calls the
// case on a whole batch of valuations, as constants). A run that exits non-zero, is killed by a
// signal, or outlives the timeout is a failed RunOutput, never a crash of
// the caller.
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
/// as `printed`, and ok = false with the exit status or signal (and the
/// end of its stderr) when it does not exit 0 within `timeoutSeconds`
/// (0: no limit).
RunOutput runShellCommand(const std::string &command, unsigned timeoutSeconds);

} // namespace cute::oracle

#endif
