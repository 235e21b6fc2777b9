//===- cute-fuzz.cpp - The differential campaign driver -------------------===//
//
// cute-fuzz --seed N (--seconds S | --structures N | --cases N) --backends
// interp,jit[,external:NAME] [--subjects programs,view-copies,gpu-kernels]
//           [--external 'NAME=COMMAND {}'] [--contract NAME=values|values+errors]
//           [--profile NAME|FILE] [--ops LIST] [--corpus DIR] [--report DIR]
//           [--known FILE]... [--shard I/N] [--jobs J] [--valuations N] [--timeout S]
// cute-fuzz --replay K ...      check structure K alone and print it
// cute-fuzz --merge DIR... --report DIR   merge shard reports
// cute-fuzz --history DIR... --report DIR the nights' reports side by side
// cute-fuzz --list-ops          the op families the generators know
// cute-fuzz --write-gpu-batch DIR [--structures N] [--valuations N] [--ops ...]
//                               [--atom-calls N] [--tiled-mmas N] [--tiled-copies N]
//                               [--cubin [--ptxas PATH]]
//                               write generated cases for cute-gpu-runner
// cute-fuzz --compare-gpu-batch DIR   compare what the GPU printed (actual.txt)
// cute-fuzz --view-copies N ...  the campaign of --subjects view-copies
//                               --structures N: random copies between views
//
// Each mode takes only the options shown with it (the campaign: all but
// those of --write-gpu-batch); another is a usage error.
// Exit status: 0 without new findings, 1 with new findings, 2 on a usage
// or I/O error.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/Campaign/Campaign.h"
#include "cute-oracle/Campaign/GpuBatch.h"
#include "cute-oracle/Campaign/History.h"
#include "cute-oracle/Campaign/Subject.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <memory>

namespace cl = llvm::cl;

static cl::OptionCategory runCategory("What to check and for how long");
static cl::OptionCategory backendCategory("Backends");
static cl::OptionCategory generationCategory("Generated programs");
static cl::OptionCategory findingCategory("Findings and reports");
static cl::OptionCategory scaleCategory("Shards and workers");
static cl::OptionCategory gpuBatchCategory("GPU batches, for a GPU on another host");
static cl::opt<uint64_t> seed("seed", cl::desc("Campaign seed (default 1)"), cl::init(1),
                              cl::cat(runCategory));
static cl::opt<double> seconds("seconds",
                               cl::desc("Start no structure after S seconds (the one in progress "
                                        "finishes, and a finding it found is still shrunk "
                                        "within --shrink-budget)"),
                               cl::init(0), cl::value_desc("S"), cl::cat(runCategory));
static cl::opt<uint64_t> cases("cases",
                               cl::desc("Stop after the structure that brings the cases checked "
                                        "to N"),
                               cl::init(0), cl::cat(runCategory));
static cl::opt<uint64_t> structures("structures",
                                    cl::desc("Check structures 0..N-1 (of programs, each one random "
                                             "program run in three forms on many valuations)"),
                                    cl::init(0), cl::value_desc("N"), cl::cat(runCategory));
static cl::opt<std::string> backends("backends",
                                     cl::desc("Backends: interp (the reference) and jit, cuda "
                                              "(kernels on this host's GPU) and/or "
                                              "external:NAME (default interp,jit)"),
                                     cl::init("interp,jit"), cl::cat(backendCategory));
static cl::list<std::string> externals("external",
                                       cl::desc("An external backend NAME=COMMAND: a shell command "
                                                "in which {} is the module file; its stdout is "
                                                "what @main printed"),
                                       cl::value_desc("NAME=COMMAND"), cl::cat(backendCategory));
static cl::list<std::string> contracts(
    "contract",
    cl::desc("What backend NAME promises: values (it prints what the interpreter prints on "
             "admissible valuations; inadmissible ones, which the interpreter refuses, are not "
             "compared) or values+errors (it also refuses the inadmissible ones, naming the op). "
             "Default values+errors for jit and cuda, values for external backends"),
    cl::value_desc("NAME=values|values+errors"), cl::cat(backendCategory));
