//! The Murdham travel rules against the rulebook's numbers.

use num_rational::Ratio;
use osr_check::murdham::SaveOutcome;
use osr_core::StepDie;
use osr_encumbrance::bulk::Bulk;
use osr_travel::murdham::{
    Animal, Appeal, Area, Attitude, Boat, Diplomacy, Expedition, ExpeditionAction, ExpeditionEvent,
    Footing, LockTool, Manipulation, Mode, Path, Ploy, Quality, Training, WoodenDoor, aimed_search,
    areas_per_unit, balance, befriend_animal, cheat, climb, drive_cart, find_buyer, find_shelter,
    haggle, hear_rumour, leap, may_combine, open_lock, passive_notice, ride, search, sneak,
    sprint_zones, steal, swim, trade_accepted, trap_springs,
};
use osr_travel::{Entry, Error, RandomTable, Unit};

use crate::common::faces;

fn passed(outcome: &SaveOutcome) -> bool {
    outcome.passed()
}

#[test]
fn two_modes_of_play() {
    // rule: MU-travel.modes
    assert_eq!(Mode::Travel.unit(), Unit::Watch);
    assert_eq!(Mode::Site.unit(), Unit::Stretch);
    let mut company = Expedition::new(1).unwrap();
    assert_eq!(company.mode(), Mode::Travel);
    company.switch(Mode::Site).unwrap();
    assert_eq!(company.clock().unit(), Unit::Stretch);
    assert!(company.switch(Mode::Site).is_err());
    // A timer on the stretch clock runs out as the stretch ends.
    company
        .clock_mut()
        .start(osr_travel::TimerKind::Spell, "ward", 1)
        .unwrap();
    let events = company.act(0, ExpeditionAction::SearchZone).unwrap();
    assert!(
        matches!(&events[2], ExpeditionEvent::TimerExpired { label, at: 1 } if label == "ward")
    );
}

#[test]
fn every_player_acts_then_the_referee_checks() {
    // rule: MU-travel.turn-structure
    let mut company = Expedition::new(4).unwrap();
    for player in 0..3 {
        let events = company.act(player, ExpeditionAction::MoveRegions).unwrap();
        assert_eq!(events.len(), 1);
    }
    assert!(
        company.act(0, ExpeditionAction::Forage).is_err(),
        "one action each"
    );
    let events = company.act(3, ExpeditionAction::DailyRest).unwrap();
    assert_eq!(
        events[1],
        ExpeditionEvent::StepEnded {
            unit: Unit::Watch,
            now: 1
        }
    );
    assert!(company.act(4, ExpeditionAction::Forage).is_err());
}

#[test]
fn stretch_and_watch_actions() {
    // rule: MU-travel.actions
    for action in [
        ExpeditionAction::MoveSectors,
        ExpeditionAction::SearchZone,
        ExpeditionAction::Talk,
        ExpeditionAction::Fight,
    ] {
        assert_eq!(action.mode(), Mode::Site);
    }
    for action in [
        ExpeditionAction::MoveRegions,
        ExpeditionAction::SearchSector,
        ExpeditionAction::SearchRegion,
        ExpeditionAction::Forage,
        ExpeditionAction::DailyRest,
    ] {
        assert_eq!(action.mode(), Mode::Travel);
    }
    let mut company = Expedition::new(1).unwrap();
    assert!(matches!(
        company.act(0, ExpeditionAction::Fight),
        Err(Error::NotAllowed { .. })
    ));
}

#[test]
fn searching_finds_secrets() {
    // rule: MU-travel.secrets
    // rule: MU-travel.search
    assert_eq!(search(Area::Zone, 2), (Unit::Stretch, 2));
    assert_eq!(search(Area::Sector, 2), (Unit::Watch, 2));
    assert_eq!(search(Area::Region, 3), (Unit::Watch, 1));
    assert_eq!(search(Area::Region, 0), (Unit::Watch, 0));
}

#[test]
fn aimed_searches_find_the_spot() {
    // rule: MU-travel.aimed-search
    assert_eq!(
        aimed_search("under the rug", &["chimney", "under the rug"]),
        Some(1)
    );
    assert_eq!(aimed_search("bookcase", &["chimney"]), None);
}

