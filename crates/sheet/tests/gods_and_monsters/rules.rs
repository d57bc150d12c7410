//! Every sheet rule with the rulebook's numbers, beyond Toromeen: other
//! archetypes, other scores, the contributor table.

use osr_core::SuppliedFaces;
use osr_sheet::Error;
use osr_sheet::gods_and_monsters::{
    Abilities, Ability, Archetype, Armor, Choices, Creation, Field, Gear, GearPurchase, Item,
    Place, Price, Reaction, Referee, Sheet, Size, Species, Weapon,
};

use super::TOROMEEN_FACES;

fn dwarf(archetype: Archetype, scores: [i32; 6]) -> Sheet {
    let [c, i, w, e, a, s] = scores;
    Sheet::new(
        archetype,
        Species::dwarf(),
        Abilities::new(c, i, w, e, a, s).unwrap(),
        Referee::toromeen(),
    )
    .unwrap()
}

// rule: GM-core.contributor
#[test]
fn contributors_follow_the_agreed_table() {
    for (score, major, minor) in [
        (18, 4, 2),
        (16, 3, 1),
        (15, 2, 1),
        (14, 2, 1),
        (13, 1, 0),
        (12, 1, 0),
        (10, 0, 0),
        (9, -1, 0),
        (8, -1, 0),
        (3, -4, -2),
    ] {
        let sheet = dwarf(Archetype::Warrior, [score, 10, 10, 10, 10, 10]);
        assert_eq!(
            (
                sheet.major(Ability::Charisma),
                sheet.minor(Ability::Charisma)
            ),
            (major, minor),
            "score {score}"
        );
    }
}

// rule: GM-core.archetype-list
// rule: GM-sheet.archetypes
#[test]
fn five_archetypes_and_what_each_reads() {
    let table = [
        (
            Archetype::Warrior,
            Ability::Strength,
            Reaction::Fortitude,
            Ability::Intelligence,
            [1, 2, 3, 6],
        ),
        (
            Archetype::Thief,
            Ability::Agility,
            Reaction::Evasion,
            Ability::Wisdom,
            [0, 1, 1, 3],
        ),
        (
            Archetype::Sorceror,
            Ability::Intelligence,
            Reaction::Reason,
            Ability::Charisma,
            [0, 0, 1, 2],
        ),
        (
            Archetype::Prophet,
            Ability::Wisdom,
            Reaction::Willpower,
            Ability::Strength,
            [0, 1, 1, 3],
        ),
        (
            Archetype::Monk,
            Ability::Charisma,
            Reaction::Perception,
            Ability::Endurance,
            [0, 1, 1, 3],
        ),
    ];
    assert_eq!(Archetype::ALL.len(), 5);
    for (archetype, ability, reaction, verve, fighting_art) in table {
        assert_eq!(archetype.ability(), ability);
        assert_eq!(archetype.reaction(), reaction);
        assert_eq!(archetype.verve_contributor(), verve);
        // Fighting Art at levels 1, 2, 3, 6.
        assert_eq!(
            [1, 2, 3, 6].map(|l| archetype.fighting_art_bonus(l)),
            fighting_art
        );
        let sheet = dwarf(archetype, [8, 12, 15, 15, 10, 18]);
        assert_eq!(sheet.fighting_art(), fighting_art[0]);
    }
}

// rule: GM-core.archetypal
#[test]
fn archetypal_rolls_and_losses() {
    let warrior = dwarf(Archetype::Warrior, [8, 12, 15, 15, 10, 18]);
    assert!(warrior.is_archetypal_reaction(Reaction::Fortitude));
    assert!(!warrior.is_archetypal_reaction(Reaction::Perception));
    assert!(warrior.is_archetypal_ability(Ability::Strength));
    // A warrior hit in combat: archetypal, off verve first.
    assert!(warrior.combat_losses_archetypal());
    let combatant = warrior.combatant(1, osr_combat::Side::Party).unwrap();
    assert!(combatant.archetypal_losses());
    // A monk's losses in combat are not archetypal by themselves; a roll
    // against perception is.
    let monk = dwarf(Archetype::Monk, [8, 12, 15, 15, 10, 18]);
    assert!(!monk.combat_losses_archetypal());
    assert!(monk.is_archetypal_reaction(Reaction::Perception));
    assert!(
        !monk
            .combatant(2, osr_combat::Side::Party)
            .unwrap()
            .archetypal_losses()
    );
}

