//! The rulebook's worked example WE-1: Tony creates Toromeen, a dwarven
//! warrior, from his dice and choices through the final sheet and its JSON.

use osr_encumbrance::bulk::Bulk;
use osr_encumbrance::bulk::gods_and_monsters::State;
use osr_sheet::gods_and_monsters::{
    Ability, Archetype, Armor, Item, Place, Price, Reaction, Size, Weapon,
};

use super::{TOROMEEN_FACES, toromeen};

// rule: GM-sheet.abilities.assign
// rule: GM-core.abilities
#[test]
fn we1_abilities_rolled_placed_and_adjusted_as_a_dwarf() {
    let created = toromeen();
    let lines: Vec<String> = created.events().iter().map(ToString::to_string).collect();
    // Rolls 14, 10, 15, 9, 18, 12 to endurance, agility, wisdom, charisma,
    // strength, intelligence: Cha 9, Int 12, Wis 15, End 14, Agi 10, Str 18.
    assert_eq!(
        lines[..6],
        [
            "END 4d6k3 = [2, 5, 3, 6] = 14",
            "AGI 4d6k3 = [1, 1, 4, 5] = 10",
            "WIS 4d6k3 = [6, 5, 2, 4] = 15",
            "CHA 4d6k3 = [2, 1, 5, 2] = 9",
            "STR 4d6k3 = [6, 3, 6, 6] = 18",
            "INT 4d6k3 = [4, 5, 3, 3] = 12",
        ]
    );
    // The dwarf: charisma -1 (9 -> 8), endurance +1 (14 -> 15).
    assert_eq!(lines[6], "CHA -1 by species = 8");
    assert_eq!(lines[7], "END +1 by species = 15");
    let a = created.sheet().abilities();
    assert_eq!(
        [
            a.get(Ability::Charisma),
            a.get(Ability::Intelligence),
            a.get(Ability::Wisdom),
            a.get(Ability::Endurance),
            a.get(Ability::Agility),
            a.get(Ability::Strength),
        ],
        [8, 12, 15, 15, 10, 18]
    );
}

// rule: GM-sheet.archetypes
// rule: GM-sheet.specialty.species
// rule: GM-sheet.moral-code
// rule: GM-sheet.motivation
#[test]
fn we1_a_dwarven_warrior_of_chaotic_good() {
    let created = toromeen();
    let sheet = created.sheet();
    assert_eq!(sheet.archetype(), Archetype::Warrior);
    assert_eq!(sheet.archetype().ability(), Ability::Strength);
    assert_eq!(sheet.archetype().reaction(), Reaction::Fortitude);
    assert_eq!(sheet.species().name, "dwarf");
    assert_eq!(sheet.size(), Size::Small);
    assert_eq!(sheet.moral_code(), "Chaotic Good");
    // The motivation as rewritten after the backstory (the first draft
    // was the architect's belief in the gods' plan).
    assert_eq!(
        sheet.motivation().text,
        "I will explore the ruins because I want someday to see the ancient battlefield, Fomhor Achadh."
    );
    // Reaching Fomhor Achadh: retire Toromeen or write a new motivation.
    assert!(!sheet.motivation().fulfilled);
    let reached = sheet
        .clone()
        .with_story("Chaotic Good", &sheet.motivation().text, true)
        .unwrap();
    assert!(reached.motivation().fulfilled);
}

// rule: GM-sheet.mojo.initial
// rule: GM-sheet.survival.initial
// rule: GM-sheet.verve.initial
// rule: GM-sheet.mojo-for-coins
#[test]
fn we1_mojo_survival_verve() {
    let sheet = toromeen().into_sheet();
    // 12 + 4 (strength 18 as major) = 16, less the one traded for coins.
    assert_eq!(sheet.mojo_ledger(), (1, 0));
    assert_eq!(sheet.mojo(), 15);
    // 5 + 2 (endurance 15 as major); 5 + 2 (strength 18 minor) + 0 (int 12).
    assert_eq!((sheet.max_survival(), sheet.max_verve()), (7, 7));
    assert_eq!((sheet.vitals().survival(), sheet.vitals().verve()), (7, 7));
}

// rule: GM-sheet.fighting-art.initial
// rule: GM-sheet.native-culture
// rule: GM-sheet.initial-fields
#[test]
fn we1_fields_and_skills() {
    let sheet = toromeen().into_sheet();
    assert_eq!(sheet.fighting_art(), 1);
    assert_eq!(
        sheet.fighting_art_skills(),
        ["unarmed combat", "weapon fluency", "Battleaxe"]
    );
    let culture = sheet.native_culture();
    assert_eq!((culture.name(), culture.bonus()), ("Dwarven Culture", 2));
    assert_eq!(
        culture.skills(),
        ["Dwarven Language", "Mountain Dwarf Etiquette", "Spelunking"]
    );
    // Intelligence 12, wisdom 15, charisma 8: two fields, one skill each.
    let fields: Vec<(&str, &[String])> = sheet
        .fields()
        .iter()
        .map(|f| (f.name(), f.skills()))
        .collect();
    assert_eq!(fields.len(), 2);
    assert_eq!(fields[0].0, "Engineering Science");
    assert_eq!(fields[0].1, ["Defenses"]);
    assert_eq!(fields[1].0, "War Craft");
    assert_eq!(fields[1].1, ["Weaponsmith"]);
}

// rule: GM-sheet.movement
// rule: GM-sheet.carry
// rule: GM-sheet.max-item-bulk
#[test]
fn we1_movement_and_carry() {
    let sheet = toromeen().into_sheet();
    assert_eq!(sheet.movement(), 10);
    assert_eq!(sheet.max_item_bulk(), Bulk::whole(18));
    let list = sheet.carry_list().unwrap();
    assert_eq!((list.carry(), list.entries()), (13, 3));
    // Battleaxe 18, banded leather 8, shield 6.
    assert_eq!(list.total_bulk(), Bulk::whole(32));
    assert_eq!(osr_encumbrance::LoadModel::state(&list), State::WithinCarry);
}