#[test]
fn passive_notice_is_a_secret_group_save() {
    // rule: MU-travel.passive
    let roll = passive_notice(&[8, 11], false, &mut faces(&[9]))
        .unwrap()
        .unwrap();
    assert!(roll.anyone_passed());
    assert_eq!(roll.passing(), 1);
    let roll = passive_notice(&[8, 11], false, &mut faces(&[12]))
        .unwrap()
        .unwrap();
    assert!(!roll.anyone_passed());
    assert!(
        passive_notice(&[8, 11], true, &mut faces(&[]))
            .unwrap()
            .is_none()
    );
}

#[test]
fn noticed_traps_are_not_sprung() {
    // rule: MU-travel.trap
    assert!(!trap_springs(true));
    assert!(trap_springs(false));
}

#[test]
fn diplomacy_is_the_actors_wit_save() {
    // rule: MU-travel.diplomacy
    // rule: MU-travel.befriend
    // rule: MU-travel.inspire
    // rule: MU-travel.persuade
    for appeal in [
        Appeal::Befriend,
        Appeal::Inspire,
        Appeal::Persuade,
        Appeal::Encourage,
    ] {
        let attempt = Diplomacy::new(appeal, 11).unwrap();
        assert!(attempt.roll(&mut faces(&[11])).unwrap().passed());
        assert!(!attempt.roll(&mut faces(&[12])).unwrap().passed());
        // A big favour, generous incentives or solid evidence: no save.
        let compelling = attempt.quality(Quality::Compelling);
        assert!(compelling.roll(&mut faces(&[])).unwrap().passed());
    }
    assert_eq!(
        Diplomacy::befriended(Attitude::Unfriendly, true),
        Attitude::Neutral
    );
    assert_eq!(
        Diplomacy::befriended(Attitude::Unfriendly, false),
        Attitude::Unfriendly
    );
    assert_eq!(
        Diplomacy::befriended(Attitude::Hostile, true),
        Attitude::Unfriendly
    );
}

#[test]
fn encouragement_clears_fright() {
    // rule: MU-travel.encourage
    let encourage = Diplomacy::new(Appeal::Encourage, 9).unwrap();
    assert!(encourage.roll(&mut faces(&[4])).unwrap().passed());
    assert!(!encourage.roll(&mut faces(&[10])).unwrap().passed());
}

#[test]
fn manipulation_is_resisted_with_wit() {
    // rule: MU-travel.manip
    // rule: MU-travel.manip.distract
    // rule: MU-travel.manip.intimidate
    let distract = Manipulation::new(Ploy::Distract, 10).unwrap();
    assert!(distract.roll(&mut faces(&[14])).unwrap().worked);
    assert!(!distract.roll(&mut faces(&[10])).unwrap().worked);
    let intimidate = Manipulation::new(Ploy::Intimidate, 12).unwrap();
    assert!(intimidate.roll(&mut faces(&[15])).unwrap().worked);
    // Evident power and will, no chance to oppose: no save.
    let evident = intimidate.quality(Quality::Compelling);
    let outcome = evident.roll(&mut faces(&[])).unwrap();
    assert!(outcome.worked && outcome.target.is_none());
}

#[test]
fn taunts_need_two_saves() {
    // rule: MU-travel.manip.taunt
    let taunt = Manipulation::new(Ploy::Taunt, 10)
        .unwrap()
        .taunter(13)
        .unwrap();
    assert!(taunt.roll(&mut faces(&[9, 15])).unwrap().worked);
    assert!(!taunt.roll(&mut faces(&[9, 8])).unwrap().worked);
    let failed = taunt.roll(&mut faces(&[16])).unwrap();
    assert!(!failed.worked && failed.target.is_none());
    assert!(
        Manipulation::new(Ploy::Taunt, 10)
            .unwrap()
            .roll(&mut faces(&[1]))
            .is_err()
    );
}

#[test]
fn described_attempts_may_need_no_roll() {
    // rule: MU-travel.manip.describe
    let shouting = Manipulation::new(Ploy::Intimidate, 5)
        .unwrap()
        .quality(Quality::Ineffective);
    assert!(!shouting.roll(&mut faces(&[])).unwrap().worked);
    let grim = Manipulation::new(Ploy::Intimidate, 5)
        .unwrap()
        .quality(Quality::Save);
    assert!(grim.roll(&mut faces(&[6])).unwrap().worked);
    let nothing = Diplomacy::new(Appeal::Persuade, 20)
        .unwrap()
        .quality(Quality::Ineffective);
    assert!(!nothing.roll(&mut faces(&[])).unwrap().passed());
}

