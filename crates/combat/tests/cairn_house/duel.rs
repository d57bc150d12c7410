//! Tests of `osr_combat::cairn_house::Duel`: hand-computed duels, the fast
//! path against a fight driven through osr-health from the same faces, and
//! the exact odds against a brute force over every face and against
//! sampling.

use std::collections::{BTreeMap, HashMap};

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::Odds;
use osr_combat::cairn_house::{
    AttackStep, DUEL_MAX_EXCHANGES, Duel, DuelEnding, DuelResult, Duelist, Finish,
};
use osr_combat::{Error, Side};
use osr_core::{Die, FaceSource, StepDie, SuppliedFaces};
use osr_health::cairn_house::{Attack, Character, Consequence};
use rand_core::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

use crate::common::{SEED, assert_samples_agree, assert_well_formed, frac};

fn fighter(hp: u32, str: i32, dr: u32, die: StepDie) -> Duelist {
    Duelist::new(hp, str, dr, die).expect("valid duelist")
}

const fn won(winner: Side, by: Finish) -> DuelResult {
    DuelResult::Won { winner, by }
}

/// The reference duel of the benchmarks: d8s, HP 5 and 4, STR 12 and 11,
/// DR 1 and 0.
fn reference() -> Duel {
    Duel::new(
        fighter(5, 12, 1, StepDie::D8),
        fighter(4, 11, 0, StepDie::D8),
    )
}

fn p(odds: &Odds<DuelResult>, band: DuelResult) -> BigRational {
    odds.probability(&band).unwrap_or_else(BigRational::zero)
}

// ---------------------------------------------------------------------
// Hand-computed duels.

#[test]
fn hp_1_str_1_d4s_the_first_blow_mostly_kills() {
    // rule: CH-combat.attack
    // d4 against DR 0: 2..=4 go past HP 1 by at least STR 1: dead. A 1
    // brings HP to exactly 0 (a wound). Then the foe kills on 2..=4; on a
    // 1 both are at 0 HP and the party's next blow kills.
    let frail = fighter(1, 1, 0, StepDie::D4);
    let odds = Duel::new(frail, frail).odds();
    assert_eq!(p(&odds, won(Side::Party, Finish::Death)), frac(13, 16));
    assert_eq!(p(&odds, won(Side::Foes, Finish::Death)), frac(3, 16));
    assert_eq!(
        won(Side::Foes, Finish::Death).to_string(),
        "the foes win by death"
    );
    assert_eq!(
        p(&odds, won(Side::Party, Finish::CriticalDamage)),
        frac(0, 1)
    );
    // The foes striking first mirror it.
    let odds = Duel::new(frail, frail).with_first(Side::Foes).odds();
    assert_eq!(p(&odds, won(Side::Foes, Finish::Death)), frac(13, 16));
}

#[test]
fn hp_1_vs_hp_1_the_save_decides_critical_damage() {
    // rule: CH-combat.attack
    // HP 1, STR 10, d4 against DR 0, the party first. A 1 only empties
    // HP. A face f of 2..=4 goes f - 1 past 0: STR 10 -> 11 - f, and a
    // d20 above that fails the save: critical damage.
    // P(out at the party's first blow) = sum over f of 1/4 (9 + f)/20
    //   = (11 + 12 + 13) / 80 = 36/80.
    let one = fighter(1, 10, 0, StepDie::D4);
    let ending = Duel::new(one, one)
        .simulate(&mut SuppliedFaces::new(&[3, 15]))
        .unwrap();
    assert_eq!(
        ending,
        DuelEnding {
            result: won(Side::Party, Finish::CriticalDamage),
            exchanges: 1
        }
    );
    // d20 of 8 passes against STR 8: the foe strikes back (1: HP 0, d6 4).
    let mut faces = SuppliedFaces::new(&[3, 8, 1, 4, 4, 20]);
    let ending = Duel::new(one, one).simulate(&mut faces).unwrap();
    assert_eq!(ending.result, won(Side::Party, Finish::CriticalDamage));
    assert_eq!(ending.exchanges, 2);
    assert!(faces.remaining().is_empty());
    // The odds start with the first blow's 36/80 and add the rest.
    let odds = Duel::new(one, one).odds();
    assert!(p(&odds, won(Side::Party, Finish::CriticalDamage)) > frac(36, 80));
}

