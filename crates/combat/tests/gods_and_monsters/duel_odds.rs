//! The exact odds of a whole duel: tiny duels worked by hand, Toromeen
//! against the yeti, and agreement with fights rolled by a model of the
//! rules written here (not `simulate`, not `Fight`).

use num_rational::BigRational;
use num_traits::{ToPrimitive, Zero};
use osr_check::course::Budget;
use osr_combat::gods_and_monsters::{
    Awareness, Combatant, Damage, DuelOdds, Reactions, Setup, duel_odds,
};
use osr_combat::{Error, Side};
use osr_core::{Dice, Die};
use osr_health::gods_and_monsters::Vitals;
use rand_core::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

use crate::common::{SEED, frac};

use super::yeti::{TOROMEEN, YETI, setup as yeti_setup};

fn budget() -> Budget {
    Budget::new(5_000, 60).unwrap()
}

/// A combatant of 1 survival whose roll to stay conscious is 0: the first
/// hit takes it out.
fn fragile(id: u32, side: Side) -> Combatant {
    Combatant::new(id, side, Vitals::new(1, 0).unwrap())
        .with_reactions(Reactions::new(4, 0, 0, 4).unwrap())
}

/// One who can never be hit (defense 30) nor hit (attack target 11 - 30).
fn untouchable(c: Combatant) -> Combatant {
    c.with_defense(30).unwrap()
}

#[test]
fn a_fragile_foe_falls_to_the_first_hit() {
    // rule: GM-combat.attack
    // rule: GM-health.unconscious
    // 11 + 0 + 0 - 0: the knight hits on 11 or less; the goblin drops to 0
    // and fails its roll of 0 - injuries. It never hits the knight back.
    let knight = untouchable(Combatant::new(1, Side::Party, Vitals::new(12, 0).unwrap()));
    let goblin = fragile(2, Side::Foes).with_attack(0, 0).unwrap();
    let odds = duel_odds(&Setup::new(vec![knight, goblin]).unwrap(), budget()).unwrap();
    assert_eq!(
        odds.endings().probability(&Some(Side::Party)),
        Some(frac(1, 1))
    );
    assert_eq!(*odds.mean_steps(), frac(20, 11));
    for n in 1..=5 {
        let misses = frac(9, 20).pow(i32::try_from(n - 1).unwrap());
        assert_eq!(odds.ended_at(n), misses * frac(11, 20));
    }
    assert_eq!(*odds.beyond(), frac(9, 20).pow(60));
}

#[test]
fn both_can_fall_in_the_same_round() {
    // rule: GM-combat.order
    // rule: GM-health.injury
    // All actions are simultaneous: a combatant hit by the player's
    // character still attacks, and the checks come at the round's end.
    // The party's fist (d3) hits on 11 or less; the foe hits back on 11
    // less its new injuries (0, 1 or 2, for 1, 2 or 3 damage): 1/2.
    let a = fragile(1, Side::Party);
    let b = fragile(2, Side::Foes);
    let odds = duel_odds(&Setup::new(vec![a, b]).unwrap(), budget()).unwrap();
    // Per round: both 11/40, the party alone 11/40, the foe alone 99/400,
    // neither 81/400.
    let e = odds.endings();
    assert_eq!(e.probability(&None), Some(frac(110, 319)));
    assert_eq!(e.probability(&Some(Side::Party)), Some(frac(110, 319)));
    assert_eq!(e.probability(&Some(Side::Foes)), Some(frac(99, 319)));
    assert_eq!(*odds.mean_steps(), frac(400, 319));
    assert_eq!(odds.ended_at_by(2, &None), frac(81, 400) * frac(11, 40));
}

#[test]
fn every_attack_of_a_round_is_rolled() {
    // rule: GM-combat.multi-attack
    // Two claws at 11 or less: at least one hits with 1 - (9/20)^2.
    let knight = fragile(1, Side::Party);
    let beast = untouchable(Combatant::new(2, Side::Foes, Vitals::new(5, 0).unwrap()))
        .with_attacks(2)
        .unwrap();
    let odds = duel_odds(&Setup::new(vec![knight, beast]).unwrap(), budget()).unwrap();
    assert_eq!(odds.ended_at_by(1, &Some(Side::Foes)), frac(319, 400));
    assert_eq!(*odds.mean_steps(), frac(400, 319));
}

