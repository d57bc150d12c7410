//! The exact odds of a whole duel: hand-computed tiny duels, and
//! agreement with an independent model of the fight sampled here.

use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use osr_check::constitution::{AbilityScore, Level};
use osr_check::course::{Budget, CourseOdds};
use osr_check::ratio;
use osr_combat::constitution::{
    Ac, Bonus, Combatant, DUEL_MAX_STATES, DamageDie, Ending, Policy, Setup, Start, Ties, Training,
    duel_odds, simulate,
};
use osr_combat::{Error, Side};
use osr_health::constitution::{HitDice, Hp, Marks};
use rand_core::{Rng, SeedableRng};

use super::human;

fn won(odds: &CourseOdds<Ending>, side: Side) -> BigRational {
    odds.endings()
        .probability(&Ending::Won(side))
        .unwrap_or_else(BigRational::zero)
}

/// An ordinary human (STR 10, WIL 10, AC 20, d6, level 1) at HP 0 with
/// their one major wound mark already taken: any blow that lands goes
/// past HP, and a failed strength save kills.
fn spent(id: u32, side: Side, start: Start) -> Combatant {
    let mut c = human(id, side, 10, 0);
    c.marks = Marks::new(1).unwrap();
    c.start = start;
    c
}

/// One blow of a spent human on another: (ends the fight, changes
/// nothing). Hits on 10+ of the d20 (20 and up: 11 in 20); a direct hit
/// on HP 0 is the same as a hit. Damage d: DC 20 + d for both saves, made
/// on 10 + d or more of the d20 (11 - d in 20); a failed strength save
/// kills, a failed will save drops; passing both changes nothing.
fn spent_blow() -> (BigRational, BigRational) {
    let hit = ratio(11, 20);
    let mut stay = ratio(9, 20);
    for d in 1..=6 {
        let pass = ratio(11 - d, 20);
        stay += &hit * ratio(1, 6) * &pass * &pass;
    }
    (BigRational::one() - &stay, stay)
}

// rule: TC-5.14, TC-5.18, TC-6.6, TC-6.8, TC-6.11, TC-5.11
#[test]
fn spent_humans_at_initiative_1_the_party_first() {
    let setup = Setup::new(
        vec![
            spent(1, Side::Party, Start::Henchman),
            spent(2, Side::Foes, Start::Henchman),
        ],
        Ties::SetupOrder,
    )
    .unwrap();
    let (w, s) = spent_blow();
    // 1 - S = W: every round the party ends it with W, else the foe with
    // W; both failing is S^2.
    let round = BigRational::one() - &s * &s;
    for policy in [
        Policy::default(),
        Policy {
            direct_hits: false,
            ..Policy::default()
        },
    ] {
        let odds = duel_odds(&setup, policy, Budget::new(10, 4).unwrap()).unwrap();
        assert_eq!(won(&odds, Side::Party), &w / &round);
        assert_eq!(won(&odds, Side::Foes), &s * &w / &round);
        assert_eq!(*odds.mean_steps(), BigRational::one() / &round);
        assert_eq!(odds.ended_at(1), round.clone());
        assert_eq!(odds.ended_at(2), &s * &s * &round);
        assert_eq!(odds.ended_at_by(1, &Ending::Won(Side::Party)), w.clone());
        let s8 = (0..8).fold(BigRational::one(), |acc, _| acc * &s);
        assert_eq!(*odds.beyond(), s8);
    }
}

// rule: TC-5.1
#[test]
fn rolled_initiative_carries_over_and_ties_go_to_the_first_listed() {
    let setup = Setup::new(
        vec![
            spent(1, Side::Party, Start::Roll),
            spent(2, Side::Foes, Start::Roll),
        ],
        Ties::SetupOrder,
    )
    .unwrap();
    let (w, s) = spent_blow();
    let round = BigRational::one() - &s * &s;
    // The party first in every round when its d20 is at least the foe's:
    // 210 of 400.
    let first = ratio(210, 400);
    let party = &first * &w / &round + (BigRational::one() - &first) * &s * &w / &round;
    let odds = duel_odds(&setup, Policy::default(), Budget::new(10, 0).unwrap()).unwrap();
    assert_eq!(won(&odds, Side::Party), party);
    // The roll is settled in the first round: one state for each order.
    assert_eq!(odds.states(), 3);
}

