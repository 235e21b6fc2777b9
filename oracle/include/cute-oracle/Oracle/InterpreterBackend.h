//===- InterpreterBackend.h - interp/eval behind the Backend API -*- C++ -*-===//
#ifndef CUTE_ORACLE_ORACLE_INTERPRETERBACKEND_H
#define CUTE_ORACLE_ORACLE_INTERPRETERBACKEND_H

#include "cute-oracle/Eval/Interpreter.h"
#include "cute-oracle/Oracle/Backend.h"

namespace cute::oracle {

/// The reference backend: runs the module as given (no lowering) with
/// interp/eval. The module must outlive the backend. A run's first error
/// diagnostic becomes RunOutput::error.
std::unique_ptr<Backend> makeInterpreterBackend(eval::Options options = {});

} // namespace cute::oracle

#endif
