//===- Expr.cpp - The expression language of cute-interp ------------------===//
//
// Parses `name(expr, ...)`, canonical-text literals and atom traits
// (`MMA_Traits<Op>::ALayout`, Atoms.h), and applies each operation through
// the operation table (OpTable.cpp).
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/core/Expr.h"
#include "Detail.h"
#include "cute-oracle/core/Atoms.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TiledCopy.h"
#include "cute-oracle/core/TiledMma.h"

#include <cctype>
#include <cstring>

namespace cute::core {

namespace {

using Args = std::vector<Value>;

class ExprParser {
public:
  explicit ExprParser(std::string_view text) : text(text) {}

  Result<Value> parseAll() {
    CUTE_TRY(v, parseExpr(0));
    skipSpace();
    if (pos != text.size())
      return Error{"parse error at column " + std::to_string(pos + 1) +
                   ": unexpected text after the expression"};
    return v;
  }

private:
  std::string_view text;
  size_t pos = 0;

  void skipSpace() {
    while (pos < text.size() && std::isspace(static_cast<unsigned char>(text[pos])))
      ++pos;
  }

  /// The length of an operation name at pos followed by '(' or by '<'
  /// (template arguments), or 0.
  size_t callNameLength() const {
    size_t i = pos;
    if (i >= text.size() || !std::islower(static_cast<unsigned char>(text[i])))
      return 0;
    while (i < text.size() && (std::isalnum(static_cast<unsigned char>(text[i])) || text[i] == '_'))
      ++i;
    size_t len = i - pos;
    while (i < text.size() && text[i] == ' ')
      ++i;
    return i < text.size() && (text[i] == '(' || text[i] == '<') ? len : 0;
  }

  Error parseError(const std::string &what) const {
    return Error{"parse error at column " + std::to_string(pos + 1) + ": " + what};
  }

  bool consume(char c) {
    skipSpace();
    if (pos < text.size() && text[pos] == c) {
      ++pos;
      return true;
    }
    return false;
  }