// rule: TC-5.6, TC-5.9, TC-5.10
#[test]
fn a_flat_footed_foe_loses_a_round_and_re_orients_through_the_next() {
    let setup = Setup::new(
        vec![
            spent(1, Side::Party, Start::Henchman),
            spent(2, Side::Foes, Start::FlatFooted),
        ],
        Ties::SetupOrder,
    )
    .unwrap();
    let (w, s) = spent_blow();
    // Rounds 1 and 2 are the party's alone; from round 3 the foe's
    // re-rolled score (11 or more) is above the party's 1.
    let round = BigRational::one() - &s * &s;
    let party = &w + &s * &w + &s * &s * &s * &w / &round;
    let odds = duel_odds(&setup, Policy::default(), Budget::new(1_000, 3).unwrap()).unwrap();
    assert_eq!(won(&odds, Side::Party), party);
    assert_eq!(odds.ended_at(1), w.clone());
    assert_eq!(odds.ended_at(2), &s * &w);
    assert_eq!(odds.ended_at(3), &s * &s * &round);
}

#[test]
fn a_fight_larger_than_the_budget_is_refused_before_it_is_solved() {
    let mut big = human(1, Side::Party, 10, 300);
    big.hit_dice = HitDice::new(40).unwrap();
    big.tough = true;
    big.level = Level::new(40).unwrap();
    let mut other = big;
    (other.id, other.side) = (2, Side::Foes);
    let setup = Setup::new(vec![big, other], Ties::SetupOrder).unwrap();
    let err = duel_odds(&setup, Policy::default(), Budget::new(100_000, 0).unwrap());
    assert!(matches!(
        err,
        Err(Error::Check(osr_check::Error::TooManyStates {
            max: DUEL_MAX_STATES
        }))
    ));
    // Two humans at HP 4: at most 5 x 2 each, 2 orders, and the start.
    let small = Setup::new(
        vec![human(1, Side::Party, 10, 4), human(2, Side::Foes, 10, 4)],
        Ties::SetupOrder,
    )
    .unwrap();
    let err = duel_odds(&small, Policy::default(), Budget::new(200, 0).unwrap());
    assert!(matches!(
        err,
        Err(Error::Check(osr_check::Error::TooManyStates { max: 200 }))
    ));
    assert!(duel_odds(&small, Policy::default(), Budget::new(201, 0).unwrap()).is_ok());
    let three = Setup::new(
        vec![
            human(1, Side::Party, 10, 4),
            human(2, Side::Foes, 10, 4),
            human(3, Side::Foes, 10, 4),
        ],
        Ties::SetupOrder,
    )
    .unwrap();
    assert!(duel_odds(&three, Policy::default(), Budget::new(10, 0).unwrap()).is_err());
}

// rule: TC-6.6
#[test]
fn the_seeds_injured_fighter_in_a_duel() {
    // W2: a level-2 fighter with STR 13 at HP 2; a hit for 5 leaves HP 0
    // and overflow 3: both saves at DC 23, 1d20 + 13 + 2.
    let mut fighter = human(1, Side::Party, 10, 2);
    fighter.fighter = true;
    fighter.level = Level::new(2).unwrap();
    fighter.hit_dice = HitDice::new(2).unwrap();
    fighter.strength = AbilityScore::new(13).unwrap();
    let foe = human(2, Side::Foes, 10, 4);
    let setup = Setup::new(vec![fighter, foe], Ties::SetupOrder).unwrap();
    let odds = duel_odds(&setup, Policy::default(), Budget::new(10_000, 50).unwrap()).unwrap();
    let party = won(&odds, Side::Party);
    let foes = won(&odds, Side::Foes);
    assert_eq!(&party + &foes, BigRational::one());
    // The fighter's +2 to hit and to the saves makes them the favourite.
    assert!(party > ratio(1, 2));
    assert!(*odds.mean_steps() > BigRational::one());
    let listed: BigRational = (1..=50).map(|n| odds.ended_at(n)).sum();
    assert_eq!(listed + odds.beyond(), BigRational::one());
}

/// A d-sided die from the generator.
fn die(rng: &mut rand_pcg::Pcg64Mcg, sides: u32) -> u32 {
    // Rejection keeps every face equally likely.
    let zone = u32::MAX - u32::MAX % sides;
    loop {
        let x = rng.next_u32();
        if x < zone {
            return x % sides + 1;
        }
    }
}

/// An open-ended d20: a 20 rolls again and adds.
fn open(rng: &mut rand_pcg::Pcg64Mcg) -> i64 {
    let mut total = 0;
    loop {
        let f = die(rng, 20);
        total += i64::from(f);
        if f != 20 {
            return total;
        }
    }
}

