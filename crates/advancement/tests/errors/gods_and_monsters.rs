//! The errors Gods & Monsters' rules raise.

use insta::assert_snapshot;
use osr_advancement::gods_and_monsters::{
    Abilities, AbilityRate, Archetype, Bid, LevelUp, Mojo, MojoCosts, Purchase, Resource,
    ResourceKind, Study, StudyMode,
};

#[test]
fn mojo_errors() {
    assert_snapshot!(osr_advancement::gods_and_monsters::share(300, 0).unwrap_err(), @"invalid input: a group has at least one member");
    let poor = Mojo::new(10)
        .buy(Purchase::NewField, &MojoCosts::SEED)
        .unwrap_err();
    assert_eq!(poor.kind(), "not_enough_mojo");
    assert_snapshot!(poor, @"11 mojo needed, only 10 available");
    assert_snapshot!(Mojo::new(1).gain(-3).unwrap_err(), @"an award must not be negative, got -3");
    assert_snapshot!(Mojo::new(u32::MAX).gain(1).unwrap_err(), @"mojo overflowed");
    assert_snapshot!(
        Purchase::FightingArtBonus.cost(&MojoCosts::SEED).unwrap_err(),
        @"invalid input: the Fighting Art field bonus rises only with level"
    );
    assert_snapshot!(
        Purchase::Spell { level: 0 }.cost(&MojoCosts::SEED).unwrap_err(),
        @"spell level must be in 1..=10, got 0"
    );
    assert_snapshot!(
        Purchase::Spell { level: 12 }.cost(&MojoCosts::SEED).unwrap_err(),
        @"spell level must be in 1..=10, got 12"
    );
    assert_snapshot!(
        Purchase::Ability { score: 31, rate: AbilityRate::Normal }.cost(&MojoCosts::SEED).unwrap_err(),
        @"ability score must be in 1..=30, got 31"
    );
    assert_snapshot!(Bid::settle(Mojo::new(9), None, 3, true).unwrap_err(), @"invalid input: mojo is bid only after a failed roll");
    assert_snapshot!(Bid::settle(Mojo::new(9), Some(2), 3, false).unwrap_err(), @"invalid input: mojo is bid only on an archetypal roll");
    assert_snapshot!(Bid::settle(Mojo::new(2), Some(2), 3, true).unwrap_err(), @"3 mojo needed, only 2 available");
    let short = Bid::settle(Mojo::new(9), Some(4), 3, true).unwrap();
    assert_snapshot!(short.withdraw().unwrap_err(), @"invalid input: only a successful bid is withdrawn");
}

#[test]
fn level_up_errors() {
    let abilities = Abilities::new(10, 10, 10, 10, 10, 10).unwrap();
    assert_snapshot!(LevelUp::new(Archetype::Monk, 1, &abilities).unwrap_err(), @"level must be in 2..=1000, got 1");
    assert_snapshot!(
        LevelUp::multi(Archetype::Monk, &[(Archetype::Thief, 1), (Archetype::Thief, 2)], &abilities).unwrap_err(),
        @"invalid input: an archetype is listed twice"
    );
    assert_snapshot!(
        LevelUp::multi(Archetype::Monk, &[(Archetype::Thief, 2)], &abilities).unwrap_err(),
        @"invalid input: the raised archetype is not listed"
    );
    assert_snapshot!(
        LevelUp::multi(Archetype::Thief, &[(Archetype::Thief, 0), (Archetype::Monk, 2)], &abilities).unwrap_err(),
        @"archetype level must be in 1..=1000, got 0"
    );
    assert_snapshot!(Abilities::new(10, 10, 10, 10, 10, 31).unwrap_err(), @"ability score must be in 1..=30, got 31");
}

#[test]
fn study_errors() {
    assert_snapshot!(Resource::new(ResourceKind::GeneralBook, 8).unwrap_err(), @"resource level must be in 1..=7, got 8");
    assert_snapshot!(
        Study::new(StudyMode::Intensive, &[], 0, 10).unwrap_err(),
        @"invalid input: intensive study needs a mojo resource"
    );
    assert_snapshot!(Study::new(StudyMode::Normal, &[], 101, 10).unwrap_err(), @"student level must be in 0..=100, got 101");
    let tutor = Resource::new(ResourceKind::Tutor, 4).unwrap();
    assert_snapshot!(
        Study::new(StudyMode::Normal, &[tutor, tutor], 0, 10).unwrap_err(),
        @"invalid input: only one resource of each kind may be combined"
    );
}

#[test]
fn bonus_chart_errors() {
    use osr_advancement::gods_and_monsters::{BonusChart, Rate};

    assert_snapshot!(BonusChart::new(vec![]).unwrap_err(), @"the mojo bonus table has no row");
    assert_snapshot!(
        BonusChart::new(vec![Rate { mojo: 1, periods: 0 }]).unwrap_err(),
        @"the mojo bonus table needs at least 1 mojo per at least 1 period in each row"
    );
    assert_snapshot!(
        BonusChart::new(vec![Rate { mojo: 1, periods: 1 }; 33]).unwrap_err(),
        @"the mojo bonus table has more than 32 rows"
    );
}
