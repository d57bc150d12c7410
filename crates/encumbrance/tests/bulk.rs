//! Gods & Monsters and Murdham bulk, checked against the rulebooks' numbers.

use osr_encumbrance::bulk::Bulk;
use osr_encumbrance::bulk::gods_and_monsters::{
    self as gm, AnimalLoad, CarryList, Size, carried_bulk, never_a_weapon, one_handed,
};
use osr_encumbrance::bulk::murdham::{
    self as mu, LARGE_OPEN_ZONE_MEDIUM, Load, Theft, fits_in_zone, swim_needs_saves,
};
use osr_encumbrance::{Error, Level, LoadModel, Speed};

#[test]
fn bulk_is_exact() {
    // rule: GM-enc.bulk, MU-enc.bulk-unit
    assert_eq!(Bulk::whole(8).to_string(), "8");
    assert_eq!(Bulk::hundredths(3).to_string(), "0.03");
    assert_eq!(Bulk::HALF.to_string(), "0.5");
    assert_eq!(Bulk::hundredths(150).to_string(), "1.5");
    // Ten hundredths make a tenth exactly: no floating point drift.
    let mut sum = Bulk::ZERO;
    for _ in 0..10 {
        sum = sum.checked_add(Bulk::hundredths(1)).unwrap();
    }
    assert_eq!(sum, Bulk::hundredths(10));
    assert!(Bulk::whole(3).is_whole());
    assert!(!Bulk::HALF.is_whole());
}

#[test]
fn sizes() {
    // rule: GM-core.size
    assert_eq!(Size::ALL.len(), 8);
    assert_eq!(Size::Small.steps_to(Size::Large), 2);
    assert_eq!(Size::Medium.steps_to(Size::Huge), 2);
    assert!(Size::ALL.windows(2).all(|w| w[0] < w[1]));
}

#[test]
fn carry_and_the_per_item_limit() {
    // rule: GM-enc.carry, GM-sheet.max-item-bulk, GM-sheet.carry
    // Toromeen: Carry 13 (an input), strength 18; battleaxe 18 is allowed.
    let list = CarryList::new(13, 18)
        .unwrap()
        .with(Bulk::whole(18))
        .unwrap()
        .with(Bulk::whole(8))
        .unwrap()
        .with(Bulk::whole(6))
        .unwrap();
    assert_eq!((list.load(), list.capacity()), (3, 13));
    assert_eq!(list.total_bulk(), Bulk::whole(32));
    assert_eq!(list.state(), gm::State::WithinCarry);
    assert_eq!(
        list.with(Bulk::whole(22)),
        Err(Error::ItemTooHeavy {
            bulk: Bulk::whole(22),
            strength: 18
        })
    );
    let mut crowded = CarryList::new(2, 18).unwrap();
    for _ in 0..3 {
        crowded = crowded.with(Bulk::whole(1)).unwrap();
    }
    assert_eq!(crowded.state(), gm::State::OverCarry);
    assert_eq!(crowded.level(), Level::Encumbered);
}

#[test]
fn containers_are_one_entry() {
    // rule: GM-enc.containers
    let arrows = Bulk::hundredths(20).checked_mul(20).unwrap();
    let list = CarryList::new(13, 18)
        .unwrap()
        .with_container(Bulk::whole(1), arrows)
        .unwrap();
    assert_eq!(list.entries(), 1);
    assert_eq!(list.total_bulk(), Bulk::whole(5));
    // The filled container is the one item the strength limit applies to.
    assert!(
        CarryList::new(13, 4)
            .unwrap()
            .with_container(Bulk::whole(1), arrows)
            .is_err()
    );
}