// rule: GM-sheet.mojo.initial
// rule: GM-sheet.survival.initial
// rule: GM-sheet.verve.initial
#[test]
fn first_level_pools_of_other_archetypes() {
    // A sorceror with intelligence 16 (major +3, minor +1), charisma 8
    // (minor 0), endurance 12 (major +1): mojo 15, survival 6, verve 6.
    let sorceror = dwarf(Archetype::Sorceror, [8, 16, 10, 12, 10, 10]);
    assert_eq!(sorceror.mojo(), 15);
    assert_eq!((sorceror.max_survival(), sorceror.max_verve()), (6, 6));
    // A thief with agility 3 (major -4, minor -2), wisdom 18 (minor +2),
    // endurance 3 (major -4): mojo 8, survival 1, verve 5.
    let thief = dwarf(Archetype::Thief, [10, 10, 18, 3, 3, 10]);
    assert_eq!(thief.mojo(), 8);
    assert_eq!((thief.max_survival(), thief.max_verve()), (1, 5));
}

// rule: GM-sheet.reactions
#[test]
fn reactions_of_a_first_level_thief() {
    // Cha 14 (+2/+1), Int 9 (-1/0), Wis 16 (+3/+1), End 10, Agi 18
    // (+4/+2), Str 8 (-1/0); a dwarf's health +2; evasion +1 (archetypal).
    let thief = dwarf(Archetype::Thief, [14, 9, 16, 10, 18, 8]);
    assert_eq!(thief.reaction(Reaction::Health), 6, "4 + 0 + 0 + dwarf 2");
    assert_eq!(thief.reaction(Reaction::Fortitude), 3);
    assert_eq!(thief.reaction(Reaction::Willpower), 4 + 3 + 1);
    assert_eq!(thief.reaction(Reaction::Evasion), 9, "4 + 4 + 0 + 1");
    assert_eq!(thief.reaction(Reaction::Reason), 4 - 1 + 1);
    assert_eq!(thief.reaction(Reaction::Perception), 4 + 2 + 2);
}

// rule: GM-sheet.magic-resistance.dwarf
#[test]
fn the_bonus_against_magic_adds_to_every_reaction() {
    let sheet = dwarf(Archetype::Warrior, [8, 12, 15, 15, 10, 18]);
    for reaction in Reaction::ALL {
        assert_eq!(
            sheet.reaction_against_magic(reaction),
            sheet.reaction(reaction) + 4
        );
    }
}

// rule: GM-sheet.movement
// rule: GM-sheet.max-item-bulk
#[test]
fn movement_and_heaviest_item_follow_strength() {
    // Strength 18: 8 + 2; strength 14: 8 + 1; strength 3: 8 - 2.
    for (strength, movement) in [(18, 10), (14, 9), (3, 6)] {
        let sheet = dwarf(Archetype::Warrior, [10, 10, 10, 10, 10, strength]);
        assert_eq!(sheet.movement(), movement);
        assert_eq!(
            sheet.max_item_bulk(),
            osr_encumbrance::bulk::Bulk::whole(u32::try_from(strength).unwrap())
        );
    }
    // Strength 17 cannot carry the bulk-18 battleaxe at all.
    let mut weak = dwarf(Archetype::Warrior, [10, 10, 10, 10, 10, 17]);
    weak.trade_mojo(1).unwrap();
    let err = weak.buy(Item::Weapon(Weapon::Battleaxe)).unwrap_err();
    assert!(matches!(err, Error::Encumbrance(_)), "{err:?}");
    assert_eq!(weak.coins().to_string(), "30");
}

// rule: GM-sheet.carry
#[test]
fn carry_counts_entries_against_the_referees_number() {
    let mut sheet = dwarf(Archetype::Warrior, [8, 12, 15, 15, 10, 18]);
    sheet.trade_mojo(10).unwrap();
    for _ in 0..13 {
        sheet.buy(Item::Weapon(Weapon::Dagger)).unwrap();
    }
    let list = sheet.carry_list().unwrap();
    assert_eq!((list.entries(), list.carry()), (13, 13));
    assert_eq!(
        osr_encumbrance::LoadModel::state(&list),
        osr_encumbrance::bulk::gods_and_monsters::State::WithinCarry
    );
    sheet.buy(Item::Weapon(Weapon::Dagger)).unwrap();
    assert_eq!(
        osr_encumbrance::LoadModel::state(&sheet.carry_list().unwrap()),
        osr_encumbrance::bulk::gods_and_monsters::State::OverCarry
    );
    // Stored at home, out of the list.
    sheet.move_gear(0, Place::Stored).unwrap();
    assert_eq!(sheet.carry_list().unwrap().entries(), 13);
}

