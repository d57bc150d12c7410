//! Exact odds over time: procedures that repeat until they end, solved by
//! osr-check's `course` (see docs/performance.md), each for the rules'
//! own example numbers:
//!
//! - `usage/d8`: a torch or waterskin on a d8 usage die, 100 uses listed;
//! - `bdp/bonebreaker`: Bonebreaker Plague on STR 11, 30 days listed;
//! - `murdham/bloody-flu`: bloody flu on STR 10, 30 days listed;
//! - `murdham/drowning`: a STR 10 character without air, 30 rounds;
//! - `ch/morale`: six bandits with WIL 9 over a fight;
//! - `tc/morale`: eight with morale 7 over a fight;
//! - `ch/initiative`: a party of four's initiative (DEX 13, 9, 11, 15);
//! - `gm/death-check`: Toromeen's death check at 2 injuries (endurance 15);
//! - `tc/thirst`: worked example W12's STR 9 character, 10 days without
//!   water (level 1, WIL 10);
//! - `tc/starving`: the same character 20 days without food, exerting;
//! - `gm/suffocation`: health 15 under water until 3 injuries;
//! - `gm/food-poisoning`: food poisoning's whole course, evasion and
//!   health 10;
//! - `bdp/hunger`: WIL 9 living on desperate meals in perilous camps,
//!   40 days;
//! - `gm/duel-odds`: a whole Gods & Monsters duel of a few points a side
//!   (an archetypal fighter caught asleep against a two-clawed beast), 30
//!   rounds listed.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use osr::check::course::Budget;
use osr::check::course::uses;
use osr::check::gods_and_monsters::Roll;
use osr::combat::Side;
use osr::combat::cairn_house::{InitiativeMode, party_initiative_odds};
use osr::combat::gods_and_monsters::{Awareness, Combatant, Damage, Reactions, Setup, duel_odds};
use osr::core::UsageDie;
use osr::core::{Dice, Die};
use osr::health::block_dodge_parry::{
    Body, DeprivationRule, Fare, Illness, Meal, Rest, Track, disease,
};
use osr::health::constitution::Injury;
use osr::health::constitution::deprivation::{Day, Deprivation, Food, Water};
use osr::health::gods_and_monsters::{
    Endurance, Exposure, Resilience, Suffocation, Vitals, ailment,
};
use osr::health::murdham::{Breathing, Sickness, disease as murdham_disease};

fn course(c: &mut Criterion) {
    let mut group = c.benchmark_group("course");
    group.bench_function("usage/d8", |b| {
        b.iter(|| uses(black_box(UsageDie::D8), 100).expect("a course"));
    });
    let body = Body::new(
        Track::new(11, 11).expect("STR"),
        Track::new(10, 10).expect("DEX"),
        Track::new(9, 9).expect("WIL"),
    );
    let bonebreaker =
        Illness::new(disease("bonebreaker_plague").expect("a disease"), None).expect("sick");
    group.bench_function("bdp/bonebreaker", |b| {
        b.iter(|| {
            bonebreaker
                .course_odds(black_box(&body), false, 30)
                .expect("a course")
        });
    });
    let flu = Sickness::new(murdham_disease("bloody_flu").expect("a disease"));
    group.bench_function("murdham/bloody-flu", |b| {
        b.iter(|| flu.course_odds(black_box(10), 30).expect("a course"));
    });
    group.bench_function("murdham/drowning", |b| {
        b.iter(|| {
            Breathing::new()
                .course_odds(black_box(10), 30)
                .expect("a course")
        });
    });
    group.bench_function("ch/morale", |b| {
        b.iter(|| osr::combat::cairn_house::morale_odds(black_box(6), 9).expect("a course"));
    });
    group.bench_function("tc/morale", |b| {
        b.iter(|| osr::combat::constitution::morale_odds(black_box(8), 7).expect("a course"));
    });
    let party = [
        (13, InitiativeMode::Save),
        (9, InitiativeMode::Save),
        (11, InitiativeMode::Save),
        (15, InitiativeMode::Save),
    ];
    group.bench_function("ch/initiative", |b| {
        b.iter(|| party_initiative_odds(black_box(&party)).expect("odds"));
    });
    let toromeen = Resilience::new(11, 15).expect("Toromeen");
    group.bench_function("gm/death-check", |b| {
        b.iter(|| toromeen.death_check_odds(black_box(2), false));
    });
    let w12 = Deprivation::new(9).expect("STR 9");
    let saves = Injury::new(0, 9, 10).expect("saves");
    let dry = Day {
        water: Water::None,
        ..Day::NORMAL
    };
    group.bench_function("tc/thirst", |b| {
        b.iter(|| {
            w12.course_odds(black_box(dry), saves, 10)
                .expect("a course")
        });
    });
    let starving = Day::eating(Food::None).exerting();
    group.bench_function("tc/starving", |b| {
        b.iter(|| {
            w12.course_odds(black_box(starving), saves, 20)
                .expect("a course")
        });
    });
    let choking = Suffocation::new(Endurance::new(15).expect("endurance"), false);
    let health = Roll::new(15).expect("health");
    group.bench_function("gm/suffocation", |b| {
        b.iter(|| {
            choking
                .injuries_odds(black_box(health), 3, 40)
                .expect("a course")
        });
    });
    let food = ailment("food_poisoning").expect("an ailment");
    group.bench_function("gm/food-poisoning", |b| {
        b.iter(|| {
            food.course_odds(black_box(10), Exposure::Inflicted, 10, 1, 30)
                .expect("a course")
        });
    });
    let desperate = Fare {
        meal: Some(Meal::Desperate),
        rest: Rest::Perilous,
    };
    group.bench_function("bdp/hunger", |b| {
        b.iter(|| {
            body.hunger_odds(black_box(desperate), DeprivationRule::BeyondFirstDay, 0, 40)
                .expect("a course")
        });
    });
    let duel = brawl();
    // Seconds an iteration: ten samples.
    group.sample_size(10);
    group.bench_function("gm/duel-odds", |b| {
        let budget = Budget::new(1_000, 30).expect("a budget");
        b.iter(|| duel_odds(black_box(&duel), budget).expect("a course"));
    });
    group.finish();
}

/// An archetypal fighter of 2 survival and 2 verve, caught asleep,
/// against a beast of 3 survival with two claws.
fn brawl() -> Setup {
    let fighter = Combatant::new(1, Side::Party, Vitals::new(2, 2).expect("in range"))
        .with_attack(2, 0)
        .and_then(|c| c.with_defense(2))
        .and_then(|c| Ok(c.with_damage(Damage::new(Dice::new(2, Die::D3)?, -1)?)))
        .and_then(|c| Ok(c.with_reactions(Reactions::new(9, 6, 3, 5)?)))
        .and_then(|c| c.with_endurance(5))
        .expect("in range")
        .with_archetypal_losses(true)
        .caught(Awareness::Sleeping);
    let beast = Combatant::new(2, Side::Foes, Vitals::new(3, 0).expect("in range"))
        .with_attack(0, 3)
        .and_then(|c| c.with_defense(1))
        .and_then(|c| c.with_attacks(2))
        .and_then(|c| Ok(c.with_reactions(Reactions::new(4, 4, 2, 4)?)))
        .and_then(|c| c.with_endurance(6))
        .expect("in range");
    Setup::new(vec![fighter, beast]).expect("one on each side")
}

criterion_group!(benches, course);
criterion_main!(benches);