#[test]
fn items_made_for_other_sizes() {
    // rule: GM-enc.size-bulk
    assert_eq!(
        carried_bulk(Bulk::whole(20), Size::Huge, Size::Medium),
        Ok(Bulk::whole(80))
    );
    assert_eq!(
        carried_bulk(Bulk::whole(20), Size::Medium, Size::Huge),
        Ok(Bulk::whole(5))
    );
    assert_eq!(
        carried_bulk(Bulk::whole(8), Size::Small, Size::Small),
        Ok(Bulk::whole(8))
    );
    // A sling bullet (.05) carried by a titanic creature: seven halvings, exact.
    let tiny = carried_bulk(Bulk::hundredths(5), Size::Fine, Size::Titanic).unwrap();
    assert_eq!(tiny.checked_mul(128), Some(Bulk::hundredths(5)));
}

#[test]
fn weapons_never_used_as_weapons() {
    // rule: GM-enc.unused-weapon
    assert_eq!(never_a_weapon(Bulk::whole(12)), Ok(Bulk::whole(6)));
    assert_eq!(never_a_weapon(Bulk::whole(16)), Ok(Bulk::whole(8)), "axe");
}

#[test]
fn one_handed_by_strength() {
    // rule: GM-enc.one-hand
    assert!(one_handed(Bulk::whole(18), 18), "Toromeen's battleaxe");
    assert!(!one_handed(Bulk::whole(22), 18), "great sword");
    assert!(!one_handed(Bulk::whole(18), 17));
}

#[test]
fn animals_slow_down_per_ten_percent_over() {
    // rule: GM-enc.animal-load
    let mule = |carried| AnimalLoad {
        movement: 10,
        capacity: Bulk::whole(400),
        carried,
    };
    assert_eq!(mule(Bulk::whole(400)).movement_now(), Ok(10));
    assert_eq!(
        mule(Bulk::whole(439)).movement_now(),
        Ok(10),
        "9.75% over: no full tenth"
    );
    assert_eq!(mule(Bulk::whole(440)).movement_now(), Ok(9));
    assert_eq!(mule(Bulk::whole(480)).movement_now(), Ok(8));
    assert_eq!(mule(Bulk::whole(800)).movement_now(), Ok(0));
    assert_eq!(mule(Bulk::whole(2000)).movement_now(), Ok(0));
    let none = AnimalLoad {
        movement: 10,
        capacity: Bulk::ZERO,
        carried: Bulk::whole(1),
    };
    assert!(none.movement_now().is_err());
}

#[test]
fn murdham_sizes_and_limits() {
    // rule: MU-enc.size-bulk
    let limits = [
        (mu::Size::Tiny, Bulk::HALF),
        (mu::Size::Small, Bulk::whole(2)),
        (mu::Size::Medium, Bulk::whole(8)),
        (mu::Size::Large, Bulk::whole(32)),
        (mu::Size::Massive, Bulk::whole(128)),
    ];
    for (size, limit) in limits {
        assert_eq!(size.bulk(), limit);
        assert_eq!(size.carry_limit(), limit);
    }
    let medium = |carried| Load {
        size: mu::Size::Medium,
        carried,
    };
    assert_eq!(medium(Bulk::whole(8)).state(), mu::State::Unencumbered);
    assert_eq!(medium(Bulk::hundredths(850)).state(), mu::State::Encumbered);
    assert_eq!(medium(Bulk::whole(16)).state(), mu::State::Encumbered);
    assert_eq!(
        medium(Bulk::hundredths(1650)).state(),
        mu::State::Overloaded
    );
    let enc = medium(Bulk::whole(12)).effects();
    assert_eq!((enc.speed, enc.agi_saves_need_str), (Speed::HALF, true));
    assert!(medium(Bulk::whole(17)).effects().cannot_move);
    // Carrying a small companion costs its bulk, 2.
    let with_companion = Bulk::whole(6).checked_add(mu::Size::Small.bulk()).unwrap();
    assert_eq!(medium(with_companion).state(), mu::State::Unencumbered);
    assert_eq!(
        Load {
            size: mu::Size::Tiny,
            carried: Bulk::whole(1)
        }
        .state(),
        mu::State::Encumbered
    );
}

#[test]
fn murdham_swimming() {
    // rule: MU-enc.swim
    assert!(!swim_needs_saves(Bulk::whole(2), false));
    assert!(swim_needs_saves(Bulk::hundredths(250), false));
    assert!(swim_needs_saves(Bulk::ZERO, true));
}

