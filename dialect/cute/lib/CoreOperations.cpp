//===- CoreOperations.cpp - Each cute op class to its core operation ------===//
#include "cute-oracle/Dialect/Cute/CoreOperations.h"
#include "cute-oracle/Dialect/Cute/CuteOps.h"

#include "llvm/ADT/DenseMap.h"

namespace cute::dialect {

namespace {

using Entry = std::pair<mlir::TypeID, const core::Operation *>;

template <typename OpT> Entry entry(const core::Operation &operation) {
  return {mlir::TypeID::get<OpT>(), &operation};
}

} // namespace

const core::Operation *coreOperationOf(mlir::OperationName op) {
  static const llvm::DenseMap<mlir::TypeID, const core::Operation *> table = [] {
    llvm::DenseMap<mlir::TypeID, const core::Operation *> t;
    for (Entry e : {
             entry<MakeLayoutOp>(core::operation::make_layout),
             entry<MakeLayoutRawOp>(core::operation::make_layout),
             entry<MakeComposedLayoutOp>(core::operation::make_composed_layout),
             entry<MakeComposedLayoutRawOp>(core::operation::make_composed_layout),
             entry<MakeSwizzleOp>(core::operation::make_swizzle),
             entry<MakeIdentityLayoutOp>(core::operation::make_identity_layout),
             entry<MakeLayoutLikeOp>(core::operation::make_layout_like),
             entry<MakeOrderedLayoutOp>(core::operation::make_ordered_layout),
             entry<ComposedGetInnerOp>(core::operation::composed_get_inner),
             entry<ComposedGetOffsetOp>(core::operation::composed_get_offset),
             entry<ComposedGetOuterOp>(core::operation::composed_get_outer),
             entry<GetShapeOp>(core::operation::get_shape),
             entry<GetStrideOp>(core::operation::get_stride),
             entry<ToIntTupleOp>(core::operation::to_int_tuple),
             entry<ToShapeOp>(core::operation::to_shape),
             entry<ToStrideOp>(core::operation::to_stride),
             entry<ToCoordOp>(core::operation::to_coord),
             entry<GetLayoutsFromTileOp>(core::operation::get_layouts_from_tile),
             entry<GetOp>(core::operation::get),
             entry<SelectOp>(core::operation::select),
             entry<FlattenOp>(core::operation::flatten),
             entry<LeftInverseOp>(core::operation::left_inverse),
             entry<RightInverseOp>(core::operation::right_inverse),
             entry<FilterOp>(core::operation::filter),
             entry<TupleProductOp>(core::operation::tuple_product),
             entry<TupleProductEachOp>(core::operation::tuple_product_each),
             entry<CoalesceOp>(core::operation::coalesce),
             entry<ComplementOp>(core::operation::complement),
             entry<FilterZerosOp>(core::operation::filter_zeros),
             entry<CompositionOp>(core::operation::composition),
             entry<SliceOp>(core::operation::slice),
             entry<DiceOp>(core::operation::dice),
             entry<GroupModesOp>(core::operation::group_modes),
             entry<RecastLayoutOp>(core::operation::recast_layout),
             entry<AppendToRankOp>(core::operation::append_to_rank),
             entry<PrependToRankOp>(core::operation::prepend_to_rank),
             entry<SizeOp>(core::operation::size),
             entry<CosizeOp>(core::operation::cosize),
             entry<Crd2IdxOp>(core::operation::crd2idx),
             entry<Idx2CrdOp>(core::operation::idx2crd),
             entry<IncrementCoordOp>(core::operation::increment_coord),
             entry<LayoutEvalOp>(core::operation::layout_eval),
             entry<CeilDivOp>(core::operation::ceil_div),
             entry<ShapeDivOp>(core::operation::shape_div),
             entry<TupleAddOp>(core::operation::tuple_add),
             entry<TupleSubOp>(core::operation::tuple_sub),
             entry<ElemLessOp>(core::operation::elem_less),
             entry<EqualOp>(core::operation::equal),
             entry<TupleEqOp>(core::operation::equal),
             entry<LogicalProductOp>(core::operation::logical_product),
             entry<ZippedProductOp>(core::operation::zipped_product),
             entry<TiledProductOp>(core::operation::tiled_product),
             entry<FlatProductOp>(core::operation::flat_product),
             entry<BlockedProductOp>(core::operation::blocked_product),
             entry<RakedProductOp>(core::operation::raked_product),
             entry<LogicalDivideOp>(core::operation::logical_divide),
             entry<ZippedDivideOp>(core::operation::zipped_divide),
             entry<TiledDivideOp>(core::operation::tiled_divide),
             entry<FlatDivideOp>(core::operation::flat_divide),
             entry<StencilDivideOp>(core::operation::stencil_divide),
             entry<TileToShapeOp>(core::operation::tile_to_shape),
             entry<LocalTileOp>(core::operation::local_tile),
             entry<LocalPartitionOp>(core::operation::local_partition),
         })
      t.insert(e);
    return t;
  }();
  return table.lookup(op.getTypeID());
}

} // namespace cute::dialect