#[test]
fn dr_takes_damage_down_to_zero_and_the_first_hurting_hit_wins() {
    // rule: CH-combat.attack
    // Both at HP 0, STR 1: any damage kills. The party's d4 against DR 3
    // hurts only on a 4 (1 in 4); the foe's d6 against DR 3 on 4..=6
    // (1 in 2). The party's chance: (1/4) / (1 - (3/4)(1/2)) = 2/5.
    let party = Duelist::new(0, 1, 3, StepDie::D4).unwrap();
    let foe = Duelist::new(0, 1, 3, StepDie::D6).unwrap();
    let odds = Duel::new(party, foe).odds();
    assert_eq!(p(&odds, won(Side::Party, Finish::Death)), frac(2, 5));
    assert_eq!(p(&odds, won(Side::Foes, Finish::Death)), frac(3, 5));
    // A 3 against DR 3 does nothing; the foe's 5 kills.
    let ending = Duel::new(party, foe)
        .simulate(&mut SuppliedFaces::new(&[3, 5]))
        .unwrap();
    assert_eq!(ending.result, won(Side::Foes, Finish::Death));
}

#[test]
fn enhanced_and_impaired_move_the_die_one_step() {
    // rule: CH-combat.enhanced
    let hand = fighter(3, 10, 0, StepDie::D6);
    assert_eq!(
        hand.with_step(AttackStep::Enhanced).attack_die(),
        StepDie::D8
    );
    assert_eq!(
        hand.with_step(AttackStep::Impaired).attack_die(),
        StepDie::D4
    );
    let dagger = fighter(3, 10, 0, StepDie::D4);
    assert_eq!(
        dagger.with_step(AttackStep::Impaired).attack_die(),
        StepDie::D4
    );
    let great = fighter(3, 10, 0, StepDie::D12);
    assert_eq!(
        great.with_step(AttackStep::Enhanced).attack_die(),
        StepDie::D12
    );
    // An enhanced d4 against DR 3 hurts as a d6 does: 2/5 as above.
    let party = Duelist::new(0, 1, 3, StepDie::D4).unwrap();
    let foe = Duelist::new(0, 1, 3, StepDie::D6).unwrap();
    let odds = Duel::new(party.with_step(AttackStep::Enhanced), foe).odds();
    // Both hurt on half their faces: (1/2) / (1 - 1/4) = 2/3.
    assert_eq!(p(&odds, won(Side::Party, Finish::Death)), frac(2, 3));
}

// ---------------------------------------------------------------------
// Stalemates and sources that never end a duel.

#[test]
fn neither_able_to_hurt_is_an_exact_stalemate() {
    let wall = fighter(3, 10, 4, StepDie::D4);
    let duel = Duel::new(wall, wall);
    assert!(duel.is_stalemate());
    let odds = duel.odds();
    assert_eq!(p(&odds, DuelResult::Stalemate), BigRational::one());
    let mut faces = SuppliedFaces::new(&[4]);
    let ending = duel.simulate(&mut faces).unwrap();
    assert_eq!(
        ending,
        DuelEnding {
            result: DuelResult::Stalemate,
            exchanges: 0
        }
    );
    assert_eq!(faces.remaining(), &[4]);
    assert!(duel.play(&mut faces).unwrap().strikes.is_empty());
}

#[test]
fn a_fighter_who_cannot_hurt_always_loses() {
    // The party's d4 never gets past DR 5; the foe's d6 against DR 0
    // always hurts: the foe wins, by critical damage or by death.
    let party = fighter(2, 6, 0, StepDie::D4);
    let foe = fighter(2, 6, 5, StepDie::D6);
    let odds = Duel::new(party, foe).odds();
    assert_well_formed(&odds);
    let foes_win = odds.sum_where(|r| r.winner() == Some(Side::Foes));
    assert_eq!(foes_win, BigRational::one());
    assert_eq!(odds, brute_force(&Duel::new(party, foe)));
}

