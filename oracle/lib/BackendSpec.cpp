//===- BackendSpec.cpp - Backends as a campaign names them ----------------===//
#include "cute-oracle/Oracle/BackendSpec.h"
#include "cute-oracle/Oracle/CudaBackend.h"
#include "cute-oracle/Oracle/ExternalBackend.h"
#include "cute-oracle/Oracle/IsolatedBackend.h"
#include "cute-oracle/Oracle/JitBackend.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

namespace cute::oracle {

/// The backends besides the interpreter, in words: cuda runs kernels, so
/// host programs (`hostOnly`) have only jit and the external ones.
static std::string otherBackends(bool hostOnly) {
  return hostOnly ? "jit or external:NAME" : "jit, cuda or external:NAME";
}

std::optional<std::string> parseBackends(const std::string &list,
                                         const std::vector<std::string> &externals,
                                         std::vector<BackendSpec> &out, bool hostOnly) {
  llvm::SmallVector<llvm::StringRef> names;
  llvm::StringRef(list).split(names, ',', -1, false);
  for (llvm::StringRef n : names) {
    n = n.trim();
    if (n == "interp" || n == "interpreter")
      continue;
    if (n == "cuda" && hostOnly)
      return "the cuda backend runs kernels, not host programs (use " + otherBackends(true) + ")";
    if (n == "jit" || n == "cuda") {
      if (n == "cuda")
        if (std::string why; !cudaAvailable(why))
          return "backend cuda: " + why;
      out.push_back({n.str(), "", Contract::ValuesAndErrors});
      continue;
    }
    if (!n.consume_front("external:"))
      return "unknown backend '" + n.str() + "' (expected interp, " + otherBackends(hostOnly) + ")";
    bool found = false;
    for (llvm::StringRef def : externals) {
      auto [name, command] = def.split('=');
      if (name.trim() == n) {
        if (command.trim().empty())
          return "--external '" + def.str() + "': the command of '" + n.str() +
                 "' is empty (give --external '" + n.str() + "=COMMAND {}')";
        out.push_back({n.str(), command.trim().str(), Contract::Values});
        found = true;
      }
    }
    if (!found)
      return "no --external definition for '" + n.str() + "' (give --external '" + n.str() +
             "=COMMAND {}')";
  }
  if (out.empty())
    return "no backend to compare with the interpreter (add " + otherBackends(hostOnly) + ")";
  return std::nullopt;
}

namespace {

/// `text` as one word of a POSIX shell: as it is when it holds no character
/// the shell would read, else in single quotes, each quote in it '\''.
std::string shellQuoted(llvm::StringRef text) {
  auto plain = [](char c) { return llvm::isAlnum(c) || llvm::StringRef(",._:/=@%+-").contains(c); };
  if (!text.empty() && llvm::all_of(text, plain))
    return text.str();
  std::string quoted = "'";
  for (char c : text)
    quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

} // namespace

llvm::StringRef contractName(Contract c) {
  return c == Contract::Values ? "values" : "values+errors";
}

std::optional<std::string> parseContracts(const std::vector<std::string> &definitions,
                                          std::vector<BackendSpec> &backends) {
  for (llvm::StringRef def : definitions) {
    auto [name, contract] = def.split('=');
    name = name.trim();
    contract = contract.trim();
    auto spec = llvm::find_if(backends, [&](const BackendSpec &b) { return b.name == name; });
    if (spec == backends.end())
      return "--contract '" + def.str() + "': no backend '" + name.str() +
             "' in --backends (give NAME=values or NAME=values+errors for jit, cuda or an "
             "external NAME)";
    if (contract == contractName(Contract::Values))
      spec->contract = Contract::Values;
    else if (contract == contractName(Contract::ValuesAndErrors))
      spec->contract = Contract::ValuesAndErrors;
    else
      return "--contract '" + def.str() + "': unknown contract '" + contract.str() +
             "' (expected values or values+errors)";
  }
  return std::nullopt;
}

std::string backendFlags(const std::string &list, const std::vector<BackendSpec> &backends) {
  std::string flags = " --backends " + shellQuoted(list);
  for (const BackendSpec &b : backends)
    if (b.isExternal())
      flags += " --external " + shellQuoted(b.name + "=" + b.command);
  for (const BackendSpec &b : backends)
    if (b.contract != b.defaultContract())
      flags += " --contract " + shellQuoted(b.name + "=" + contractName(b.contract).str());
  return flags;
}

std::unique_ptr<Backend> makeBackend(const BackendSpec &spec, unsigned timeoutSeconds) {
  if (spec.isExternal())
    return makeExternalBackend(spec.name, spec.command, timeoutSeconds);
  // The CUDA backend isolates its launches in its own child process (CUDA
  // does not survive fork, so IsolatedBackend's fork per batch would not do).
  if (spec.name == "cuda") {
    std::string why;
    return makeCudaBackend(why, "sm_90", "+ptx80", timeoutSeconds);
  }
  return makeIsolatedBackend(makeJitBackend(), timeoutSeconds);
}

} // namespace cute::oracle