// rule: GM-sheet.defense
#[test]
fn defense_adds_agility_share_armour_shield() {
    // Chain mail 5 + agility 0 = 5 (the yeti fight's Toromeen at level 2).
    let mut sheet = dwarf(Archetype::Warrior, [8, 12, 15, 15, 10, 18]);
    sheet.trade_mojo(3).unwrap();
    sheet
        .buy_for(GearPurchase {
            item: Item::Armor(Armor::ChainMail),
            made_for: Size::Small,
            place: Place::Equipped,
        })
        .unwrap();
    assert_eq!(sheet.defense(), 5);
    // Sam (as a warrior): leather 2 + shield 1 + agility's share 1 = 4.
    let sam = Sheet::new(
        Archetype::Warrior,
        Species::dwarf(),
        Abilities::new(10, 10, 10, 10, 12, 12).unwrap(),
        Referee {
            agility_defense: 1,
            ..Referee::toromeen()
        },
    )
    .unwrap();
    let mut sam = sam;
    sam.trade_mojo(1).unwrap();
    for armor in [Armor::Leather, Armor::Shield] {
        sam.buy_for(GearPurchase {
            item: Item::Armor(armor),
            made_for: Size::Small,
            place: Place::Equipped,
        })
        .unwrap();
    }
    assert_eq!(sam.defense(), 4);
    // Carried, not worn: no defense (and bulk 6 × 2 = 12, within strength
    // 12).
    sam.move_gear(1, Place::Carried).unwrap();
    assert_eq!(sam.defense(), 3);
    // Leather worn 5, the shield carried 6 × 2.
    assert_eq!(
        sam.carry_list().unwrap().total_bulk(),
        osr_encumbrance::bulk::Bulk::whole(5 + 12)
    );
}

// rule: GM-sheet.attack.close
// rule: GM-sheet.attack.thrown
// rule: GM-sheet.attack.propelled
#[test]
fn attacks_from_strength_and_the_referees_numbers() {
    // Strength 15: close +1 / +2 damage, thrown damage +1, relief 1.
    let sheet = Sheet::new(
        Archetype::Warrior,
        Species::dwarf(),
        Abilities::new(10, 10, 10, 10, 14, 15).unwrap(),
        Referee {
            thrown_attack: 1,
            propelled_attack: 2,
            ..Referee::toromeen()
        },
    )
    .unwrap();
    let a = sheet.attacks();
    assert_eq!((a.close_attack, a.close_damage), (1, 2));
    assert_eq!(
        (a.thrown_attack, a.thrown_damage, a.thrown_range_relief),
        (1, 1, 1)
    );
    assert_eq!(a.propelled_attack, 2);
    // Strength 3: a negative minor relieves no range penalty.
    let weak = dwarf(Archetype::Warrior, [10, 10, 10, 10, 10, 3]).attacks();
    assert_eq!(
        (
            weak.close_attack,
            weak.close_damage,
            weak.thrown_range_relief
        ),
        (-2, -4, 0)
    );
}

// rule: GM-sheet.age
// rule: GM-sheet.height
// rule: GM-sheet.weight
#[test]
fn body_from_the_dice_and_contributors() {
    // A dwarf with the lowest dice: 120 + 8 = 128 years; endurance 10 and
    // strength 10: 41 + 2 = 43 inches, 80 + 10 × 2 = 100 pounds.
    let mut faces = vec![1; 24];
    faces.extend([1; 10]);
    let mut choices = Choices::toromeen();
    choices.purchases.clear();
    choices.mojo_for_coins = 0;
    let created = Creation::roll(&choices, &mut SuppliedFaces::new(&faces)).unwrap();
    let sheet = created.sheet();
    // All rolls 3: the dwarf's charisma 2, endurance 4.
    assert_eq!(sheet.abilities().get(Ability::Endurance), 4);
    assert_eq!(sheet.age(), 128);
    // 41 + 2 + minor(4) = -1 + major(3) = -4.
    assert_eq!(sheet.height(), 41 + 2 - 1 - 4);
    // 80 + 10 × (2 + major(4) = -3 + minor(3) = -2).
    assert_eq!(sheet.weight(), 80 + 10 * (2 - 3 - 2));
}