static cl::opt<std::string> profile(
    "profile",
    cl::desc("The target's dialect: a shipped profile (full, the default; nvidia-cute-ir) or a "
             "file NAME.profile; only programs it admits are generated"),
    cl::init("full"), cl::value_desc("NAME|FILE"), cl::cat(generationCategory));
static cl::opt<std::string> ops("ops", cl::desc("Comma-separated op families to focus on "
                                                "(see --list-ops; default all)"),
                                cl::init(""), cl::cat(generationCategory));
static cl::opt<std::string> corpus("corpus",
                                   cl::desc("Where reduced reproducers (lit tests) are written "
                                            "(default: REPORT/regressions)"),
                                   cl::init(""), cl::value_desc("DIR"), cl::cat(findingCategory));
static cl::opt<std::string> report("report",
                                   cl::desc("Report directory: report.json (also the resume "
                                            "state) and report.html (default cute-fuzz-report)"),
                                   cl::init("cute-fuzz-report"), cl::value_desc("DIR"),
                                   cl::cat(findingCategory));
static cl::list<std::string> known("known",
                                   cl::desc("Known-issues file: one finding signature per line "
                                            "(may be given more than once)"),
                                   cl::value_desc("FILE"), cl::cat(findingCategory));
static cl::opt<std::string> shard("shard", cl::desc("Check only shard I of N (structures k with "
                                                    "k mod N == I)"),
                                  cl::init("0/1"), cl::value_desc("I/N"), cl::cat(scaleCategory));
static cl::opt<unsigned> valuations("valuations",
                                    cl::desc("Valuations per structure (default 1024)"),
                                    cl::init(1024), cl::cat(generationCategory));
static cl::opt<unsigned> timeout("timeout",
                                 cl::desc("Seconds one backend run may take (default 20)"),
                                 cl::init(20), cl::cat(backendCategory));
static cl::opt<unsigned> jobs("jobs",
                              cl::desc("Worker processes (1 to 256, default 1; at most "
                                       "--structures); each checks a sub-shard, their "
                                       "reports are merged"),
                              cl::init(1), cl::cat(scaleCategory));
static cl::opt<int> maxOps("max-ops", cl::desc("Ops per program, at most (default 6)"),
                           cl::init(6), cl::cat(generationCategory));
static cl::opt<unsigned> shrinkBudget("shrink-budget",
                                      cl::desc("Candidates tried to shrink one finding's "
                                               "program, then to reduce its module (default "
                                               "300; a finding of an external backend is only "
                                               "reduced)"),
                                      cl::init(300), cl::cat(findingCategory));
static cl::opt<int64_t> replay("replay",
                               cl::desc("Check structure K of each subject alone and print it"),
                               cl::init(-1), cl::value_desc("K"), cl::cat(runCategory));
static cl::opt<bool> merge("merge", cl::desc("Merge the reports of the positional directories "
                                             "into --report"),
                           cl::init(false), cl::cat(findingCategory));
static cl::opt<bool> history("history",
                             cl::desc("Write --report's history.html (the reports of the "
                                      "positional directories, one per night, side by side) and "
                                      "open.txt (what is open after the last night)"),
                             cl::init(false), cl::cat(findingCategory));
static cl::list<std::string> reportDirs(cl::Positional,
                                        cl::desc("[report directories, with --merge or --history]"),
                                        cl::cat(findingCategory));
static cl::opt<bool> listOps("list-ops", cl::desc("List the op families and exit"),
                             cl::init(false), cl::cat(generationCategory));

static cl::opt<std::string> writeGpuBatch(
    "write-gpu-batch",
    cl::desc("Write structures 0..N-1 (--structures, default 16) as kernels in PTX, with at most "
             "--valuations admissible valuations each (default 64 here) and the interpreter's "
             "output, to DIR for cute-gpu-runner on a GPU host"),
    cl::value_desc("DIR"), cl::cat(gpuBatchCategory));