#[test]
fn dialogue_skills_enhance_the_save() {
    // rule: MU-travel.dialogue-skills
    let charm = Diplomacy::new(Appeal::Befriend, 10).unwrap().proficient();
    // Enhanced: 2d20, the lower counts.
    assert!(charm.roll(&mut faces(&[17, 6])).unwrap().passed());
    let plain = Diplomacy::new(Appeal::Befriend, 10).unwrap();
    assert!(!plain.roll(&mut faces(&[17])).unwrap().passed());
}

#[test]
fn stealing_small_things() {
    // rule: MU-travel.steal
    assert!(steal(13, true, &mut faces(&[13])).unwrap().passed());
    assert!(!steal(13, true, &mut faces(&[14])).unwrap().passed());
    let outcome = steal(20, false, &mut faces(&[])).unwrap();
    assert_eq!(outcome, SaveOutcome::Impossible);
}

#[test]
fn trade_at_equal_value() {
    // rule: MU-travel.trade.value
    assert!(trade_accepted(100, 100));
    assert!(trade_accepted(120, 100));
    assert!(!trade_accepted(99, 100));
}

#[test]
fn full_price_buyers_and_dealers_are_found_with_wit() {
    // rule: MU-travel.trade.full-price
    // rule: MU-travel.trade.illegal
    assert!(passed(&find_buyer(11, &mut faces(&[11])).unwrap()));
    assert!(!passed(&find_buyer(11, &mut faces(&[12])).unwrap()));
}

#[test]
fn bargain_enhances_haggling() {
    // rule: MU-travel.trade.haggle
    assert!(haggle(9, true, &mut faces(&[15, 3])).unwrap().passed());
    assert!(!haggle(9, false, &mut faces(&[15])).unwrap().passed());
}

#[test]
fn rumours_from_the_referees_table() {
    // rule: MU-travel.rumours
    let rumours = RandomTable::new(
        "town",
        1,
        6,
        vec![
            Entry::new(1, 3, "dragon-in-the-hills"),
            Entry::new(4, 6, "false-heir"),
        ],
    )
    .unwrap();
    assert_eq!(
        hear_rumour(&rumours, &mut faces(&[5])).unwrap().entry,
        "false-heir"
    );
}

#[test]
fn cheats_save_against_detection() {
    // rule: MU-travel.games.cheat
    assert!(cheat(12, &mut faces(&[12])).unwrap().passed());
    assert!(!cheat(12, &mut faces(&[13])).unwrap().passed());
}

#[test]
fn e1_sprint_speed() {
    // rule: MU-travel.move.sprint
    assert_eq!(sprint_zones(false, true).unwrap(), 2);
    assert_eq!(sprint_zones(true, true).unwrap(), 4);
    assert!(matches!(
        sprint_zones(true, false),
        Err(Error::NotAllowed { .. })
    ));
    assert_eq!(sprint_zones(false, false).unwrap(), 2);
}

#[test]
fn balance_sneak_climb_and_swim() {
    // rule: MU-travel.move.balance
    // rule: MU-travel.move.sneak
    // rule: MU-travel.move.climb
    // rule: MU-travel.move.swim
    assert!(
        !balance(10, Footing::Hard, &mut faces(&[11]))
            .unwrap()
            .passed()
    );
    assert_eq!(
        balance(20, Footing::Impossible, &mut faces(&[])).unwrap(),
        SaveOutcome::Impossible
    );
    assert_eq!(
        sneak(5, Footing::Easy, &mut faces(&[])).unwrap(),
        SaveOutcome::Trivial
    );
    assert!(
        sneak(12, Footing::Hard, &mut faces(&[12]))
            .unwrap()
            .passed()
    );
    assert_eq!(
        climb(8, Footing::Easy, &mut faces(&[])).unwrap(),
        SaveOutcome::Trivial
    );
    assert!(!climb(8, Footing::Hard, &mut faces(&[9])).unwrap().passed());
    // Calm water with bulk 1: no save; turbulent or bulk over 2: a save.
    assert_eq!(
        swim(8, false, Bulk::whole(1), &mut faces(&[])).unwrap(),
        SaveOutcome::Trivial
    );
    assert_eq!(
        swim(8, false, Bulk::whole(2), &mut faces(&[])).unwrap(),
        SaveOutcome::Trivial
    );
    assert!(
        swim(8, false, Bulk::hundredths(225), &mut faces(&[3]))
            .unwrap()
            .was_rolled()
    );
    assert!(
        !swim(8, true, Bulk::ZERO, &mut faces(&[9]))
            .unwrap()
            .passed()
    );
}