#[test]
fn the_surprised_wait_a_round_then_snap_out_or_attack_at_minus_3() {
    // rule: GM-combat.surprise
    // rule: GM-combat.surprise.snap-out
    // The foe is caught unaware, perception 4: surprised on 5-20. It has
    // no action in the first round; at the start of each later round it
    // snaps out on willpower 10 or less, else attacks at 11 - 3 = 8.
    let knight = fragile(1, Side::Party);
    let foe = untouchable(Combatant::new(2, Side::Foes, Vitals::new(5, 0).unwrap()))
        .with_reactions(Reactions::new(4, 10, 10, 4).unwrap())
        .caught(Awareness::Unaware);
    let odds = duel_odds(&Setup::new(vec![knight, foe]).unwrap(), budget()).unwrap();
    assert_eq!(odds.ended_at(1), frac(4, 20) * frac(11, 20));
    // Round 2: unsurprised and missed in round 1 (36/400), or surprised
    // (16/20) and then snapping out (1/2, hits 11/20) or not (1/2, 8/20).
    let second = frac(36, 400) * frac(11, 20) + frac(16, 20) * frac(19, 40);
    assert_eq!(odds.ended_at(2), second);
    assert_eq!(second, frac(859, 2000));
    // Mean rounds: 1 + 9/100 * 20/11 + 4/5 * 155/77, where 155/77 is the
    // mean from a surprised start (m = 1 + 9/40 * 20/11 + 6/20 * m).
    assert_eq!(*odds.mean_steps(), frac(1068, 385));
    assert_eq!(
        odds.endings().probability(&Some(Side::Foes)),
        Some(frac(1, 1))
    );
}

#[test]
fn duels_it_cannot_solve_are_refused() {
    let a = fragile(1, Side::Party);
    let b = fragile(2, Side::Foes);
    let c = fragile(3, Side::Foes);
    let three = Setup::new(vec![a, b, c]).unwrap();
    assert!(matches!(
        duel_odds(&three, budget()),
        Err(Error::AboveMaximum { max: 2, .. })
    ));
    // Two of 10 000 survival: far more states than any budget.
    let big = |id, side| Combatant::new(id, side, Vitals::new(10_000, 0).unwrap());
    let big = Setup::new(vec![big(1, Side::Party), big(2, Side::Foes)]).unwrap();
    let max = Budget::MAX_STATES;
    assert!(matches!(
        duel_odds(&big, Budget::new(max, 0).unwrap()),
        Err(Error::Check(osr_check::Error::TooManyStates { max: m })) if m == max
    ));
    // Neither can ever hit the other.
    let a = untouchable(fragile(1, Side::Party));
    let b = untouchable(fragile(2, Side::Foes));
    assert!(matches!(
        duel_odds(&Setup::new(vec![a, b]).unwrap(), budget()),
        Err(Error::Check(osr_check::Error::NeverEnds))
    ));
}

/// Toromeen alone against the yeti, as the rules' example gives them.
fn toromeen_and_the_yeti() -> Setup {
    let all = yeti_setup();
    let pick = |id| *all.combatants().iter().find(|c| c.id() == id).unwrap();
    Setup::new(vec![pick(TOROMEEN), pick(YETI)]).unwrap()
}

#[test]

fn toromeen_against_the_yeti() {
    // rule: GM-combat.attack
    // rule: GM-combat.damage
    // rule: GM-health.unconscious
    // rule: GM-health.verve.use
    let odds = duel_odds(&toromeen_and_the_yeti(), budget()).unwrap();
    // Nobody falls in the first round: Toromeen's axe does at most 8 + 4 =
    // 12 of the yeti's 20, its two claws at most 12 of his 17 verve and 7
    // survival.
    assert!(odds.ended_at(1).is_zero());
    // The yeti falls in the second round only if Toromeen was not
    // surprised (perception 4: 4 in 20) and hit twice on 12 or less, for
    // 2d8 + 8 of 20 or more (15 in 64 ways); with k injuries it stays
    // conscious on 6 - k or less, so it is out with (14 + k)/20 (the death
    // check then only matters for the conscious, who fight on dying). Its
    // sum was 12 + k in 5 - k ways. Toromeen stays in unless all four
    // claws hit for 6 (24 points: survival 0): he then stays conscious on
    // his fortitude 11; the yeti's second-round claws need 10 - k.
    let claws = |need: i64| frac(need, 20) * frac(need, 20) * frac(1, 36);
    let mut yeti_wins = BigRational::zero();
    for k in 0..=4_i64 {
        let ways = frac(5 - k, 64);
        let yeti_out = frac(14 + k, 20);
        let toromeen_out = claws(10) * claws(10 - k) * frac(9, 20);
        yeti_wins += ways * yeti_out * (frac(1, 1) - toromeen_out);
    }
    let reach = frac(4, 20) * frac(12, 20) * frac(12, 20);
    assert_eq!(odds.ended_at_by(2, &Some(Side::Party)), reach * yeti_wins);
    // The whole fight, to 12 places (the exact fractions are long).
    let e = odds.endings();
    let p = |w| e.decimal(&w).unwrap();
    let close = |x: f64, y: f64| assert!((x - y).abs() < 1e-12, "{x} against {y}");
    close(p(Some(Side::Party)), 0.761_116_141_752);
    close(p(Some(Side::Foes)), 0.196_591_122_794);
    close(p(None), 0.042_292_735_454);
    close(odds.mean_steps().to_f64().unwrap(), 5.429_968_653_386);
    assert_eq!(odds.states(), 1541);
    println!(
        "Toromeen {:.12}, the yeti {:.12}, neither {:.12}, mean rounds {:.12}, {} states",
        p(Some(Side::Party)),
        p(Some(Side::Foes)),
        p(None),
        odds.mean_steps().to_f64().unwrap(),
        odds.states()
    );
}

