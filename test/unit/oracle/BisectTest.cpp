//===- BisectTest.cpp - Per-pass bisection names the guilty pass ----------===//
//
// A deliberately broken pass, registered only here, turns the constant 3
// into 4; placed inside the cute-to-llvm pipeline, bisection must name it.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Oracle/Bisect.h"
#include "cute-oracle/Oracle/JitBackend.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"

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
  passes.insert(passes.begin() + 1,
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

TEST_F(Bisect, StopsWhereTheInterpreterCannotRunTheIR) {
  ASSERT_TRUE(module);
  std::optional<cute::oracle::Bisection> b =
      cute::oracle::bisectPasses(*module, "main", cute::lower::cuteToLLVMPipelinePasses());
  ASSERT_TRUE(b);
  EXPECT_EQ(b->pass, "cute-to-llvm");
  EXPECT_EQ(b->how, "leaves IR the interpreter cannot run");
}

} // namespace