static cl::opt<unsigned> atomCalls(
    "atom-calls",
    cl::desc("With --write-gpu-batch: also N random atom calls (SM80 and SM75 MMA, SM90 GMMA, "
             "ldmatrix and copy atoms on "
             "random data), each a kernel on one block of the atom's threads"),
    cl::init(0), cl::value_desc("N"), cl::cat(gpuBatchCategory));
static cl::opt<unsigned> tiledMmas(
    "tiled-mmas",
    cl::desc(
        "With --write-gpu-batch: also N random SM80 or SM75 tiled MMAs, each computing D = A*B + C "
        "over whole shared tiles (tiled_partition, then mma_atom_call per fragment) in a "
        "kernel on one block of its threads; the expected output is the plain matrix "
        "product"),
    cl::init(0), cl::value_desc("N"), cl::cat(gpuBatchCategory));
static cl::opt<unsigned> tiledCopies(
    "tiled-copies",
    cl::desc("With --write-gpu-batch: also N random ldmatrix or universal-copy tiled copies, "
             "each copying a whole shared source to a shared destination (tiled_partition, then "
             "copy_atom_call per fragment) in a kernel on one block of its threads; the expected "
             "output is D(i,j) = S(i,j)"),
    cl::init(0), cl::value_desc("N"), cl::cat(gpuBatchCategory));
static cl::opt<bool> cubin(
    "cubin",
    cl::desc("With --write-gpu-batch: also assemble the PTX with ptxas into a cubin for its "
             "target, which cute-gpu-runner loads on a device of that architecture instead of "
             "having the driver compile the PTX (minutes for a large batch)"),
    cl::cat(gpuBatchCategory));
static cl::opt<std::string> ptxasPath("ptxas",
                                      cl::desc("The ptxas of --cubin (default: ptxas on PATH, else "
                                               "/usr/local/cuda/bin/ptxas)"),
                                      cl::value_desc("PATH"), cl::cat(gpuBatchCategory));
static cl::opt<std::string> subjects(
    "subjects",
    cl::desc("What the campaign generates: programs (random programs of the algebra ops, in "
             "three forms on many valuations), view-copies (random copies between views: "
             "random layouts, swizzles, masks; the interpreter is also checked against "
             "interp/core; one structure in 32 with programs) and gpu-kernels (atom calls, tiled "
             "MMAs and tiled copies on one block of threads: the interpreter against their "
             "reference, and with jit their lowering to PTX; one structure in 64 with programs). "
             "Default all three; programs alone with --ops, a profile other than full, or the "
             "cuda backend"),
    cl::value_desc("LIST"), cl::cat(runCategory));
static cl::opt<unsigned> viewCopies(
    "view-copies",
    cl::desc("Short for --subjects view-copies --structures N"), cl::init(0),
    cl::value_desc("N"), cl::cat(runCategory));
static cl::opt<std::string> compareGpuBatch(
    "compare-gpu-batch",
    cl::desc("Compare DIR/actual.txt (cute-gpu-runner's) with the interpreter's output in "
             "DIR/expected.txt; exit 1 when a case differs"),
    cl::value_desc("DIR"), cl::cat(gpuBatchCategory));

/// The ptxas --cubin runs: --ptxas (a path, or a name on PATH), else ptxas
/// on PATH, else CUDA's default install; false when there is none.
static bool findPtxas(std::string &path) {
  std::vector<llvm::StringRef> places[] = {{}, {"/usr/local/cuda/bin"}};
  if (!ptxasPath.empty()) {
    // A name with a '/' is found as it is, a bare name on PATH.
    llvm::ErrorOr<std::string> found = llvm::sys::findProgramByName(ptxasPath);
    path = found ? *found : std::string(ptxasPath);
    return llvm::sys::fs::can_execute(path);
  }
  for (llvm::ArrayRef<llvm::StringRef> dirs : places)
    if (llvm::ErrorOr<std::string> found = llvm::sys::findProgramByName("ptxas", dirs)) {
      path = *found;
      return true;
    }
  return false;
}

