//! Sheets built from given values: whatever the builders accept writes
//! and reads back the same; what the document reader would refuse, the
//! builders refuse first.

use osr_core::SuppliedFaces;
use osr_health::gods_and_monsters::Vitals;
use osr_sheet::gods_and_monsters::{
    Abilities, Archetype, Armor, ContributorTable, Gain, Gear, Item, Place, Price, Referee, Sheet,
    Size, Species, Spell, Weapon,
};
use proptest::prelude::*;

/// Writes and reads back a sheet the builders accepted.
fn reads_back(sheet: &Sheet) -> Result<(), TestCaseError> {
    let text = serde_json::to_string(sheet).unwrap();
    let back: Result<Sheet, _> = serde_json::from_str(&text);
    prop_assert!(back.is_ok(), "{text}: {back:?}");
    prop_assert_eq!(&back.unwrap(), sheet);
    Ok(())
}

proptest! {
    #[test]
    fn what_the_builders_accept_reads_back(
        archetype in prop::sample::select(Archetype::ALL.to_vec()),
        scores in prop::array::uniform6(3_i32..=18),
        shift in prop::option::of(-3_i32..=3),
        d10s in prop::collection::vec(1_u32..=10, 0..5),
        forged in prop::option::of((0_usize..5, 0_u32..=14, 0_u32..=14)),
        xp in 0_u64..12_000,
        spent in 0_u32..40,
        earned in prop_oneof![0_u32..10, 999_990_u32..1_000_010],
        levels in prop::collection::vec(1_u32..=6, 0..4),
        memorise in prop::collection::vec(0_usize..4, 0..3),
        fewer in 0_usize..5,
        skills in prop::collection::vec(prop::sample::select(vec!["basic weapons", "unarmed combat"]), 0..2),
        equipped in prop::collection::vec(prop::sample::select(vec![
            Item::Armor(Armor::SmallShield),
            Item::Armor(Armor::BandedLeather),
            Item::Weapon(Weapon::ShortSword),
            Item::Weapon(Weapon::Battleaxe),
        ]), 0..3),
        stripped: bool,
    ) {
        let [cha, int, wis, end, agi, st] = scores;
        let abilities = Abilities::new(cha, int, wis, end, agi, st).unwrap();
        let mut sheet =
            Sheet::new(archetype, Species::dwarf(), abilities, Referee::default()).unwrap();
        if let Some(shift) = shift {
            let seed = ContributorTable::seed();
            let table = ContributorTable::new(
                seed.majors().map(|v| v + shift),
                seed.minors().map(|v| v + shift),
            )
            .unwrap();
            sheet = sheet.with_contributors(table).unwrap();
        }
        reads_back(&sheet)?;
        // Gains rolled, one of them perhaps replaced by any other.
        let mut rolled = sheet.clone();
        rolled.gain_xp(10_000).unwrap();
        for &face in &d10s {
            rolled.level_up(&mut SuppliedFaces::new(&[face])).unwrap();
        }
        let mut gains: Vec<Gain> = rolled.gains().to_vec();
        if let Some((at, survival, verve)) = forged {
            if let Some(gain) = gains.get_mut(at) {
                *gain = Gain { survival, verve };
            }
        }
        let (survival, verve) = gains.iter().fold(
            (sheet.max_survival(), sheet.max_verve()),
            |(s, v), g| (s + g.survival, v + g.verve),
        );
        let vitals = Vitals::new(survival, verve).unwrap();
        let Ok(sheet) = sheet.with_progress(xp, &gains, vitals) else {
            return Ok(());
        };
        reads_back(&sheet)?;
        let Ok(sheet) = sheet.with_mojo(spent, earned) else {
            return Ok(());
        };
        reads_back(&sheet)?;
        let book: Vec<Spell> = levels
            .iter()
            .map(|&l| Spell::new("spell", l).unwrap())
            .collect();
        let Ok(mut sheet) = sheet.with_spells(&book) else {
            return Ok(());
        };
        reads_back(&sheet)?;
        for index in memorise {
            // A refusal leaves the sheet as it was.
            let _ = sheet.memorise(index);
        }
        reads_back(&sheet)?;
        // Skills, then gear equipped, then perhaps the skills taken away.
        let culture = sheet.native_culture().clone();
        let Ok(sheet) = sheet.with_fields(&skills, culture.clone(), &[], 0) else {
            return Ok(());
        };
        reads_back(&sheet)?;
        let gear: Vec<Gear> = equipped
            .into_iter()
            .map(|item| Gear { item, made_for: Size::Small, place: Place::Equipped })
            .collect();
        let Ok(mut sheet) = sheet.with_gear(Price::whole(0), &gear) else {
            return Ok(());
        };
        reads_back(&sheet)?;
        if stripped {
            if let Ok(bare) = sheet.clone().with_fields(&[], culture, &[], 0) {
                sheet = bare;
            }
            reads_back(&sheet)?;
        }
        // Imported again at an earlier level: fewer gains, the same XP.
        let kept = &gains[..fewer.min(gains.len())];
        let (survival, verve) = kept.iter().fold(
            (
                sheet.max_survival() - gains.iter().map(|g| g.survival).sum::<u32>(),
                sheet.max_verve() - gains.iter().map(|g| g.verve).sum::<u32>(),
            ),
            |(s, v), g| (s + g.survival, v + g.verve),
        );
        if let Ok(lower) = sheet.with_progress(xp, kept, Vitals::new(survival, verve).unwrap()) {
            reads_back(&lower)?;
        }
    }
}
