//! Practical mojo: modes, breaks, resources, the bonus table and
//! intelligence.

use osr_advancement::Error;
use osr_advancement::gods_and_monsters::{
    AbilityScore, BONUS_TABLE, Period, Rate, Resource, ResourceKind, Study, StudyMode, bonus_row,
    intensive_mojo_lasts_days, intensive_stint_half_days, row_rate,
};
use osr_equipment::gods_and_monsters::Price;

fn rate(mojo: u32, periods: u32) -> Option<Rate> {
    Some(Rate { mojo, periods })
}

#[test]
fn the_three_study_modes() {
    // rule: GM-adv.study
    // Four weeks of normal study: 4 mojo for 4 sc.
    let normal = Study::new(StudyMode::Normal, &[], 0, 10).unwrap();
    let weeks = normal.after(4).unwrap();
    assert_eq!(
        (weeks.base, weeks.bonus, weeks.cost),
        (4, 0, Price::whole(4))
    );
    assert_eq!(StudyMode::Normal.period(), Period::Week);
    assert_eq!(
        (
            StudyMode::FreeTime.period(),
            StudyMode::FreeTime.cost_per_mojo()
        ),
        (Period::Month, Price::whole(2))
    );
    assert_eq!(
        (
            StudyMode::Intensive.period(),
            StudyMode::Intensive.cost_per_mojo()
        ),
        (Period::TwoDays, Price::whole(3))
    );
    assert_eq!(StudyMode::FreeTime.max_projects(), 3);
    // Wisdom 15: stints of at most 7.5 days (15 half days).
    assert_eq!(
        intensive_stint_half_days(AbilityScore::new(15).unwrap()),
        15
    );
    assert_eq!(
        intensive_mojo_lasts_days(AbilityScore::new(12).unwrap()),
        12
    );
    // Intensive study needs a resource.
    assert!(matches!(
        Study::new(StudyMode::Intensive, &[], 0, 10),
        Err(Error::Invalid { .. })
    ));
}

#[test]
fn time_off_per_practical_mojo_point() {
    // rule: GM-adv.study.breaks
    assert_eq!(StudyMode::Normal.time_off_half_days(), 2);
    assert_eq!(StudyMode::Intensive.time_off_half_days(), 1);
    assert_eq!(StudyMode::FreeTime.time_off_half_days(), 12);
}

#[test]
fn resource_totals_add_up_one_of_each_kind() {
    // rule: GM-adv.mojo.resource.total
    let library = Resource::new(ResourceKind::SpecializedLibrary, 5).unwrap();
    assert_eq!(library.total(2).total, 60);
    let tutor = Resource::new(ResourceKind::Tutor, 4).unwrap();
    assert_eq!(tutor.total(2).total, 20);
    let both = Study::new(StudyMode::Normal, &[library, tutor], 2, 10).unwrap();
    assert_eq!(both.total(), 80);
    for (kind, multiplier) in [
        (ResourceKind::GeneralBook, 1),
        (ResourceKind::SpecializedBook, 1),
        (ResourceKind::GeneralLibrary, 10),
        (ResourceKind::SpecializedLibrary, 20),
        (ResourceKind::Tutor, 10),
        (ResourceKind::School, 20),
    ] {
        assert_eq!(
            Resource::new(kind, 7).unwrap().total(4).total,
            3 * multiplier
        );
    }
    // Book levels: 1..=7 general, 1..=12 specialized.
    assert!(Resource::new(ResourceKind::GeneralBook, 8).is_err());
    assert!(Resource::new(ResourceKind::SpecializedBook, 12).is_ok());
    assert!(Resource::new(ResourceKind::SpecializedBook, 13).is_err());
    assert!(matches!(
        Study::new(StudyMode::Normal, &[tutor, tutor], 2, 10),
        Err(Error::Invalid { .. })
    ));
    // Equal levels: nothing.
    assert_eq!(tutor.total(4).total, 0);
}

#[test]
fn the_bonus_table_rates() {
    // rule: GM-adv.mojo.resource.rate
    let printed = [
        (1, rate(1, 4)),
        (2, rate(1, 3)),
        (3, rate(1, 3)),
        (4, rate(1, 2)),
        (7, rate(1, 2)),
        (8, rate(1, 1)),
        (15, rate(1, 1)),
        (16, rate(2, 1)),
        (31, rate(2, 1)),
        (32, rate(3, 1)),
        (63, rate(3, 1)),
        (64, rate(4, 1)),
        (127, rate(4, 1)),
        (128, rate(5, 1)),
        (255, rate(5, 1)),
        (256, rate(6, 1)),
        (511, rate(6, 1)),
    ];
    for (total, expected) in printed {
        assert_eq!(bonus_row(total).map(row_rate), expected, "total {total}");
    }
    for (i, row) in BONUS_TABLE.iter().enumerate() {
        assert_eq!(bonus_row(row.from), Some(u32::try_from(i).unwrap()));
        assert_eq!(bonus_row(row.to), Some(u32::try_from(i).unwrap()));
    }
    assert_eq!(bonus_row(0), None);
    // Past the table: one more per doubling.
    assert_eq!(bonus_row(512).map(row_rate), rate(7, 1));
    // A book of total 10: 1 per week, month or two days.
    let book = Resource::new(ResourceKind::SpecializedBook, 12).unwrap();
    assert_eq!(book.total(2).total, 10);
    for mode in [StudyMode::Normal, StudyMode::FreeTime, StudyMode::Intensive] {
        let study = Study::new(mode, &[book], 2, 10).unwrap();
        assert_eq!(study.rate(), rate(1, 1));
        assert_eq!(study.after(3).unwrap().bonus, 3);
    }
    // The library alone: 60, 3 per period; with the tutor: 80, 4.
    let library = Resource::new(ResourceKind::SpecializedLibrary, 5).unwrap();
    let tutor = Resource::new(ResourceKind::Tutor, 4).unwrap();
    assert_eq!(
        Study::new(StudyMode::Normal, &[library], 2, 10)
            .unwrap()
            .rate(),
        rate(3, 1)
    );
    assert_eq!(
        Study::new(StudyMode::Normal, &[library, tutor], 2, 10)
            .unwrap()
            .rate(),
        rate(4, 1)
    );
    // 1 per 4 periods: 7 periods give 1.
    let thin = Resource::new(ResourceKind::GeneralBook, 3).unwrap();
    let study = Study::new(StudyMode::Normal, &[thin], 2, 10).unwrap();
    assert_eq!(
        (study.rate(), study.after(7).unwrap().bonus),
        (rate(1, 4), 1)
    );
}