/// Sets o.subjects from --subjects, or from --view-copies (which also
/// sets o.structures); an error for an unknown or repeated subject.
static std::optional<std::string> parseSubjects(cute::campaign::CampaignOptions &o) {
  if (viewCopies) {
    o.subjects = {"view-copies"};
    o.structures = viewCopies;
    return std::nullopt;
  }
  if (!subjects.getNumOccurrences())
    return std::nullopt;
  o.subjects.clear();
  for (llvm::StringRef name : llvm::split(subjects, ',')) {
    name = name.trim();
    if (!llvm::is_contained(cute::campaign::kSubjectNames, name))
      return "--subjects: unknown subject '" + name.str() +
             "' (expected programs, view-copies or gpu-kernels)";
    if (llvm::is_contained(o.subjects, name))
      return "--subjects: " + name.str() + " is named twice";
    o.subjects.push_back(name.str());
  }
  return std::nullopt;
}

/// The default subjects, when neither --subjects nor --view-copies names
/// them: all of them, unless a focus, a profile or the cuda backend says
/// the target is not a host compiler of the whole dialect.
static void defaultSubjects(cute::campaign::CampaignOptions &o) {
  bool onCuda = llvm::any_of(o.backends, [](const auto &b) { return b.name == "cuda"; });
  if (!viewCopies && !subjects.getNumOccurrences() && o.generator.focus.empty() &&
      o.generator.profile.isFull() && !onCuda)
    o.subjects = {"programs", "view-copies", "gpu-kernels"};
}

/// The most worker processes --jobs starts.
constexpr unsigned kMaxJobs = 256;

static int usage(const std::string &message) {
  llvm::errs() << "cute-fuzz: " << message << "\n";
  return 2;
}

/// A mode of cute-fuzz (its flag) and the other options it takes.
struct Mode {
  llvm::StringRef flag;
  std::vector<llvm::StringRef> takes;
};

/// Every mode but the campaign, which takes all options but the other
/// modes' flags and kCampaignIgnores.
static const Mode kModes[] = {
    {"list-ops", {}},
    {"merge", {"report"}},
    {"history", {"report"}},
    {"compare-gpu-batch", {}},
    {"replay",
     {"seed", "backends", "external", "contract", "profile", "ops", "max-ops", "valuations",
      "timeout", "subjects"}},
    {"write-gpu-batch",
     {"seed", "structures", "valuations", "ops", "max-ops", "atom-calls", "tiled-mmas",
      "tiled-copies", "cubin", "ptxas"}},
};
static const llvm::StringRef kCampaignIgnores[] = {"atom-calls", "tiled-mmas", "tiled-copies",
                                                   "cubin", "ptxas"};
/// The options --view-copies stands for.
static const llvm::StringRef kViewCopiesSets[] = {"subjects", "structures", "seconds", "cases"};

/// The names of cute-fuzz's options given on the command line. The options
/// are listed rather than found in cl::getRegisteredOptions(), which also
/// holds libLLVM's own (whose dynamic type UBSan cannot check across the
/// shared library). cl::list overloads &, hence std::addressof.
static std::vector<llvm::StringRef> givenOptions() {
  const cl::Option *all[] = {&seed,         &seconds,       &cases,
                             &structures,   &backends,      std::addressof(externals), std::addressof(contracts), &profile,
                             &ops,          &corpus,        &report,
                             std::addressof(known),        &shard,         &valuations,
                             &timeout,      &jobs,          &maxOps,
                             &shrinkBudget, &replay,        &merge, &history,
                             &listOps,      &writeGpuBatch, &atomCalls,
                             &tiledMmas,    &tiledCopies,   &cubin,
                             &ptxasPath,    &viewCopies,    &compareGpuBatch,
                             &subjects};
  std::vector<llvm::StringRef> given;
  for (const cl::Option *opt : all)
    if (opt->getNumOccurrences())
      given.push_back(opt->ArgStr);
  llvm::sort(given);
  return given;
}