// rule: GM-sheet.starting-money
#[test]
fn starting_coins_are_the_archetypal_score() {
    for (archetype, coins) in [
        (Archetype::Warrior, "18"),
        (Archetype::Thief, "10"),
        (Archetype::Sorceror, "12"),
        (Archetype::Prophet, "15"),
        (Archetype::Monk, "8"),
    ] {
        let mut choices = Choices::toromeen();
        choices.archetype = archetype;
        choices.purchases.clear();
        choices.mojo_for_coins = 0;
        choices.extra_skills.clear();
        let created = Creation::roll(&choices, &mut SuppliedFaces::new(&TOROMEEN_FACES)).unwrap();
        assert_eq!(created.sheet().coins().to_string(), coins, "{archetype:?}");
    }
}

// rule: GM-sheet.starting-purchases
// rule: GM-sheet.mojo-for-coins
#[test]
fn purchases_need_the_coins_and_mojo_trades_for_thirty() {
    // 18 coins do not pay for the 27 of Toromeen's gear: after the
    // battleaxe (7), 11 are left for the banded leather (15).
    let mut choices = Choices::toromeen();
    choices.mojo_for_coins = 0;
    let err = Creation::roll(&choices, &mut SuppliedFaces::new(&TOROMEEN_FACES)).unwrap_err();
    assert_eq!(
        err,
        Error::NotEnoughCoins {
            item: "Banded Leather",
            cost: 15,
            coins: 11
        }
    );
    // Two mojo: 18 + 60 - 27 = 51 coins, 14 mojo.
    choices.mojo_for_coins = 2;
    let sheet = Creation::roll(&choices, &mut SuppliedFaces::new(&TOROMEEN_FACES))
        .unwrap()
        .into_sheet();
    assert_eq!((sheet.coins().to_string(), sheet.mojo()), ("51".into(), 14));
    // More mojo than there is: refused, sheet unchanged.
    let mut sheet = sheet;
    let before = sheet.clone();
    assert_eq!(
        sheet.trade_mojo(15).unwrap_err(),
        Error::NotEnoughMojo { need: 15, have: 14 }
    );
    assert_eq!(sheet, before);
}

// rule: GM-sheet.size
#[test]
fn gear_is_sized_for_its_maker() {
    let mut sheet = dwarf(Archetype::Warrior, [8, 12, 15, 15, 10, 18]);
    sheet.trade_mojo(3).unwrap();
    // A medium long sword in a small culture costs 20 × 2 = 40; its
    // damage stays d8 and range 3; fought with at -1.
    assert_eq!(
        sheet
            .price(Item::Weapon(Weapon::LongSword), Size::Medium)
            .unwrap()
            .to_string(),
        "40"
    );
    sheet
        .buy_for(GearPurchase {
            item: Item::Weapon(Weapon::LongSword),
            made_for: Size::Medium,
            place: Place::Equipped,
        })
        .unwrap();
    let (damage, range) = sheet.weapon().unwrap();
    assert_eq!((damage.to_string(), range), ("d8".into(), Some(3)));
    let combatant = sheet.combatant(1, osr_combat::Side::Party).unwrap();
    assert_eq!(combatant.attack_bonus(), 2 - 1);
    // Bulk 8 made for medium is 16 for a small carrier.
    assert_eq!(
        sheet.carry_list().unwrap().total_bulk(),
        osr_encumbrance::bulk::Bulk::whole(16)
    );
}

// rule: GM-sheet.initial-fields
// rule: GM-sheet.native-culture
#[test]
fn fields_as_chosen_and_the_native_culture_at_two() {
    let mut choices = Choices::toromeen();
    // Whatever bonus is asked, the native culture starts at +2.
    choices.native_culture = Field::new("Dwarven Culture", 5, &["Dwarven Language"]).unwrap();
    choices.fields = vec![Field::new("History", 1, &["Dwarven history"]).unwrap()];
    let sheet = Creation::roll(&choices, &mut SuppliedFaces::new(&TOROMEEN_FACES))
        .unwrap()
        .into_sheet();
    assert_eq!(sheet.native_culture().bonus(), 2);
    assert_eq!(
        sheet.native_culture().skills(),
        ["Dwarven Language", "Spelunking"]
    );
    assert_eq!(sheet.fields().len(), 1);
    assert_eq!(sheet.fields()[0].skills().len(), 1);
}

