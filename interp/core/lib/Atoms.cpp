//===- Atoms.cpp - The traits of CuTe's MMA and copy atoms ----------------===//
//
// Facts learned from CuTe C++ (the texts its print() gives for each traits
// member, with the `_` of static integers removed); see Atoms.h. The SM90
// GMMA atoms are one family over N: their layouts are written as the
// formula the C++ traits instantiate.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/core/Atoms.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"

#include <array>
#include <map>
#include <optional>

namespace cute::core {

namespace {

constexpr std::array<std::string_view, 5> kMmaMembers = {"Shape_MNK", "ThrID", "ALayout", "BLayout",
                                                         "CLayout"};
constexpr std::array<std::string_view, 4> kCopyMembers = {"ThrID", "SrcLayout", "DstLayout",
                                                          "RefLayout"};

using Texts = std::vector<std::string>;

/// The warp-level MMAs: one thread layout, the (thread, value) layouts of
/// A, B and C.
const std::map<std::string_view, Texts> &mmaTable() {
  static const std::string k16A = "((4,8),(2,2,2)):((32,1),(16,8,128))",
                           k16B = "((4,8),(2,2)):((16,1),(8,64))",
                           k8A = "((4,8),(2,2)):((32,1),(16,8))", k8B = "((4,8),2):((16,1),8)",
                           kC = "((4,8),(2,2)):((32,1),(16,8))";
  static const std::map<std::string_view, Texts> table = {
      {"SM80_16x8x16_F32F16F16F32_TN", {"(16,8,16)", "32:1", k16A, k16B, kC}},
      {"SM80_16x8x16_F32BF16BF16F32_TN", {"(16,8,16)", "32:1", k16A, k16B, kC}},
      {"SM80_16x8x16_F16F16F16F16_TN", {"(16,8,16)", "32:1", k16A, k16B, kC}},
      {"SM80_16x8x8_F32F16F16F32_TN", {"(16,8,8)", "32:1", k8A, k8B, kC}},
      {"SM80_16x8x8_F32BF16BF16F32_TN", {"(16,8,8)", "32:1", k8A, k8B, kC}},
      {"SM80_16x8x8_F16F16F16F16_TN", {"(16,8,8)", "32:1", k8A, k8B, kC}},
      {"SM75_16x8x8_F32F16F16F32_TN", {"(16,8,8)", "32:1", k8A, k8B, kC}},
  };
  return table;
}

/// ldmatrix (4 or 8 rows of 16 bytes per matrix, 1, 2 or 4 matrices,
/// transposed or not), cp.async of 128 bits, and the universal copy.
const std::map<std::string_view, Texts> &copyTable() {
  static const std::map<std::string_view, Texts> table = {
      {"SM75_U32x1_LDSM_N",
       {"32:1", "((8,4),128):((128,0),1)", "(32,32):(32,1)", "(32,32):(32,1)"}},
      {"SM75_U32x2_LDSM_N",
       {"32:1", "((16,2),128):((128,0),1)", "(32,(32,2)):(32,(1,1024))",
        "(32,(32,2)):(32,(1,1024))"}},
      {"SM75_U32x4_LDSM_N",
       {"32:1", "(32,128):(128,1)", "(32,(32,4)):(32,(1,1024))", "(32,(32,4)):(32,(1,1024))"}},
      {"SM75_U16x2_LDSM_T",
       {"32:1", "((8,4),128):((128,0),1)", "((4,8),(16,2)):((256,16),(1,128))",
        "((4,8),(16,2)):((256,16),(1,128))"}},
      {"SM75_U16x4_LDSM_T",
       {"32:1", "((16,2),128):((128,0),1)", "((4,8),(16,2,2)):((256,16),(1,128,1024))",
        "((4,8),(16,2,2)):((256,16),(1,128,1024))"}},
      {"SM75_U16x8_LDSM_T",
       {"32:1", "(32,128):(128,1)", "((4,8),(16,2,4)):((256,16),(1,128,1024))",
        "((4,8),(16,2,4)):((256,16),(1,128,1024))"}},
      {"SM80_CP_ASYNC_CACHEALWAYS<uint128_t>",
       {"1:0", "(1,128):(0,1)", "(1,128):(0,1)", "(1,128):(0,1)"}},
      {"UniversalCopy<uint32_t>", {"1:0", "(1,32):(0,1)", "(1,32):(0,1)", "(1,32):(0,1)"}},
  };
  return table;
}

/// SM90_64xNx16_F32F16F16_SS (both operands K-major in shared memory): a
/// warpgroup of 128 threads; A and B are read by every thread (stride 0),
/// C is the accumulator fragment, N / 8 repetitions of 8 columns.
std::optional<Texts> gmmaTraits(std::string_view op) {
  constexpr std::string_view prefix = "SM90_64x", suffix = "x16_F32F16F16_SS";
  if (op.size() <= prefix.size() + suffix.size() || op.substr(0, prefix.size()) != prefix ||
      op.substr(op.size() - suffix.size()) != suffix)
    return std::nullopt;
  std::string_view digits = op.substr(prefix.size(), op.size() - prefix.size() - suffix.size());
  if (digits.empty() || digits.size() > 3 || digits.find_first_not_of("0123456789") != digits.npos)
    return std::nullopt;
  int n = std::stoi(std::string(digits));
  if (n < 8 || n > 256 || n % 8 != 0)
    return std::nullopt;
  std::string ns = std::to_string(n);
  return Texts{"(64," + ns + ",16)", "128:1", "(128,(64,16)):(0,(1,64))",
               "(128,(" + ns + ",16)):(0,(1," + ns + "))",
               "((4,8,4),(2,2," + std::to_string(n / 8) + ")):((128,1,16),(64,8,512))"};
}

/// The bits of a value type a Copy_Atom may take, by its C++ name.
std::optional<int64_t> valueTypeBits(std::string_view t) {
  static const std::map<std::string_view, int64_t> bits = {
      {"int8_t", 8},   {"uint8_t", 8},   {"float_e4m3_t", 8}, {"float_e5m2_t", 8},
      {"int16_t", 16}, {"uint16_t", 16}, {"half_t", 16},      {"bfloat16_t", 16},
      {"int32_t", 32}, {"uint32_t", 32}, {"float", 32},       {"tfloat32_t", 32},
      {"int64_t", 64}, {"uint64_t", 64}, {"double", 64},      {"uint128_t", 128}};
  auto it = bits.find(t);
  return it == bits.end() ? std::nullopt : std::optional<int64_t>(it->second);
}

std::string_view trimmed(std::string_view s) {
  size_t b = s.find_first_not_of(' '), e = s.find_last_not_of(' ');
  return b == s.npos ? std::string_view() : s.substr(b, e - b + 1);
}

/// Copy_Atom<Op, T>::ValLayoutSrc / ValLayoutDst / ValLayoutRef: the bit
/// layouts of Copy_Traits<Op> in units of T (recast_layout<bits(T), 1>).
Result<Value> copyAtomMember(std::string_view args, std::string_view name) {
  size_t comma = std::string_view::npos;
  for (size_t i = 0, depth = 0; i < args.size(); ++i)
    if (args[i] == '<')
      ++depth;
    else if (args[i] == '>')
      --depth;
    else if (args[i] == ',' && depth == 0)
      comma = i;
  if (comma == std::string_view::npos)
    return Error{"Copy_Atom<" + std::string(args) + "> needs an operation and a value type"};
  std::string_view op = trimmed(args.substr(0, comma)), type = trimmed(args.substr(comma + 1));
  std::optional<int64_t> bits = valueTypeBits(type);
  if (!bits)
    return Error{"unknown value type '" + std::string(type) + "' of Copy_Atom"};
  const std::map<std::string_view, std::string_view> bitMember = {
      {"ValLayoutSrc", "SrcLayout"}, {"ValLayoutDst", "DstLayout"}, {"ValLayoutRef", "RefLayout"}};
  auto it = bitMember.find(name);
  if (it == bitMember.end())
    return Error{"Copy_Atom<" + std::string(args) + "> has no member '" + std::string(name) + "'"};
  CUTE_TRY(layout, atomTraits("Copy_Traits", op, it->second));
  CUTE_TRY(recast, recastLayout(std::get<Layout>(layout), *bits, 1));
  return Value(recast);
}

template <size_t N>
Result<Value> member(const Texts &texts, const std::array<std::string_view, N> &members,
                     std::string_view traits, std::string_view op, std::string_view name) {
  for (size_t i = 0; i < N; ++i)
    if (members[i] == name)
      return parseValue(texts[i]);
  return Error{std::string(traits) + "<" + std::string(op) + "> has no member '" +
               std::string(name) + "'"};
}

} // namespace

Result<Value> atomTraits(std::string_view traits, std::string_view op, std::string_view name) {
  if (traits == "MMA_Traits") {
    auto it = mmaTable().find(op);
    if (it != mmaTable().end())
      return member(it->second, kMmaMembers, traits, op, name);
    if (std::optional<Texts> gmma = gmmaTraits(op))
      return member(*gmma, kMmaMembers, traits, op, name);
    return Error{"unknown MMA atom '" + std::string(op) + "'"};
  }
  if (traits == "Copy_Traits") {
    auto it = copyTable().find(op);
    if (it != copyTable().end())
      return member(it->second, kCopyMembers, traits, op, name);
    return Error{"unknown copy atom '" + std::string(op) + "'"};
  }
  if (traits == "Copy_Atom")
    return copyAtomMember(op, name);
  return Error{"unknown traits '" + std::string(traits) +
               "' (MMA_Traits, Copy_Traits or Copy_Atom)"};
}

Result<Layout> atomLayout(std::string_view traits, std::string_view op, std::string_view name) {
  CUTE_TRY(v, atomTraits(traits, op, name));
  if (!std::holds_alternative<Layout>(v))
    return Error{std::string(traits) + "<" + std::string(op) + ">::" + std::string(name) +
                 " is not a layout"};
  return std::get<Layout>(v);
}

std::vector<std::string> atomNames(std::string_view traits) {
  std::vector<std::string> names;
  for (const auto &[name, texts] : traits == "MMA_Traits" ? mmaTable() : copyTable())
    names.emplace_back(name);
  if (traits == "MMA_Traits")
    names.emplace_back("SM90_64x<N>x16_F32F16F16_SS");
  return names;
}

std::vector<std::string> atomMembers(std::string_view traits) {
  if (traits == "MMA_Traits")
    return {kMmaMembers.begin(), kMmaMembers.end()};
  return {kCopyMembers.begin(), kCopyMembers.end()};
}

} // namespace cute::core
