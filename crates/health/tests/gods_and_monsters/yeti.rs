//! The yeti fight's damage, step by step with the seed's numbers (the
//! attacks and who hits belong to combat; here the hits land).

use osr_core::SuppliedFaces;
use osr_health::gods_and_monsters::{
    Consequence, Event, Hit, Resilience, RolledAgainst, RoundEnd, RoundHarm, Vitals,
};

use crate::common::frac;

/// A hit from a fight: archetypal for Sam (a warrior in combat), not for
/// the yeti, a creature without verve.
fn hit(points: u32, archetypal: bool) -> Hit {
    Hit::new(points).unwrap().archetypal(archetypal)
}

#[test]
fn the_yeti_fight() {
    // rule: GM-health.survival
    // rule: GM-health.verve.use
    // rule: GM-health.unconscious
    let mut sam = Vitals::new(6, 15).unwrap();
    let charlotte = Vitals::new(5, 14).unwrap();
    let toromeen = Vitals::new(7, 17).unwrap();
    let mut yeti = Vitals::new(20, 0).unwrap();

    // Round 1: Sam's long sword, 7: the yeti at 13. Its claws on Sam: 1, then 6.
    yeti.take(hit(7, false)).unwrap();
    assert_eq!(yeti.survival(), 13);
    assert_eq!(
        sam.take(hit(1, true)).unwrap().events,
        [Event::VerveLost { from: 15, to: 14 }]
    );
    assert_eq!(
        sam.take(hit(6, true)).unwrap().events,
        [Event::VerveLost { from: 14, to: 8 }]
    );

    // Round 2: Charlotte's dagger, 1: the yeti at 12; both claws miss.
    yeti.take(hit(1, false)).unwrap();
    assert_eq!(yeti.survival(), 12);

    // Round 3: a claw for 4: Sam at 4 verve.
    sam.take(hit(4, true)).unwrap();
    assert_eq!(sam.verve(), 4);

    // Round 4: Toromeen's battleaxe, 8 + 4: the yeti at 0. A claw for 5:
    // Sam's last 4 verve and 1 survival.
    let mut yeti_round = RoundHarm::default();
    let axe = yeti.take(hit(12, false)).unwrap();
    assert_eq!(axe.events, [Event::SurvivalLost { from: 12, to: 0 }]);
    yeti_round.add(&axe);
    let mut sam_round = RoundHarm::default();
    let claw = sam.take(hit(5, true)).unwrap();
    assert_eq!(
        claw.events,
        [
            Event::VerveLost { from: 4, to: 0 },
            Event::SurvivalLost { from: 6, to: 5 }
        ]
    );
    sam_round.add(&claw);

    // End of round 4: the yeti dropped to 0 and rolls fortitude or
    // willpower 6 (no injuries): the Guide's 3 keeps it conscious.
    let yeti_end = RoundEnd::new(yeti, yeti_round, Resilience::new(6, 12).unwrap());
    assert!(yeti_end.needs_consciousness_roll());
    assert!(!yeti_end.faces_death_check());
    let outcome = yeti_end.roll(&mut SuppliedFaces::new(&[3])).unwrap();
    assert_eq!(
        outcome.events(),
        [Event::CheckRolled {
            reaction: RolledAgainst::StayConscious,
            target: 6,
            face: 3,
            passed: true
        }]
    );
    assert_eq!(outcome.consequence(), Consequence::Hurt);
    let odds = yeti_end.odds();
    assert_eq!(odds.probability(&Consequence::Hurt), Some(frac(6, 20)));
    assert_eq!(
        odds.probability(&Consequence::Unconscious),
        Some(frac(14, 20))
    );

    // Sam neither dropped to 0 nor was injured: nothing to roll.
    let sam_end = RoundEnd::new(sam, sam_round, Resilience::new(5, 10).unwrap());
    assert!(!sam_end.needs_consciousness_roll());
    assert_eq!(
        sam_end
            .roll(&mut SuppliedFaces::new(&[]))
            .unwrap()
            .consequence(),
        Consequence::Hurt
    );

    // Final: the yeti at 0 survival; Sam 5 survival, no verve; the others untouched.
    assert_eq!(yeti.survival(), 0);
    assert_eq!((sam.survival(), sam.verve(), sam.injuries()), (5, 0, 0));
    assert_eq!((charlotte.survival(), charlotte.verve()), (5, 14));
    assert_eq!((toromeen.survival(), toromeen.verve()), (7, 17));
}