// rule: GM-sheet.fighting-art.initial
#[test]
fn only_warriors_start_with_fighting_art() {
    let mut choices = Choices::toromeen();
    choices.archetype = Archetype::Prophet;
    choices.extra_skills.clear();
    choices.purchases.clear();
    let sheet = Creation::roll(&choices, &mut SuppliedFaces::new(&TOROMEEN_FACES))
        .unwrap()
        .into_sheet();
    assert_eq!(sheet.fighting_art(), 0);
    assert!(sheet.fighting_art_skills().is_empty());
}

// rule: GM-sheet.abilities.assign
#[test]
fn each_ability_takes_one_roll() {
    let mut choices = Choices::toromeen();
    choices.assignment[0] = Ability::Strength;
    let err = Creation::roll(&choices, &mut SuppliedFaces::new(&TOROMEEN_FACES)).unwrap_err();
    assert_eq!(err.kind(), "invalid_choice");
    // Another placement of the same rolls: 18 to charisma, 9 to strength.
    let mut choices = Choices::toromeen();
    choices.assignment[3] = Ability::Strength;
    choices.assignment[4] = Ability::Charisma;
    choices.purchases.clear();
    let sheet = Creation::roll(&choices, &mut SuppliedFaces::new(&TOROMEEN_FACES))
        .unwrap()
        .into_sheet();
    assert_eq!(sheet.abilities().get(Ability::Charisma), 17);
    assert_eq!(sheet.abilities().get(Ability::Strength), 9);
}

/// A 3rd-level dwarf warrior, every ability 10 (3,000 XP: armour from
/// level 3 such as the small shield is open to it).
fn third_level_warrior() -> Sheet {
    let warrior = dwarf(Archetype::Warrior, [10, 10, 10, 10, 10, 10]);
    let (gains, vitals) = super::rolled_progress(&warrior, 3);
    warrior.with_progress(3000, &gains, vitals).unwrap()
}

/// Armour pieces made for a small creature, each at `place`.
fn armour<const N: usize>(pieces: [Armor; N], place: Place) -> [Gear; N] {
    pieces.map(|a| Gear {
        item: Item::Armor(a),
        made_for: Size::Small,
        place,
    })
}

// rule: GM-eq.armor.small-shield
#[test]
fn a_small_shield_counts_against_one_opponent() {
    // A 3rd-level warrior (small shields from level 3) with banded leather
    // 3 and a small shield 1: 4 against the chosen opponent, 3 otherwise.
    let gear = armour([Armor::BandedLeather, Armor::SmallShield], Place::Equipped);
    let sheet = third_level_warrior()
        .with_gear(Price::whole(0), &gear)
        .unwrap();
    assert_eq!(
        (sheet.defense_against(true), sheet.defense_against(false)),
        (4, 3)
    );
    assert_eq!(sheet.defense(), 4);
    // At level 1 a warrior may not use it.
    let err = dwarf(Archetype::Warrior, [10, 10, 10, 10, 10, 10])
        .with_gear(Price::whole(0), &gear)
        .unwrap_err();
    assert_eq!(err.kind(), "invalid_choice");
}

// rule: GM-eq.armor.helmet
#[test]
fn a_full_helmet_takes_one_off_perception_and_attack_rolls() {
    let bare = third_level_warrior();
    let gear = armour([Armor::BandedLeather, Armor::FullHelmet], Place::Equipped);
    let helmeted = bare.clone().with_gear(Price::whole(0), &gear).unwrap();
    // Defense 3 + 1; perception and every attack 1 lower.
    assert_eq!(helmeted.defense(), 4);
    assert_eq!(
        helmeted.reaction(Reaction::Perception),
        bare.reaction(Reaction::Perception) - 1
    );
    let (a, b) = (helmeted.attacks(), bare.attacks());
    assert_eq!(
        (a.close_attack, a.thrown_attack, a.propelled_attack),
        (
            b.close_attack - 1,
            b.thrown_attack - 1,
            b.propelled_attack - 1
        )
    );
    // The other reactions are untouched.
    assert_eq!(
        helmeted.reaction(Reaction::Evasion),
        bare.reaction(Reaction::Evasion)
    );
    // In a fight: the combatant's attack and perception carry it.
    let (h, c) = (
        helmeted.combatant(1, osr_combat::Side::Party).unwrap(),
        bare.combatant(1, osr_combat::Side::Party).unwrap(),
    );
    assert_eq!(h.attack_bonus(), c.attack_bonus() - 1);
    // A helmet carried, not worn, takes nothing off.
    let carried = armour([Armor::FullHelmet], Place::Carried);
    let packed = bare.clone().with_gear(Price::whole(0), &carried).unwrap();
    assert_eq!(packed.sight_penalty(), 0);
}

