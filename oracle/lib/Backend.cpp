//===- Backend.cpp - How a run ended, in words ----------------------------===//
#include "cute-oracle/Oracle/Backend.h"

#include <cstring>

namespace cute::oracle {

llvm::StringRef outcomeName(Outcome outcome) {
  switch (outcome) {
  case Outcome::Finished:
    return "finished";
  case Outcome::Refused:
    return "refused";
  case Outcome::Crashed:
    return "crashed";
  case Outcome::TimedOut:
    return "timed out";
  case Outcome::BadExit:
    return "bad exit";
  case Outcome::Rejected:
    return "rejected";
  }
  return "unknown";
}

std::string killedBySignal(int signal) {
  return "was killed by signal " + std::to_string(signal) + " (" + ::strsignal(signal) + ")";
}

} // namespace cute::oracle