/// An independent model of a duel, from the rules: returns the winner's
/// index and the rounds.
fn model(setup: &Setup, direct_hits: bool, rng: &mut rand_pcg::Pcg64Mcg) -> (usize, u32) {
    let c = setup.combatants();
    let lvl = |i: usize| i64::from(if c[i].fighter { c[i].level.get() } else { 0 });
    let init = |i: usize, start: Start, rng: &mut rand_pcg::Pcg64Mcg| -> i64 {
        let add = i64::from(c[i].wits.get() + c[i].initiative_bonus.get()) + lvl(i);
        let v = match start {
            Start::Roll => i64::from(die(rng, 20)) + add,
            Start::Advantage => i64::from(die(rng, 20).max(die(rng, 20))) + add,
            Start::Penalty => i64::from(die(rng, 20).min(die(rng, 20))) + add,
            Start::Ambush => 20 + add,
            Start::FlatFooted => 0,
            Start::Henchman => 1,
        };
        v.max(0)
    };
    let mut score = [init(0, c[0].start, rng), init(1, c[1].start, rng)];
    let mut hp = [i64::from(c[0].hp.get()), i64::from(c[1].hp.get())];
    let mut marks = [c[0].marks.get(), c[1].marks.get()];
    let mut berserk = [c[0].berserk, c[1].berserk];
    let mut lost = [false; 2];
    let zero_first = match setup.ties() {
        Ties::SetupOrder => true,
        Ties::HigherWits => c[0].wits.get() >= c[1].wits.get(),
        Ties::SideFirst(side) => c[0].side == side || c[1].side != side,
    };
    for round in 1.. {
        let order = if score[0] > score[1] || (score[0] == score[1] && zero_first) {
            [0, 1]
        } else {
            [1, 0]
        };
        for me in order {
            if score[me] == 0 || lost[me] {
                continue;
            }
            let t = 1 - me;
            let rage = if berserk[me] { 2 } else { 0 };
            let total =
                open(rng) + i64::from(c[me].strength.get() + c[me].to_hit.get()) + lvl(me) + rage;
            let ac = i64::from(c[t].ac.get());
            if total < ac {
                continue;
            }
            let roll_damage = |rng: &mut rand_pcg::Pcg64Mcg| {
                let sides = if matches!(c[me].damage, DamageDie::D6 | DamageDie::D6Advantage) {
                    6
                } else {
                    8
                };
                let first = die(rng, sides);
                if matches!(
                    c[me].damage,
                    DamageDie::D6Advantage | DamageDie::D8Advantage
                ) {
                    first.max(die(rng, sides))
                } else {
                    first
                }
            };
            let overflow;
            if direct_hits && total - ac >= 20 {
                let price = 10 * i64::from(c[me].hit_dice.get());
                if c[t].buys_off && hp[t] >= price {
                    hp[t] -= price;
                    continue;
                }
                overflow = i64::from(roll_damage(rng));
            } else {
                let d = i64::from(roll_damage(rng));
                if d <= hp[t] {
                    hp[t] -= d;
                    continue;
                }
                overflow = d - hp[t];
                hp[t] = 0;
            }
            let dc = 20 + overflow;
            let strength = open(rng) + i64::from(c[t].strength.get()) + lvl(t) >= dc;
            let will = open(rng) + i64::from(c[t].will.get()) + lvl(t) >= dc;
            let mut dead = false;
            if !strength {
                if marks[t] >= c[t].level.get() {
                    dead = true;
                } else {
                    marks[t] += 1;
                }
            }
            if dead || !will {
                return (me, round);
            }
            berserk[t] |= c[t].training.berserk;
        }
        lost = [false; 2];
        for i in 0..2 {
            if score[i] == 0 {
                score[i] = init(i, Start::Penalty, rng);
                lost[i] = true;
            }
        }
    }
    unreachable!()
}

/// A fighter with an advantage die against a berserk foe caught
/// flat-footed.
fn mixed() -> Setup {
    let mut fighter = human(1, Side::Party, 8, 3);
    fighter.fighter = true;
    fighter.level = Level::new(2).unwrap();
    fighter.hit_dice = HitDice::new(2).unwrap();
    fighter.strength = AbilityScore::new(14).unwrap();
    fighter.damage = DamageDie::D6Advantage;
    fighter.ac = Ac::new(22).unwrap();
    let mut foe = human(2, Side::Foes, 12, 4);
    foe.hit_dice = HitDice::new(2).unwrap();
    foe.strength = AbilityScore::new(15).unwrap();
    foe.damage = DamageDie::D8;
    foe.start = Start::FlatFooted;
    foe.training = Training {
        berserk: true,
        ..Training::default()
    };
    Setup::new(vec![fighter, foe], Ties::HigherWits).unwrap()
}

