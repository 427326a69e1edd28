// Exact integers and fractions through machine integers where they fit: a chart of tens of thousands of
// rows reduces, divides and prints as many cpp_ints of 70 to 100 bits, which cpp_int's generic loops
// (and allocations) make the report's slowest part. Beyond 128 bits, cpp_int as before.
#pragma once

#include <boost/multiprecision/cpp_int.hpp>
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace herald::engine {

using wide_unsigned = unsigned __int128;
using integer_backend = boost::multiprecision::cpp_int::backend_type;

// `n` as a machine integer, when it is non-negative and below 2^128. On the backend: a rational's
// parts are read in place, where numerator() and denominator() would copy them.
inline std::optional<wide_unsigned> as_wide(integer_backend const& b) {
  static_assert(sizeof(*b.limbs()) == sizeof(std::uint64_t), "64-bit limbs");
  if (b.sign() || b.size() > 2) return std::nullopt;
  wide_unsigned v = b.limbs()[0];
  if (b.size() == 2) v |= static_cast<wide_unsigned>(b.limbs()[1]) << 64;
  return v;
}
inline std::optional<wide_unsigned> as_wide(boost::multiprecision::cpp_int const& n) { return as_wide(n.backend()); }

// A non-negative integer in decimal; below 2^128 through two 64-bit halves, written into one buffer.
inline std::string decimal_text(integer_backend const& n) {
  auto const v = as_wide(n);
  if (!v) return boost::multiprecision::cpp_int(n).str();
  constexpr std::uint64_t e19 = 10'000'000'000'000'000'000ull;
  char text[48];
  char* end = text + sizeof text;
  char* at = end;
  auto chunk = [&](std::uint64_t digits, bool padded) {  // 19 digits from the right, zeros in front when padded
    char* const stop = at - 19;
    do {
      *--at = static_cast<char>('0' + digits % 10);
      digits /= 10;
    } while (digits || (padded && at > stop));
  };
  wide_unsigned rest = *v;
  while (rest >= e19) {
    chunk(static_cast<std::uint64_t>(rest % e19), true);
    rest /= e19;
  }
  chunk(static_cast<std::uint64_t>(rest), false);
  return std::string(at, end);
}
inline std::string decimal_text(boost::multiprecision::cpp_int const& n) { return decimal_text(n.backend()); }

// floor(num × factor / den), for num ≤ den (a chance scaled for a chart), through machine integers
// when num × factor stays below 2^128.
inline std::int64_t scaled_floor(integer_backend const& num, integer_backend const& den, std::uint32_t factor) {
  auto const n = as_wide(num), d = as_wide(den);
  if (n && d && *d != 0 && (*n >> 96) == 0) return static_cast<std::int64_t>(*n * factor / *d);
  return static_cast<std::int64_t>(boost::multiprecision::cpp_int(boost::multiprecision::cpp_int(num) * factor /
                                                                   boost::multiprecision::cpp_int(den)));
}
inline std::int64_t scaled_floor(boost::multiprecision::cpp_int const& num, boost::multiprecision::cpp_int const& den,
                                 std::uint32_t factor) {
  return scaled_floor(num.backend(), den.backend(), factor);
}

// Fractions num/den over one denominator, reduced: den is factored once over the primes below 1,000
// (a distribution's denominator is a product of dice sizes), so each num needs a few divisions by
// machine words instead of cpp_int's gcd. A den with a larger prime factor reduces as cpp_rational does.
class fraction_reducer {
 public:
  explicit fraction_reducer(boost::multiprecision::cpp_int const& den) : den_(den) {
    if (den <= 0) return;
    boost::multiprecision::cpp_int rest = den;
    for (std::uint32_t p = 2; p < 1000 && rest != 1; ++p) {
      if (!is_prime(p) || boost::multiprecision::integer_modulus(rest, p) != 0) continue;
      factor f{p, 0, 1, 0};
      while (boost::multiprecision::integer_modulus(rest, p) == 0) {
        rest /= p;
        ++f.exponent;
      }
      while (f.power <= UINT64_MAX / p) {  // the largest power of p in a machine word
        f.power *= p;
        ++f.power_exponent;
      }
      factors_.push_back(f);
    }
    factored_ = rest == 1;
  }

  boost::multiprecision::cpp_rational operator()(boost::multiprecision::cpp_int const& num) const {
    if (!factored_ || num <= 0) return boost::multiprecision::cpp_rational(num, den_);
    boost::multiprecision::cpp_int n = num, d = 1;
    for (auto const& f : factors_) {
      std::uint32_t const taken = take(n, f);
      std::uint32_t left = f.exponent - taken;  // p^left stays in the denominator
      for (; left >= f.power_exponent; left -= f.power_exponent) d *= f.power;
      std::uint64_t last = 1;
      for (; left > 0; --left) last *= f.p;
      if (last != 1) d *= last;
    }
    boost::multiprecision::cpp_rational out;
    out.backend().num() = n.backend();
    out.backend().denom() = d.backend();
    return out;
  }

 private:
  struct factor {
    std::uint32_t p, exponent;  // p^exponent divides the denominator
    std::uint64_t power;        // p^power_exponent, the largest power of p below 2^64
    std::uint32_t power_exponent;
  };
  static bool is_prime(std::uint32_t n) {
    for (std::uint32_t k = 2; k * k <= n; ++k)
      if (n % k == 0) return false;
    return true;
  }
  // Divides n by p as often as both n and the denominator allow; how often.
  static std::uint32_t take(boost::multiprecision::cpp_int& n, factor const& f) {
    std::uint32_t taken = 0;
    if (f.p == 2) {
      taken = std::min<std::uint32_t>(f.exponent, static_cast<std::uint32_t>(boost::multiprecision::lsb(n)));
      n >>= taken;
      return taken;
    }
    while (taken < f.exponent) {
      std::uint64_t const r = boost::multiprecision::integer_modulus(n, f.power);
      std::uint32_t const most = f.exponent - taken;
      if (r == 0 && most >= f.power_exponent) {
        n /= f.power;
        taken += f.power_exponent;
        continue;
      }
      // p^v divides r (or the whole power, when r is 0): n's remaining valuation is v.
      std::uint64_t divisor = 1;
      std::uint32_t v = 0;
      for (std::uint64_t x = r; v < most && (r == 0 || x % f.p == 0); x = r == 0 ? x : x / f.p) {
        divisor *= f.p;
        ++v;
      }
      if (divisor != 1) n /= divisor;
      taken += v;
      break;
    }
    return taken;
  }

  boost::multiprecision::cpp_int den_;
  std::vector<factor> factors_;
  bool factored_ = false;
};

}  // namespace herald::engine