/// Always the lowest face.
#[derive(Debug)]
struct Ones;

impl FaceSource for Ones {
    fn next_face(&mut self, _die: Die) -> Result<u32, osr_core::Error> {
        Ok(1)
    }
}

#[test]
fn a_source_that_never_hurts_gives_up_with_an_error() {
    let guarded = fighter(3, 10, 1, StepDie::D6);
    let duel = Duel::new(guarded, guarded);
    let err = duel.simulate(&mut Ones).unwrap_err();
    assert_eq!(
        err,
        Error::DuelUnended {
            exchanges: DUEL_MAX_EXCHANGES
        }
    );
    assert_eq!(duel.play(&mut Ones).unwrap_err(), err);
}

#[test]
fn faces_running_out_is_an_error() {
    let err = reference()
        .simulate(&mut SuppliedFaces::new(&[8]))
        .unwrap_err();
    assert_eq!(err.kind(), "faces_exhausted");
}

#[test]
fn bad_numbers_are_refused() {
    assert_eq!(
        Duelist::new(21, 10, 0, StepDie::D6).unwrap_err().kind(),
        "out_of_range"
    );
    assert!(Duelist::new(4, 0, 0, StepDie::D6).is_err());
    assert!(Duelist::new(4, 21, 0, StepDie::D6).is_err());
    assert!(Duelist::new(4, 10, 11, StepDie::D6).is_err());
    let err = fighter(5, 10, 0, StepDie::D6).with_max_hp(4).unwrap_err();
    assert_eq!(err.to_string(), "hit points 5 is above its maximum 4");
    assert_eq!(
        fighter(3, 10, 0, StepDie::D6)
            .with_max_hp(6)
            .unwrap()
            .max_hp(),
        6
    );
}

// ---------------------------------------------------------------------
// The fast path against osr-health, face for face.

/// A face source that records every die and face it hands out.
struct Recorder {
    rng: Pcg64Mcg,
    seen: Vec<(u32, u32)>,
}

impl FaceSource for Recorder {
    fn next_face(&mut self, die: Die) -> Result<u32, osr_core::Error> {
        let face = self.rng.next_face(die)?;
        self.seen.push((die.sides(), face));
        Ok(face)
    }
}

/// The duel fought by hand through osr-health: the independent model of
/// the fast path.
fn through_health<S: FaceSource + ?Sized>(duel: &Duel, source: &mut S) -> DuelEnding {
    let numbers = |side: Side| *duel.duelist(side);
    let character = |d: Duelist| {
        Character::new(d.max_hp(), [d.str(), 10, 10])
            .unwrap()
            .with_hp(d.hp())
            .unwrap()
    };
    let mut party = character(numbers(Side::Party));
    let mut foes = character(numbers(Side::Foes));
    let die = |d: Duelist| match d.step() {
        AttackStep::Enhanced => d.weapon().step(1),
        AttackStep::Normal => d.weapon(),
        AttackStep::Impaired => d.weapon().step(-1),
    };
    let sides = |d: Duelist| die(d).die().sides();
    let (p, f) = (numbers(Side::Party), numbers(Side::Foes));
    if sides(p) <= f.dr() && sides(f) <= p.dr() {
        return DuelEnding {
            result: DuelResult::Stalemate,
            exchanges: 0,
        };
    }
    for exchange in 1.. {
        for attacker in [duel.first(), duel.first().opponent()] {
            let (me, them, target) = match attacker {
                Side::Party => (p, f, &mut foes),
                Side::Foes => (f, p, &mut party),
            };
            let harm = Attack::new(die(me), them.dr())
                .unwrap()
                .roll(target, source)
                .unwrap();
            let by = match harm.consequence() {
                Consequence::Dead => Some(Finish::Death),
                Consequence::CriticalDamage if duel.out() == Finish::CriticalDamage => {
                    Some(Finish::CriticalDamage)
                }
                _ => None,
            };
            if let Some(by) = by {
                return DuelEnding {
                    result: won(attacker, by),
                    exchanges: exchange,
                };
            }
        }
    }
    unreachable!()
}

