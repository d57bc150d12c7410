//! Every sheet play reaches reads back: blows, Fatigue, wounds taken,
//! escalated, healed and trained, sleep, hunger, meals, treatment and
//! catching breath, in any order with any dice.

use osr_check::block_dodge_parry::Ability;
use osr_combat::block_dodge_parry::{Harm, Route};
use osr_core::SuppliedFaces;
use osr_health::block_dodge_parry::{FatigueSource, Level, Meal, Rest, Stacking, Treatment, Wound};
use osr_sheet::block_dodge_parry::{Gear, Sheet};
use proptest::prelude::*;

const ABILITIES: [Ability; 3] = [Ability::Str, Ability::Dex, Ability::Wil];

/// One step of play, by number.
fn step(sheet: &mut Sheet, (what, a, b): (u8, usize, u32), faces: &[u32]) {
    let ability = ABILITIES[a % 3];
    let mut dice = SuppliedFaces::new(faces);
    // A step the rules refuse (no free slot, faces run out) changes nothing.
    let _ = match what {
        0 => sheet.gain_fatigue(FatigueSource::Fiction, b % 3).map(drop),
        1 => {
            let level = [Level::Light, Level::Severe, Level::Permanent][a % 3];
            let wound = Wound::new(["burn", "cut"][a % 2], level, None).unwrap();
            let stacking = if b % 2 == 0 {
                Stacking::Escalate
            } else {
                Stacking::NewSlot
            };
            sheet.take_wound(wound, stacking, ability).map(drop)
        }
        2 => sheet.train(a).map(drop),
        3 => sheet.heal_wound(a).map(drop),
        4 => {
            let route = if b % 2 == 0 {
                Route::Defensible
            } else {
                Route::Undefendable
            };
            let harm = Harm::new(b % 8, route, ability).unwrap();
            let harm = if a % 2 == 0 {
                harm.with_critical_save("sword wound").unwrap()
            } else {
                harm
            };
            sheet.land(&harm, &mut dice).map(drop)
        }
        5 => {
            let rest = [Rest::None, Rest::Perilous, Rest::Normal, Rest::Comfortable][a % 4];
            sheet.sleep(rest, Some(ability));
            Ok(())
        }
        6 => {
            sheet.go_hungry();
            Ok(())
        }
        7 => {
            let meal = [Meal::Desperate, Meal::Fresh, Meal::Simple, Meal::Fancy][a % 4];
            sheet.eat(meal, &mut dice).map(drop)
        }
        8 => {
            let treatment = [Treatment::Healer, Treatment::Spa, Treatment::Socialising][a % 3];
            sheet.treat(treatment, &mut dice).map(drop)
        }
        _ => sheet.catch_breath(&mut dice).map(drop),
    };
}

proptest! {
    #[test]
    fn every_sheet_play_reaches_reads_back(
        maxima in prop::array::uniform3(1_i32..=18),
        max_hp in 0_u32..=12,
        gear in 0_u32..=3,
        steps in prop::collection::vec((0_u8..10, 0_usize..6, 0_u32..20), 0..30),
        small in prop::collection::vec(1_u32..=4, 8),
        d20s in prop::collection::vec(1_u32..=20, 8),
    ) {
        let mut sheet = Sheet::new(maxima, max_hp).unwrap();
        if gear > 0 {
            sheet = sheet.with_gear(Gear::new("rope", gear).unwrap()).unwrap();
        }
        for s in steps {
            // Faces any die takes, or d20s for the saves.
            step(&mut sheet, s, if s.2 % 3 == 0 { &d20s } else { &small });
            let json = serde_json::to_string(&sheet).unwrap();
            let back: Sheet = serde_json::from_str(&json)
                .unwrap_or_else(|err| panic!("{err}: {json}"));
            prop_assert_eq!(&back, &sheet);
        }
    }
}
