// Rule group "common": definitions (included by common.cpp only).
#pragma once

#include "grammar/ast_adapted.hpp"
#include "grammar/common.hpp"

namespace herald::grammar {
// Words that end a clause or start a statement inside a block where
// statements may also start with a name; everywhere else keywords are
// recognised by position and remain usable as names.
struct reserved_words : x3::symbols<x3::unused_type> {
  reserved_words() {
    for (char const* word :
         {"ref", "line", "when", "excludes", "from", "to", "and", "or", "not", "in", "true",
          "false", "extends", "on", "over", "rows", "columns", "cells", "column", "sparse", "source",
          "footnote", "note", "check", "cumulative", "clamp", "group"})
      add(word);
  }
};
reserved_words const reserved;

auto const append_char = [](auto& context) { x3::_val(context).value += x3::_attr(context); };
auto const append_escape = [](auto& context) {
  char c = x3::_attr(context);
  x3::_val(context).value += c == 'n' ? '\n' : c == 't' ? '\t' : c;
};
auto const set_sign = [](auto& context) { x3::_val(context).sign = x3::_attr(context); };
auto const set_magnitude = [](auto& context) { x3::_val(context).magnitude = x3::_attr(context); };
auto const set_true = [](auto& context) { x3::_val(context).value = true; };
auto const set_false = [](auto& context) { x3::_val(context).value = false; };

x3::rule<struct ref_class, ast::ref_clause> const ref_clause = "ref";
x3::rule<struct line_class, ast::line_clause> const line_clause = "line";
x3::rule<struct label_class, ast::label> const label_first = "label";
x3::rule<struct source_clause_class, ast::source_clause> const source_clause = "source";
x3::rule<struct label_more_class, ast::label> const label_more = "label";

auto const identifier_def =
    !x3::lexeme[reserved >> !word_char] >> x3::raw[x3::lexeme[word_start >> *word_char]][set_identifier];

// Adjacent strings are one string, as in C, so that long printed text can
// continue on the next line.
// Blanks and comments between the pieces are skipped explicitly, so that a
// failed attempt at another piece gives them back (the range ends at '"').
auto const string_piece = '"' > *(('\\' > x3::char_("\"\\nt")[append_escape]) |
                                  (~x3::char_("\"\\\n"))[append_char]) > '"';
auto const string_literal_def =
    x3::raw[x3::lexeme[string_piece >> *(x3::omit[-skipper] >> string_piece)]][set_location];

auto const number_def =
    x3::raw[x3::lexeme[-x3::char_("+-")[set_sign] >> uint32_[set_magnitude]]][set_location];

// 2/1: attacker to defender (written like the 2014 tables), no spaces.
auto const ratio_def = x3::lexeme[uint32_ >> '/' >> uint32_];

auto const bool_lit_def = x3::raw[kw("true")[set_true] | kw("false")[set_false]][set_location];
// `0..9`: after `int` in a field's type, a slot or a key domain.
auto const int_range_def = number >> ".." > number;
auto const names_def = +identifier;

auto const label_first_def = x3::attr(std::string()) >> string_literal;
// A two-letter language code; the two-letter keywords that may follow a
// label (`modifiers m "Label" on fire`) are not language codes.
auto const two_letter_keyword = x3::lexeme[(x3::lit("on") | "or" | "in" | "to") >> !word_char];
auto const language_code = !two_letter_keyword >> x3::lexeme[x3::repeat(2)[x3::lower] >> !word_char];
auto const label_more_def = language_code > string_literal;
auto const labels_def = label_first >> *label_more;

auto const ref_clause_def = kw("ref") > string_literal;
x3::rule<struct line_number_class, std::uint32_t> const line_number = "a line number";
auto const line_number_def = uint32_;
auto const line_clause_def = kw("line") > line_number > -('-' > line_number);
auto const source_clause_def = kw("source") > string_literal;
auto const provenance_def = *(ref_clause | line_clause | source_clause);

auto const note_def = recover[kw("note") > -kw_text("printed") > string_literal > provenance > ';'];

BOOST_SPIRIT_DEFINE(identifier, string_literal, number, ratio, bool_lit, int_range, names, labels,
                    provenance, note, source_clause, line_number, ref_clause, line_clause,
                    label_first, label_more)

struct identifier_class : annotate_position {};
struct string_class : annotate_position {};
struct number_class : annotate_position {};
struct ratio_class : annotate_position {};
struct bool_class : annotate_position {};
struct int_range_class : annotate_position {};
struct names_class {};
struct labels_class {};
struct provenance_class {};
struct note_class : recover_statement {};
struct ref_class : annotate_position {};
struct line_class : annotate_position {};
struct line_number_class {};
struct source_clause_class : annotate_position {};
struct label_class : annotate_position {};
struct label_more_class : annotate_position {};

}  // namespace herald::grammar
