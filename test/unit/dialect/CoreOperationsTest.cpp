//===- CoreOperationsTest.cpp - Every cute op class reaches its core op ---===//
//
// The table of CoreOperations.h covers every registered cute op but the
// ones that compute no core operation, and names the operation of the
// op's own name but for the documented aliases, the same operation as
// core's operationOfOp finds by the op's name.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Dialect/Cute/CoreOperations.h"
#include "cute-oracle/Dialect/Cute/CuteDialect.h"

#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <map>
#include <set>

TEST(CoreOperations, EveryOpClassReachesItsCoreOperation) {
  mlir::MLIRContext ctx;
  ctx.loadDialect<cute::dialect::CuteDialect>();
  const std::set<std::string> computeNone = {"make_int_tuple", "make_shape",  "make_stride",
                                             "make_coord",     "make_tile",   "static",
                                             "print",          "get_scalars", "get_leaves"};
  // The atom ops compute with interp/core's atom registry (TiledMma.h,
  // TiledCopy.h), not with an algebra operation.
  const std::set<std::string> atomOps = {"make_atom",     "make_tiled_mma", "make_tiled_copy",
                                         "get_layout_tv", "tile_shape",     "mma_atom_call",
                                         "copy_atom_call"};
  // The view ops address memory (core/Views.h), they compute no value;
  // tiled_partition narrows a view with a tiled atom's partition.
  const std::set<std::string> viewOps = {"make_view",      "get_iter",     "get_layout",
                                         "memref.load",    "memref.store", "copy",
                                         "tiled_partition"};
  const std::map<std::string, std::string> aliases = {
      {"make_layout_raw", "make_layout"},
      {"make_composed_layout_raw", "make_composed_layout"},
      {"tuple_eq", "equal"}};
  // Both maps from an op to its operation agree: by class and by name.
  auto agreesByName = [](const std::string &op, const cute::core::Operation *byClass) {
    EXPECT_EQ(cute::core::operationOfOp(op), byClass) << "cute." << op;
  };
  size_t covered = 0;
  for (mlir::RegisteredOperationName name : ctx.getRegisteredOperations()) {
    if (name.getDialectNamespace() != "cute")
      continue;
    std::string op = name.getStringRef().drop_front(5).str();
    const cute::core::Operation *core = cute::dialect::coreOperationOf(name);
    agreesByName(op, core);
    if (computeNone.count(op) || atomOps.count(op) || viewOps.count(op)) {
      EXPECT_EQ(core, nullptr) << "cute." << op;
      continue;
    }
    ASSERT_NE(core, nullptr) << "cute." << op << " has no core operation";
    auto alias = aliases.find(op);
    EXPECT_EQ(core->name, alias == aliases.end() ? op : alias->second) << "cute." << op;
    EXPECT_EQ(cute::core::operationNamed(core->name), core);
    ++covered;
  }
  EXPECT_EQ(covered, 72u - computeNone.size());
}
