//===- ExpectedOutput.h - A run's output as FileCheck lines -----*- C++ -*-===//
//
// The lit tests this project writes (cute-interp --emit-checks, the
// reproducers of cute-fuzz and cute-reduce) check what a run printed, line
// by line, with --strict-whitespace --match-full-lines. Printed text can
// hold `[[` (a nested tile) or `{{`, which FileCheck reads as a variable or
// a regex; these helpers write it so that it matches itself.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_EVAL_EXPECTEDOUTPUT_H
#define CUTE_ORACLE_EVAL_EXPECTEDOUTPUT_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace cute::eval {

/// `text` as a FileCheck pattern that matches exactly `text`: each `{{` and
/// `[[` becomes a regex of itself, everything else is kept.
std::string fileCheckLiteral(llvm::StringRef text);

/// `// CHECK:` for the first line of `printed` and `// CHECK-NEXT:` for
/// each later one, every line a fileCheckLiteral, each ending in '\n'; an
/// empty line is `// CHECK-EMPTY:` (`// CHECK:{{^$}}` as the first). Empty
/// when nothing was printed. A final newline ends the last line and does
/// not start an empty one.
std::string checkLinesFor(llvm::StringRef printed);

} // namespace cute::eval

#endif // CUTE_ORACLE_EVAL_EXPECTEDOUTPUT_H