#[test]
fn murdham_stealing() {
    // rule: MU-enc.steal
    assert_eq!(Theft::of(Bulk::HALF), Theft::AgiSave);
    assert_eq!(Theft::of(Bulk::hundredths(25)), Theft::AgiSave);
    assert_eq!(Theft::of(Bulk::whole(1)), Theft::Impossible);
}

#[test]
fn murdham_zone_occupancy() {
    // rule: MU-combat.zone-occupancy
    let rooms = [
        (mu::Size::Tiny, 128),
        (mu::Size::Small, 32),
        (mu::Size::Medium, 8),
        (mu::Size::Large, 2),
    ];
    for (size, room) in rooms {
        assert_eq!(size.per_zone(), Some(room));
        assert!(fits_in_zone(size, room - 1));
        assert!(
            !fits_in_zone(size, room),
            "{size:?} number {} is refused",
            room + 1
        );
    }
    assert_eq!(mu::Size::Massive.per_zone(), None);
    assert!(!fits_in_zone(mu::Size::Massive, 0));
    assert_eq!(LARGE_OPEN_ZONE_MEDIUM, 16);
}

#[test]
fn bulk_text_round_trips() {
    for raw in (0..3 * Bulk::PER_POINT)
        .step_by(37)
        .chain([1, 6400, u64::MAX / 2])
    {
        let bulk = Bulk::from_raw(raw);
        if raw > Bulk::MAX_POINTS * Bulk::PER_POINT {
            assert!(bulk.to_string().parse::<Bulk>().is_err(), "{bulk}");
            continue;
        }
        assert_eq!(bulk.to_string().parse::<Bulk>(), Ok(bulk), "{bulk}");
    }
    assert_eq!("1/2".parse::<Bulk>(), Ok(Bulk::HALF));
    assert_eq!("3 1/2".parse::<Bulk>(), Ok(Bulk::hundredths(350)));
    assert_eq!("2/4".parse::<Bulk>(), Ok(Bulk::HALF));
    assert_eq!("0.50".parse::<Bulk>(), Ok(Bulk::HALF));
    assert_eq!("007".parse::<Bulk>(), Ok(Bulk::whole(7)));
    assert_eq!("1.".parse::<Bulk>(), Ok(Bulk::whole(1)));
    assert_eq!("0.000078125".parse::<Bulk>(), Ok(Bulk::from_raw(1)));
    assert_eq!(
        "1000000000000".parse::<Bulk>(),
        Ok(Bulk::whole(1_000_000).checked_mul(1_000_000).unwrap())
    );
    for bad in [
        "",
        " 1",
        "1 ",
        "1  1/2",
        "+1",
        "1/2/3",
        "1.5/2",
        "1e3",
        "0x10",
        ".",
        "1/",
        "/2",
        "1 1",
        "½",
        "1.0000000001",
        "1000000000000.5",
    ] {
        assert!(bad.parse::<Bulk>().is_err(), "{bad:?}");
    }
}

#[test]
fn bulk_adds_up() {
    assert_eq!(Bulk::HALF + Bulk::HALF, Bulk::whole(1));
    let mut total = Bulk::whole(2);
    total += Bulk::hundredths(5);
    assert_eq!(total, Bulk::hundredths(205));
    let items = [Bulk::whole(2), Bulk::HALF, Bulk::hundredths(5)];
    assert_eq!(items.iter().sum::<Bulk>(), Bulk::hundredths(255));
    assert_eq!(items.into_iter().sum::<Bulk>(), Bulk::hundredths(255));
    assert_eq!(core::iter::empty::<Bulk>().sum::<Bulk>(), Bulk::ZERO);
}

#[test]
#[should_panic(expected = "bulk overflow")]
fn bulk_addition_overflow_panics_instead_of_wrapping() {
    let _ = Bulk::from_raw(u64::MAX) + Bulk::from_raw(1);
}
