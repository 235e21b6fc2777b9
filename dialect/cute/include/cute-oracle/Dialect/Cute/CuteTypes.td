//===- CuteTypes.td - cute types ---------------------------*- tablegen -*-===//
//
// Every cute type is `!cute.<mnemonic><"text">` where the text is the
// canonical print of its value. The storage holds that text and a pointer to
// one of seven static kind sentinels (the dialect documents); parsing, verification,
// printing and folding dispatch on the sentinel's identity.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_TYPES_TD
#define CUTE_TYPES_TD

include "cute-oracle/Dialect/Cute/CuteDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "cute-oracle/Dialect/Cute/CuteAtomTypes.td"
include "cute-oracle/Dialect/Cute/CuteViewTypes.td"

def Cute_KindParameter : AttrOrTypeParameter<"const ::cute::dialect::KindSentinel *",
                                             "kind discriminator sentinel">;

/// A cute type of the given kind ordinal (see KindSentinel in CuteTypes.h).
class Cute_Type<string name, string typeMnemonic, string kind>
    : TypeDef<Cute_Dialect, name> {
  let mnemonic = typeMnemonic;
  let parameters = (ins Cute_KindParameter:$kind, StringRefParameter<"canonical text">:$spec);
  let skipDefaultBuilders = 1;
  let builders = [
    TypeBuilder<(ins "::llvm::StringRef":$spec), [{
      return $_get($_ctxt, &sentinel(Kind::}] # kind # [{), spec);
    }]>
  ];
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The kind ordinal every value of this type has.
    static constexpr Kind kKind = Kind::}] # kind # [{;
    /// The value the canonical text denotes.
    ::cute::core::Value getValue() const { return valueOfSpec(getKind(), getSpec()); }
  }];
}

def Cute_IntTupleType : Cute_Type<"IntTuple", "int_tuple", "IntTuple">;
def Cute_ShapeType : Cute_Type<"Shape", "shape", "Shape">;
// A stride shares the integer-tuple kind (the dialect documents' kind tag): only its
// class tells it apart, and only strides may hold scaled-basis leaves.
def Cute_StrideType : Cute_Type<"Stride", "stride", "IntTuple">;
def Cute_CoordType : Cute_Type<"Coord", "coord", "Coord">;
def Cute_TileType : Cute_Type<"Tile", "tile", "Tile">;
def Cute_LayoutType : Cute_Type<"Layout", "layout", "Layout">;
def Cute_ComposedLayoutType : Cute_Type<"ComposedLayout", "composed_layout", "ComposedLayout">;
def Cute_SwizzleType : Cute_Type<"Swizzle", "swizzle", "Swizzle">;

/// `#cute.<mnemonic><"text">`: a value of the named type's kind as an
/// attribute, e.g. `#cute.layout<"(4,32):(1@0,1@1)">` (used by
/// cute_nvgpu.smem_desc_view) or `#cute.int_tuple<"(1,?)">`. The text is
/// kept canonical, as the type's is.
class Cute_ValueAttr<string name, string attrMnemonic, string type>
    : AttrDef<Cute_Dialect, name> {
  let mnemonic = attrMnemonic;
  let parameters = (ins StringRefParameter<"canonical text">:$spec);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The type whose kind and text rules this attribute follows.
    using ValueType = ::cute::dialect::}] # type # [{;
  }];
}

def Cute_IntTupleAttr : Cute_ValueAttr<"IntTuple", "int_tuple", "IntTupleType">;
def Cute_ShapeAttr : Cute_ValueAttr<"Shape", "shape", "ShapeType">;
def Cute_StrideAttr : Cute_ValueAttr<"Stride", "stride", "StrideType">;
def Cute_CoordAttr : Cute_ValueAttr<"Coord", "coord", "CoordType">;
def Cute_TileAttr : Cute_ValueAttr<"Tile", "tile", "TileType">;
def Cute_LayoutAttr : Cute_ValueAttr<"Layout", "layout", "LayoutType">;
def Cute_ComposedLayoutAttr : Cute_ValueAttr<"ComposedLayout", "composed_layout",
                                             "ComposedLayoutType">;
def Cute_SwizzleAttr : Cute_ValueAttr<"Swizzle", "swizzle", "SwizzleType">;

#endif
