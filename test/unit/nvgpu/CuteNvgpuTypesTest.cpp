//===- CuteNvgpuTypesTest.cpp - cute_nvgpu type surface tests -------------===//
//
// Parses and prints every cute_nvgpu type through mlir::parseType: the 27
// mnemonics in walk order, case sensitivity, atom integers with divby,
// universal_copy fields and their elision, smem_desc_view's layout check,
// SSA name hints, and diagnostics (never crashes) for bad or truncated text.
//
//===----------------------------------------------------------------------===//

#include "cute-oracle/Dialect/CuteNvgpu/CuteNvgpuDialect.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

using namespace mlir;
using namespace cute::nvgpu;

namespace {

//===----------------------------------------------------------------------===//
// A stand-in `cute` dialect: `#cute.layout<"text">` and `#cute.shape<"text">`
//===----------------------------------------------------------------------===//

struct TextAttrStorage : AttributeStorage {
  using KeyTy = StringRef;
  explicit TextAttrStorage(StringRef text) : text(text) {}
  bool operator==(const KeyTy &key) const { return key == text; }
  static TextAttrStorage *construct(AttributeStorageAllocator &allocator,
                                    const KeyTy &key) {
    return new (allocator.allocate<TextAttrStorage>())
        TextAttrStorage(allocator.copyInto(key));
  }
  StringRef text;
};

/// Same registered name as the real cute dialect's layout attribute.
struct FakeLayoutAttr
    : Attribute::AttrBase<FakeLayoutAttr, Attribute, TextAttrStorage> {
  using Base::Base;
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(FakeLayoutAttr)
  static constexpr StringLiteral name = "cute.layout";
  static FakeLayoutAttr get(MLIRContext *context, StringRef text) {
    return Base::get(context, text);
  }
  StringRef getText() const { return getImpl()->text; }
};

/// A cute attribute that is not a layout.
struct FakeShapeAttr
    : Attribute::AttrBase<FakeShapeAttr, Attribute, TextAttrStorage> {
  using Base::Base;
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(FakeShapeAttr)
  static constexpr StringLiteral name = "cute.shape";
  static FakeShapeAttr get(MLIRContext *context, StringRef text) {
    return Base::get(context, text);
  }
  StringRef getText() const { return getImpl()->text; }
};

class FakeCuteDialect : public Dialect {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(FakeCuteDialect)
  static constexpr StringLiteral getDialectNamespace() { return "cute"; }

  explicit FakeCuteDialect(MLIRContext *context)
      : Dialect(getDialectNamespace(), context,
                TypeID::get<FakeCuteDialect>()) {
    addAttributes<FakeLayoutAttr, FakeShapeAttr>();
  }

  Attribute parseAttribute(DialectAsmParser &parser, Type) const override {
    StringRef mnemonic;
    std::string text;
    if (parser.parseKeyword(&mnemonic) || parser.parseLess() ||
        parser.parseString(&text) || parser.parseGreater())
      return {};
    if (mnemonic == "layout")
      return FakeLayoutAttr::get(getContext(), text);
    return FakeShapeAttr::get(getContext(), text);
  }

  void printAttribute(Attribute attr,
                      DialectAsmPrinter &printer) const override {
    llvm::TypeSwitch<Attribute>(attr)
        .Case([&](FakeLayoutAttr layout) {
          printer << "layout<\"" << layout.getText() << "\">";
        })
        .Case([&](FakeShapeAttr shape) {
          printer << "shape<\"" << shape.getText() << "\">";
        });
  }
};

//===----------------------------------------------------------------------===//
// Fixture
//===----------------------------------------------------------------------===//

/// An MLIRContext with cute_nvgpu (and func) loaded that records every
/// diagnostic instead of printing it.
class NvgpuTypes : public ::testing::Test {
protected:
  NvgpuTypes()
      : context(makeRegistry()), handler(&context, [this](Diagnostic &d) {
          diagnostics.push_back(d.str());
          return success();
        }) {
    context.loadAllAvailableDialects();
  }