fn random_duelist(rng: &mut Pcg64Mcg) -> Duelist {
    let pick = |rng: &mut Pcg64Mcg, n: u32| rng.next_u32() % n;
    let die = StepDie::LADDER[usize::try_from(pick(rng, 5)).unwrap()];
    let step = [
        AttackStep::Impaired,
        AttackStep::Normal,
        AttackStep::Enhanced,
    ][usize::try_from(pick(rng, 3)).unwrap()];
    let hp = pick(rng, 9);
    let str = i32::try_from(1 + pick(rng, 16)).unwrap();
    let dr = pick(rng, 6);
    Duelist::new(hp, str, dr, die)
        .unwrap()
        .with_max_hp(hp.max(1) + pick(rng, 3))
        .unwrap()
        .with_step(step)
}

fn random_duel(rng: &mut Pcg64Mcg) -> Duel {
    let party = random_duelist(rng);
    let foes = random_duelist(rng);
    let first = if rng.next_u32() % 2 == 0 {
        Side::Party
    } else {
        Side::Foes
    };
    let out = if rng.next_u32() % 2 == 0 {
        Finish::CriticalDamage
    } else {
        Finish::Death
    };
    Duel::new(party, foes).with_first(first).with_out(out)
}

#[test]
fn simulate_agrees_with_osr_health_face_for_face() {
    let mut setup = Pcg64Mcg::seed_from_u64(SEED);
    let mut endings = BTreeMap::new();
    for n in 0..3000_u64 {
        let duel = if n % 3 == 0 {
            reference()
        } else {
            random_duel(&mut setup)
        };
        let rng = Pcg64Mcg::seed_from_u64(SEED ^ n);
        let mut fast = Recorder {
            rng: rng.clone(),
            seen: Vec::new(),
        };
        let mut slow = Recorder {
            rng,
            seen: Vec::new(),
        };
        let ending = duel.simulate(&mut fast).unwrap();
        assert_eq!(ending, through_health(&duel, &mut slow), "{duel:?}");
        assert_eq!(fast.seen, slow.seen, "{duel:?}");
        *endings.entry(ending.result).or_insert(0_u32) += 1;
    }
    // Every kind of ending came up.
    assert_eq!(endings.len(), 5, "{endings:?}");
}

#[test]
fn play_records_the_faces_simulate_replays() {
    let mut setup = Pcg64Mcg::seed_from_u64(SEED);
    for n in 0..500_u64 {
        let duel = random_duel(&mut setup);
        let mut rng = Pcg64Mcg::seed_from_u64(n);
        let record = duel.play(&mut rng.clone()).unwrap();
        assert_eq!(record.ending, duel.simulate(&mut rng).unwrap());
        let faces = record.faces();
        let mut supplied = SuppliedFaces::new(&faces);
        assert_eq!(duel.simulate(&mut supplied).unwrap(), record.ending);
        assert!(supplied.remaining().is_empty());
        let last = record.strikes.last().map_or(0, |s| s.exchange);
        assert_eq!(last, record.ending.exchanges);
    }
}