/// One side as plain numbers, for the model below.
#[derive(Clone, Copy)]
struct Plain {
    survival: u32,
    verve: u32,
    archetypal: bool,
    /// Fighting Art plus attack bonus.
    attack: i64,
    defense: i64,
    attacks: u32,
    dice: u32,
    sides: u32,
    bonus: i64,
    /// Perception when caught unaware, and the awareness modifier.
    perception: Option<i64>,
    steadiness: i64,
    endurance: i64,
}

/// The rules as this test reads them, rolled: a fight of `a` (the player's
/// character, acting first) and `b`, until one or both are out. Returns
/// the winner (0, 1, or none) and the rounds.
fn fight(plain: [Plain; 2], rng: &mut Pcg64Mcg) -> (Option<usize>, u32) {
    let mut d =
        |sides: u32| i64::from(u32::try_from(rng.next_u64() % u64::from(sides)).unwrap() + 1);
    // survival, verve, injuries, surprised
    let mut s = plain.map(|p| (i64::from(p.survival), i64::from(p.verve), 0_i64, false));
    for i in 0..2 {
        if let Some(perception) = plain[i].perception {
            s[i].3 = d(20) > perception;
        }
    }
    let mut round = 0;
    loop {
        round += 1;
        let start = s;
        for i in 0..2 {
            if round > 1 && s[i].3 {
                s[i].3 = d(20) > plain[i].steadiness - s[i].2;
            }
        }
        for i in 0..2 {
            if round == 1 && s[i].3 {
                continue;
            }
            let (me, you) = (plain[i], plain[1 - i]);
            for _ in 0..me.attacks {
                let mut target = 11 + me.attack - you.defense - s[i].2;
                if round > 1 && s[i].3 {
                    target -= 3;
                }
                if round > 1 && s[1 - i].3 {
                    target += 2;
                }
                if d(20) > target {
                    continue;
                }
                let mut damage = me.bonus;
                for _ in 0..me.dice {
                    damage += d(me.sides);
                }
                let t = &mut s[1 - i];
                let mut left = damage.max(0);
                if you.archetypal {
                    let v = left.min(t.1);
                    t.1 -= v;
                    left -= v;
                }
                let v = left.min(t.0);
                t.0 -= v;
                left -= v;
                t.2 += left;
            }
        }
        let mut out = [false; 2];
        for i in 0..2 {
            let (p, (surv0, _, inj0, _), (surv, verve, inj, _)) = (plain[i], start[i], s[i]);
            let gained = inj - inj0;
            if !(surv0 > 0 && surv == 0) && gained == 0 {
                continue;
            }
            let unconscious = d(20) > p.steadiness - inj;
            let against = surv + if p.archetypal { verve } else { 0 };
            let mut dying = false;
            if gained > 0 && inj > against {
                // The injuries act, rolling at most their total; the
                // endurance roll resists; both succeeding, again.
                let resist = p.endurance - inj + if unconscious { 2 } else { 0 };
                loop {
                    let (acts, holds) = (d(20) <= inj.min(60), d(20) <= resist);
                    if !acts {
                        break;
                    }
                    if !holds {
                        dying = true;
                        break;
                    }
                }
            }
            out[i] = unconscious || (dying && inj >= p.endurance);
        }
        match out {
            [false, false] => {}
            [true, true] => return (None, round),
            [true, false] => return (Some(1), round),
            [false, true] => return (Some(0), round),
        }
    }
}

const TOROMEEN_PLAIN: Plain = Plain {
    survival: 7,
    verve: 17,
    archetypal: true,
    attack: 4,
    defense: 5,
    attacks: 1,
    dice: 1,
    sides: 8,
    bonus: 4,
    perception: Some(4),
    steadiness: 11,
    endurance: 15,
};

const YETI_PLAIN: Plain = Plain {
    survival: 20,
    verve: 0,
    archetypal: false,
    attack: 4,
    defense: 3,
    attacks: 2,
    dice: 1,
    sides: 6,
    bonus: 0,
    perception: None,
    steadiness: 6,
    endurance: 12,
};