  static DialectRegistry makeRegistry() {
    DialectRegistry registry;
    registerCuteNvgpuDialect(registry);
    registry.insert<func::FuncDialect>();
    return registry;
  }

  Type parse(StringRef text) {
    diagnostics.clear();
    return parseType(text, &context);
  }

  static std::string print(Type type) {
    std::string text;
    llvm::raw_string_ostream(text) << type;
    return text;
  }

  /// Parses `text`, expects success and that printing gives `text` back.
  void expectRoundTrip(StringRef text) {
    Type type = parse(text);
    ASSERT_TRUE(type) << text.str() << ": " << allDiagnostics();
    EXPECT_EQ(print(type), text.str());
    EXPECT_EQ(parse(print(type)), type);
  }

  /// Parses `text`, expects failure with a diagnostic containing `message`.
  void expectError(StringRef text, StringRef message) {
    EXPECT_FALSE(parse(text)) << text.str();
    EXPECT_TRUE(llvm::any_of(
        diagnostics,
        [&](const std::string &d) { return StringRef(d).contains(message); }))
        << text.str() << ": expected '" << message.str() << "', got "
        << allDiagnostics();
  }

  std::string allDiagnostics() const {
    std::string all;
    for (const std::string &d : diagnostics)
      all += "[" + d + "] ";
    return all;
  }

