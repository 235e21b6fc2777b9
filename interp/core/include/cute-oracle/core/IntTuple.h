//===- IntTuple.h - Hierarchical integer tuples -----------------*- C++ -*-===//
//
// An IntTuple is a leaf or a tuple of IntTuples. Leaves are static int64
// integers, dynamic integers (`?` i32 or `?{i64}`), scaled-basis elements
// `V@m…` (the stride of an identity layout) and the underscore `_` used in
// coordinates and tilers. Shapes, strides, coordinates and offsets are all
// IntTuples.
//
// Representation: one flat array of nodes in preorder, held inline for a
// leaf (kInlineNodes) and in one heap block for a tuple, whatever its depth.
// A node is a leaf or a tuple header; its `span` counts the nodes of its
// subtree, so the children of a tuple are found by skipping spans. A basis
// leaf is followed by one node per mode of its path. A leaf never
// allocates; the children of a tuple are seen through a view (`elems()`),
// and `mode(i)` is a copy of the child's subtree. Scans over all leaves
// (forEachLeaf, anyLeaf, leafCount) walk the nodes without copying.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CORE_INTTUPLE_H
#define CUTE_ORACLE_CORE_INTTUPLE_H

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <optional>
#include <vector>

namespace cute::core {

class IntTuple {
  /// Trivial, so the inline storage costs nothing to construct; every
  /// node is written before it is read.
  struct Node {
    /// Int: the integer; Basis: the scale (the width when dynamicScale);
    /// Dynamic: the width; a mode node after a Basis: the mode.
    int64_t val;
    /// A bound leaf's run-time value (else 0, so == compares what a leaf
    /// holds).
    int64_t runtime;
    /// Nodes in this subtree, itself included.
    uint32_t span;
    /// Tuple: number of children; Basis: number of modes.
    uint32_t count;
    uint8_t kind;
    bool dynamicScale;
    bool hasRuntime;
    bool operator==(const Node &other) const = default;
  };
  /// A node with no children or modes.
  static Node leafNode(uint8_t kind, int64_t val) { return Node{val, 0, 1, 0, kind, false, false}; }

public:
  enum class Kind : uint8_t { Int, Dynamic, Basis, Underscore, Tuple };

  /// A basis leaf's mode path, outermost mode first: a view of mode nodes,
  /// or of a caller's integers when passed to a factory.
  class ModePath {
  public:
    ModePath() = default;
    ModePath(const std::vector<int> &modes) : ints(modes.data()), n(modes.size()) {}
    /// Only for the call it is passed to: the list's array lives as long.
    ModePath(std::initializer_list<int> modes) : ints(std::data(modes)), n(modes.size()) {}
    size_t size() const { return n; }
    bool empty() const { return n == 0; }
    int operator[](size_t i) const { return at(ints, nodes, i); }
    int front() const { return (*this)[0]; }
    int back() const { return (*this)[n - 1]; }
    std::vector<int> vec() const;
    bool operator==(const ModePath &other) const;

    /// Holds what the path views, not the path: valid after a temporary
    /// ModePath is gone.
    class iterator {
    public:
      using iterator_category = std::random_access_iterator_tag;
      using value_type = int;
      using difference_type = std::ptrdiff_t;
      using pointer = void;
      using reference = int;
      iterator() = default;
      iterator(const int *ints, const Node *nodes, size_t i) : ints(ints), nodes(nodes), i(i) {}
      int operator*() const { return at(ints, nodes, i); }
      int operator[](difference_type k) const { return at(ints, nodes, i + k); }
      iterator &operator++() { return ++i, *this; }
      iterator operator++(int) { return iterator(ints, nodes, i++); }
      iterator &operator--() { return --i, *this; }
      iterator operator--(int) { return iterator(ints, nodes, i--); }
      iterator &operator+=(difference_type k) { return i += k, *this; }
      iterator &operator-=(difference_type k) { return i -= k, *this; }
      iterator operator+(difference_type k) const { return iterator(ints, nodes, i + k); }
      friend iterator operator+(difference_type k, iterator it) { return it + k; }
      iterator operator-(difference_type k) const { return iterator(ints, nodes, i - k); }
      difference_type operator-(const iterator &o) const { return difference_type(i - o.i); }
      bool operator==(const iterator &o) const { return i == o.i; }
      auto operator<=>(const iterator &o) const { return i <=> o.i; }

