//===- TestMain.cpp - gtest main that says how to rerun a failed test -----===//
//
// The main of every unit-test binary. Besides running the tests it prints,
// for each test that fails, the one command that reruns exactly that test
// with the same RapidCheck parameters:
//
//   reproduce: RC_PARAMS="seed=S max_success=N max_size=Z" BINARY --gtest_filter=Suite.Name
//
// S is the seed this process used: the fixed one ctest passes in
// RC_PARAMS (CI), or the one RapidCheck drew (nightly runs). RapidCheck
// derives every property's cases from that seed alone, so the command
// replays the failing cases; RapidCheck's own RC_PARAMS="reproduce=..."
// line, printed at exit, replays just the shrunk counterexample.
//
//===----------------------------------------------------------------------===//
#include <gtest/gtest.h>
#include <rapidcheck/detail/Configuration.h>

#include <iostream>
#include <string>

namespace {

/// The RC_PARAMS value that reruns this process's properties unchanged.
std::string rapidCheckParams() {
  const rc::detail::TestParams &p = rc::detail::configuration().testParams;
  return "seed=" + std::to_string(p.seed) + " max_success=" + std::to_string(p.maxSuccess) +
         " max_size=" + std::to_string(p.maxSize);
}

class ReproduceListener : public testing::EmptyTestEventListener {
public:
  explicit ReproduceListener(std::string binary) : binary(std::move(binary)) {}

  void OnTestEnd(const testing::TestInfo &test) override {
    if (!test.result()->Failed())
      return;
    // First: RapidCheck reads its configuration on first use and says so
    // on stderr, which must not land inside the line below.
    std::string params = rapidCheckParams();
    std::cout << "reproduce: RC_PARAMS=\"" << params << "\" " << binary
              << " --gtest_filter=" << test.test_suite_name() << '.' << test.name() << std::endl;
  }

private:
  std::string binary;
};

} // namespace

int main(int argc, char **argv) {
  testing::InitGoogleTest(&argc, argv);
  testing::UnitTest::GetInstance()->listeners().Append(new ReproduceListener(argv[0]));
  return RUN_ALL_TESTS();
}
