//===- ProfileTest.cpp - Dialect profiles: rules, programs and modules ---===//
#include "cute-oracle/Campaign/Check.h"
#include "cute-oracle/Campaign/Reduce.h"
#include "cute-oracle/Fuzz/Generators.h"
#include "cute-oracle/Fuzz/Profile.h"
#include "cute-oracle/Oracle/InterpreterBackend.h"

#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using cute::fuzz::Profile;

namespace {

Profile parsed(const std::string &text) {
  std::string error;
  std::optional<Profile> p = cute::fuzz::parseProfile(text, "test.profile", error);
  EXPECT_TRUE(p) << error;
  return p ? *p : Profile();
}

std::string parseError(const std::string &text) {
  std::string error;
  EXPECT_FALSE(cute::fuzz::parseProfile(text, "test.profile", error));
  return error;
}

} // namespace

TEST(Profile, RulesAreReadLineByLine) {
  Profile p = parsed("# a comment\nexclude crd2idx make_layout_raw\n\noperand coalesce 0 layout "
                     "# trailing\ndeclared-forms canonical\n");
  EXPECT_FALSE(p.has("crd2idx"));
  EXPECT_FALSE(p.has("make_layout_raw"));
  EXPECT_TRUE(p.has("coalesce"));
  EXPECT_TRUE(p.allowsOperand("coalesce", 0, "layout"));
  EXPECT_FALSE(p.allowsOperand("coalesce", 0, "int_tuple"));
  EXPECT_TRUE(p.allowsOperand("coalesce", 1, "int_tuple"));
  EXPECT_FALSE(p.otherDeclaredForms);
  EXPECT_FALSE(p.isFull());
  EXPECT_TRUE(parsed("# nothing\n").isFull());
}

TEST(Profile, AnErrorNamesTheLine) {
  EXPECT_EQ(parseError("exclude size\noperand size x layout\n"),
            "test.profile:2: operand index 'x' is not a number");
  EXPECT_EQ(parseError("operand size 0 matrix\n"),
            "test.profile:1: unknown kind 'matrix' (int_tuple, shape, stride, coord, tile, "
            "layout, composed_layout, swizzle, bool)");
  EXPECT_EQ(parseError("include size\n"),
            "test.profile:1: expected `exclude OP...`, `operand OP INDEX KIND...` or "
            "`declared-forms canonical|any`");
}

TEST(Profile, TheShippedProfilesLoad) {
  std::vector<std::string> names = cute::fuzz::shippedProfiles();
  EXPECT_NE(std::find(names.begin(), names.end(), "full"), names.end());
  EXPECT_NE(std::find(names.begin(), names.end(), "nvidia-cute-ir"), names.end());
  for (const std::string &name : names) {
    std::string error;
    std::optional<Profile> p = cute::fuzz::loadProfile(name, error);
    ASSERT_TRUE(p) << error;
    EXPECT_EQ(p->isFull(), name == "full");
  }
  std::string error;
  EXPECT_FALSE(cute::fuzz::loadProfile("nope", error));
  EXPECT_EQ(error.rfind("unknown profile 'nope' (shipped: ", 0), 0u) << error;
}

TEST(Profile, GeneratedProgramsStayInsideTheProfile) {
  cute::fuzz::ProgramOptions o;
  o.profile = parsed("exclude make_layout_raw make_composed_layout_raw make_swizzle crd2idx\n"
                     "operand coalesce 0 layout\noperand print 0 int_tuple shape stride coord "
                     "tile layout composed_layout swizzle\ndeclared-forms canonical\n");
  o.focus = {"coalesce", "crd2idx", "size", "elem_less"};
  int coalesces = 0;
  for (uint64_t seed = 0; seed < 60; ++seed) {
    cute::fuzz::Program p =
        cute::fuzz::genProgram(o)(rc::Random(seed), rc::kNominalSize).value();
    EXPECT_EQ(o.profile.firstExcluded(p), std::nullopt) << "seed " << seed;
    for (const cute::fuzz::Node &n : p.nodes)
      coalesces += n.op == "coalesce";
  }
  EXPECT_GT(coalesces, 5) << "coalesce of a layout is still generated";
}

TEST(Profile, AModuleOutsideTheProfileSaysWhere) {
  mlir::MLIRContext ctx(cute::campaign::backendRegistry());
  std::string diagnostics;
  auto m = cute::campaign::parseText(ctx, R"mlir(
func.func @main() {
  %s = cute.static : !cute.int_tuple<"(4,2)">
  %d = cute.static : !cute.int_tuple<"(1,4)">
  %l = cute.make_layout_raw(%s, %d) : (!cute.int_tuple<"(4,2)">, !cute.int_tuple<"(1,4)">) -> !cute.layout<"(4,2):(1,4)">
  %c = "cute.to_shape"(%s) : (!cute.int_tuple<"(4,2)">) -> !cute.shape<"(4,2)">
  cute.print(%l) : !cute.layout<"(4,2):(1,4)">
  return
}
)mlir",
                                     diagnostics);
  ASSERT_TRUE(m) << diagnostics;
  EXPECT_EQ(cute::campaign::outsideProfile(parsed("exclude make_layout_raw\n"), *m),
            "it uses cute.make_layout_raw");
  EXPECT_EQ(cute::campaign::outsideProfile(parsed("operand to_shape 0 shape\n"), *m),
            "operand 0 of cute.to_shape is of kind int_tuple");
  EXPECT_EQ(cute::campaign::outsideProfile(parsed("exclude size\n"), *m), std::nullopt);
}

TEST(Profile, TheInterpreterNamesTheOpThatRefused) {
  mlir::MLIRContext ctx(cute::campaign::backendRegistry());
  std::string diagnostics;
  auto m = cute::campaign::parseText(ctx, R"mlir(
func.func @main() {
  %c = arith.constant 0 : i32
  %z = cute.make_int_tuple(%c) : (i32) -> !cute.int_tuple<"?">
  %e = cute.static : !cute.int_tuple<"6">
  %q = cute.ceil_div(%e, %z) : (!cute.int_tuple<"6">, !cute.int_tuple<"?">) -> !cute.int_tuple<"?">
  return
}
)mlir",
                                     diagnostics);
  ASSERT_TRUE(m) << diagnostics;
  auto interp = cute::oracle::makeInterpreterBackend();
  ASSERT_TRUE(mlir::succeeded(interp->prepare(*m)));
  cute::oracle::RunOutput out = interp->run("main", {});
  EXPECT_EQ(out.outcome, cute::oracle::Outcome::Refused);
  EXPECT_EQ(out.op, "ceil_div") << out.error;
}
