//===- ReproducerTest.cpp - Reproducer headers and replay flags -----------===//
#include "cute-oracle/Campaign/Reproducer.h"
#include "cute-oracle/Campaign/Check.h"

#include <gtest/gtest.h>

using namespace cute::campaign;

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
  std::string lit =
      writeLitTest("func.func @main() {\n  return\n}\n", f, {"jit", ""}, "", true, {});
  EXPECT_EQ(reproducerSignature(lit), f.signature());
  EXPECT_EQ(reproducerSignature("// a hand-written test\n"), "");
}

TEST(Reproducer, ACudaFindingSaysItsRunLineIsTheHostJit) {
  std::string module = "func.func @main() {\n  return\n}\n";
  std::string cuda = writeLitTest(module, cosizeFinding("cuda"), {"cuda", ""}, "", true, {});
  EXPECT_NE(cuda.find("// RUN: cute-run %s\n"), std::string::npos);
  EXPECT_NE(cuda.find("cute-reduce FILE --backends interp,cuda"), std::string::npos);
  std::string jit = writeLitTest(module, cosizeFinding("jit"), {"jit", ""}, "", true, {});
  EXPECT_EQ(jit.find("cute-reduce"), std::string::npos);
}

TEST(Reproducer, BackendFlagsQuoteWhatTheShellWouldRead) {
  EXPECT_EQ(backendFlags("interp,jit", {{"jit", ""}}), " --backends interp,jit");
  EXPECT_EQ(backendFlags("interp, external:x", {{"x", "sh -c 'cute-run {}'"}}),
            " --backends 'interp, external:x' --external 'x=sh -c '\\''cute-run {}'\\'''");
}
