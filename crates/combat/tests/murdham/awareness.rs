//! Awareness: group WIT saves and the stance matrix.

use num_rational::BigRational;
use num_traits::{One, Zero};
use osr_check::murdham::GroupSave;
use osr_check::{Check, PassFail, Resolved};
use osr_combat::Side;
use osr_combat::murdham::{Awareness, Detection, Group, Spotting, Stance, detection};

use crate::common::{assert_agrees_with_sampling, band, frac, roll};

fn meeting(party: (Stance, &[i32]), foes: (Stance, &[i32])) -> Awareness {
    Awareness::new(
        Group::new(party.0, party.1).unwrap(),
        Group::new(foes.0, foes.1).unwrap(),
    )
}

#[test]
fn each_side_makes_one_group_wit_save() {
    // rule: MU-combat.awareness.save
    // The party's d20 = 11 against WIT 9 and 12: the 12 passes, the party
    // notices. The monsters' d20 = 15 against WIT 10 and 8: nobody does.
    let m = meeting((Stance::Cautious, &[9, 12]), (Stance::Cautious, &[10, 8]));
    let outcome = roll(&m, &[11, 15]);
    assert_eq!(outcome.band(), Spotting::PartyOnly);
    let party = outcome.party();
    assert_eq!(party.detection, Detection::Save);
    let save = party.save.as_ref().unwrap();
    assert_eq!(save.face(), 11);
    assert_eq!(save.results(), [PassFail::Fail, PassFail::Pass]);
    assert!(party.spotted);
    assert!(!outcome.foes().spotted);
    assert_eq!(outcome.foes().save.as_ref().unwrap().passing(), 0);
    assert_eq!(outcome.dice().len(), 2, "one d20 a side");
    // One passing member is enough; the best score decides: 12 spots, 13
    // does not.
    assert_eq!(band(&m, &[12, 10]), Spotting::Both);
    assert_eq!(band(&m, &[13, 11]), Spotting::Neither);
    assert_eq!(band(&m, &[20, 1]), Spotting::FoesOnly);
    // The party spots with 12/20, the foes with 10/20.
    assert_eq!(m.spot_chance(Side::Party), frac(12, 20));
    assert_eq!(m.spot_chance(Side::Foes), frac(10, 20));
    let odds = m.odds();
    assert_eq!(odds.probability(&Spotting::Both), Some(frac(120, 400)));
    assert_eq!(odds.probability(&Spotting::Neither), Some(frac(80, 400)));
}

#[test]
fn reckless_groups_are_heard_and_hear_only_the_reckless() {
    // rule: MU-combat.awareness.reckless
    // A reckless party meets cautious monsters: the monsters detect it
    // without a roll, the party detects nothing; nothing is rolled.
    let m = meeting((Stance::Reckless, &[20]), (Stance::Cautious, &[0]));
    let outcome = roll(&m, &[]);
    assert_eq!(outcome.band(), Spotting::FoesOnly);
    assert_eq!(outcome.party().detection, Detection::Impossible);
    assert_eq!(outcome.foes().detection, Detection::Automatic);
    assert_eq!(
        m.odds().probability(&Spotting::FoesOnly),
        Some(BigRational::one())
    );
    // Both reckless: each detects the other.
    let m = meeting((Stance::Reckless, &[0]), (Stance::Reckless, &[0]));
    assert_eq!(band(&m, &[]), Spotting::Both);
    // A reckless group cannot detect a hidden one either.
    assert_eq!(
        detection(Stance::Reckless, Stance::Hidden),
        Detection::Impossible
    );
}

#[test]
fn hidden_groups_cannot_be_saved_against_and_spot_the_cautious() {
    // rule: MU-combat.awareness.hidden
    // Bandits hidden in thick forest, the company cautious: the company
    // rolls nothing and cannot detect them; the bandits detect it.
    let m = meeting((Stance::Cautious, &[20, 20]), (Stance::Hidden, &[0]));
    let outcome = roll(&m, &[]);
    assert_eq!(outcome.band(), Spotting::FoesOnly);
    assert!(outcome.party().save.is_none());
    assert!(!outcome.party().spotted);
    assert_eq!(outcome.foes().detection, Detection::Automatic);
    assert_eq!(Spotting::FoesOnly.chooser(), Some(Side::Foes));
    assert_eq!(m.spot_chance(Side::Party), BigRational::zero());
    // Two hidden groups: neither spots the other (the reading for the gap).
    let m = meeting((Stance::Hidden, &[20]), (Stance::Hidden, &[20]));
    assert_eq!(band(&m, &[]), Spotting::Neither);
}