  MLIRContext context;
  std::vector<std::string> diagnostics;
  ScopedDiagnosticHandler handler;
};

/// The seed's mnemonic table, in walk order, with each type's SSA name hint
/// (empty for types that are not atoms).
struct MnemonicRow {
  const char *mnemonic;
  const char *asmName;
};
constexpr MnemonicRow kMnemonics[] = {
    {"atom.universal_fma", "mma_universal_fma"},
    {"sm80.mma", "mma_sm80"},
    {"sm80.sparse_mma", "mma_sm80_sparse"},
    {"sm89.mma", "mma_sm89"},
    {"smem_desc", ""},
    {"smem_desc_view", ""},
    {"sm90.mma", "mma_sm90"},
    {"sm100.mma", "mma_sm100"},
    {"sm100.mma_sp", "mma_sm100_sp"},
    {"sm100.mma_bs", "mma_sm100_bs"},
    {"sm100.mma_bs_sp", "mma_sm100_bs_sp"},
    {"SM120.mma_bs", "mma_sm120_bs"},
    {"atom.tmem_load", "copy_sm100_tmem_load"},
    {"atom.tmem_store", "copy_sm100_tmem_store"},
    {"atom.s2t_copy", "copy_sm100_s2t_copy"},
    {"tma_descriptor_tiled", ""},
    {"tma_descriptor_im2col", ""},
    {"atom.tma_load", "copy_sm90_tma_load"},
    {"atom.tma_store", "copy_sm90_tma_store"},
    {"atom.tma_reduce", "copy_sm90_tma_reduce"},
    {"atom.universal_copy", "copy_universal_copy_f16"},
    {"atom.simt_async_copy", "copy_sm80_simt_async_copy"},
    {"atom.ldsm", "copy_sm75_ldsm"},
    {"atom.stsm", "copy_sm90_stsm"},
    {"atom.non_exec_tiled_tma_load", "copy_sm90_non_exec_tiled_tma_load"},
    {"atom.non_exec_tiled_tma_store", "copy_sm90_non_exec_tiled_tma_store"},
    {"atom.non_exec_tiled_tma_reduce", "copy_sm90_non_exec_tiled_tma_reduce"},
};
static_assert(std::size(kMnemonics) == 27);

constexpr const char *kLayoutView =
    "!cute_nvgpu.smem_desc_view<memref<128xf16, 3>, "
    "#cute.layout<\"(4,32):(1@0,1@1)\">>";

/// A parseable spelling of `mnemonic`: parameterized types get a payload.
std::string spell(StringRef mnemonic) {
  if (mnemonic == "smem_desc_view")
    return kLayoutView;
  if (mnemonic == "atom.universal_copy")
    return "!cute_nvgpu.atom.universal_copy<f16>";
  return ("!cute_nvgpu." + mnemonic).str();
}

/// The TypeIDs of the dialect's types in ODS definition order, which is the
/// order of generatedTypeParser's and generatedTypePrinter's chains.
template <typename... Types> std::vector<TypeID> typeIDs() {
  return {TypeID::get<Types>()...};
}
std::vector<TypeID> definitionOrder() {
  return typeIDs<
#define GET_TYPEDEF_LIST
#include "cute-oracle/Dialect/CuteNvgpu/CuteNvgpuTypes.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Mnemonics
//===----------------------------------------------------------------------===//

class NvgpuTypesWithCute : public NvgpuTypes {
protected:
  NvgpuTypesWithCute() { context.getOrLoadDialect<FakeCuteDialect>(); }
};

TEST_F(NvgpuTypesWithCute, EveryMnemonicRoundTrips) {
  std::set<const void *> distinct;
  for (const MnemonicRow &row : kMnemonics) {
    SCOPED_TRACE(row.mnemonic);
    expectRoundTrip(spell(row.mnemonic));
    Type type = parse(spell(row.mnemonic));
    EXPECT_EQ(type.getDialect().getNamespace(), "cute_nvgpu");
    distinct.insert(type.getAsOpaquePointer());
  }
  EXPECT_EQ(distinct.size(), std::size(kMnemonics));
}

TEST_F(NvgpuTypesWithCute, WalkOrderIsTheSeedTableOrder) {
  std::vector<TypeID> order = definitionOrder();
  ASSERT_EQ(order.size(), std::size(kMnemonics) + 1);
  for (auto [index, row] : llvm::enumerate(kMnemonics)) {
    SCOPED_TRACE(row.mnemonic);
    EXPECT_EQ(parse(spell(row.mnemonic)).getTypeID(), order[index]);
  }
  // The atom integer has no mnemonic slot and comes after all of them.
  EXPECT_EQ(order.back(), TypeID::get<AtomIntType>());
}

TEST_F(NvgpuTypesWithCute, TwentyFiveTypesTakeNoParameters) {
  int zeroParameter = 0;
  for (const MnemonicRow &row : kMnemonics) {
    if (!isa<SmemDescViewType, UniversalCopyAtomType>(
            parse(spell(row.mnemonic)))) {
      ++zeroParameter;
      expectError(spell(row.mnemonic) + "<f16>",
                  "unexpected `<f16>` after cute_nvgpu type");
    }
  }
  EXPECT_EQ(zeroParameter, 25);
  EXPECT_EQ(print(Sm90MmaType::get(&context)), "!cute_nvgpu.sm90.mma");
  EXPECT_EQ(print(TmaLoadAtomType::get(&context)), "!cute_nvgpu.atom.tma_load");
  EXPECT_EQ(print(SmemDescType::get(&context)), "!cute_nvgpu.smem_desc");
  EXPECT_EQ(print(TmaDescriptorTiledType::get(&context)),
            "!cute_nvgpu.tma_descriptor_tiled");
  EXPECT_EQ(print(Sm120MmaBsType::get(&context)), "!cute_nvgpu.SM120.mma_bs");
}

TEST_F(NvgpuTypes, MnemonicsAreCaseSensitive) {
  for (const char *text : {"sm120.mma_bs", "Sm120.mma_bs", "SM120.MMA_BS",
                           "SM90.mma", "Sm80.mma", "SM100.mma", "ATOM.ldsm",
                           "atom.LDSM", "Smem_desc", "TMA_descriptor_tiled"})
    expectError(std::string("!cute_nvgpu.") + text,
                std::string("unknown  type `") + text +
                    "` in dialect `cute_nvgpu`");
}

TEST_F(NvgpuTypes, UnknownMnemonicDiagnosticIsVerbatim) {
  EXPECT_FALSE(parse("!cute_nvgpu.sm70.mma"));
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0], "unknown  type `sm70.mma` in dialect `cute_nvgpu`");
}

