//===- Profile.cpp - What a target dialect accepts of generated programs --===//
#include "cute-oracle/Fuzz/Profile.h"
#include "cute-oracle/Fuzz/Program.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace cute::fuzz {

namespace {

/// The kinds an operand rule may name.
const std::set<std::string> &knownKinds() {
  static const std::set<std::string> kinds = {"int_tuple", "shape",           "stride",
                                              "coord",     "tile",            "layout",
                                              "composed_layout", "swizzle", "bool"};
  return kinds;
}

/// The words of `line` before any `#`.
std::vector<std::string> wordsOf(const std::string &line) {
  std::istringstream in(line.substr(0, line.find('#')));
  std::vector<std::string> words;
  for (std::string w; in >> w;)
    words.push_back(w);
  return words;
}

/// Adds one rule (the words of a line) to `p`; an error says what is wrong.
std::optional<std::string> addRule(Profile &p, const std::vector<std::string> &w) {
  const std::string &rule = w[0];
  if (rule == "exclude" && w.size() >= 2) {
    p.excluded.insert(w.begin() + 1, w.end());
    return std::nullopt;
  }
  if (rule == "declared-forms" && w.size() == 2 && (w[1] == "canonical" || w[1] == "any")) {
    p.otherDeclaredForms = w[1] == "any";
    return std::nullopt;
  }
  if (rule == "operand" && w.size() >= 4) {
    unsigned index = 0;
    if (w[2].empty() || !std::all_of(w[2].begin(), w[2].end(), ::isdigit))
      return "operand index '" + w[2] + "' is not a number";
    index = unsigned(std::stoul(w[2]));
    for (size_t k = 3; k < w.size(); ++k) {
      if (!knownKinds().count(w[k]))
        return "unknown kind '" + w[k] +
               "' (int_tuple, shape, stride, coord, tile, layout, composed_layout, swizzle, bool)";
      p.operandKinds[{w[1], index}].insert(w[k]);
    }
    return std::nullopt;
  }
  return "expected `exclude OP...`, `operand OP INDEX KIND...` or `declared-forms canonical|any`";
}

/// The directory of the shipped profiles.
std::filesystem::path shippedDir() { return CUTE_ORACLE_PROFILE_DIR; }

} // namespace

bool Profile::allowsOperand(const std::string &op, unsigned index, const std::string &kind) const {
  auto rule = operandKinds.find({op, index});
  return rule == operandKinds.end() || rule->second.count(kind);
}

std::optional<std::string> Profile::firstExcluded(const Program &p) const {
  for (Form f : {Form::Static, Form::Arguments})
    for (const std::string &op : cuteOpsIn(writeProgram(p, f)))
      if (!has(op))
        return "it uses cute." + op;
  for (const Node &n : p.nodes) {
    if (n.table && !has("print_table"))
      return "it prints a layout as a table";
    if (n.passedThroughCall && !has("func_call"))
      return "it passes a value through a function call";
    for (const Result &r : n.results)
      if (!r.scalar && !allowsOperand("print", 0, mnemonic(r.kind)))
        return std::string("it prints a value of kind ") + mnemonic(r.kind);
    for (size_t i = 0; i < n.operands.size() && !n.op.empty(); ++i) {
      std::string kind = mnemonic(p.nodes[n.operands[i]].kind());
      if (!allowsOperand(n.op, unsigned(i), kind))
        return "operand " + std::to_string(i) + " of cute." + n.op + " is of kind " + kind;
    }
  }
  return std::nullopt;
}

bool Profile::admits(const Program &p) const { return isFull() || !firstExcluded(p); }

const Profile &fullProfile() {
  static const Profile full;
  return full;
}

std::optional<Profile> parseProfile(const std::string &text, const std::string &name,
                                    std::string &error) {
  Profile p;
  p.name = name;
  std::istringstream in(text);
  unsigned lineNumber = 0;
  for (std::string line; std::getline(in, line);) {
    ++lineNumber;
    std::vector<std::string> words = wordsOf(line);
    if (words.empty())
      continue;
    if (std::optional<std::string> why = addRule(p, words)) {
      error = name + ":" + std::to_string(lineNumber) + ": " + *why;
      return std::nullopt;
    }
  }
  return p;
}

std::optional<Profile> loadProfile(const std::string &nameOrPath, std::string &error) {
  bool isPath = nameOrPath.find('/') != std::string::npos ||
                (nameOrPath.size() > 8 && nameOrPath.ends_with(".profile"));
  std::filesystem::path path =
      isPath ? std::filesystem::path(nameOrPath) : shippedDir() / (nameOrPath + ".profile");
  std::ifstream in(path);
  if (!in) {
    std::vector<std::string> shipped = shippedProfiles();
    std::string names;
    for (const std::string &s : shipped)
      names += (names.empty() ? "" : ", ") + s;
    error = isPath ? "cannot read the profile " + nameOrPath
                   : "unknown profile '" + nameOrPath + "' (shipped: " + names +
                         "; or give a file NAME.profile)";
    return std::nullopt;
  }
  std::stringstream text;
  text << in.rdbuf();
  return parseProfile(text.str(), nameOrPath, error);
}

std::vector<std::string> shippedProfiles() {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto &entry : std::filesystem::directory_iterator(shippedDir(), ec))
    if (entry.path().extension() == ".profile")
      names.push_back(entry.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

} // namespace cute::fuzz
