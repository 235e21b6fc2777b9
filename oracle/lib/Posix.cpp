//===- Posix.cpp - System calls that a signal may interrupt ---------------===//
#include "cute-oracle/Oracle/Posix.h"

#include <cerrno>
#include <sys/wait.h>
#include <unistd.h>

namespace cute::oracle::posix {

int waitForExit(pid_t child) {
  int status = 0;
  while (child > 0 && ::waitpid(child, &status, 0) < 0 && errno == EINTR) {
  }
  return status;
}

ssize_t readSome(int fd, void *data, size_t n) {
  ssize_t k;
  do
    k = ::read(fd, data, n);
  while (k < 0 && errno == EINTR);
  return k;
}

bool writeAll(int fd, const void *data, size_t n) {
  const char *p = static_cast<const char *>(data);
  while (n > 0) {
    ssize_t k = ::write(fd, p, n);
    if (k < 0 && errno == EINTR)
      continue;
    if (k <= 0)
      return false;
    p += k;
    n -= size_t(k);
  }
  return true;
}

} // namespace cute::oracle::posix