#[test]
fn a_resource_gives_at_most_its_total_to_a_project() {
    // rule: GM-adv.mojo.resource.cap
    let library = Resource::new(ResourceKind::SpecializedLibrary, 5).unwrap();
    let study = Study::new(StudyMode::Normal, &[library], 2, 10).unwrap();
    assert_eq!(study.after(19).unwrap().bonus, 57);
    assert_eq!(study.after(20).unwrap().bonus, 60);
    assert_eq!(study.after(52).unwrap().bonus, 60);
    assert_eq!(study.after(52).unwrap().cost, Price::whole(112));
}

#[test]
fn immersion_is_worth_the_charisma() {
    // rule: GM-adv.mojo.resource.immersion
    let immersion = Resource::immersion(AbilityScore::new(12).unwrap());
    assert_eq!(immersion.total(0).total, 12);
    assert_eq!(immersion.total(9).total, 12);
    let study = Study::new(StudyMode::FreeTime, &[immersion], 0, 10).unwrap();
    assert_eq!(study.rate(), rate(1, 1));
    assert_eq!(study.after(30).unwrap().bonus, 12);
}

#[test]
fn a_student_above_the_resource_uses_it_once_at_its_level() {
    // rule: GM-adv.mojo.resource.exceeded
    let guide = Resource::new(ResourceKind::SpecializedBook, 5).unwrap();
    let total = guide.total(6);
    assert_eq!((total.total, total.single_use), (5, true));
    let study = Study::new(StudyMode::Normal, &[guide], 6, 10).unwrap();
    assert_eq!(study.single_use().count(), 1);
    assert_eq!(study.rate(), rate(1, 2));
    assert_eq!(study.after(100).unwrap().bonus, 5);
    assert!(!guide.total(4).single_use);
}

#[test]
fn intelligence_moves_the_reading_along_the_chart() {
    // rule: GM-adv.mojo.resource.intelligence
    let total_5 = Resource::new(ResourceKind::GeneralBook, 5).unwrap();
    let total_10 = Resource::new(ResourceKind::SpecializedBook, 10).unwrap();
    let read = |book, int| {
        Study::new(StudyMode::Normal, &[book], 0, int)
            .unwrap()
            .rate()
    };
    assert_eq!(read(total_5, 15), rate(2, 1));
    assert_eq!(read(total_10, 12), rate(2, 1));
    assert_eq!(read(total_10, 8), rate(1, 2));
    assert_eq!(read(total_10, 10), rate(1, 1));
    // Without a resource nothing shifts.
    assert_eq!(
        Study::new(StudyMode::Normal, &[], 0, 18).unwrap().shift(),
        0
    );
    // Below the first row: no bonus.
    let one = Resource::new(ResourceKind::GeneralBook, 1).unwrap();
    assert_eq!(read(one, 8), None);
}

#[test]
fn a_referees_bonus_chart_replaces_the_seeds() {
    use osr_advancement::gods_and_monsters::BonusChart;

    // The seed's chart as data, going on past its last row.
    let seed = BonusChart::seed();
    assert_eq!(seed.rates().len(), BONUS_TABLE.len());
    for row in 0..20 {
        assert_eq!(Some(seed.rate(row)), Some(row_rate(row)));
    }
    // A house chart: 2 mojo a period from the first row, 3 from the second.
    let house = BonusChart::new(vec![
        Rate {
            mojo: 2,
            periods: 1,
        },
        Rate {
            mojo: 3,
            periods: 1,
        },
    ])
    .unwrap();
    assert_eq!(
        house.rate(5),
        Rate {
            mojo: 7,
            periods: 1
        }
    );
    let library = Resource::new(ResourceKind::SpecializedLibrary, 5).unwrap();
    let study = Study::new(StudyMode::Normal, &[library], 2, 10).unwrap();
    // A total of 60 reads row 5: 3 a week on the seed's chart, 7 on the house's.
    assert_eq!(study.rate(), rate(3, 1));
    assert_eq!(study.rate_on(&house), rate(7, 1));
    assert_eq!(study.after_on(4, &house).unwrap().bonus, 28);
    assert_eq!(study.after(4).unwrap(), study.after_on(4, &seed).unwrap());
    for broken in [
        vec![],
        vec![Rate {
            mojo: 0,
            periods: 1,
        }],
        vec![
            Rate {
                mojo: 1,
                periods: 1,
            };
            33
        ],
    ] {
        assert_eq!(BonusChart::new(broken).unwrap_err().kind(), "invalid_table");
    }
}