#[test]
fn the_matrix_has_every_cell_of_the_table() {
    // rule: MU-combat.awareness.matrix
    use Detection::{Automatic as A, Impossible as X, Save as S};
    use Stance::{Cautious, Hidden, Reckless};
    let table = [
        (Reckless, [A, X, X]),
        (Cautious, [A, S, X]),
        (Hidden, [A, A, X]),
    ];
    for (observer, row) in table {
        for (observed, want) in [Reckless, Cautious, Hidden].into_iter().zip(row) {
            assert_eq!(
                detection(observer, observed),
                want,
                "{observer:?} looks at {observed:?}"
            );
        }
    }
}

/// The chance a side spots the other, written out from the stances and a
/// count of d20 faces at most the best WIT.
fn spot_by_count(observer: Stance, observed: Stance, wits: &[i32]) -> BigRational {
    match (observer, observed) {
        (_, Stance::Reckless) | (Stance::Hidden, Stance::Cautious) => BigRational::one(),
        (Stance::Cautious, Stance::Cautious) => {
            let hits = (1..=20).filter(|&f| wits.iter().any(|&w| f <= w)).count();
            frac(i64::try_from(hits).unwrap(), 20)
        }
        _ => BigRational::zero(),
    }
}

#[test]
fn awareness_odds_match_brute_force_and_sampling() {
    let stances = [Stance::Reckless, Stance::Cautious, Stance::Hidden];
    let groups: [&[i32]; 4] = [&[9, 12], &[10, 8], &[0], &[20, 3, 5]];
    for p in stances {
        for f in stances {
            for pw in groups {
                for fw in groups {
                    let m = meeting((p, pw), (f, fw));
                    // Every pair of d20 faces, where the stances roll.
                    let mut want = std::collections::BTreeMap::<Spotting, BigRational>::new();
                    let ps = spot_by_count(p, f, pw);
                    let fs = spot_by_count(f, p, fw);
                    for (party, pp) in [(true, ps.clone()), (false, BigRational::one() - &ps)] {
                        for (foes, fp) in [(true, fs.clone()), (false, BigRational::one() - &fs)] {
                            let w = &pp * &fp;
                            if !w.is_zero() {
                                *want
                                    .entry(Spotting::from_sides(party, foes))
                                    .or_insert_with(BigRational::zero) += w;
                            }
                        }
                    }
                    let odds = m.odds();
                    let got: std::collections::BTreeMap<_, _> =
                        odds.bands().map(|(b, p)| (*b, p.clone())).collect();
                    assert_eq!(got, want, "{p:?} {pw:?} vs {f:?} {fw:?}");
                }
            }
        }
    }
    // Every face pair of two cautious groups, counted one by one.
    let m = meeting((Stance::Cautious, &[9, 12]), (Stance::Cautious, &[10, 8]));
    let mut counts = std::collections::BTreeMap::<Spotting, i64>::new();
    for a in 1..=20 {
        for b in 1..=20 {
            *counts.entry(band(&m, &[a, b])).or_default() += 1;
        }
    }
    for (spotting, n) in counts {
        assert_eq!(m.odds().probability(&spotting), Some(frac(n, 400)));
    }
    assert_agrees_with_sampling(&m, 20_000);
    let edged = Awareness::new(
        Group::new(Stance::Cautious, &[9, 12]).unwrap().with_save(
            GroupSave::new(&[9, 12])
                .unwrap()
                .with_edge(osr_core::Edge::new(0, 1)),
        ),
        Group::new(Stance::Cautious, &[10]).unwrap(),
    );
    assert_eq!(edged.spot_chance(Side::Party), frac(144, 400));
    assert_agrees_with_sampling(&edged, 20_000);
}

#[test]
fn awareness_replays_and_refuses_forgeries() {
    let m = meeting((Stance::Cautious, &[9, 12]), (Stance::Cautious, &[10, 8]));
    let outcome = roll(&m, &[11, 15]);
    assert_eq!(m.verify(&outcome), Ok(()));
    let other = meeting((Stance::Cautious, &[9, 10]), (Stance::Cautious, &[10, 8]));
    assert!(other.verify(&outcome).is_err());
}

#[test]
fn groups_are_checked() {
    assert!(Group::new(Stance::Cautious, &[]).is_err());
    assert!(Group::new(Stance::Cautious, &[21]).is_err());
    assert_eq!(Stance::default(), Stance::Cautious);
    assert_eq!(Stance::Hidden.key(), "hidden");
}