#[test]
fn e4_leap_distances() {
    // rule: MU-travel.move.leap
    assert_eq!(leap(18, true), Footing::Easy);
    assert_eq!(leap(20, true), Footing::Easy);
    assert_eq!(leap(35, true), Footing::Hard);
    assert_eq!(leap(40, true), Footing::Hard);
    assert_eq!(leap(41, true), Footing::Impossible);
    assert_eq!(leap(15, false), Footing::Hard);
    assert_eq!(leap(8, false), Footing::Easy);
    assert_eq!(leap(30, false), Footing::Impossible);
    assert_eq!(leap(50, true), Footing::Impossible);
}

#[test]
fn special_movements_combine_only_with_proficiency() {
    // rule: MU-travel.move.limits
    assert!(may_combine(false, true));
    assert!(!may_combine(false, false));
    assert_eq!(osr_travel::murdham::SPECIAL_MOVEMENT_STRETCHES, 1);
}

#[test]
fn e2_off_path_travel_speed() {
    // rule: MU-travel.navigate
    assert_eq!(areas_per_unit(Path::Clear, false), Ratio::from_integer(2));
    let off = |bushcraft, tools| Path::Off { bushcraft, tools };
    assert_eq!(areas_per_unit(off(false, false), false), Ratio::new(1, 2));
    assert_eq!(
        areas_per_unit(off(false, true), false),
        Ratio::from_integer(1)
    );
    assert_eq!(
        areas_per_unit(off(true, false), false),
        Ratio::from_integer(1)
    );
    assert_eq!(
        areas_per_unit(off(true, true), false),
        Ratio::from_integer(2)
    );
}

#[test]
fn severe_weather_halves_speed() {
    // rule: MU-travel.weather.speed
    assert_eq!(areas_per_unit(Path::Clear, true), Ratio::from_integer(1));
    let one_aid = Path::Off {
        bushcraft: true,
        tools: false,
    };
    assert_eq!(areas_per_unit(one_aid, true), Ratio::new(1, 2));
    let lost = Path::Off {
        bushcraft: false,
        tools: false,
    };
    assert_eq!(areas_per_unit(lost, true), Ratio::new(1, 4));
}

#[test]
fn shelter_in_bad_weather() {
    // rule: MU-travel.weather.camp
    assert!(!find_shelter(10, &mut faces(&[11])).unwrap().passed());
    assert!(find_shelter(10, &mut faces(&[10])).unwrap().passed());
}

#[test]
fn locks_and_doors() {
    // rule: MU-travel.locks
    assert!(
        open_lock(LockTool::Lockpicks, 12, 5, &mut faces(&[12]))
            .unwrap()
            .passed()
    );
    assert!(
        !open_lock(LockTool::Crowbar, 12, 5, &mut faces(&[12]))
            .unwrap()
            .passed()
    );
    assert!(
        open_lock(LockTool::Bash, 3, 15, &mut faces(&[14]))
            .unwrap()
            .passed()
    );
    let mut door = WoodenDoor::new();
    assert_eq!((WoodenDoor::HEALTH, WoodenDoor::ARMOUR), (8, 1));
    assert_eq!(door.hit(1), 0);
    assert_eq!(door.hit(4), 3);
    assert_eq!(door.health(), 5);
    door.hit(12);
    assert!(door.broken());
    assert_eq!(
        WoodenDoor::damage(StepDie::D8, false).edge().disadvantage,
        1
    );
    assert_eq!(WoodenDoor::damage(StepDie::D8, true).edge().disadvantage, 0);
}