// ---------------------------------------------------------------------
// Exact odds against a brute force over every face.

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct State {
    hp: u32,
    str: u32,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum After {
    Same,
    Hurt(State),
    Out(Finish),
}

/// Every way one attack can go, face by face: the weapon die, then the
/// d6 of a grievous wound or the d20 of the save, each face on its own.
fn attack(sides: u32, dr: u32, target: State, out: Finish) -> Vec<(BigRational, After)> {
    let mut ways = Vec::new();
    for face in 1..=sides {
        let each = frac(1, i64::from(sides));
        let damage = i64::from(face) - i64::from(dr);
        let hp = i64::from(target.hp);
        if damage <= 0 {
            ways.push((each, After::Same));
        } else if damage < hp {
            let hp = u32::try_from(hp - damage).unwrap();
            ways.push((each, After::Hurt(State { hp, ..target })));
        } else if damage == hp {
            for _wound in 1..=6 {
                let state = State { hp: 0, ..target };
                ways.push((&each * frac(1, 6), After::Hurt(state)));
            }
        } else {
            let str = i64::from(target.str) - (damage - hp);
            if str <= 0 {
                ways.push((each, After::Out(Finish::Death)));
                continue;
            }
            let state = State {
                hp: 0,
                str: u32::try_from(str).unwrap(),
            };
            for d20 in 1..=20 {
                let w = &each * frac(1, 20);
                if d20 <= str || out == Finish::Death {
                    ways.push((w, After::Hurt(state)));
                } else {
                    ways.push((w, After::Out(Finish::CriticalDamage)));
                }
            }
        }
    }
    // The same result from different faces, added up.
    let mut merged: Vec<(BigRational, After)> = Vec::new();
    for (w, after) in ways {
        match merged.iter_mut().find(|(_, a)| *a == after) {
            Some((total, _)) => *total += w,
            None => merged.push((w, after)),
        }
    }
    merged
}

type Dist = BTreeMap<DuelResult, BigRational>;

fn add(into: &mut Dist, from: &Dist, weight: &BigRational) {
    for (band, p) in from {
        *into.entry(*band).or_insert_with(BigRational::zero) += weight * p;
    }
}

struct Brute {
    sides: [u32; 2],
    dr: [u32; 2],
    sides_of: [Side; 2],
    out: Finish,
    first: HashMap<(State, State), Dist>,
}

impl Brute {
    /// The first striker to strike, at these states.
    fn first_to_strike(&mut self, a: State, b: State) -> Dist {
        if let Some(d) = self.first.get(&(a, b)) {
            return d.clone();
        }
        // Strikes that change something, and the weight of those that do
        // not: the exchange where neither hurts loops back, in closed form.
        let mut x = Dist::new();
        let mut a_misses = BigRational::zero();
        for (w, after) in attack(self.sides[0], self.dr[1], b, self.out) {
            match after {
                After::Same => a_misses += w,
                After::Out(by) => add(
                    &mut x,
                    &Dist::from([(won(self.sides_of[0], by), w.clone())]),
                    &BigRational::one(),
                ),
                After::Hurt(b2) => {
                    let next = self.second_to_strike(a, b2);
                    add(&mut x, &next, &w);
                }
            }
        }
        let mut y = Dist::new();
        let mut b_misses = BigRational::zero();
        for (w, after) in attack(self.sides[1], self.dr[0], a, self.out) {
            match after {
                After::Same => b_misses += w,
                After::Out(by) => add(
                    &mut y,
                    &Dist::from([(won(self.sides_of[1], by), BigRational::one())]),
                    &w,
                ),
                After::Hurt(a2) => {
                    let next = self.first_to_strike(a2, b);
                    add(&mut y, &next, &w);
                }
            }
        }
        let loop_back = &a_misses * &b_misses;
        let result = if loop_back == BigRational::one() {
            Dist::from([(DuelResult::Stalemate, BigRational::one())])
        } else {
            let mut r = Dist::new();
            add(&mut r, &x, &BigRational::one());
            add(&mut r, &y, &a_misses);
            let scale = BigRational::one() / (BigRational::one() - loop_back);
            r.values_mut().for_each(|p| *p *= &scale);
            r
        };
        self.first.insert((a, b), result.clone());
        result
    }

    /// The second striker to strike, after the first changed `b`.
    fn second_to_strike(&mut self, a: State, b: State) -> Dist {
        let mut d = Dist::new();
        for (w, after) in attack(self.sides[1], self.dr[0], a, self.out) {
            match after {
                After::Same => {
                    let next = self.first_to_strike(a, b);
                    add(&mut d, &next, &w);
                }
                After::Out(by) => add(
                    &mut d,
                    &Dist::from([(won(self.sides_of[1], by), BigRational::one())]),
                    &w,
                ),
                After::Hurt(a2) => {
                    let next = self.first_to_strike(a2, b);
                    add(&mut d, &next, &w);
                }
            }
        }
        d
    }
}

fn brute_force(duel: &Duel) -> Odds<DuelResult> {
    let first = duel.first();
    let (a, b) = (*duel.duelist(first), *duel.duelist(first.opponent()));
    let mut brute = Brute {
        sides: [a.attack_die().die().sides(), b.attack_die().die().sides()],
        dr: [a.dr(), b.dr()],
        sides_of: [first, first.opponent()],
        out: duel.out(),
        first: HashMap::new(),
    };
    let state = |d: Duelist| State {
        hp: d.hp(),
        str: u32::try_from(d.str()).unwrap(),
    };
    let dist = brute.first_to_strike(state(a), state(b));
    Odds::new(dist, None).unwrap()
}

#[test]
fn odds_match_a_brute_force_over_every_face() {
    let mut setup = Pcg64Mcg::seed_from_u64(SEED);
    let mut checked = 0;
    while checked < 30 {
        let duel = random_duel(&mut setup);
        // Small duels: the brute force is slow.
        let small = |d: &Duelist| d.hp() <= 3 && d.str() <= 6;
        if !(small(duel.duelist(Side::Party)) && small(duel.duelist(Side::Foes))) {
            continue;
        }
        let odds = duel.odds();
        assert_well_formed(&odds);
        assert_eq!(odds, brute_force(&duel), "{duel:?}");
        checked += 1;
    }
}

#[test]
fn the_reference_duel_matches_the_brute_force() {
    let duel = reference();
    assert_eq!(duel.odds(), brute_force(&duel));
}

// ---------------------------------------------------------------------
// Exact odds against sampling.

#[test]
fn odds_agree_with_simulation_at_the_fixed_seed() {
    for duel in [
        reference(),
        reference().with_out(Finish::Death).with_first(Side::Foes),
        Duel::new(
            fighter(2, 6, 2, StepDie::D6).with_step(AttackStep::Enhanced),
            fighter(6, 14, 0, StepDie::D4),
        ),
    ] {
        let odds = duel.odds();
        assert_samples_agree(&odds, 20_000, |rng| duel.simulate(rng).unwrap().result);
    }
}

#[cfg(feature = "serde")]
#[test]
fn duels_and_endings_read_back_and_bad_numbers_are_refused() {
    let duel = reference().with_out(Finish::Death);
    let json = serde_json::to_value(duel).unwrap();
    assert_eq!(serde_json::from_value::<Duel>(json).unwrap(), duel);
    let ending = duel.simulate(&mut Pcg64Mcg::seed_from_u64(SEED)).unwrap();
    let json = serde_json::to_string(&ending).unwrap();
    assert_eq!(serde_json::from_str::<DuelEnding>(&json).unwrap(), ending);
    let stalemate = serde_json::to_string(&DuelResult::Stalemate).unwrap();
    assert_eq!(stalemate, "\"stalemate\"");
    let fighter: Duelist =
        serde_json::from_str(r#"{"hp": 3, "str": 9, "dr": 1, "weapon": "d6"}"#).unwrap();
    assert_eq!(fighter.max_hp(), 3);
    for bad in [
        r#"{"hp": 30, "str": 9, "dr": 1, "weapon": "d6"}"#,
        r#"{"hp": 3, "str": 0, "dr": 1, "weapon": "d6"}"#,
        r#"{"hp": 3, "str": 9, "dr": -1, "weapon": "d6"}"#,
        r#"{"hp": 5, "max_hp": 4, "str": 9, "dr": 1, "weapon": "d6"}"#,
    ] {
        assert!(serde_json::from_str::<Duelist>(bad).is_err(), "{bad}");
    }
}