TEST_F(NvgpuTypes, NearMissesAreUnknown) {
  for (const MnemonicRow &row : kMnemonics) {
    StringRef mnemonic = row.mnemonic;
    for (std::string miss : {mnemonic.drop_back().str(), (mnemonic + "x").str(),
                             ("x" + mnemonic).str()})
      expectError("!cute_nvgpu." + miss,
                  "unknown  type `" + miss + "` in dialect `cute_nvgpu`");
  }
}

TEST_F(NvgpuTypes, TrailingTextIsRejected) {
  expectError("!cute_nvgpu.sm90.mma<f16>",
              "unexpected `<f16>` after cute_nvgpu type");
  expectError("!cute_nvgpu.atom.tma_load<>",
              "unexpected `<>` after cute_nvgpu type");
  // The verbose `!dialect<body>` form checks its body the same way.
  EXPECT_EQ(parse("!cute_nvgpu<sm90.mma>"), Sm90MmaType::get(&context));
  EXPECT_EQ(parse("!cute_nvgpu<i4<divby 2>>"),
            AtomIntType::get(&context, 4, 2));
  expectError("!cute_nvgpu<sm90.mma x>",
              "unexpected `x` after cute_nvgpu type");
}

//===----------------------------------------------------------------------===//
// Atom integers
//===----------------------------------------------------------------------===//

TEST_F(NvgpuTypes, AtomIntegersRoundTrip) {
  for (const char *text :
       {"!cute_nvgpu.i4", "!cute_nvgpu.i6", "!cute_nvgpu.i8", "!cute_nvgpu.i1",
        "!cute_nvgpu.i4294967295", "!cute_nvgpu.i4<divby 2>",
        "!cute_nvgpu.i2<divby 4>", "!cute_nvgpu.i4<divby 1>",
        "!cute_nvgpu.i8<divby 4294967295>"})
    expectRoundTrip(text);
}

TEST_F(NvgpuTypes, AtomIntegerParameters) {
  auto plain = dyn_cast_or_null<AtomIntType>(parse("!cute_nvgpu.i4"));
  ASSERT_TRUE(plain);
  EXPECT_EQ(plain.getWidth(), 4u);
  EXPECT_EQ(plain.getDivby(), std::nullopt);

  auto scaled = dyn_cast_or_null<AtomIntType>(parse("!cute_nvgpu.i2<divby 4>"));
  ASSERT_TRUE(scaled);
  EXPECT_EQ(scaled.getWidth(), 2u);
  EXPECT_EQ(scaled.getDivby(), std::optional<uint32_t>(4));

  EXPECT_NE(plain, parse("!cute_nvgpu.i4<divby 1>"));
  EXPECT_NE(Type(plain), IntegerType::get(&context, 4));
  EXPECT_EQ(print(AtomIntType::get(&context, 4, std::nullopt)),
            "!cute_nvgpu.i4");
  // Leading zeros are accepted and canonicalized away.
  EXPECT_EQ(parse("!cute_nvgpu.i04"), plain);
}

TEST_F(NvgpuTypes, AtomIntegerErrors) {
  expectError("!cute_nvgpu.i0", "atom integer width must be positive");
  expectError("!cute_nvgpu.i4<divby 0>",
              "atom integer divby factor must be positive");
  expectError("!cute_nvgpu.i4294967296",
              "atom integer width in `i4294967296` does not fit in 32 bits");
  expectError("!cute_nvgpu.i99999999999999999999999",
              "does not fit in 32 bits");
  expectError("!cute_nvgpu.i4<divby 4294967296>",
              "expected a 32-bit unsigned integer, got 4294967296");
  expectError("!cute_nvgpu.i4<divby -1>",
              "expected a 32-bit unsigned integer, got -1");
  expectError("!cute_nvgpu.i4<divby>", "expected integer");
  expectError("!cute_nvgpu.i4<divby 2", "unbalanced '<'");
  expectError("!cute_nvgpu.i4<divby 2 3>", "expected '>'");
  expectError("!cute_nvgpu.i4<by 2>", "expected 'divby'");
  expectError("!cute_nvgpu.i4<>", "expected 'divby'");
  // Only `i` followed by digits takes the atom integer branch.
  for (const char *miss : {"i", "ix", "i4x", "i4_divby_2", "I4"})
    expectError(std::string("!cute_nvgpu.") + miss,
                std::string("unknown  type `") + miss + "`");
  EXPECT_FALSE(AtomIntType::getChecked(
      [&] { return emitError(UnknownLoc::get(&context)); }, &context,
      uint32_t(0), std::optional<uint32_t>()));
}

