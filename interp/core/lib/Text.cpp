//===- Text.cpp - Parse and print the canonical text ----------------------===//
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/LayoutAlgebra.h"

#include <cctype>
#include <charconv>
#include <limits>

namespace cute::core {

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

static void printTo(std::string &out, const IntTuple &t) {
  switch (t.kind()) {
  case IntTuple::Kind::Int:
    out += std::to_string(t.value());
    return;
  case IntTuple::Kind::Dynamic:
    out += t.isBound() ? std::to_string(*t.known()) : t.value() == 64 ? "?{i64}" : "?";
    return;
  case IntTuple::Kind::Basis:
    if (t.isBound())
      out += std::to_string(*t.known());
    else if (t.isDynamicBasis())
      out += t.value() == 64 ? "?{i64}" : "?";
    else
      out += std::to_string(t.value());
    for (auto it = t.modes().rbegin(); it != t.modes().rend(); ++it)
      out += "@" + std::to_string(*it);
    return;
  case IntTuple::Kind::Underscore:
    out += "_";
    return;
  case IntTuple::Kind::Tuple:
    out += "(";
    for (size_t i = 0; i < t.elems().size(); ++i) {
      if (i)
        out += ",";
      printTo(out, t.elems()[i]);
    }
    out += ")";
    return;
  }
}

std::string print(const IntTuple &t) {
  std::string out;
  printTo(out, t);
  return out;
}

std::string print(const Layout &l) {
  return print(l.shape) + ":" + print(l.stride);
}

std::string print(const Swizzle &s) {
  return "S<" + std::to_string(s.bits) + "," + std::to_string(s.base) + "," +
         std::to_string(s.shift) + ">";
}

std::string print(const ComposedLayout &c) {
  std::string inner =
      std::visit([](const auto &a) { return print(a); }, c.inner);
  return inner + " o " + print(c.offset) + " o " + print(c.outer);
}

std::string print(const Tiler &t) {
  switch (t.kind) {
  case Tiler::Kind::Leaf:
    return print(t.leaf);
  case Tiler::Kind::Layout:
    return print(t.layout);
  case Tiler::Kind::Tuple:
    break;
  }
  std::string out = "[";
  for (size_t i = 0; i < t.elems.size(); ++i) {
    if (i)
      out += ";";
    out += print(t.elems[i]);
  }
  return out + "]";
}

std::string print(const Tile &t) { return print(t.tiler); }

std::string print(const Value &v) {
  return std::visit(
      [](const auto &x) -> std::string {
        if constexpr (std::is_same_v<std::decay_t<decltype(x)>, bool>)
          return x ? "true" : "false";
        else
          return print(x);
      },
      v);
}

//===----------------------------------------------------------------------===//
// Parsing
//===----------------------------------------------------------------------===//

namespace {

/// A term of the grammar before the top level decides what it is: an
/// integer tuple, a layout, or a tiler (a tuple containing layouts).
using Term = std::variant<IntTuple, Layout, Tiler>;

class Parser {
public:
  explicit Parser(std::string_view text) : text(text) {}

  Result<Value> parseTop() {
    CUTE_TRY(v, parseValueNoCompose());
    skipSpace();
    if (peekWord("o")) {
      CUTE_TRY(composed, parseComposedTail(std::move(v)));
      v = std::move(composed);
    }
    CUTE_TRY(done, expectEnd());
    (void)done;
    return v;
  }

  Result<IntTuple> parseIntTupleTop() {
    CUTE_TRY(t, parseIntTupleTerm());
    CUTE_TRY(done, expectEnd());
    (void)done;
    return t;
  }

private:
  std::string_view text;
  size_t pos = 0;

  Error error(std::string_view expected) const {
    std::string found =
        pos < text.size() ? "'" + std::string(1, text[pos]) + "'" : "end of text";
    return Error{"parse error at column " + std::to_string(pos + 1) +
                 ": expected " + std::string(expected) + " but found " +
                 found + " in '" + std::string(text) + "'"};
  }

  void skipSpace() {
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t'))
      ++pos;
  }
  bool peek(char c) {
    skipSpace();
    return pos < text.size() && text[pos] == c;
  }
  bool consume(char c) {
    if (!peek(c))
      return false;
    ++pos;
    return true;
  }
  /// True when the next token is the word `w` (followed by a non-identifier
  /// character).
  bool peekWord(std::string_view w) {
    skipSpace();
    if (text.substr(pos, w.size()) != w)
      return false;
    size_t end = pos + w.size();
    return end < text.size() && !std::isalnum(static_cast<unsigned char>(text[end]));
  }

