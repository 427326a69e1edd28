// A memory budget for an enumeration: what it holds is charged as it grows, and past the limit
// it is refused by name (what grew, how far, what to reduce), never a std::bad_alloc.
//
// The bytes are an estimate of what the enumeration keeps (its entries, their facts and
// strings, the impact's groups), not of the whole process: the rulesets, the situation and
// the allocator's slack come besides. Each enumeration charges what it makes and credits what
// it frees or merges, so `held()` follows it and `peak()` is its high-water mark.
#pragma once

#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace herald::engine {

// An enumeration refused because it would hold more than its budget. Reported as
// `resource.limit`, with what to reduce; not a refusal of the situation (it is valid).
struct resource_limit : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// "512 bytes", "35.0 MiB", "1.0 GiB": a size as a person reads it.
inline std::string bytes_text(std::uint64_t bytes) {
  static char const* const units[] = {"KiB", "MiB", "GiB", "TiB"};
  if (bytes < 1024) return std::to_string(bytes) + (bytes == 1 ? " byte" : " bytes");
  double value = static_cast<double>(bytes) / 1024.0;
  std::size_t unit = 0;
  while (value >= 1024.0 && unit + 1 < std::size(units)) value /= 1024.0, ++unit;
  // One decimal, rounded half up, without <format> or a locale.
  auto tenths = static_cast<std::uint64_t>(value * 10.0 + 0.5);
  return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + " " + units[unit];
}

// Heap bytes a string holds past its own object (none within the small-string buffer).
inline std::uint64_t heap_bytes(std::string const& s) {
  return s.capacity() > std::string().capacity() ? s.capacity() + 1 : 0;
}

// What an enumeration reports as it grows, for a progress bar: "charge: élan", its entries, its bytes.
struct progress {
  std::string_view what;
  std::uint64_t entries = 0;
  std::uint64_t held = 0;
  std::uint64_t limit = 0;
};

class budget {
 public:
  static constexpr std::uint64_t default_limit = std::uint64_t(1) << 30;  // 1 GiB: --memory-budget's default

  explicit budget(std::uint64_t limit = default_limit) : limit_(limit) {}

  // Charges `bytes` that `what` ("the mêlée's outcomes") now holds. Past the limit, throws
  // resource_limit saying what grew to how much, and `advice` (what to reduce).
  void charge(std::uint64_t bytes, std::string_view what, std::string_view advice = {}) {
    held_ += bytes;
    if (held_ > peak_) peak_ = held_;
    if (held_ > limit_)
      throw resource_limit(std::string(what) + " would hold more than " + bytes_text(limit_) +
                           " (the memory budget)" + (advice.empty() ? "" : ": " + std::string(advice)) +
                           ", or raise --memory-budget");
  }
  // Gives back bytes charged before (an entry merged into another, a map freed).
  void credit(std::uint64_t bytes) { held_ = bytes > held_ ? 0 : held_ - bytes; }

  std::uint64_t held() const { return held_; }
  std::uint64_t peak() const { return peak_; }
  std::uint64_t limit() const { return limit_; }

  // Who hears of progress (the command line's bar); an enumeration calls `note_progress` now and then.
  void on_progress(std::function<void(progress const&)> listener) { listener_ = std::move(listener); }
  void note_progress(std::string_view what, std::uint64_t entries) const {
    if (listener_) listener_(progress{what, entries, held_, limit_});
  }

 private:
  std::uint64_t limit_;
  std::uint64_t held_ = 0;
  std::uint64_t peak_ = 0;
  std::function<void(progress const&)> listener_;
};

// Charges a budget for as long as it lives, and credits it all back when it ends: an
// enumeration whose result is handed on (a distribution returned) stops holding the budget's
// share of it, since the next enumeration of the same command charges its own.
class budget_share {
 public:
  budget_share(budget* b, std::string what, std::string advice)
      : budget_(b), what_(std::move(what)), advice_(std::move(advice)) {}
  budget_share(budget_share const&) = delete;
  budget_share& operator=(budget_share const&) = delete;
  ~budget_share() {
    if (budget_) budget_->credit(charged_);
  }
  void charge(std::uint64_t bytes) {
    if (!budget_) return;
    charged_ += bytes;
    budget_->charge(bytes, what_, advice_);
  }
  void credit(std::uint64_t bytes) {
    if (!budget_) return;
    bytes = bytes > charged_ ? charged_ : bytes;
    charged_ -= bytes;
    budget_->credit(bytes);
  }
  std::uint64_t charged() const { return charged_; }
  budget* of() const { return budget_; }

 private:
  budget* budget_;
  std::string what_, advice_;
  std::uint64_t charged_ = 0;
};

}  // namespace herald::engine