  /// The text between an operation's name and its first operand: optional
  /// template arguments `<i, j, ...>` or `<[i, j, ...]>` (the spec's mode
  /// lists, possibly empty), then '('. Returns the integer arguments the
  /// template arguments stand for: op<a, b>(x, y) means op(x, y, a, b).
  Result<Args> parseCallOpening(std::string_view name) {
    Args ints;
    if (!consume('<')) {
      if (!consume('('))
        return parseError("expected '(' after " + std::string(name));
      return ints;
    }
    bool bracketed = consume('[');
    char close = bracketed ? ']' : '>';
    if (!consume(close)) {
      do {
        skipSpace();
        size_t start = pos;
        if (pos < text.size() && text[pos] == '-')
          ++pos;
        size_t digits = pos;
        while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos])))
          ++pos;
        if (pos == digits)
          return parseError("expected an integer template argument of " + std::string(name));
        std::string_view digitsText = text.substr(start, pos - start);
        Result<Value> v = parseValue(digitsText);
        if (!v)
          return Error{"parse error at column " + std::to_string(start + 1) + ": template argument " +
                       std::string(digitsText) + " of " + std::string(name) +
                       " is out of int64 range"};
        ints.push_back(*v);
      } while (consume(','));
      if (!consume(close))
        return parseError(std::string("expected '") + close + "' in the template arguments of " +
                          std::string(name));
    }
    if (bracketed && !consume('>'))
      return parseError("expected '>' after the template arguments of " + std::string(name));
    if (!consume('('))
      return parseError("expected '(' after the template arguments of " + std::string(name));
    return ints;
  }

  /// A literal runs to the next ',' or ')' outside brackets.
  Result<Value> parseLiteral() {
    size_t start = pos;
    int depthCount = 0;
    for (; pos < text.size(); ++pos) {
      char c = text[pos];
      if (c == '(' || c == '[' || c == '<')
        ++depthCount;
      else if (c == ']' || c == '>' || (c == ')' && depthCount > 0))
        --depthCount;
      else if ((c == ')' || c == ',') && depthCount == 0)
        break;
    }
    std::string_view literal = text.substr(start, pos - start);
    if (literal.find_first_not_of(" \t") == std::string_view::npos)
      return Error{"parse error at column " + std::to_string(start + 1) +
                   ": expected an expression"};
    return parseValue(literal);
  }

  /// Whether the text at pos is `MMA_Traits<`, `Copy_Traits<` or
  /// `Copy_Atom<`: the traits name without '<'.
  std::string_view traitsAt() const {
    for (std::string_view t : {"MMA_Traits", "Copy_Traits", "Copy_Atom"})
      if (text.substr(pos, t.size() + 1) == std::string(t) + "<")
        return t;
    return {};
  }

  /// The text from pos to the first character of `stops` outside '<...>'
  /// (a C++ name with template arguments); pos moves to that character.
  std::string_view takeNameUntil(std::string_view stops) {
    size_t start = pos;
    for (int depth = 0; pos < text.size() && (depth > 0 || stops.find(text[pos]) == stops.npos);
         ++pos)
      depth += text[pos] == '<' ? 1 : text[pos] == '>' ? -1 : 0;
    return text.substr(start, pos - start);
  }

  /// `Traits<Op>::Member`, C++'s spelling of an atom's traits (Atoms.h);
  /// Op may hold template arguments of its own.
  Result<Value> parseTraitsAccess(std::string_view traits) {
    pos += traits.size() + 1;
    std::string_view op = takeNameUntil(">");
    if (pos >= text.size())
      return parseError("expected '>' after the atom of " + std::string(traits));
    ++pos;
    if (text.substr(pos, 2) != "::")
      return parseError("expected '::' and a member after " + std::string(traits) + "<...>");
    pos += 2;
    size_t member = pos;
    while (pos < text.size() &&
           (std::isalnum(static_cast<unsigned char>(text[pos])) || text[pos] == '_'))
      ++pos;
    return atomTraits(traits, op, text.substr(member, pos - member));
  }

  /// The C++ name of an atom at pos: up to a ',' or ')' outside '<>'.
  std::string_view parseAtomName() {
    skipSpace();
    std::string_view name = takeNameUntil(",)");
    return name.substr(0, name.find_last_not_of(' ') + 1);
  }

  /// `make_tiled_mma(Op[, AtomLayoutMNK[, Permutations]])` at pos, an
  /// argument of `user`.
  Result<TiledMma> parseTiledMma(std::string_view user, int nesting) {
    skipSpace();
    constexpr std::string_view make = "make_tiled_mma";
    if (text.substr(pos, make.size()) != make)
      return parseError("expected make_tiled_mma(...) in " + std::string(user));
    pos += make.size();
    if (!consume('('))
      return parseError("expected '(' after make_tiled_mma");
    std::string_view op = parseAtomName();
    Layout atomLayout{IntTuple::of(1), IntTuple::of(0)};
    std::optional<Tile> permutations;
    if (consume(',')) {
      CUTE_TRY(layout, parseExpr(nesting + 1));
      if (!std::holds_alternative<Layout>(layout))
        return parseError("the atom layout of make_tiled_mma must be a layout");
      atomLayout = std::get<Layout>(layout);
      if (consume(',')) {
        CUTE_TRY(tile, parseExpr(nesting + 1));
        if (!std::holds_alternative<Tile>(tile))
          return parseError("the permutations of make_tiled_mma must be a tile");
        permutations = std::get<Tile>(tile);
      }
    }
    if (!consume(')'))
      return parseError("expected ')' after make_tiled_mma(...)");
    return makeTiledMma(op, atomLayout, permutations);
  }

  /// `make_tiled_copy(Copy_Atom<Op, T>, Thr, Val)` or
  /// `make_tiled_copy_{A,B,C}(Copy_Atom<Op, T>, make_tiled_mma(...))` at
  /// pos, an argument of `user` (TiledCopy.h).
  Result<TiledCopy> parseTiledCopy(std::string_view user, int nesting) {
    skipSpace();
    constexpr std::string_view make = "make_tiled_copy", atom = "Copy_Atom<";
    if (text.substr(pos, make.size()) != make)
      return parseError("expected make_tiled_copy(...) in " + std::string(user));
    pos += make.size();
    char operand = 0;
    if (text.substr(pos, 1) == "_" && pos + 1 < text.size() && std::strchr("ABC", text[pos + 1])) {
      operand = text[pos + 1];
      pos += 2;
    }
    if (!consume('('))
      return parseError("expected '(' after make_tiled_copy");
    skipSpace();
    if (text.substr(pos, atom.size()) != atom)
      return parseError("expected Copy_Atom<Op, T> in make_tiled_copy");
    pos += atom.size();
    std::string_view op = takeNameUntil(">");
    if (!consume('>') || !consume(','))
      return parseError("expected '>,' after Copy_Atom<" + std::string(op));
    Result<TiledCopy> copy =
        operand ? tiledCopyOfMma(op, operand, nesting) : tiledCopyOfLayouts(op, nesting);
    if (copy && !consume(')'))
      return parseError("expected ')' after make_tiled_copy(...)");
    return copy;
  }

  /// The accessors of a tiled atom, named as in C++ (with the atom as first
  /// argument): get_layout{A,B,C}_TV(mma), thrfrg_{A,B,C}(mma, L),
  /// partition_{A,B,C}(mma, thr, L); get_layout{S,D}_TV(copy),
  /// tidfrg_{S,D}(copy, L), partition_{S,D}(copy, thr, L). partition_X
  /// gives the layout of C++'s get_slice(thr).partition_X(tensor).
  struct TiledAccessor {
    enum class Form { LayoutTV, Fragments, Partition } form;
    char operand; // A, B, C of a tiled MMA; S, D of a tiled copy
  };

  static std::optional<TiledAccessor> tiledAccessorNamed(std::string_view name) {
    using Form = TiledAccessor::Form;
    // name is prefix, one of operands, suffix: that operand, else 0.
    auto operandOf = [&](std::string_view prefix, std::string_view operands,
                         std::string_view suffix) -> char {
      if (name.size() != prefix.size() + 1 + suffix.size() || !name.starts_with(prefix) ||
          !name.ends_with(suffix) || operands.find(name[prefix.size()]) == operands.npos)
        return 0;
      return name[prefix.size()];
    };
    if (char c = operandOf("get_layout", "ABCSD", "_TV"))
      return TiledAccessor{Form::LayoutTV, c};
    if (char c = operandOf("thrfrg_", "ABC", ""))
      return TiledAccessor{Form::Fragments, c};
    if (char c = operandOf("tidfrg_", "SD", ""))
      return TiledAccessor{Form::Fragments, c};
    if (char c = operandOf("partition_", "ABCSD", ""))
      return TiledAccessor{Form::Partition, c};
    return std::nullopt;
  }

  /// The arguments of a tiled accessor after its '(' up to its ')', and the
  /// value it computes.
  Result<Value> parseTiledAccessor(std::string_view name, TiledAccessor acc, int nesting) {
    bool ofMma = std::strchr("ABC", acc.operand) != nullptr;
    std::variant<TiledMma, TiledCopy> atom;
    if (ofMma) {
      CUTE_TRY(mma, parseTiledMma(name, nesting));
      atom = mma;
    } else {
      CUTE_TRY(copy, parseTiledCopy(name, nesting));
      atom = copy;
    }
    int64_t thread = 0;
    if (acc.form == TiledAccessor::Form::Partition) {
      CUTE_TRY(thr, parseNextArgument(name, nesting));
      if (!std::holds_alternative<IntTuple>(thr) || !std::get<IntTuple>(thr).isInt())
        return parseError("the thread index of " + std::string(name) + " must be an integer");
      thread = std::get<IntTuple>(thr).value();
    }
    Layout tensor;
    if (acc.form != TiledAccessor::Form::LayoutTV) {
      CUTE_TRY(l, parseNextArgument(name, nesting));
      if (!std::holds_alternative<Layout>(l))
        return parseError("the tensor of " + std::string(name) + " must be a layout");
      tensor = std::get<Layout>(l);
    }
    if (!consume(')'))
      return parseError("expected ')' after the arguments of " + std::string(name));
    return std::visit(
        [&](const auto &tiled) -> Result<Value> {
          switch (acc.form) {
          case TiledAccessor::Form::LayoutTV: {
            CUTE_TRY(tv, layoutTV(tiled, acc.operand));
            return Value(tv);
          }
          case TiledAccessor::Form::Fragments: {
            CUTE_TRY(frg, threadFragments(tiled, acc.operand, tensor));
            return Value(frg);
          }
          case TiledAccessor::Form::Partition: {
            CUTE_TRY(part, partition(tiled, acc.operand, thread, tensor));
            return Value(part.layout);
          }
          }
          return parseError("unknown accessor " + std::string(name));
        },
        atom);
  }

  /// `tile_shape(mma)` or `tile_size<I>(mma or copy)` after the name: C++'s
  /// extents of the tile a tiled atom covers (tileShape, tileSize). C++ has
  /// no tile_shape of a TiledCopy; its Tiler_MN's extents are tile_size<I>.
  Result<Value> parseTileExtent(std::string_view name, int nesting) {
    std::optional<int64_t> mode;
    if (name == "tile_size") {
      CUTE_TRY(templateArgs, parseCallOpening(name));
      if (templateArgs.size() != 1)
        return parseError("tile_size takes the mode as its one template argument: "
                          "tile_size<I>(tiled)");
      mode = std::get<IntTuple>(templateArgs[0]).value();
    } else if (!consume('(')) {
      return parseError("expected '(' after tile_shape");
    }
    skipSpace();
    size_t argument = pos;
    std::variant<TiledMma, TiledCopy> tiled;
    if (text.substr(pos).starts_with("make_tiled_copy")) {
      CUTE_TRY(copy, parseTiledCopy(name, nesting));
      tiled = copy;
    } else {
      CUTE_TRY(mma, parseTiledMma(name, nesting));
      tiled = mma;
    }
    if (!consume(')'))
      return parseError("expected ')' after the argument of " + std::string(name));
    if (std::holds_alternative<TiledCopy>(tiled) && !mode) {
      pos = argument;
      return parseError("tile_shape takes a tiled MMA: C++ has no tile_shape of a TiledCopy "
                        "(tile_size<I> gives the extents of its tile)");
    }
    CUTE_TRY(
        extents,
        std::visit([&](const auto &t) { return mode ? tileSize(t, *mode) : tileShape(t); }, tiled));
    return Value(extents);
  }

  /// `, expr` of a call to `name`.
  Result<Value> parseNextArgument(std::string_view name, int nesting) {
    if (!consume(','))
      return parseError("expected ',' and another argument of " + std::string(name));
    return parseExpr(nesting + 1);
  }

  /// `Thr, Val` of make_tiled_copy.
  Result<TiledCopy> tiledCopyOfLayouts(std::string_view op, int nesting) {
    CUTE_TRY(thr, parseExpr(nesting + 1));
    if (!consume(','))
      return parseError("expected ', ValLayout' in make_tiled_copy");
    CUTE_TRY(val, parseExpr(nesting + 1));
    if (!std::holds_alternative<Layout>(thr) || !std::holds_alternative<Layout>(val))
      return parseError("the thread and value layouts of make_tiled_copy must be layouts");
    return makeTiledCopy(op, std::get<Layout>(thr), std::get<Layout>(val));
  }

  /// `make_tiled_mma(...)` of make_tiled_copy_A/B/C.
  Result<TiledCopy> tiledCopyOfMma(std::string_view op, char operand, int nesting) {
    CUTE_TRY(mma, parseTiledMma(std::string("make_tiled_copy_") + operand, nesting));
    return makeTiledCopyFor(op, mma, operand);
  }

  Result<Value> parseExpr(int nesting) {
    if (nesting > kMaxNesting)
      return Error{"parse error: expressions nest deeper than " + std::to_string(kMaxNesting)};
    skipSpace();
    if (std::string_view traits = traitsAt(); !traits.empty())
      return parseTraitsAccess(traits);
    size_t len = callNameLength();
    if (len == 0)
      return parseLiteral();
    std::string_view name = text.substr(pos, len);
    pos += len;
    if (name == "tile_shape" || name == "tile_size")
      return parseTileExtent(name, nesting);
    if (std::optional<TiledAccessor> acc = tiledAccessorNamed(name)) {
      if (!consume('('))
        return parseError("expected '(' after " + std::string(name));
      return parseTiledAccessor(name, *acc, nesting);
    }
    CUTE_TRY(templateArgs, parseCallOpening(name));
    Args args;
    if (!consume(')')) {
      while (true) {
        CUTE_TRY(arg, parseExpr(nesting + 1));
        args.push_back(std::move(arg));
        if (consume(','))
          continue;
        if (consume(')'))
          break;
        return parseError("expected ',' or ')' in the arguments of " + std::string(name));
      }
    }
    args.insert(args.end(), templateArgs.begin(), templateArgs.end());
    return applyOperation(name, args);
  }
};


} // namespace

Result<Value> evaluateExpression(std::string_view text) {
  return ExprParser(text).parseAll();
}

} // namespace cute::core