/// A smaller duel that reaches every part more often: an archetypal
/// fighter caught asleep, a two-clawed beast with injuries soon.
fn brawl() -> ([Plain; 2], Setup) {
    let fighter = Plain {
        survival: 2,
        verve: 2,
        archetypal: true,
        attack: 2,
        defense: 2,
        attacks: 1,
        dice: 2,
        sides: 3,
        bonus: -1,
        perception: Some(9 - 6),
        steadiness: 6,
        endurance: 5,
    };
    let beast = Plain {
        survival: 3,
        verve: 0,
        archetypal: false,
        attack: 3,
        defense: 1,
        attacks: 2,
        dice: 1,
        sides: 3,
        bonus: 0,
        perception: None,
        steadiness: 4,
        endurance: 6,
    };
    let a = Combatant::new(1, Side::Party, Vitals::new(2, 2).unwrap())
        .with_attack(2, 0)
        .unwrap()
        .with_defense(2)
        .unwrap()
        .with_damage(Damage::new(Dice::new(2, Die::D3).unwrap(), -1).unwrap())
        .with_reactions(Reactions::new(9, 6, 3, 5).unwrap())
        .with_endurance(5)
        .unwrap()
        .with_archetypal_losses(true)
        .caught(Awareness::Sleeping);
    let b = Combatant::new(2, Side::Foes, Vitals::new(3, 0).unwrap())
        .with_attack(0, 3)
        .unwrap()
        .with_defense(1)
        .unwrap()
        .with_attacks(2)
        .unwrap()
        .with_reactions(Reactions::new(4, 4, 2, 4).unwrap())
        .with_endurance(6)
        .unwrap();
    ([fighter, beast], Setup::new(vec![a, b]).unwrap())
}

/// Rolls `n` fights of the model and checks each ending's frequency, the
/// mean rounds and the chance of each of the first rounds against `odds`,
/// each within 4 standard errors. Returns the frequencies and mean.
fn agrees(odds: &DuelOdds, plain: [Plain; 2], n: u32) -> ([f64; 3], f64) {
    let mut rng = Pcg64Mcg::seed_from_u64(SEED);
    let mut wins = [0_u32; 3];
    let mut rounds = Vec::new();
    let mut at = [0_u32; 8];
    for _ in 0..n {
        let (winner, r) = fight(plain, &mut rng);
        wins[winner.map_or(2, |w| w)] += 1;
        if let Some(slot) = at.get_mut(usize::try_from(r).unwrap() - 1) {
            *slot += 1;
        }
        rounds.push(f64::from(r));
    }
    let nf = f64::from(n);
    let within = |what: &str, p: f64, count: u32| {
        let se = (p * (1.0 - p) / nf).sqrt().max(1e-12);
        let seen = f64::from(count) / nf;
        assert!(
            (seen - p).abs() <= 4.0 * se,
            "{what}: sampled {seen}, exact {p}, 4 standard errors {}",
            4.0 * se
        );
    };
    let e = odds.endings();
    let exact = [Some(Side::Party), Some(Side::Foes), None].map(|w| e.decimal(&w).unwrap_or(0.0));
    for (k, what) in ["the party wins", "the foes win", "neither"]
        .iter()
        .enumerate()
    {
        within(what, exact[k], wins[k]);
    }
    for (r, count) in at.iter().enumerate() {
        let step = u32::try_from(r).unwrap() + 1;
        within(
            "ending at a round",
            odds.ended_at(step).to_f64().unwrap(),
            *count,
        );
    }
    let mean = rounds.iter().sum::<f64>() / nf;
    let var = rounds.iter().map(|r| (r - mean).powi(2)).sum::<f64>() / (nf - 1.0);
    let exact_mean = odds.mean_steps().to_f64().unwrap();
    assert!(
        (mean - exact_mean).abs() <= 4.0 * (var / nf).sqrt(),
        "mean rounds: sampled {mean}, exact {exact_mean}"
    );
    (wins.map(|w| f64::from(w) / nf), mean)
}

#[test]
fn a_brawl_agrees_with_rolled_fights() {
    let (plain, setup) = brawl();
    let odds = duel_odds(&setup, budget()).unwrap();
    agrees(&odds, plain, 100_000);
}

#[test]
#[ignore = "a million fights: run in release"]
fn a_million_fights_agree() {
    for (plain, setup) in [
        ([TOROMEEN_PLAIN, YETI_PLAIN], toromeen_and_the_yeti()),
        brawl(),
    ] {
        let odds = duel_odds(&setup, budget()).unwrap();
        let (freq, mean) = agrees(&odds, plain, 1_000_000);
        let e = odds.endings();
        println!(
            "exact {:?} mean {}; sampled {freq:?} mean {mean}",
            [Some(Side::Party), Some(Side::Foes), None].map(|w| e.decimal(&w).unwrap_or(0.0)),
            odds.mean_steps().to_f64().unwrap()
        );
    }
}
