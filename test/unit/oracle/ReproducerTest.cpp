//===- ReproducerTest.cpp - Reproducer headers, corpus and replay flags ---===//
#include "cute-oracle/Campaign/Reproducer.h"
#include "cute-oracle/Campaign/Check.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace cute::campaign;
using cute::oracle::backendFlags;

namespace {

Finding cosizeFinding(const std::string &backend) {
  Finding f;
  f.kind = "output";
  f.backend = backend;
  f.op = "cosize";
  f.expected = "12";
  f.actual = "11";
  return f;
}

} // namespace

TEST(Reproducer, HeaderNamesTheSignatureItIsReadBackAs) {
  Finding f = cosizeFinding("jit");
  f.guilty = "cute-expand/ExpandOp<cute.cosize>";
  std::string lit = writeLitTest({f, "func.func @main() {\n  return\n}\n", {}}, {"jit", ""}, {});
  EXPECT_EQ(reproducerSignature(lit), f.signature());
  EXPECT_EQ(reproducerSignature("// a hand-written test\n"), "");
}

TEST(Reproducer, ACudaFindingSaysItsRunLineIsTheHostJit) {
  std::string module = "func.func @main() {\n  return\n}\n";
  std::string cuda = writeLitTest({cosizeFinding("cuda"), module, {}}, {"cuda", ""}, {});
  EXPECT_NE(cuda.find("// RUN: cute-run %s\n"), std::string::npos);
  EXPECT_NE(cuda.find("cute-reduce FILE --backends interp,cuda"), std::string::npos);
  std::string jit = writeLitTest({cosizeFinding("jit"), module, {}}, {"jit", ""}, {});
  EXPECT_EQ(jit.find("cute-reduce"), std::string::npos);
}

TEST(Reproducer, BackendFlagsQuoteWhatTheShellWouldRead) {
  EXPECT_EQ(backendFlags("interp,jit", {{"jit", "", Contract::ValuesAndErrors}}),
            " --backends interp,jit");
  EXPECT_EQ(backendFlags("interp, external:x", {{"x", "sh -c 'cute-run {}'", Contract::Values}}),
            " --backends 'interp, external:x' --external 'x=sh -c '\\''cute-run {}'\\'''");
}

TEST(Reproducer, BackendFlagsNameEveryContractThatIsNotTheDefault) {
  std::vector<BackendSpec> specs;
  ASSERT_EQ(parseBackends("interp,jit,external:x", {"x=cute-run {}"}, specs), std::nullopt);
  EXPECT_EQ(specs[0].contract, Contract::ValuesAndErrors);
  EXPECT_EQ(specs[1].contract, Contract::Values);
  ASSERT_EQ(parseContracts({"jit=values", "x = values+errors"}, specs), std::nullopt);
  EXPECT_EQ(specs[0].contract, Contract::Values);
  EXPECT_EQ(specs[1].contract, Contract::ValuesAndErrors);
  EXPECT_EQ(backendFlags("interp,jit,external:x", specs),
            " --backends interp,jit,external:x --external 'x=cute-run {}' --contract jit=values"
            " --contract x=values+errors");
}

TEST(Reproducer, AContractForAnUnknownBackendOrOfAnUnknownKindIsAnError) {
  std::vector<BackendSpec> specs;
  ASSERT_EQ(parseBackends("interp,jit", {}, specs), std::nullopt);
  EXPECT_EQ(parseContracts({"cuda=values"}, specs),
            "--contract 'cuda=values': no backend 'cuda' in --backends (give NAME=values or "
            "NAME=values+errors for jit, cuda or an external NAME)");
  EXPECT_EQ(parseContracts({"jit=errors"}, specs),
            "--contract 'jit=errors': unknown contract 'errors' (expected values or "
            "values+errors)");
}

namespace {

std::string pathIn(const llvm::SmallString<128> &dir, const char *name) {
  llvm::SmallString<128> path(dir);
  llvm::sys::path::append(path, name);
  return path.str().str();
}

/// Writes `text` to DIR/NAME.
void writeFile(const llvm::SmallString<128> &dir, const char *name, const std::string &text) {
  std::error_code ec;
  llvm::raw_fd_ostream os(pathIn(dir, name), ec);
  ASSERT_FALSE(ec) << pathIn(dir, name) << ": " << ec.message();
  os << text;
}

} // namespace

TEST(Reproducer, ACorpusFindsAnIssuesReproducersByNameAndByHeader) {
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("reproducer-corpus", dir));
  std::string plain = "cosize.output.interpreter-vs-jit";
  std::string bisected = plain + "@cute-expand/ExpandOp<cute.cosize>";
  writeFile(dir, "cosize.output.interpreter-vs-jit.mlir", "// a hand-written test\n");
  // A header as an editor on Windows would save it: the \r is not part of
  // the signature.
  writeFile(dir, "renamed.mlir", "// cute-oracle reproducer " + bisected + " \r\n// RUN: x\n");
  writeFile(dir, "other.mlir", "// cute-oracle reproducer size.output.interpreter-vs-jit\n");
  writeFile(dir, "notes.txt", "// cute-oracle reproducer " + plain + "\n");
  ReproducerCorpus corpus(dir.str().str());
  // An issue without @PASS/PATTERN: its named file and each bisected one.
  EXPECT_EQ(corpus.of(plain),
            (std::vector<std::string>{pathIn(dir, "cosize.output.interpreter-vs-jit.mlir"),
                                      pathIn(dir, "renamed.mlir")}));
  // With @PASS/PATTERN: only the reproducers of that pass and pattern.
  EXPECT_EQ(corpus.of(bisected), std::vector<std::string>{pathIn(dir, "renamed.mlir")});
  EXPECT_EQ(corpus.of(plain + "@cute-lower"), std::vector<std::string>{});
  EXPECT_EQ(ReproducerCorpus("").of(plain), std::vector<std::string>{});
  llvm::sys::fs::remove_directories(dir);
}
