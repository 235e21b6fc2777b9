//===- IsolatedBackend.h - Run another backend in a child process -*- C++ -*-===//
//
// Lowered code has no run-time checks: an out-of-bounds memref access or a
// wild offset crashes the process, and a loop the interpreter would stop
// at its step limit runs forever. This wrapper prepares its backend in the
// calling process and forks once per run() or runBatch(), so a crash or a
// hang of the program becomes a failed RunOutput that a comparison can
// report; a batch goes on in a new child after the run that crashed.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_ORACLE_ISOLATEDBACKEND_H
#define CUTE_ORACLE_ORACLE_ISOLATEDBACKEND_H

#include "cute-oracle/Oracle/Backend.h"

namespace cute::oracle {

/// Runs `inner` (prepared in this process) in a forked child per run().
/// A child killed by a signal, or still running after `timeoutSeconds` per
/// run of its batch (0: no limit; the child is then killed), gives ok =
/// false (for the run it was in) with the
/// reason and what the run printed before (the child streams it through
/// the backend's print observer).
std::unique_ptr<Backend> makeIsolatedBackend(std::unique_ptr<Backend> inner,
                                             unsigned timeoutSeconds = 0);

} // namespace cute::oracle

#endif
