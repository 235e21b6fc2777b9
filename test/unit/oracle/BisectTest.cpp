//===- BisectTest.cpp - Per-pass bisection names the guilty pass ----------===//
//
// A deliberately broken pass, registered only here, turns the constant 3
// into 4; placed inside the cute-to-llvm pipeline, bisection must name it.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Campaign/Check.h"
#include "cute-oracle/Oracle/Bisect.h"
#include "cute-oracle/Oracle/JitBackend.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <gtest/gtest.h>

namespace {

struct BreakConstants
    : mlir::PassWrapper<BreakConstants, mlir::OperationPass<mlir::ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(BreakConstants)
  void runOnOperation() override {
    getOperation().walk([](mlir::arith::ConstantOp c) {
      auto i = mlir::dyn_cast<mlir::IntegerAttr>(c.getValue());
      if (i && i.getInt() == 3)
        c.setValueAttr(mlir::IntegerAttr::get(i.getType(), 4));
    });
  }
};

/// The same bug as a rewrite pattern, so that per-pattern bisection (the
/// debug counter on apply-pattern) can name the application.
struct BreakConstantPattern : mlir::OpRewritePattern<mlir::arith::ConstantOp> {
  explicit BreakConstantPattern(mlir::MLIRContext *ctx) : OpRewritePattern(ctx) {
    setDebugName("BreakConstant");
  }
  mlir::LogicalResult matchAndRewrite(mlir::arith::ConstantOp c,
                                      mlir::PatternRewriter &rewriter) const override {
    auto i = mlir::dyn_cast<mlir::IntegerAttr>(c.getValue());
    if (!i || i.getInt() != 3)
      return mlir::failure();
    rewriter.modifyOpInPlace(c, [&] { c.setValueAttr(mlir::IntegerAttr::get(i.getType(), 4)); });
    return mlir::success();
  }
};

struct BreakConstantsByPattern
    : mlir::PassWrapper<BreakConstantsByPattern, mlir::OperationPass<mlir::ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(BreakConstantsByPattern)
  void runOnOperation() override {
    mlir::RewritePatternSet patterns(&getContext());
    patterns.add<BreakConstantPattern>(&getContext());
    (void)mlir::applyPatternsGreedily(getOperation(), std::move(patterns));
  }
};

constexpr const char *kProgram = R"mlir(
func.func @main() {
  %c = arith.constant 3 : i32
  %s = cute.make_shape(%c) : (i32) -> !cute.shape<"(?,2)">
  %n = cute.size(%s) : (!cute.shape<"(?,2)">) -> !cute.int_tuple<"?">
  cute.print(%n) : !cute.int_tuple<"?">
  return
}
)mlir";

class Bisect : public ::testing::Test {
protected:
  Bisect() {
    mlir::DialectRegistry registry;
    cute::oracle::registerBackendDialects(registry);
    ctx.appendDialectRegistry(registry);
    module = mlir::parseSourceString<mlir::ModuleOp>(kProgram, &ctx);
  }
  mlir::MLIRContext ctx;
  mlir::OwningOpRef<mlir::ModuleOp> module;
};

TEST_F(Bisect, NamesTheBrokenPass) {
  ASSERT_TRUE(module);
  std::vector<cute::lower::PipelinePass> passes = cute::lower::cuteToLLVMPipelinePasses();
  passes.insert(passes.begin() + 2,
                {"break-constants", [] { return std::make_unique<BreakConstants>(); }});
  std::optional<cute::oracle::Bisection> b = cute::oracle::bisectPasses(*module, "main", passes);
  ASSERT_TRUE(b);
  EXPECT_EQ(b->pass, "break-constants");
  EXPECT_EQ(b->how, "changes the output");
  EXPECT_EQ(b->expected.printed, "6\n");
  EXPECT_EQ(b->actual.printed, "8\n");
  EXPECT_NE(b->before.find("arith.constant 3"), std::string::npos);
  EXPECT_NE(b->after.find("arith.constant 4"), std::string::npos);
}

TEST_F(Bisect, NamesTheBrokenPatternApplication) {
  ASSERT_TRUE(module);
  auto create = [] { return std::make_unique<BreakConstantsByPattern>(); };
  std::vector<cute::lower::PipelinePass> passes = {{"break-by-pattern", create, create}};
  std::optional<cute::oracle::Bisection> b = cute::oracle::bisectPasses(*module, "main", passes);
  ASSERT_TRUE(b);
  EXPECT_EQ(b->pass, "break-by-pattern");
  EXPECT_GE(b->application, 1);
  EXPECT_LE(b->application, b->applications);
  EXPECT_EQ(b->pattern, "BreakConstant");
  EXPECT_EQ(b->rewrittenOp, "arith.constant at line 3 of the module");
  // Findings are deduplicated by the guilty pass and pattern too.
  cute::campaign::Finding f;
  f.op = "size";
  f.kind = "output";
  f.backend = "jit";
  f.guilty = cute::campaign::guiltyKey(*b);
  EXPECT_EQ(f.signature(), "size.output.interpreter-vs-jit@break-by-pattern/BreakConstant");
  EXPECT_EQ(f.baseSignature(), "size.output.interpreter-vs-jit");
  EXPECT_TRUE(cute::campaign::isKnownFinding({f.baseSignature()}, f));
  EXPECT_TRUE(cute::campaign::isKnownFinding({f.signature()}, f));
  EXPECT_FALSE(cute::campaign::isKnownFinding({"size.output.interpreter-vs-jit@cute-expand"}, f));
}

TEST_F(Bisect, StopsWhereTheInterpreterCannotRunTheIR) {
  ASSERT_TRUE(module);
  std::optional<cute::oracle::Bisection> b =
      cute::oracle::bisectPasses(*module, "main", cute::lower::cuteToLLVMPipelinePasses());
  ASSERT_TRUE(b);
  EXPECT_EQ(b->pass, "cute-to-llvm");
  EXPECT_EQ(b->how, "leaves IR the interpreter cannot run");
}

} // namespace