//===----------------------------------------------------------------------===//
// atom.universal_copy
//===----------------------------------------------------------------------===//

TEST_F(NvgpuTypes, UniversalCopyFieldCombinations) {
  // Every subset of the four optional fields, in their fixed order.
  const char *fields[] = {"128 b", "allow_dsmem", "mem_order=acquire",
                          "mem_scope=cluster"};
  for (unsigned mask = 0; mask < 16; ++mask) {
    std::string text = "!cute_nvgpu.atom.universal_copy<f16";
    for (unsigned bit = 0; bit < 4; ++bit)
      if (mask & (1u << bit))
        text += std::string(", ") + fields[bit];
    text += ">";
    SCOPED_TRACE(text);
    expectRoundTrip(text);
    auto type = dyn_cast_or_null<UniversalCopyAtomType>(parse(text));
    ASSERT_TRUE(type);
    EXPECT_EQ(type.getElementType(), Float16Type::get(&context));
    EXPECT_EQ(type.getBitWidth().has_value(), bool(mask & 1));
    EXPECT_EQ(type.getAllowDsmem(), bool(mask & 2));
    EXPECT_EQ(type.getMemOrder().has_value(), bool(mask & 4));
    EXPECT_EQ(type.getMemScope().has_value(), bool(mask & 8));
  }
}

TEST_F(NvgpuTypes, UniversalCopyEnumSpellings) {
  for (const char *order : {"relaxed", "acquire", "release", "acq_rel", "sc",
                            "mmio", "constant", "volatile"})
    expectRoundTrip(std::string("!cute_nvgpu.atom.universal_copy<i8, "
                                "mem_order=") +
                    order + ">");
  for (const char *scope : {"cluster", "gpu", "sys"})
    expectRoundTrip(std::string("!cute_nvgpu.atom.universal_copy<f32, 32 b, "
                                "mem_scope=") +
                    scope + ">");
  auto type = dyn_cast_or_null<UniversalCopyAtomType>(
      parse("!cute_nvgpu.atom.universal_copy<f16, mem_order=acq_rel, "
            "mem_scope=sys>"));
  ASSERT_TRUE(type);
  EXPECT_EQ(type.getMemOrder(), MemOrder::AcqRel);
  EXPECT_EQ(type.getMemScope(), MemScope::Sys);
}

TEST_F(NvgpuTypes, UniversalCopyElidesAbsentFields) {
  Type f16 = Float16Type::get(&context);
  EXPECT_EQ(print(UniversalCopyAtomType::get(&context, f16, std::nullopt, false,
                                             std::nullopt, std::nullopt)),
            "!cute_nvgpu.atom.universal_copy<f16>");
  EXPECT_EQ(print(UniversalCopyAtomType::get(&context, f16, 128, true,
                                             std::nullopt, MemScope::Gpu)),
            "!cute_nvgpu.atom.universal_copy<f16, 128 b, allow_dsmem, "
            "mem_scope=gpu>");
  // An absent order is a different type from an explicit relaxed one.
  EXPECT_NE(parse("!cute_nvgpu.atom.universal_copy<f16>"),
            parse("!cute_nvgpu.atom.universal_copy<f16, mem_order=relaxed>"));
  expectRoundTrip("!cute_nvgpu.atom.universal_copy<!cute_nvgpu.i4<divby 2>, "
                  "8 b>");
}

