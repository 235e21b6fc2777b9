//===- ExternalBackend.cpp - A user's pipeline as a backend ---------------===//
#include "cute-oracle/Oracle/ExternalBackend.h"
#include "cute-oracle/Oracle/Posix.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace cute::oracle {

namespace {

/// Reads both pipes until they close or the deadline passes.
void drain(int outFd, int errFd, unsigned timeoutSeconds, std::string &out, std::string &err,
           bool &timedOut) {
  using Clock = std::chrono::steady_clock;
  Clock::time_point deadline = Clock::now() + std::chrono::seconds(timeoutSeconds);
  pollfd fds[2] = {{outFd, POLLIN, 0}, {errFd, POLLIN, 0}};
  std::string *sinks[2] = {&out, &err};
  int open = 2;
  char buffer[1 << 16];
  while (open > 0) {
    int waitMs = -1;
    if (timeoutSeconds) {
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
      if (left.count() <= 0) {
        timedOut = true;
        return;
      }
      waitMs = int(left.count());
    }
    int ready = ::poll(fds, 2, waitMs);
    if (ready < 0 && errno != EINTR)
      return;
    for (int i = 0; i < 2 && ready > 0; ++i) {
      if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
        continue;
      ssize_t k = posix::readSome(fds[i].fd, buffer, sizeof buffer);
      if (k > 0) {
        sinks[i]->append(buffer, size_t(k));
      } else {
        fds[i].fd = -1;
        --open;
      }
    }
  }
}

/// The last `n` characters of `s`, trimmed of a final newline.
std::string tail(std::string s, size_t n) {
  while (!s.empty() && s.back() == '\n')
    s.pop_back();
  return s.size() > n ? "..." + s.substr(s.size() - n) : s;
}

} // namespace

int shellReportedSignal(int exitStatus) {
  int signal = exitStatus - 128;
  return signal > 0 && signal < NSIG ? signal : 0;
}

RunOutput runShellCommand(const std::string &command, unsigned timeoutSeconds,
                          std::string *stderrText) {
  RunOutput out;
  int outPipe[2], errPipe[2];
  if (::pipe(outPipe) != 0 || ::pipe(errPipe) != 0)
    return RunOutput::refused(std::string("cannot create a pipe: ") + std::strerror(errno));
  std::fflush(nullptr);
  pid_t child = ::fork();
  if (child == 0) {
    ::setpgid(0, 0);
    int devNull = ::open("/dev/null", O_RDONLY);
    ::dup2(devNull, 0);
    ::dup2(outPipe[1], 1);
    ::dup2(errPipe[1], 2);
    for (int fd : {outPipe[0], outPipe[1], errPipe[0], errPipe[1], devNull})
      ::close(fd);
    ::execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char *>(nullptr));
    ::_exit(127);
  }
  ::close(outPipe[1]);
  ::close(errPipe[1]);
  if (child < 0) {
    ::close(outPipe[0]);
    ::close(errPipe[0]);
    return RunOutput::refused(std::string("cannot fork: ") + std::strerror(errno));
  }
  std::string err;
  bool timedOut = false;
  drain(outPipe[0], errPipe[0], timeoutSeconds, out.printed, err, timedOut);
  ::close(outPipe[0]);
  ::close(errPipe[0]);
  if (stderrText)
    *stderrText = err;
  if (timedOut)
    ::kill(-child, SIGKILL);
  int status = posix::waitForExit(child);
  if (timedOut)
    return out.stop(Outcome::TimedOut,
                    "did not finish within " + std::to_string(timeoutSeconds) + " s (killed)");
  if (WIFSIGNALED(status))
    return out.stop(Outcome::Crashed, killedBySignal(WTERMSIG(status)), WTERMSIG(status));
  int exit = WEXITSTATUS(status);
  if (exit == 0)
    return out;
  std::string stderrTail = err.empty() ? "" : ": " + tail(err, 400);
  if (int signal = shellReportedSignal(exit))
    return out.stop(Outcome::Crashed, killedBySignal(signal) + " (exit status " + std::to_string(exit) +
                                          ")" + stderrTail,
                    signal);
  return out.stop(Outcome::BadExit, "exited with status " + std::to_string(exit) + stderrTail,
                  exit);
}