    private:
      const int *ints = nullptr;
      const Node *nodes = nullptr;
      size_t i = 0;
    };
    iterator begin() const { return iterator(ints, nodes, 0); }
    iterator end() const { return iterator(ints, nodes, n); }
    std::reverse_iterator<iterator> rbegin() const { return std::reverse_iterator(end()); }
    std::reverse_iterator<iterator> rend() const { return std::reverse_iterator(begin()); }

  private:
    friend class IntTuple;
    ModePath(const Node *nodes, size_t n) : nodes(nodes), n(n) {}
    static int at(const int *ints, const Node *nodes, size_t i) {
      return ints ? ints[i] : int(nodes[i].val);
    }
    const int *ints = nullptr;
    const Node *nodes = nullptr;
    size_t n = 0;
  };

  /// The children of a tuple: iterating or indexing yields a copy of each
  /// child's subtree. Valid while the tuple is alive and unchanged.
  class Elems {
  public:
    class iterator {
    public:
      using iterator_category = std::forward_iterator_tag;
      using value_type = IntTuple;
      using difference_type = std::ptrdiff_t;
      using pointer = void;
      using reference = IntTuple;
      iterator() = default;
      explicit iterator(const Node *at) : at(at) {}
      IntTuple operator*() const { return IntTuple(at); }
      iterator &operator++() { return at += at->span, *this; }
      iterator operator++(int) {
        iterator old = *this;
        ++*this;
        return old;
      }
      bool operator==(const iterator &o) const { return at == o.at; }

    private:
      const Node *at = nullptr;
    };
    size_t size() const { return n; }
    bool empty() const { return n == 0; }
    iterator begin() const { return iterator(first); }
    iterator end() const { return iterator(last); }
    IntTuple operator[](size_t i) const { return IntTuple(child(i)); }
    IntTuple front() const { return IntTuple(first); }
    IntTuple back() const { return (*this)[n - 1]; }
    std::vector<IntTuple> vec() const { return std::vector<IntTuple>(begin(), end()); }

  private:
    friend class IntTuple;
    Elems(const Node *first, const Node *last, size_t n) : first(first), last(last), n(n) {}
    const Node *child(size_t i) const;
    const Node *first, *last;
    size_t n;
  };

  IntTuple() : IntTuple(Kind::Tuple) {}
  IntTuple(const IntTuple &other) { copyFrom(other); }
  IntTuple(IntTuple &&other) noexcept { take(other); }
  IntTuple &operator=(const IntTuple &other);
  IntTuple &operator=(IntTuple &&other) noexcept;
  ~IntTuple() { releaseHeap(); }

  /// A static integer leaf.
  static IntTuple of(int64_t value);
  /// A dynamic leaf of the given bit width (32 or 64).
  static IntTuple dynamic(unsigned width);
  /// The scaled basis element value * E<modes...>; `modes` is the path from
  /// the outermost mode inwards (text `1@0@1` is value 1, modes {1, 0}).
  static IntTuple basis(int64_t value, ModePath modes);
  /// A scaled basis element with a dynamic scale `?@m…` of the given bit
  /// width (32 or 64); not static, so value algebra rejects it.
  static IntTuple dynamicBasis(unsigned width, ModePath modes);
  /// A dynamic leaf (or dynamic-scale basis when `modes` is non-empty)
  /// whose run-time value is known, as the interpreter holds them. It stays
  /// non-static, so the algebra takes the same paths as for `?`, and prints
  /// as its value.
  static IntTuple bound(unsigned width, int64_t value, ModePath modes);
  static IntTuple bound(unsigned width, int64_t value);
  static IntTuple underscore();
  static IntTuple tuple(const std::vector<IntTuple> &elems);
  static IntTuple tuple(std::initializer_list<IntTuple> elems);

  Kind kind() const { return Kind(root().kind); }
  bool isTuple() const { return kind() == Kind::Tuple; }
  bool isLeaf() const { return kind() != Kind::Tuple; }
  bool isInt() const { return kind() == Kind::Int; }
  bool isInt(int64_t v) const { return kind() == Kind::Int && root().val == v; }
  bool isDynamic() const { return kind() == Kind::Dynamic; }
  bool isBasis() const { return kind() == Kind::Basis; }
  /// A Basis leaf whose scale is dynamic; value() is then its width.
  bool isDynamicBasis() const { return kind() == Kind::Basis && root().dynamicScale; }
  bool isUnderscore() const { return kind() == Kind::Underscore; }
  /// True for a dynamic leaf or dynamic-scale basis with a known value.
  bool isBound() const { return root().hasRuntime; }
  /// The integer (or basis scale) a leaf stands for when known: a static
  /// leaf's value or a bound dynamic leaf's run-time value.
  std::optional<int64_t> known() const {
    const Node &r = root();
    bool isStaticLeaf = kind() == Kind::Int || (kind() == Kind::Basis && !r.dynamicScale);
    if (isStaticLeaf)
      return r.val;
    return r.hasRuntime ? std::optional(r.runtime) : std::nullopt;
  }

