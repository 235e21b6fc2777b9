//===- Cubin.h - A batch's PTX assembled ahead of the GPU host -*- C++ -*-===//
//
// The driver compiles a batch's PTX when cute-gpu-runner loads it, which
// for a large batch takes minutes of the GPU host's time; ptxas on the
// host that writes the batch does the same work ahead of it.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CAMPAIGN_CUBIN_H
#define CUTE_ORACLE_CAMPAIGN_CUBIN_H

#include <optional>
#include <string>

namespace cute::campaign {

/// The architecture of PTX's first `.target` directive ("sm_90a" of
/// `.target sm_90a, debug`); empty when it has none or names no sm_.
std::string ptxTarget(const std::string &ptx);

/// Assembles DIR/<ptxFile> (whose text is `ptx`) with `ptxas` for the PTX's
/// target into DIR/cases.<target>.cubin. Returns the batch manifest's line
/// "cubin <target> <file> <fingerprint of the PTX>"; none, after saying why
/// on stderr, when ptxas fails or the PTX names no target.
std::optional<std::string> assembleCubin(const std::string &ptxas, const std::string &dir,
                                         const std::string &ptxFile, const std::string &ptx);

} // namespace cute::campaign

#endif