/// A human who can buy off a direct hit (HP 10, the price of a 1-HD
/// attacker's) against a strong one.
fn buying() -> Setup {
    let mut rich = human(1, Side::Party, 10, 10);
    rich.hit_dice = HitDice::new(2).unwrap();
    rich.hp = Hp::new(10).unwrap();
    rich.buys_off = true;
    let mut brute = human(2, Side::Foes, 11, 2);
    brute.strength = AbilityScore::new(20).unwrap();
    Setup::new(vec![rich, brute], Ties::SideFirst(Side::Foes)).unwrap()
}

/// A dazed human (wits 3, -10 to initiative: at 0 on a 7 or less, and
/// again on the re-roll) against one rolling with a penalty die, HP 1
/// each.
fn dazed() -> Setup {
    let mut dazed = human(1, Side::Party, 3, 1);
    dazed.initiative_bonus = Bonus::new(-10).unwrap();
    let mut foe = human(2, Side::Foes, 10, 1);
    foe.start = Start::Penalty;
    Setup::new(vec![dazed, foe], Ties::SetupOrder).unwrap()
}

/// Each ending's frequency and the mean rounds of `fights` model fights
/// within 4 standard errors of the exact odds.
fn agrees(setup: &Setup, policy: Policy, fights: u32, seed: u64) {
    let odds = duel_odds(setup, policy, Budget::new(20_000, 0).unwrap()).unwrap();
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
    let mut wins = [0_u32; 2];
    let (mut sum, mut squares) = (0.0_f64, 0.0_f64);
    for _ in 0..fights {
        let (winner, rounds) = model(setup, policy.direct_hits, &mut rng);
        wins[winner] += 1;
        let r = f64::from(rounds);
        sum += r;
        squares += r * r;
    }
    let n = f64::from(fights);
    for (i, c) in setup.combatants().iter().enumerate() {
        let p = won(&odds, c.side).to_f64().unwrap();
        let seen = f64::from(wins[i]) / n;
        let se = (p * (1.0 - p) / n).sqrt();
        eprintln!(
            "{:?}: seen {seen:.5}, exact {p:.5}, standard error {se:.5}",
            c.side
        );
        assert!(
            (seen - p).abs() <= 4.0 * se + 1e-12,
            "{:?}: {seen} against {p}",
            c.side
        );
    }
    let mean = sum / n;
    let se = ((squares / n - mean * mean) / n).sqrt();
    let exact = odds.mean_steps().to_f64().unwrap();
    eprintln!("mean rounds: seen {mean:.4}, exact {exact:.4}, standard error {se:.4}");
    assert!(
        (mean - exact).abs() <= 4.0 * se,
        "mean rounds {mean} against {exact}"
    );
}

#[test]
fn exact_odds_agree_with_a_million_fights_of_an_independent_model() {
    // A million model fights take seconds even in a debug build.
    let no_direct = Policy {
        direct_hits: false,
        ..Policy::default()
    };
    for (setup, seed) in [(mixed(), 1), (buying(), 2), (dazed(), 3)] {
        for policy in [Policy::default(), no_direct] {
            agrees(&setup, policy, 1_000_000, seed);
        }
    }
}

#[test]
fn exact_odds_agree_with_the_crates_own_simulation() {
    // simulate gives up on a check past 100 explosions (a chance of
    // 20^-101) and calls a fight undecided past 1000 rounds: neither shows
    // in 200,000 fights.
    let setup = mixed();
    let odds = duel_odds(&setup, Policy::default(), Budget::new(2_000, 0).unwrap()).unwrap();
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(5);
    let fights = 200_000;
    let mut party = 0_u32;
    for _ in 0..fights {
        if simulate(&setup, Policy::default(), &mut rng).unwrap() == Ending::Won(Side::Party) {
            party += 1;
        }
    }
    let p = won(&odds, Side::Party).to_f64().unwrap();
    let n = f64::from(fights);
    let seen = f64::from(party) / n;
    let se = (p * (1.0 - p) / n).sqrt();
    eprintln!("simulate: party seen {seen:.5}, exact {p:.5}, standard error {se:.5}");
    assert!((seen - p).abs() <= 4.0 * se);
}