// rule: GM-eq.armor.helmet
#[test]
fn a_full_helmet_costs_a_tenth_of_the_other_armour_and_at_least_ten() {
    let helmet = Item::Armor(Armor::FullHelmet);
    // Leather (8 sc): a tenth is 0.8, so 10 sc; bought and worn.
    let leathered = third_level_warrior()
        .with_gear(Price::whole(30), &armour([Armor::Leather], Place::Equipped))
        .unwrap();
    assert_eq!(
        leathered.price(helmet, Size::Small).unwrap(),
        Price::whole(10)
    );
    let mut buyer = leathered.clone();
    let purchase = GearPurchase {
        item: helmet,
        made_for: Size::Small,
        place: Place::Equipped,
    };
    buyer.buy_for(purchase).unwrap();
    assert_eq!(buyer.coins(), Price::whole(20));
    assert_eq!(buyer.sight_penalty(), 1);
    // Plate mail made for a tiny creature costs this small one 600 sc: 60.
    let plate = Gear {
        item: Item::Armor(Armor::PlateMail),
        made_for: Size::Tiny,
        place: Place::Equipped,
    };
    let strong = dwarf(Archetype::Warrior, [10, 10, 10, 10, 10, 18]);
    let (gains, vitals) = super::rolled_progress(&strong, 3);
    let plated = strong
        .with_progress(3000, &gains, vitals)
        .unwrap()
        .with_gear(Price::whole(0), &[plate])
        .unwrap();
    assert_eq!(plated.price(helmet, Size::Small).unwrap(), Price::whole(60));
    // Made for a medium creature, twice that.
    assert_eq!(
        plated.price(helmet, Size::Medium).unwrap(),
        Price::whole(120)
    );
}

#[test]
fn gear_equipped_only_where_the_archetype_may_use_it() {
    let mut thief = dwarf(Archetype::Thief, [10, 10, 10, 10, 10, 18]);
    thief.trade_mojo(2).unwrap();
    assert!(!thief.may_use(Item::Weapon(Weapon::Battleaxe)));
    let before = thief.clone();
    let err = thief
        .buy_for(GearPurchase {
            item: Item::Weapon(Weapon::Battleaxe),
            made_for: Size::Small,
            place: Place::Equipped,
        })
        .unwrap_err();
    assert_eq!(err.kind(), "invalid_choice");
    assert_eq!(thief, before);
    // Carried is fine.
    thief.buy(Item::Weapon(Weapon::Battleaxe)).unwrap();
    assert_eq!(
        thief.move_gear(0, Place::Equipped).unwrap_err().kind(),
        "invalid_choice"
    );
    assert_eq!(thief.gear()[0].place, Place::Carried);
}

// rule: GM-core.contributor
#[test]
fn a_referees_contributor_table_replaces_the_agreed_one() {
    use osr_sheet::gods_and_monsters::ContributorTable;
    // The seed's bow bands read strength 14 as a major +1 and 16 as +2.
    let seed = ContributorTable::seed();
    let mut major = seed.majors();
    major[13] = 1;
    major[15] = 2;
    let table = ContributorTable::new(major, seed.minors()).unwrap();
    let sheet = dwarf(Archetype::Warrior, [10, 10, 10, 16, 10, 14])
        .with_contributors(table)
        .unwrap();
    assert_eq!(sheet.major(Ability::Strength), 1);
    // Mojo 12 + 1; survival 5 + 2 (endurance 16 as +2 here, +3 agreed).
    assert_eq!((sheet.mojo(), sheet.max_survival()), (13, 7));
    assert_eq!(sheet.vitals().survival(), 7);
    let agreed = dwarf(Archetype::Warrior, [10, 10, 10, 16, 10, 14]);
    assert_eq!((agreed.mojo(), agreed.max_survival()), (14, 8));
}
