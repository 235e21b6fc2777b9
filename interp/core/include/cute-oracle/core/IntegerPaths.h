//===- IntegerPaths.h - Switching off the algebra's integer paths -*- C++ -*-===//
//
// crd2idx (also layout_eval), coalesce (also filter and the
// function-preserving coalesce of composition), complement, composition and
// logical_divide (so every divide) have integer paths: where every leaf of
// their operands is a static integer they compute on int64 arrays instead
// of building IntTuples, and give what the general path gives. A
// GeneralPathsOnly scope switches them off on its thread, so that a test or
// a fuzz target can compare the two paths on the same inputs.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CORE_INTEGERPATHS_H
#define CUTE_ORACLE_CORE_INTEGERPATHS_H

namespace cute::core {

/// While an instance lives, the calling thread's algebra takes its general
/// paths only. Scopes nest.
class GeneralPathsOnly {
public:
  GeneralPathsOnly() : outer(active) { active = true; }
  ~GeneralPathsOnly() { active = outer; }
  GeneralPathsOnly(const GeneralPathsOnly &) = delete;
  GeneralPathsOnly &operator=(const GeneralPathsOnly &) = delete;

  /// Whether the integer paths may run on the calling thread.
  static bool integerPathsOn() { return !active; }

private:
  static inline thread_local bool active = false;
  bool outer;
};

} // namespace cute::core

#endif
