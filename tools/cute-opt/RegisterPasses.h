//===- RegisterPasses.h - Passes of cute-opt ------------------*- C++ -*-===//
//
// The dialects are registered once for every tool
// (cute-oracle/Registration/Dialects.h); cute-opt adds the passes.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_TOOLS_REGISTERPASSES_H
#define CUTE_ORACLE_TOOLS_REGISTERPASSES_H

namespace cute {
/// Registers the cute passes and the upstream transform passes.
void registerCuteOptPasses();
} // namespace cute

#endif