/// An error when the options given mix modes, or give one that their
/// mode would ignore (it used to be ignored with exit status 0).
static std::optional<std::string> modeError() {
  std::vector<llvm::StringRef> given = givenOptions();
  const Mode *mode = nullptr;
  for (const Mode &m : kModes)
    if (llvm::is_contained(given, m.flag)) {
      if (mode)
        return "--" + mode->flag.str() + " and --" + m.flag.str() + " are separate modes";
      mode = &m;
    }
  for (llvm::StringRef name : given) {
    if (mode && name != mode->flag && !llvm::is_contained(mode->takes, name))
      return "--" + name.str() + " is not used with --" + mode->flag.str() +
             (mode->takes.empty() ? std::string(", which takes no other option")
                                  : " (it takes --" + llvm::join(mode->takes, ", --") + ")");
    if (!mode && llvm::is_contained(kCampaignIgnores, name))
      return "--" + name.str() + " is used with --write-gpu-batch only";
    if (viewCopies.getNumOccurrences() && llvm::is_contained(kViewCopiesSets, name))
      return "--" + name.str() +
             " is not used with --view-copies N (short for --subjects view-copies "
             "--structures N)";
  }
  return std::nullopt;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions({&runCategory, &backendCategory, &generationCategory, &findingCategory, &scaleCategory, &gpuBatchCategory});
  if (!cl::ParseCommandLineOptions(argc, argv,
                                   "cute-fuzz: differential campaign of the cute interpreter "
                                   "against the lowered code\n",
                                   &llvm::errs()))
    return 2;
  if (std::optional<std::string> error = modeError())
    return usage(*error);
  // A mode given with an empty value would run the campaign instead.
  if (viewCopies.getNumOccurrences() && viewCopies == 0)
    return usage("--view-copies needs a number of copies, 1 or more");
  if (replay.getNumOccurrences() && replay < 0)
    return usage("--replay needs a structure number, 0 or more, got " + std::to_string(replay));
  if (compareGpuBatch.getNumOccurrences() && compareGpuBatch.empty())
    return usage("--compare-gpu-batch needs a directory");
  if (!reportDirs.empty() && !merge && !history)
    return usage("unexpected argument '" + reportDirs[0] +
                 "' (directories go with --merge or --history)");
  if (listOps) {
    for (const std::string &f : cute::fuzz::opFamilies())
      llvm::outs() << f << "\n";
    return 0;
  }
  if (merge || history) {
    if (reportDirs.empty())
      return usage(std::string(merge ? "--merge" : "--history") + " needs report directories");
    std::vector<std::string> dirs(reportDirs.begin(), reportDirs.end());
    return merge ? cute::campaign::mergeReports(dirs, report)
                 : cute::campaign::writeHistory(dirs, report);
  }
  cute::campaign::CampaignOptions o;
  o.seed = seed;
  o.seconds = seconds;
  o.structures = structures;
  o.cases = cases;
  o.valuations = std::max(1u, unsigned(valuations));
  o.timeoutSeconds = timeout;
  o.backendList = backends;
  o.reportDir = report;
  o.corpusDir = corpus.empty() ? report + "/regressions" : std::string(corpus);
  o.shrinkBudget = shrinkBudget;
  if (!std::isfinite(seconds) || seconds < 0)
    return usage("--seconds must be a number of seconds, 0 or more");
  if (writeGpuBatch.getNumOccurrences() && writeGpuBatch.empty())
    return usage("--write-gpu-batch needs a directory");
  if (maxOps < 1)
    return usage("--max-ops must be at least 1, got " + std::to_string(maxOps));
  o.generator.maxOps = maxOps;
  if (report.empty())
    return usage("--report needs a directory");
  for (const std::string &file : known)
    if (std::optional<std::string> error = cute::campaign::readKnownIssues(file, o.knownIssues))
      return usage(*error);
  if (std::optional<std::string> error = parseSubjects(o))
    return usage(*error);
  // View copies are host programs: cuda, which runs kernels, is refused
  // with them (it used to be dropped without a word, after its driver was
  // required).
  llvm::StringRef hostOnly = viewCopies ? "--view-copies: "
                             : llvm::is_contained(o.subjects, "view-copies")
                                 ? "--subjects view-copies: "
                                 : "";
  if (std::optional<std::string> error = cute::oracle::parseBackends(
          backends, std::vector<std::string>(externals.begin(), externals.end()), o.backends,
          !hostOnly.empty()))
    return usage(hostOnly.str() + *error);
  if (std::optional<std::string> error = cute::oracle::parseContracts(
          std::vector<std::string>(contracts.begin(), contracts.end()), o.backends))
    return usage(*error);
  for (llvm::StringRef f : llvm::split(ops, ',')) {
    f = f.trim();
    if (f.empty())
      continue;
    const auto &all = cute::fuzz::opFamilies();
    if (std::find(all.begin(), all.end(), f.str()) == all.end())
      return usage("unknown op family '" + f.str() + "' (see --list-ops)");
    o.generator.focus.push_back(f.str());
  }
  std::string profileError;
  std::optional<cute::fuzz::Profile> dialect = cute::fuzz::loadProfile(profile, profileError);
  if (!dialect)
    return usage("--profile: " + profileError);
  o.generator.profile = std::move(*dialect);
  for (const std::string &f : o.generator.focus)
    if (!o.generator.profile.has(f))
      return usage("--ops " + f + ": the profile " + profile + " excludes it");
  auto [index, count] = llvm::StringRef(shard).split('/');
  if (index.getAsInteger(10, o.shardIndex) || count.getAsInteger(10, o.shardCount) ||
      o.shardCount == 0 || o.shardIndex >= o.shardCount)
    return usage("--shard expects I/N with 0 <= I < N, got '" + shard + "'");
  defaultSubjects(o);
  if (replay >= 0)
    return cute::campaign::replayStructure(o, uint64_t(replay));
  if (!compareGpuBatch.empty())
    return cute::campaign::compareGpuBatch(compareGpuBatch);
  if (!writeGpuBatch.empty()) {
    cute::campaign::GpuBatchOptions batch;
    batch.dir = writeGpuBatch;
    batch.seed = seed;
    batch.structures = structures ? uint64_t(structures) : 16;
    batch.valuations = valuations.getNumOccurrences() ? o.valuations : 64;
    batch.generator = o.generator;
    batch.atomCalls = atomCalls;
    batch.tiledMmas = tiledMmas;
    batch.tiledCopies = tiledCopies;
    if (!cubin && ptxasPath.getNumOccurrences())
      return usage("--ptxas is the assembler of --cubin, which is not given");
    if (cubin && !findPtxas(batch.ptxas))
      return usage(ptxasPath.empty() ? "--cubin needs ptxas: none on PATH nor in "
                                       "/usr/local/cuda/bin (give --ptxas PATH)"
                                     : "--ptxas " + ptxasPath + " is not an executable");
    return cute::campaign::writeGpuBatch(batch) ? 2 : 0;
  }
  if (seconds <= 0 && o.structures == 0 && cases == 0)
    return usage("give --seconds S, --structures N or --cases N");
  if (jobs == 0 || jobs > kMaxJobs)
    return usage("--jobs must be 1 to " + std::to_string(kMaxJobs) + ", got " +
                 std::to_string(jobs));
  // A worker beyond the structures would have none to check.
  o.jobs = o.structures ? unsigned(std::min<uint64_t>(jobs, o.structures)) : unsigned(jobs);
  return o.jobs > 1 ? cute::campaign::runCampaignJobs(o) : cute::campaign::runCampaign(o);
}
