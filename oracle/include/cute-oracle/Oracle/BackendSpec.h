//===- BackendSpec.h - Backends as a campaign names them --------*- C++ -*-===//
//
// What a tool's --backends, --external and --contract options name: a
// backend to compare with the interpreter (the host JIT, CUDA, or an
// external command) and what it promises. Parsed from the options, spelt
// back as options for a printed command, and made into a Backend.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_ORACLE_BACKENDSPEC_H
#define CUTE_ORACLE_ORACLE_BACKENDSPEC_H

#include "cute-oracle/Oracle/Backend.h"

#include "llvm/ADT/StringRef.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cute::oracle {

/// What a backend promises about a valuation. Admissibility is the
/// interpreter's judgement: a valuation is inadmissible when the
/// interpreter refuses it (a run-time check of the program fails).
enum class Contract {
  /// On admissible valuations it prints what the interpreter prints; on
  /// inadmissible ones anything may happen, so they are not compared (a
  /// compiler that, like CuTe C++, checks nothing at run time).
  Values,
  /// Also refuses every inadmissible valuation, naming the op the
  /// interpreter names (the host JIT's run-time checks).
  ValuesAndErrors,
};

/// "values" or "values+errors".
llvm::StringRef contractName(Contract c);

/// A backend to compare with the interpreter: "jit", or an external
/// command (`{}` is the module file).
struct BackendSpec {
  std::string name;
  std::string command;
  /// values+errors for jit and cuda, values for an external command
  /// unless --contract says otherwise.
  Contract contract = Contract::ValuesAndErrors;
  bool isExternal() const { return !command.empty(); }
  Contract defaultContract() const {
    return isExternal() ? Contract::Values : Contract::ValuesAndErrors;
  }
};

/// Parses `interp,jit,cuda,external:NAME` against the `NAME=COMMAND`
/// external definitions; an error message when a name is unknown, when cuda
/// has no driver, or, with `hostOnly` (the programs checked run on the
/// host), when cuda is named.
std::optional<std::string> parseBackends(const std::string &list,
                                         const std::vector<std::string> &externals,
                                         std::vector<BackendSpec> &out, bool hostOnly = false);

/// Sets the contract of the backends `definitions` name (`NAME=values` or
/// `NAME=values+errors`, NAME as in --backends: jit, cuda or an external
/// NAME); an error message for an unknown backend or contract.
std::optional<std::string> parseContracts(const std::vector<std::string> &definitions,
                                          std::vector<BackendSpec> &backends);

/// The flags that select the backends again, for a printed command:
/// ` --backends LIST` (`list` as given), ` --external 'NAME=COMMAND'` for
/// each external backend of `backends`, quoted for a POSIX shell, and
/// ` --contract NAME=C` for each backend whose contract is not its default.
std::string backendFlags(const std::string &list, const std::vector<BackendSpec> &backends);

/// The backend `spec` names: the host JIT run in child processes, or the
/// external command; each run may take `timeoutSeconds`.
std::unique_ptr<oracle::Backend> makeBackend(const BackendSpec &spec, unsigned timeoutSeconds);

} // namespace cute::oracle

#endif
