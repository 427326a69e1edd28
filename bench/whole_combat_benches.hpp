// codegen_bench's whole combats: a mêlée with its leaders, with its fire, and a charge chain, on the value and on the structs.
//
// Included once, by codegen_bench.cpp, after its fixture (shared(), generated_backend(), typed_port):
// these read them as they are, in its anonymous namespace.
#pragma once

// The same mêlée with a leader a side (bonus 1 and 2): a whole combat, whose exact distribution holds
// each leader's test on the naturals that call for one (0 and 9 in 2010) and his fate.
model::value melee_with_leaders() {
  model::value s = shared().melee;
  auto leader = [](std::int64_t bonus) {
    return engine::object_value({{"bonus", engine::number_value(bonus)}, {"wounded", engine::bool_value(false)}});
  };
  engine::items(s, "attacker_leaders").items = {leader(1)};
  engine::items(s, "defender_leaders").items = {leader(2)};
  return s;
}

// On the situation value: the whole combat (resolve_melee_situation), every sequence of faces.
void melee_leaders_distribution_value(benchmark::State& state) {
  auto const& t = generated_backend();
  model::value const s = melee_with_leaders();
  for (auto _ : state) {
    engine::distribution d = engine::exact_distribution(
        [&](engine::enumerating_dice& dice) { return engine::afde::resolve_melee_situation(t, s, dice).final; });
    benchmark::DoNotOptimize(d);
  }
}

// On the struct: melee_with_leaders_distribution, no report.
void melee_leaders_distribution_engine_typed(benchmark::State& state) {
  namespace gen_rules = herald_generated::afde_2010;
  auto const& t = generated_backend();
  engine::afde::names const n;
  engine::afde::melee_rules<engine::tables> const rules(t, n);
  herald_generated::afde::melee s{};
  read_value(melee_with_leaders(), s, "melee");
  for (auto _ : state) {
    benchmark::DoNotOptimize(s);
    typed_port m(s, gen_rules::lists::fill_list, n);
    auto const before = engine::afde::before_melee_roll(rules, m);
    engine::afde::melee_leaders_outcomes d = engine::afde::melee_with_leaders_distribution(rules, m, before);
    benchmark::DoNotOptimize(d);
  }
}

// The same with the defender's defensive fire at the charger before the mêlée (the Cl fires at
// the Ch in Tremetousia, line 570): each fire outcome, its leaders' tests, then the mêlée.
model::value combat_with_fire() {
  model::value s = melee_with_leaders();
  engine::set_field(engine::items(s, "defenders").items[0], "fire_capable", engine::bool_value(true));
  engine::items(s, "defensive_fire").items = {engine::object_value(
      {{"firer", engine::number_value(0)}, {"target", engine::number_value(0)},
       {"terrain", engine::name_value("clear")}, {"fire_from_inside", engine::bool_value(false)}})};
  return s;
}

void combat_distribution_value(benchmark::State& state) {
  auto const& t = generated_backend();
  model::value const s = combat_with_fire();
  for (auto _ : state) {
    engine::distribution d = engine::exact_distribution(
        [&](engine::enumerating_dice& dice) { return engine::afde::resolve_melee_situation(t, s, dice).final; });
    benchmark::DoNotOptimize(d);
  }
}

// On the struct: typed_combat, its states after each fire, no report.
void combat_distribution_engine_typed(benchmark::State& state) {
  namespace gen_rules = herald_generated::afde_2010;
  auto const& t = generated_backend();
  engine::afde::names const n;
  engine::afde::melee_rules<engine::tables> const melee(t, n);
  engine::afde::fire_rules<engine::tables> const fire(t, n);
  engine::afde::typed_combat<engine::tables, herald_generated::afde::melee, herald_generated::afde::fire> const combat(
      melee, fire, gen_rules::lists::fill_list, gen_rules::lists::fill_list);
  herald_generated::afde::melee s{};
  read_value(combat_with_fire(), s, "melee");
  for (auto _ : state) {
    benchmark::DoNotOptimize(s);
    engine::afde::combat_outcomes d = combat.distribution(s);
    benchmark::DoNotOptimize(d);
  }
}

void charge_distribution_value(benchmark::State& state) {
  auto const& t = generated_backend();
  model::value const s = shared().charge_chain;
  for (auto _ : state) {
    engine::distribution d = engine::exact_distribution(
        [&](engine::enumerating_dice& dice) { return engine::afde::resolve_charge(t, s, dice).final; });
    benchmark::DoNotOptimize(d);
  }
}

// On the structs: typed_charge over typed_combat, the counter charge's test by the generated decide_test.
void charge_distribution_engine_typed(benchmark::State& state) {
  namespace gen_rules = herald_generated::afde_2010;
  namespace sys = herald_generated::afde;
  using combat = engine::afde::typed_combat<engine::tables, sys::melee, sys::fire>;
  auto const& t = generated_backend();
  engine::afde::names const n;
  engine::afde::melee_rules<engine::tables> const melee(t, n);
  engine::afde::fire_rules<engine::tables> const fire(t, n);
  engine::typed_test const counter(t, "counter_charge");
  combat c(melee, fire, gen_rules::lists::fill_list, gen_rules::lists::fill_list);
  c.counter_charge_test([&](sys::unit const& u, bool front) {
    sys::counter_charge test{};
    test.unit = u;
    test.charged_through_front = front;
    return engine::afde::typed_test_outcomes(t, counter, test, gen_rules::lists::fill_list, gen_rules::tests::decide_test);
  });
  engine::afde::typed_charge<engine::tables, sys::charge, sys::melee, sys::fire> const chain(c, melee);
  sys::charge s{};
  read_value(shared().charge_chain, s, "charge");
  for (auto _ : state) {
    benchmark::DoNotOptimize(s);
    engine::afde::charge_outcomes d = chain.distribution(s);
    benchmark::DoNotOptimize(d);
  }
}