  /// The integer of an Int leaf, the scale of a Basis leaf, the width of a
  /// Dynamic leaf.
  int64_t value() const { return root().val; }
  /// A Basis leaf's mode path (empty for other leaves).
  ModePath modes() const { return ModePath(data() + 1, isBasis() ? root().count : 0); }
  /// A tuple's children (none for a leaf).
  Elems elems() const {
    return isTuple() ? Elems(data() + 1, data() + size, root().count)
                     : Elems(data() + 1, data() + 1, 0);
  }

  /// Number of top-level modes: the tuple size, or 1 for a leaf.
  size_t rank() const { return isTuple() ? root().count : 1; }
  /// Mode i; a leaf is its own only mode.
  IntTuple mode(size_t i) const { return isTuple() ? elems()[i] : *this; }

  bool operator==(const IntTuple &other) const;

  /// Calls f with each leaf, left to right, in one scan of the nodes.
  template <class F> void forEachLeaf(F &&f) const {
    const Node *p = data(), *end = p + size;
    while (p != end) {
      if (p->kind == uint8_t(Kind::Tuple)) {
        ++p;
        continue;
      }
      f(IntTuple(p));
      p += p->span;
    }
  }
  /// True when pred holds for some leaf.
  template <class P> bool anyLeaf(P &&pred) const {
    const Node *p = data(), *end = p + size;
    while (p != end) {
      if (p->kind == uint8_t(Kind::Tuple)) {
        ++p;
        continue;
      }
      if (pred(IntTuple(p)))
        return true;
      p += p->span;
    }
    return false;
  }
  /// Number of leaves (1 for a leaf).
  size_t leafCount() const;

private:
  /// A leaf, a basis leaf with a one-mode path and `(leaf)` are held
  /// inline; a larger tuple is one heap block of all its nodes.
  static constexpr uint32_t kInlineNodes = 2;

  explicit IntTuple(Kind kind) { inlineNodes[0] = leafNode(uint8_t(kind), 0); }
  /// A copy of the subtree rooted at `at`.
  explicit IntTuple(const Node *at) { assign(at, at->span); }
  static IntTuple leafWithModes(Node leaf, ModePath modes);
  static IntTuple tupleOf(const IntTuple *elems, size_t n);

  const Node *data() const { return heap ? heap : inlineNodes; }
  Node *data() { return heap ? heap : inlineNodes; }
  const Node &root() const { return data()[0]; }
  void assign(const Node *nodes, uint32_t n);
  void copyFrom(const IntTuple &other) {
    if (other.heap)
      return assign(other.heap, other.size);
    releaseHeap();
    size = other.size;
    for (uint32_t i = 0; i < kInlineNodes; ++i)
      inlineNodes[i] = other.inlineNodes[i];
  }
  void take(IntTuple &other) {
    if (!other.heap)
      return copyFrom(other);
    releaseHeap();
    heap = other.heap;
    capacity = other.capacity;
    size = other.size;
    other.heap = nullptr;
    other.capacity = kInlineNodes;
    other.size = 1;
    other.inlineNodes[0] = leafNode(uint8_t(Kind::Tuple), 0);
  }
  void releaseHeap() {
    if (!heap)
      return;
    freeNodes(heap, capacity);
    heap = nullptr;
    capacity = kInlineNodes;
  }
  /// Heap blocks come from a per-thread cache of small blocks (a tuple's
  /// copy would otherwise cost a malloc and a free).
  static Node *allocateNodes(uint32_t n, uint32_t &capacity);
  static void freeNodes(Node *nodes, uint32_t capacity);
  /// Makes room for `n` nodes (contents unspecified) and sets size to n.
  Node *resize(uint32_t n);

  uint32_t size = 1;
  uint32_t capacity = kInlineNodes;
  Node *heap = nullptr;
  Node inlineNodes[kInlineNodes] = {};
};

} // namespace cute::core

#endif