// rule: GM-sheet.reactions
// rule: GM-core.reactions
// rule: GM-sheet.magic-resistance.dwarf
#[test]
fn we1_reactions() {
    let sheet = toromeen().into_sheet();
    // Health 4+2+2+2, fortitude 4+4+1+1, willpower 4+2+0, evasion 4+0+0,
    // reason 4+1+1, perception 4-1+0.
    assert_eq!(sheet.reactions(), [10, 10, 6, 4, 6, 3]);
    assert_eq!(sheet.reaction_against_magic(Reaction::Willpower), 10);
}

// rule: GM-sheet.defense
// rule: GM-sheet.attack.close
// rule: GM-sheet.attack.thrown
// rule: GM-sheet.attack.propelled
#[test]
fn we1_defense_and_attacks() {
    let sheet = toromeen().into_sheet();
    // Agility 10: 0; banded leather 3 + shield 1.
    assert_eq!(sheet.referee().agility_defense, 0);
    assert_eq!(sheet.defense(), 4);
    let attacks = sheet.attacks();
    assert_eq!((attacks.close_attack, attacks.close_damage), (2, 4));
    assert_eq!(
        (
            attacks.thrown_attack,
            attacks.thrown_damage,
            attacks.thrown_range_relief
        ),
        (0, 2, 2)
    );
    assert_eq!(attacks.propelled_attack, 0);
}

// rule: GM-sheet.age
// rule: GM-sheet.height
// rule: GM-sheet.weight
#[test]
fn we1_age_height_weight() {
    let created = toromeen();
    let lines: Vec<String> = created.events().iter().map(ToString::to_string).collect();
    assert_eq!(
        lines[8],
        "age 120 + 8d6 = 120 + [4, 4, 4, 4, 4, 4, 4, 3] = 151"
    );
    assert_eq!(lines[9], "height dice 2d6 = [4, 6] = 10");
    let sheet = created.sheet();
    assert_eq!(sheet.age(), 151);
    // 5 extras from the age, one spent on the Battleaxe skill.
    assert_eq!(sheet.age_extras_left(), 4);
    // 41 + 10 + 1 + 4 = 56 inches (4 ft 8 in).
    assert_eq!(sheet.height(), 56);
    // 80 + 10 × (10 + 2 + 2) = 220 pounds.
    assert_eq!(sheet.weight(), 220);
}

// rule: GM-sheet.starting-money
// rule: GM-sheet.starting-purchases
// rule: GM-sheet.size
#[test]
fn we1_money_and_purchases() {
    let created = toromeen();
    let lines: Vec<String> = created.events().iter().map(ToString::to_string).collect();
    assert_eq!(
        lines[10..],
        [
            "starting coins = STR = 18 sc",
            "traded 1 mojo for 30 sc",
            "bought Battleaxe (small) for 7 sc: 41 sc left",
            "bought Banded Leather (small) for 15 sc: 26 sc left",
            "bought Shield (small) for 5 sc: 21 sc left",
        ]
    );
    let sheet = created.sheet();
    assert_eq!(sheet.coins(), Price::whole(21));
    let items: Vec<Item> = sheet.gear().iter().map(|g| g.item).collect();
    assert_eq!(
        items,
        [
            Item::Weapon(Weapon::Battleaxe),
            Item::Armor(Armor::BandedLeather),
            Item::Armor(Armor::Shield)
        ]
    );
    assert!(sheet.gear().iter().all(|g| g.place == Place::Equipped));
    // The small battleaxe: d8 damage, range 1.
    let (damage, range) = sheet.weapon().unwrap();
    assert_eq!((damage.to_string(), range), ("d8".into(), Some(1)));
}

#[test]
fn we1_replays_from_its_faces() {
    let created = toromeen();
    assert_eq!(created.faces(), TOROMEEN_FACES);
    created.verify().unwrap();
}

#[cfg(feature = "serde")]
#[test]
fn we1_final_sheet_as_json() {
    use serde_json::json;
    let created = toromeen();
    let value = serde_json::to_value(created.sheet()).unwrap();
    assert_eq!(value["system"], "gods_and_monsters");
    assert_eq!(value["version"], 1);
    assert_eq!(value["archetype"], "warrior");
    assert_eq!(
        value["abilities"],
        json!({"cha": 8, "int": 12, "wis": 15, "end": 15, "agi": 10, "str": 18})
    );
    assert_eq!(
        value["vitals"],
        json!({"survival": 7, "verve": 7, "injuries": 0, "unhealable_injuries": 0, "pool": 0})
    );
    assert_eq!(value["mojo_spent"], 1);
    assert_eq!(value["age"], 151);
    assert_eq!(value["height_roll"], 10);
    assert_eq!(value["coins"], "21");
    assert_eq!(
        value["gear"],
        json!([
            {"item": "gm.weapon.battleaxe", "made_for": "small", "place": "equipped"},
            {"item": "gm.armor.banded-leather", "made_for": "small", "place": "equipped"},
            {"item": "gm.armor.shield", "made_for": "small", "place": "equipped"}
        ])
    );
    let back: osr_sheet::gods_and_monsters::Sheet = serde_json::from_value(value).unwrap();
    assert_eq!(&back, created.sheet());
    assert_eq!(back.reactions(), [10, 10, 6, 4, 6, 3]);
    let whole = serde_json::to_string(&created).unwrap();
    let again: osr_sheet::gods_and_monsters::Created = serde_json::from_str(&whole).unwrap();
    assert_eq!(again, created);
}