TEST_F(NvgpuTypes, UniversalCopyErrors) {
  const std::string prefix = "!cute_nvgpu.atom.universal_copy";
  const char *order =
      "expected `N b`, `allow_dsmem`, `mem_order=` or `mem_scope=`";
  expectError(prefix + "<f16, allow_dsmem, 128 b>", order);
  expectError(prefix + "<f16, mem_scope=gpu, mem_order=sc>", order);
  expectError(prefix + "<f16, allow_dsmem, allow_dsmem>", order);
  expectError(prefix + "<f16, 128 b, 64 b>", order);
  expectError(prefix + "<f16, bogus>", order);
  expectError(prefix + "<f16,>", order);
  expectError(prefix + "<f16, 128>", "expected 'b'");
  expectError(prefix + "<f16, 0 b>",
              "universal_copy bit width must be positive");
  expectError(prefix + "<f16, -8 b>", "expected a 32-bit unsigned integer");
  expectError(prefix + "<f16, 4294967296 b>",
              "expected a 32-bit unsigned integer");
  expectError(prefix + "<f16, mem_order=cluster>", "expected one of [relaxed");
  expectError(prefix + "<f16, mem_scope=acquire>", "expected one of [cluster");
  expectError(prefix + "<f16, mem_order acquire>", "expected '='");
  expectError(prefix + "<f16, mem_order=>", "expected keyword");
  expectError(prefix + "<>", "");
  expectError(prefix, "expected '<'");
  expectError(prefix + "<f16", "unbalanced '<'");
}

//===----------------------------------------------------------------------===//
// smem_desc_view
//===----------------------------------------------------------------------===//

TEST_F(NvgpuTypesWithCute, SmemDescViewRoundTrip) {
  expectRoundTrip(kLayoutView);
  auto view = dyn_cast_or_null<SmemDescViewType>(parse(kLayoutView));
  ASSERT_TRUE(view);
  EXPECT_TRUE(isa<MemRefType>(view.getSourceType()));
  EXPECT_TRUE(isa<FakeLayoutAttr>(view.getLayout()));
  expectRoundTrip("!cute_nvgpu.smem_desc_view<f16, #cute.layout<\"1:0\">>");
}

TEST_F(NvgpuTypesWithCute, SmemDescViewRejectsOtherAttributes) {
  const char *message = "smem_desc_view layout must be a #cute.layout";
  expectError("!cute_nvgpu.smem_desc_view<memref<8xf16, 3>, "
              "#cute.shape<\"(4,32)\">>",
              message);
  expectError("!cute_nvgpu.smem_desc_view<memref<8xf16, 3>, \"layout\">",
              message);
  expectError("!cute_nvgpu.smem_desc_view<memref<8xf16, 3>, 4 : i32>", message);
  EXPECT_FALSE(SmemDescViewType::getChecked(
      [&] { return emitError(UnknownLoc::get(&context)); }, &context,
      Type(Float16Type::get(&context)), Attribute()));
}

TEST_F(NvgpuTypes, SmemDescViewWithoutCuteDialect) {
  // The cute dialect is not loaded: the attribute does not parse at all.
  expectError(kLayoutView, "cute");
  // An unregistered dialect's attribute parses as an opaque attribute and is
  // rejected by the layout check.
  context.allowUnregisteredDialects();
  expectError("!cute_nvgpu.smem_desc_view<memref<8xf16, 3>, #foo.layout<1>>",
              "smem_desc_view layout must be a #cute.layout attribute, got "
              "#foo.layout<1>");
}

TEST_F(NvgpuTypesWithCute, SmemDescViewTruncations) {
  expectError("!cute_nvgpu.smem_desc_view", "expected '<'");
  expectError("!cute_nvgpu.smem_desc_view<memref<8xf16, 3>>", "expected ','");
  expectError("!cute_nvgpu.smem_desc_view<memref<8xf16, 3>, >",
              "expected attribute value");
  expectError("!cute_nvgpu.smem_desc_view<, #cute.layout<\"1:0\">>", "");
}

//===----------------------------------------------------------------------===//
// SSA name hints
//===----------------------------------------------------------------------===//