  Result<bool> expectEnd() {
    skipSpace();
    if (pos != text.size())
      return error("end of text");
    return true;
  }

  Result<int64_t> parseInteger() {
    skipSpace();
    size_t start = pos;
    if (pos < text.size() && (text[pos] == '-' || text[pos] == '+'))
      ++pos;
    while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos])))
      ++pos;
    std::string_view digits = text.substr(start, pos - start);
    if (!digits.empty() && digits[0] == '+')
      digits.remove_prefix(1);
    int64_t value = 0;
    auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (digits.empty() || ec != std::errc() || ptr != digits.data() + digits.size()) {
      pos = start;
      if (ec == std::errc::result_out_of_range)
        return Error{"parse error at column " + std::to_string(start + 1) +
                     ": integer out of int64 range in '" + std::string(text) + "'"};
      return error("an integer");
    }
    return value;
  }

  /// leaf := (int | dynamic) ('@' int)* | '_'
  /// dynamic := '?' ('{' ('i32'|'i64') '}')?
  Result<IntTuple> parseLeaf() {
    if (consume('_'))
      return IntTuple::underscore();
    if (consume('?')) {
      CUTE_TRY(width, parseDynamicWidth());
      CUTE_TRY(modes, parseBasisModes());
      return IntTuple::dynamicBasis(width, std::move(modes));
    }
    CUTE_TRY(value, parseInteger());
    CUTE_TRY(modes, parseBasisModes());
    return IntTuple::basis(value, std::move(modes));
  }

  /// The width of a dynamic leaf after its '?': 32, or the `{i32}`/`{i64}`.
  Result<unsigned> parseDynamicWidth() {
    if (!consume('{'))
      return 32u;
    skipSpace();
    unsigned width = 0;
    if (text.substr(pos, 3) == "i64")
      width = 64;
    else if (text.substr(pos, 3) == "i32")
      width = 32;
    else
      return error("'i32' or 'i64'");
    pos += 3;
    if (!consume('}'))
      return error("'}'");
    return width;
  }

  /// `('@' int)*`, returned outermost mode first.
  Result<std::vector<int>> parseBasisModes() {
    std::vector<int> innermostFirst;
    while (consume('@')) {
      CUTE_TRY(mode, parseInteger());
      if (mode < 0 || mode > kMaxBasisMode)
        return Error{"parse error: basis mode " + std::to_string(mode) +
                     " is out of range (0 to " + std::to_string(kMaxBasisMode) + ") in '" +
                     std::string(text) + "'"};
      innermostFirst.push_back(static_cast<int>(mode));
    }
    return std::vector<int>(innermostFirst.rbegin(), innermostFirst.rend());
  }

  Result<IntTuple> parseIntTupleTerm() {
    if (!consume('('))
      return parseLeaf();
    std::vector<IntTuple> elems;
    if (consume(')'))
      return IntTuple::tuple({});
    do {
      CUTE_TRY(e, parseIntTupleTerm());
      elems.push_back(std::move(e));
    } while (consume(','));
    if (!consume(')'))
      return error("',' or ')'");
    return IntTuple::tuple(std::move(elems));
  }

  /// term := (leaf | '(' term (',' term)* ')' | tile) (':' inttuple)?
  Result<Term> parseTerm() {
    if (peek('['))
      return parseTile();
    Term t;
    if (consume('(')) {
      std::vector<Term> elems;
      if (!consume(')')) {
        do {
          CUTE_TRY(e, parseTerm());
          elems.push_back(std::move(e));
        } while (consume(','));
        if (!consume(')'))
          return error("',' or ')'");
      }
      t = combineTuple(std::move(elems));
    } else {
      CUTE_TRY(leaf, parseLeaf());
      t = std::move(leaf);
    }
    if (!peek(':'))
      return t;
    if (!std::holds_alternative<IntTuple>(t))
      return error("no ':' after a tuple of layouts");
    ++pos;
    CUTE_TRY(stride, parseIntTupleTerm());
    Layout l{std::get<IntTuple>(std::move(t)), std::move(stride)};
    CUTE_TRY(valid, validateLayout(l));
    (void)valid;
    return Term(std::move(l));
  }

  /// A parenthesised list is an integer tuple when every element is one,
  /// otherwise a tiler tuple.
  static Term combineTuple(std::vector<Term> elems) {
    bool allIntTuples = true;
    for (const Term &e : elems)
      allIntTuples &= std::holds_alternative<IntTuple>(e);
    if (allIntTuples) {
      std::vector<IntTuple> ts;
      for (Term &e : elems)
        ts.push_back(std::get<IntTuple>(std::move(e)));
      return IntTuple::tuple(std::move(ts));
    }
    std::vector<Tiler> ts;
    for (Term &e : elems)
      ts.push_back(toTiler(std::move(e)));
    return Tiler::ofTuple(std::move(ts));
  }

  static Tiler toTiler(Term t) {
    if (auto *l = std::get_if<Layout>(&t))
      return Tiler::ofLayout(std::move(*l));
    if (auto *tl = std::get_if<Tiler>(&t))
      return std::move(*tl);
    IntTuple &it = std::get<IntTuple>(t);
    if (it.isLeaf())
      return Tiler::ofLeaf(std::move(it));
    std::vector<Tiler> ts;
    for (IntTuple &e : it.elems())
      ts.push_back(toTiler(std::move(e)));
    return Tiler::ofTuple(std::move(ts));
  }

  /// tile := '[' (term (';' term)*)? ']'
  Result<Term> parseTile() {
    consume('[');
    std::vector<Tiler> elems;
    if (consume(']'))
      return Term(Tiler::ofTuple({}));
    do {
      CUTE_TRY(e, parseTerm());
      elems.push_back(toTiler(std::move(e)));
    } while (consume(';'));
    if (!consume(']'))
      return error("';' or ']'");
    return Term(Tiler::ofTuple(std::move(elems)));
  }

  /// swizzle := ('S' | 'Sw') '<' int ',' int ',' int '>'
  Result<Swizzle> parseSwizzle() {
    skipSpace();
    pos += text.substr(pos, 2) == "Sw" ? 2 : 1;
    if (!consume('<'))
      return error("'<'");
    int64_t v[3];
    for (int i = 0; i < 3; ++i) {
      if (i && !consume(','))
        return error("','");
      CUTE_TRY(x, parseInteger());
      v[i] = x;
    }
    if (!consume('>'))
      return error("'>'");
    if (v[0] < 0 || v[1] < 0 || v[0] > 30 || v[1] > 30 || v[2] < -30 ||
        v[2] > 30 || (v[2] < 0 ? -v[2] : v[2]) < v[0] ||
        v[0] + v[1] + (v[2] < 0 ? -v[2] : v[2]) > 62)
      return Error{"invalid swizzle S<" + std::to_string(v[0]) + "," +
                   std::to_string(v[1]) + "," + std::to_string(v[2]) +
                   ">: requires 0 <= B <= |S|, M >= 0 and B+M+|S| <= 62"};
    return Swizzle{int(v[0]), int(v[1]), int(v[2])};
  }

  Result<Value> parseValueNoCompose() {
    if (peek('S')) {
      CUTE_TRY(s, parseSwizzle());
      return Value(s);
    }
    CUTE_TRY(t, parseTerm());
    if (auto *it = std::get_if<IntTuple>(&t))
      return Value(std::move(*it));
    if (auto *l = std::get_if<Layout>(&t))
      return Value(std::move(*l));
    return Value(Tile{std::get<Tiler>(std::move(t))});
  }

  /// composed := (layout | swizzle) 'o' inttuple 'o' layout
  Result<Value> parseComposedTail(Value inner) {
    pos += 1; // 'o'
    ComposedLayout c;
    if (auto *l = std::get_if<Layout>(&inner))
      c.inner = std::move(*l);
    else if (auto *s = std::get_if<Swizzle>(&inner))
      c.inner = *s;
    else
      return Error{"parse error: the inner part of a composed layout must be a layout or a swizzle in '" +
                   std::string(text) + "'"};
    CUTE_TRY(offset, parseIntTupleTerm());
    c.offset = std::move(offset);
    if (!peekWord("o"))
      return error("'o'");
    pos += 1;
    CUTE_TRY(outer, parseTerm());
    if (!std::holds_alternative<Layout>(outer))
      return Error{"parse error: the outer part of a composed layout must be a layout in '" +
                   std::string(text) + "'"};
    c.outer = std::get<Layout>(std::move(outer));
    return Value(std::move(c));
  }
};

} // namespace

Result<bool> checkNesting(std::string_view text) {
  int depth = 0;
  for (char c : text) {
    depth += (c == '(' || c == '[') - (c == ')' || c == ']');
    if (depth > kMaxNesting)
      return Error{"parse error: nesting deeper than " + std::to_string(kMaxNesting) +
                   " levels"};
  }
  return true;
}

Result<Value> parseValue(std::string_view text) {
  CUTE_CHECK(checkNesting(text));
  return Parser(text).parseTop();
}

Result<IntTuple> parseIntTuple(std::string_view text) {
  CUTE_CHECK(checkNesting(text));
  return Parser(text).parseIntTupleTop();
}

} // namespace cute::core
