//===- Reproducer.h - A finding as an ordinary lit test ---------*- C++ -*-===//
#ifndef CUTE_ORACLE_CAMPAIGN_REPRODUCER_H
#define CUTE_ORACLE_CAMPAIGN_REPRODUCER_H

#include "cute-oracle/Campaign/Check.h"

#include <map>
#include <string>
#include <vector>

namespace cute::campaign {

/// Where a reproducer comes from, for its header comment.
struct Provenance {
  uint64_t seed = 0, structure = 0;
  std::string reproduce;
  /// "--cute-expand (changes the output)", or empty when not bisected.
  std::string guiltyPass;
  /// What was checked in words, where the structure number alone does not
  /// say it (a view-copy case); empty otherwise.
  std::string subject;
};

/// The module of `f`'s program in `f`'s form whose @main runs the failing
/// valuation (the Arguments form gets a @main that calls @case with it).
std::string reproducerModule(const fuzz::Program &p, const Finding &f);

/// The lit test of case `c`: a comment with its signature, the provenance
/// `from` (seed, reproduce command, what was checked, the guilty pass) and
/// tool versions; RUN lines for the interpreter and the backend; the
/// module; CHECK lines from what the reference printed (RUN lines with
/// `not` when it refused).
std::string writeLitTest(const Case &c, const BackendSpec &backend, const Provenance &from);

/// A file name for signature `s`: its characters outside [A-Za-z0-9._-]
/// replaced by '_', with `.mlir`.
std::string reproducerFileName(const std::string &signature);

/// The signature a reproducer's first line names (`// cute-oracle
/// reproducer SIGNATURE`, as writeLitTest writes it), or "" when its first
/// line is not such a header.
std::string reproducerSignature(llvm::StringRef text);

/// The reproducers of a corpus directory, by the signature each one's
/// header names (reproducerSignature), read once.
class ReproducerCorpus {
public:
  /// Reads the first line of each `.mlir` file in `directory`: none when
  /// it is empty or unreadable.
  explicit ReproducerCorpus(std::string directory);

  /// The reproducers of the finding or known issue `signature`: the file
  /// named after it (reproducerFileName), and each file whose header names
  /// `signature`, or, when `signature` has no `@PASS/PATTERN` part, names
  /// it with one. Sorted paths.
  std::vector<std::string> of(const std::string &signature) const;

private:
  std::string dir;
  /// (header signature, path) by the header's signature without its
  /// `@PASS/PATTERN` part.
  std::multimap<std::string, std::pair<std::string, std::string>> byBase;
};

} // namespace cute::campaign

#endif
