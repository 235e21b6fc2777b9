//===- ExpectedOutput.cpp - A run's output as FileCheck lines -------------===//
#include "cute-oracle/Eval/ExpectedOutput.h"

#include "llvm/ADT/SmallVector.h"

namespace cute::eval {

std::string fileCheckLiteral(llvm::StringRef text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    llvm::StringRef rest = text.drop_front(i);
    if (rest.starts_with("{{")) {
      out += "{{[{][{]}}";
      ++i;
    } else if (rest.starts_with("[[")) {
      out += "{{\\[\\[}}";
      ++i;
    } else {
      out += text[i];
    }
  }
  return out;
}

std::string checkLinesFor(llvm::StringRef printed) {
  if (printed.empty())
    return "";
  llvm::SmallVector<llvm::StringRef> lines;
  printed.rtrim('\n').split(lines, '\n');
  std::string out;
  for (size_t i = 0; i < lines.size(); ++i) {
    // FileCheck refuses an empty pattern: an empty line is CHECK-EMPTY
    // after the first line, and a regex of the empty line as the first.
    if (lines[i].empty())
      out += i ? "// CHECK-EMPTY:\n" : "// CHECK:{{^$}}\n";
    else
      out += (i ? "// CHECK-NEXT:" : "// CHECK:") + fileCheckLiteral(lines[i]) + "\n";
  }
  return out;
}

} // namespace cute::eval