#[test]
fn training_animals() {
    // rule: MU-travel.animals.train
    let mut dog = Animal::domestic();
    assert!(
        dog.train(Training::Hunt, 12, false, &mut faces(&[5]))
            .unwrap()
            .learnt
    );
    let failed = dog
        .train(Training::Track, 12, false, &mut faces(&[15]))
        .unwrap();
    assert!(failed.trainer_hurt && !failed.learnt);
    assert!(
        dog.train(Training::Track, 12, false, &mut faces(&[9]))
            .unwrap()
            .learnt
    );
    assert!(matches!(
        dog.train(Training::Tricks, 12, false, &mut faces(&[1])),
        Err(Error::NotAllowed { .. })
    ));
    assert_eq!(dog.trainings(), [Training::Hunt, Training::Track]);
}

#[test]
fn the_training_table() {
    // rule: MU-travel.animals.forms
    assert_eq!(Training::ALL.len(), 6);
    assert_eq!(Training::lookup("mount").unwrap(), Training::Mount);
    assert_eq!(Training::Hunt.foraging_rations(), 1);
    assert_eq!(Training::Fight.foraging_rations(), 0);
    assert!(matches!(
        Training::lookup("juggle"),
        Err(Error::UnknownId { .. })
    ));
}

#[test]
fn wild_animals_are_tamed_first() {
    // rule: MU-travel.animals.wild
    let mut wolf = Animal::wild();
    assert!(
        wolf.train(Training::Fight, 12, false, &mut faces(&[1]))
            .is_err()
    );
    let session = wolf
        .train(Training::Fight, 12, true, &mut faces(&[3]))
        .unwrap();
    assert!(session.learnt && wolf.tamed() && wolf.trainings().is_empty());
    wolf.train(Training::Fight, 12, true, &mut faces(&[3]))
        .unwrap();
    assert_eq!(wolf.trainings(), [Training::Fight]);
}

#[test]
fn befriending_animals() {
    // rule: MU-travel.animals.befriend
    assert!(
        befriend_animal(11, false, false, false, &mut faces(&[11]))
            .unwrap()
            .passed()
    );
    assert!(befriend_animal(11, true, false, false, &mut faces(&[1])).is_err());
    assert!(befriend_animal(11, false, false, true, &mut faces(&[1])).is_err());
    assert!(
        befriend_animal(11, true, true, false, &mut faces(&[1]))
            .unwrap()
            .passed()
    );
}

#[test]
fn riders_fall_for_d4() {
    // rule: MU-travel.mounts
    let fall = ride(10, &mut faces(&[14, 3])).unwrap();
    assert_eq!(fall.damage.len(), 1);
    assert_eq!(fall.damage[0].total(), 3);
    assert_eq!(fall.faces(), [14, 3]);
    assert!(ride(10, &mut faces(&[10])).unwrap().damage.is_empty());
}

#[test]
fn carts_overturn_on_everyone() {
    // rule: MU-travel.carts
    let crash = drive_cart(9, 3, &mut faces(&[12, 1, 2, 3])).unwrap();
    let totals: Vec<u32> = crash.damage.iter().map(|d| d.total()).collect();
    assert_eq!(totals, [1, 2, 3]);
    assert!(
        drive_cart(9, 3, &mut faces(&[9]))
            .unwrap()
            .damage
            .is_empty()
    );
}

#[test]
fn boats_speed_and_danger() {
    // rule: MU-travel.boats
    let barge = Boat::new(6, true).unwrap();
    assert_eq!(barge.speed(6, true).unwrap(), Ratio::from_integer(4));
    assert_eq!(barge.speed(6, false).unwrap(), Ratio::from_integer(2));
    assert_eq!(barge.speed(3, true).unwrap(), Ratio::from_integer(2));
    assert!(barge.speed(7, true).is_err());
    assert!(barge.danger(true, false, 12, 2, &mut faces(&[1])).is_err());
    let capsized = barge
        .danger(false, false, 12, 2, &mut faces(&[13, 3, 2]))
        .unwrap();
    assert_eq!(capsized.damage.len(), 2);
    let rowboat = Boat::new(2, false).unwrap();
    assert!(rowboat.danger(true, true, 12, 1, &mut faces(&[1])).is_err());
}