TEST_F(NvgpuTypesWithCute, AtomsCarryAsmNameHints) {
  for (const MnemonicRow &row : kMnemonics) {
    SCOPED_TRACE(row.mnemonic);
    auto asmType = dyn_cast<OpAsmTypeInterface>(parse(spell(row.mnemonic)));
    EXPECT_EQ(bool(asmType), *row.asmName != '\0');
    if (!asmType)
      continue;
    std::string name;
    asmType.getAsmName([&](StringRef hint) { name = hint.str(); });
    EXPECT_EQ(name, row.asmName);
    StringRef hint(name);
    EXPECT_TRUE(hint.starts_with("mma_") || hint.starts_with("copy_"));
  }
  EXPECT_FALSE(isa<OpAsmTypeInterface>(parse("!cute_nvgpu.i4")));
}

TEST_F(NvgpuTypes, AsmNameHintsNameSsaValues) {
  context.allowUnregisteredDialects();
  const char *source = R"mlir(
    func.func @f(%a: !cute_nvgpu.sm90.mma, %b: !cute_nvgpu.smem_desc) {
      %0 = "test.make"() : () -> !cute_nvgpu.atom.tma_load
      %1 = "test.make"() : () -> !cute_nvgpu.atom.tma_load
      %2 = "test.make"() : () -> !cute_nvgpu.atom.universal_copy<f16, 128 b>
      %3 = "test.make"() : () -> !cute_nvgpu.SM120.mma_bs
      return
    }
  )mlir";
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(source, &context);
  ASSERT_TRUE(module) << allDiagnostics();
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os);
  for (const char *name : {"%mma_sm90: ", "%arg0: ", "%copy_sm90_tma_load = ",
                           "%copy_sm90_tma_load_0 = ",
                           "%copy_universal_copy_f16 = ", "%mma_sm120_bs = "})
    EXPECT_NE(text.find(name), std::string::npos) << name << "\n" << text;
}

//===----------------------------------------------------------------------===//
// Garbage never crashes
//===----------------------------------------------------------------------===//

TEST_F(NvgpuTypesWithCute, TruncatedTextGivesDiagnostics) {
  std::vector<std::string> samples = {
      kLayoutView,
      "!cute_nvgpu.atom.universal_copy<f16, 128 b, allow_dsmem, "
      "mem_order=acquire, mem_scope=cluster>",
      "!cute_nvgpu.i4<divby 2>", "!cute_nvgpu.atom.non_exec_tiled_tma_reduce",
      "!cute_nvgpu.SM120.mma_bs"};
  for (const std::string &sample : samples) {
    for (size_t length = 0; length < sample.size(); ++length) {
      std::string text = sample.substr(0, length);
      SCOPED_TRACE(text);
      Type type = parse(text);
      // A prefix may itself be a valid type (`!cute_nvgpu.i4`); otherwise
      // there must be a diagnostic.
      if (type)
        EXPECT_EQ(parse(print(type)), type);
      else
        EXPECT_FALSE(diagnostics.empty());
    }
  }
}

TEST_F(NvgpuTypes, GarbageGivesDiagnostics) {
  for (const char *text :
       {"!cute_nvgpu", "!cute_nvgpu.", "!cute_nvgpu.<>", "!cute_nvgpu.123",
        "!cute_nvgpu.\"sm90.mma\"", "!cute_nvgpu.sm90.mma<>",
        "!cute_nvgpu.sm90.mma<", "!cute_nvgpu.sm90.mma>", "!cute_nvgpu.i4<<",
        "!cute_nvgpu.i4<divby 2>>", "!cute_nvgpu.atom.universal_copy<<f16>>",
        "!cute_nvgpu.atom.universal_copy<f16, 128 b, allow_dsmem,",
        "!cute_nvgpu.atom.universal_copy<f16 128 b>",
        "!cute_nvgpu.smem_desc_view<<", "!cute_nvgpu.smem_desc_view<f16,",
        "!cute_nvgpu.\x01\xff", "!cute_nvgpu.sm90.mma\xff"}) {
    SCOPED_TRACE(text);
    EXPECT_FALSE(parse(text));
    EXPECT_FALSE(diagnostics.empty());
  }
}

} // namespace
