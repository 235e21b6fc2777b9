//===- Compare.h - Readable differences between two runs --------*- C++ -*-===//
#ifndef CUTE_ORACLE_ORACLE_COMPARE_H
#define CUTE_ORACLE_ORACLE_COMPARE_H

#include "cute-oracle/Oracle/Backend.h"

#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>

namespace cute::oracle {

/// The lines of printed text (a final newline ends the last line).
llvm::SmallVector<llvm::StringRef> outputLines(llvm::StringRef text);

/// None when the two runs agree (same printed text, both finished).
/// Otherwise a report naming the first differing line with both versions;
/// when both lines are layouts of the same shape, also the first
/// coordinate (colexicographic) where their offsets differ.
std::optional<std::string> describeDifference(llvm::StringRef nameA, const RunOutput &a,
                                              llvm::StringRef nameB, const RunOutput &b);

} // namespace cute::oracle

#endif