namespace {

/// Replaces every `{}` in `command` by `path`.
std::string substitute(std::string command, const std::string &path) {
  for (size_t pos = command.find("{}"); pos != std::string::npos;
       pos = command.find("{}", pos + path.size()))
    command.replace(pos, 2, path);
  return command;
}

/// The line of the module file `path` that the first error diagnostic in
/// `diagnostics` points at ("PATH...:LINE:COL: error: ..."; a file the
/// command derived from the module, named PATH followed by a suffix,
/// counts); 0 when none does.
unsigned diagnosedLine(llvm::StringRef diagnostics, llvm::StringRef path) {
  for (size_t at = diagnostics.find(path); at != llvm::StringRef::npos;
       at = diagnostics.find(path, at + 1)) {
    llvm::StringRef rest = diagnostics.drop_front(at + path.size());
    rest = rest.drop_until([](char c) { return c == ':' || c == '\n' || c == ' '; });
    unsigned line = 0, column = 0;
    if (!rest.consume_front(":") || rest.consumeInteger(10, line) || !rest.consume_front(":") ||
        rest.consumeInteger(10, column) || !rest.starts_with(": error:"))
      continue;
    return line;
  }
  return 0;
}

/// The name of the op defined on line `line` (1-based) of `text`, without
/// its "cute." prefix ("size", "func.call"); "module" when the line holds
/// no op.
std::string opOnLine(llvm::StringRef text, unsigned line) {
  llvm::SmallVector<llvm::StringRef> lines;
  text.split(lines, '\n');
  if (line == 0 || line > lines.size())
    return "module";
  llvm::StringRef l = lines[line - 1].trim();
  // "%v = cute.size(...)", "%v = \"cute.size\"(...)", "cute.print(...)".
  if (size_t eq = l.find(" = "); l.starts_with("%") && eq != llvm::StringRef::npos)
    l = l.drop_front(eq + 3);
  l.consume_front("\"");
  llvm::StringRef name = l.take_while([](char c) { return llvm::isAlnum(c) || c == '_' || c == '.'; });
  if (!name.contains('.'))
    return "module";
  name.consume_front("cute.");
  return name.str();
}

/// The first line of `text` containing `needle`, or `text`'s first line.
std::string firstLineWith(llvm::StringRef text, llvm::StringRef needle) {
  size_t at = text.find(needle);
  size_t start = at == llvm::StringRef::npos ? 0 : text.rfind('\n', at) + 1;
  return text.drop_front(start).take_until([](char c) { return c == '\n'; }).str();
}

class ExternalBackend final : public Backend {
public:
  ExternalBackend(std::string name, std::string command, unsigned timeoutSeconds)
      : backendName(std::move(name)), command(std::move(command)),
        timeoutSeconds(timeoutSeconds) {}
  ~ExternalBackend() override {
    if (path.empty())
      return;
    llvm::sys::DontRemoveFileOnSignal(path);
    llvm::sys::fs::remove(path);
  }

  llvm::StringRef name() const override { return backendName; }

  mlir::LogicalResult prepare(mlir::ModuleOp m) override {
    module = m;
    if (!path.empty())
      return mlir::success();
    llvm::SmallString<128> file;
    if (llvm::sys::fs::createTemporaryFile("cute-external", "mlir", file))
      return m.emitError("cannot create a temporary file for the external backend '")
             << backendName << "'";
    path = file.str().str();
    // A campaign stopped by a signal (SIGTERM, SIGINT) leaves no file.
    llvm::sys::RemoveFileOnSignal(path);
    return mlir::success();
  }

  RunOutput run(llvm::StringRef entry, llvm::ArrayRef<int64_t> args) override {
    std::string text;
    llvm::raw_string_ostream os(text);
    module.print(os);
    if (entry != "main" || !args.empty())
      return RunOutput::refused(backendName +
                                " runs only @main without arguments (write a @main that calls " +
                                entry.str() + " with constants)");
    {
      std::error_code ec;
      llvm::raw_fd_ostream file(path, ec);
      if (ec)
        return RunOutput::refused("cannot write " + path + ": " + ec.message());
      file << text;
    }
    std::string diagnostics;
    RunOutput out = runShellCommand(substitute(command, path), timeoutSeconds, &diagnostics);
    if (out.outcome == Outcome::BadExit && out.printed.empty())
      if (unsigned line = diagnosedLine(diagnostics, path)) {
        out.outcome = Outcome::Rejected;
        out.op = opOnLine(text, line);
        out.error = "rejected the module at line " + std::to_string(line) + " (" + out.op +
                    "): " + firstLineWith(diagnostics, ": error:");
      }
    if (out.outcome == Outcome::Crashed || out.outcome == Outcome::TimedOut)
      out.op = "module";
    if (!out.ok())
      out.error = backendName + " " + out.error;
    return out;
  }

private:
  std::string backendName, command;
  unsigned timeoutSeconds;
  mlir::ModuleOp module;
  std::string path;
};

} // namespace

std::unique_ptr<Backend> makeExternalBackend(std::string name, std::string command,
                                             unsigned timeoutSeconds) {
  return std::make_unique<ExternalBackend>(std::move(name), std::move(command), timeoutSeconds);
}

} // namespace cute::oracle
