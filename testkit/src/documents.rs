//! Every document osr reads from outside, valid ones to start from, and the
//! oracle an accepted mutation of one must satisfy (feature `documents`):
//! what the attack property tests (osr-tests) and the fuzz targets (fuzz/)
//! both check.
//!
//! [`attack`] takes a valid [`Document`], mutates it with
//! [`mutate`] and reads the result as its type. A
//! refusal is always fine; an accepted document must pass
//! [`accepted`](crate::mutate::accepted) (it writes back what it read) and
//! its type's own checks, written here independently of the readers:
//!
//! - a sheet: the invariants of its system ([`sheet_invariants`]), on the
//!   JSON it writes, from the rulebooks' numbers;
//! - a creation record: the same invariants on its sheet, and the record
//!   is what rolling the recorded choices on the recorded faces makes;
//! - a fight or an expedition: stepping its commands from its setup
//!   through the public API, rolling exactly its faces, gives the same
//!   state, faces and events;
//! - a request of the JavaScript package: answered with JSON, the same
//!   answer every time.
//!
//! ```
//! use arbitrary::Unstructured;
//! use osr_testkit::documents::{Kind, attack, documents};
//!
//! for document in documents(Kind::Sheet) {
//!     attack(document, &mut Unstructured::new(&[3, 1, 4, 1, 5, 9, 2, 6]));
//! }
//! ```

use std::fmt::Debug;
use std::sync::OnceLock;

use arbitrary::Unstructured;
use osr::combat::{Log, Machine};
use osr::core::SuppliedFaces;
use osr::sheet::creation::{Created, Procedure};
use rand_core::SeedableRng;
use rand_pcg::Pcg64Mcg;
use serde_json::Value;

use crate::mutate::{Json, accepted_with, mutate};

/// The five systems.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum System {
    /// 3d6 Constitution.
    Constitution,
    /// Cairn House Rules.
    CairnHouse,
    /// Gods & Monsters.
    GodsAndMonsters,
    /// Murdham.
    Murdham,
    /// Block, Dodge, Parry.
    BlockDodgeParry,
}

/// The kinds of document.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A character sheet.
    Sheet,
    /// A creation record.
    Creation,
    /// A saved fight.
    Fight,
    /// A saved expedition.
    Expedition,
    /// A request of the JavaScript package.
    Request,
}

/// A valid document to start from.
#[derive(Debug, Clone)]
pub struct Document {
    /// Its kind.
    pub kind: Kind,
    /// Its system (requests: the system of the sheet operations, 3d6
    /// Constitution for the others; it does not matter to them).
    pub system: System,
    /// For a request, the operation it is for; otherwise where it came from.
    pub name: String,
    /// The document.
    pub json: Json,
}

macro_rules! committed {
    ($kind:ident, $( $system:ident $file:literal ),* $(,)?) => {
        vec![$(
            (System::$system, $file, include_str!(concat!("../documents/", $file))),
        )*]
    };
}

fn committed(kind: Kind, files: Vec<(System, &'static str, &'static str)>) -> Vec<Document> {
    files
        .into_iter()
        .map(|(system, name, text)| Document {
            kind,
            system,
            name: name.to_owned(),
            json: Json::parse(text).expect("a committed document is JSON"),
        })
        .collect()
}

fn created<C: Procedure>(system: System, choices: &C::Choices, count: usize) -> Vec<Document>
where
    Created<C>: serde::Serialize,
{
    (0..100)
        .filter_map(|seed| {
            Created::<C>::roll(choices, &mut Pcg64Mcg::seed_from_u64(seed))
                .ok()
                .map(|record| Document {
                    kind: Kind::Creation,
                    system,
                    name: format!("seed {seed}"),
                    json: Json::parse(&serde_json::to_string(&record).expect("writes"))
                        .expect("JSON"),
                })
        })
        .take(count)
        .collect()
}

/// A Cairn House Rules fight played by the first-standing policy from a
/// seeded generator: two PCs against a foe and an archer.
fn cairn_house_fight() -> Document {
    use osr::combat::Side;
    use osr::combat::cairn_house::{Combatant, Fight, Policy, Setup};
    use osr::equipment::cairn_house::{BodyArmour, Shield, Weapon};

    let pc = |id| {
        Combatant::new(id, Side::Party, 4, [14, 9, 11])
            .expect("a valid combatant")
            .with_weapon(Weapon::Hand)
            .with_armour(BodyArmour::Unarmoured, Some(Shield::Shield))
    };
    let foe = |id, weapon| {
        Combatant::new(id, Side::Foes, 3, [8, 12, 7])
            .expect("a valid combatant")
            .with_weapon(weapon)
    };
    let setup = Setup::new(vec![
        pc(1),
        pc(2),
        foe(3, Weapon::Hand),
        foe(4, Weapon::Bow),
    ])
    .expect("a valid setup");
    let mut fight = Fight::new(setup).expect("a fight starts");
    fight
        .play(Policy::FirstStanding, &mut Pcg64Mcg::seed_from_u64(7))
        .expect("the fight plays");
    Document {
        kind: Kind::Fight,
        system: System::CairnHouse,
        name: "first standing, seed 7".to_owned(),
        json: Json::parse(&serde_json::to_string(&fight).expect("writes")).expect("JSON"),
    }
}

fn requests() -> Vec<Document> {
    let files = [
        include_str!("../../js/test/vectors/advancement.json"),
        include_str!("../../js/test/vectors/check.json"),
        include_str!("../../js/test/vectors/combat.json"),
        include_str!("../../js/test/vectors/dice.json"),
        include_str!("../../js/test/vectors/encumbrance.json"),
        include_str!("../../js/test/vectors/equipment.json"),
        include_str!("../../js/test/vectors/health.json"),
        include_str!("../../js/test/vectors/magic.json"),
        include_str!("../../js/test/vectors/sheet.json"),
        include_str!("../../js/test/vectors/travel.json"),
    ];
    let mut out = Vec::new();
    for text in files {
        // One vector at a time: one of them nests deeper than serde_json
        // reads (it is there to be refused), so the file is not read whole.
        for vector in crate::vectors::top_level_entries(text) {
            let Ok(Json::Object(fields)) = Json::parse(vector) else {
                continue;
            };
            let field = |name: &str| fields.iter().find(|(k, _)| k == name).map(|(_, v)| v);
            if let (Some(Json::String(operation)), Some(request)) =
                (field("operation"), field("request"))
            {
                out.push(Document {
                    kind: Kind::Request,
                    system: System::Constitution,
                    name: operation.clone(),
                    json: request.clone(),
                });
            }
        }
    }
    out
}

/// The valid documents of `kind`, built once: the committed sheets, fights
/// and expeditions under `testkit/documents/`, creation records rolled
/// here, and the requests of the JavaScript package's vectors.
///
/// # Panics
///
/// When a committed document is not JSON.
#[must_use]
pub fn documents(kind: Kind) -> &'static [Document] {
    static ALL: OnceLock<[Vec<Document>; 5]> = OnceLock::new();
    let all = ALL.get_or_init(|| {
        use osr::sheet::{cairn_house, constitution, gods_and_monsters};
        let sheets = committed(
            Kind::Sheet,
            committed!(Sheet,
                Constitution "sheet/constitution-1.json",
                Constitution "sheet/constitution-2.json",
                Constitution "sheet/constitution-3.json",
                CairnHouse "sheet/cairn_house-1.json",
                CairnHouse "sheet/cairn_house-2.json",
                CairnHouse "sheet/cairn_house-3.json",
                GodsAndMonsters "sheet/gods_and_monsters-1.json",
                GodsAndMonsters "sheet/gods_and_monsters-2.json",
                GodsAndMonsters "sheet/gods_and_monsters-3.json",
                Murdham "sheet/murdham-1.json",
                Murdham "sheet/murdham-2.json",
                Murdham "sheet/murdham-3.json",
                BlockDodgeParry "sheet/block_dodge_parry-1.json",
                BlockDodgeParry "sheet/block_dodge_parry-2.json",
                BlockDodgeParry "sheet/block_dodge_parry-3.json",
            ),
        );
        let fights = committed(
            Kind::Fight,
            committed!(Fight,
                Constitution "fight/constitution.json",
                GodsAndMonsters "fight/gods_and_monsters.json",
                Murdham "fight/murdham.json",
            ),
        );
        let mut fights = fights;
        fights.push(cairn_house_fight());
        let expeditions = committed(
            Kind::Expedition,
            committed!(Expedition,
                Constitution "expedition/constitution.json",
                CairnHouse "expedition/cairn_house.json",
                GodsAndMonsters "expedition/gods_and_monsters.json",
                Murdham "expedition/murdham.json",
                BlockDodgeParry "expedition/block_dodge_parry.json",
            ),
        );
        let mut creations = created::<constitution::Creation>(
            System::Constitution,
            &constitution::Choices::default(),
            2,
        );
        creations.extend(created::<cairn_house::Creation>(
            System::CairnHouse,
            &cairn_house::Kind::Character,
            2,
        ));
        creations.extend(created::<cairn_house::Creation>(
            System::CairnHouse,
            &cairn_house::Kind::Hireling,
            1,
        ));
        creations.extend(created::<gods_and_monsters::Creation>(
            System::GodsAndMonsters,
            &gods_and_monsters::Choices::toromeen(),
            2,
        ));
        [sheets, creations, fights, expeditions, requests()]
    });
    match kind {
        Kind::Sheet => &all[0],
        Kind::Creation => &all[1],
        Kind::Fight => &all[2],
        Kind::Expedition => &all[3],
        Kind::Request => &all[4],
    }
}

/// Mutates `document` from `u` and checks the oracle on the result (see
/// the module's documentation). Gives whether the mutated document was
/// accepted.
///
/// # Panics
///
/// When an accepted document breaks the oracle, or a reader panics.
pub fn attack(document: &Document, u: &mut Unstructured<'_>) -> bool {
    let mut json = document.json.clone();
    mutate(&mut json, u);
    check(document, &json)
}

/// Reads `json` as a document of `like`'s kind and system and checks the
/// oracle on it when it is accepted; gives whether it was.
///
/// # Panics
///
/// When an accepted document breaks the oracle, or a reader panics.
pub fn check(like: &Document, json: &Json) -> bool {
    use System::{BlockDodgeParry, CairnHouse, Constitution, GodsAndMonsters, Murdham};
    match (like.kind, like.system) {
        (Kind::Sheet, system) => {
            let written = match system {
                Constitution => read::<osr::sheet::constitution::Sheet>(json),
                CairnHouse => read::<osr::sheet::cairn_house::Sheet>(json),
                GodsAndMonsters => read::<osr::sheet::gods_and_monsters::Sheet>(json),
                Murdham => read::<osr::sheet::murdham::Sheet>(json),
                BlockDodgeParry => read::<osr::sheet::block_dodge_parry::Sheet>(json),
            };
            written
                .inspect(|sheet| assert_invariants(system, sheet, json))
                .is_some()
        }
        (Kind::Creation, system) => match system {
            Constitution => creation::<osr::sheet::constitution::Creation>(system, json),
            CairnHouse => creation::<osr::sheet::cairn_house::Creation>(system, json),
            GodsAndMonsters => creation::<osr::sheet::gods_and_monsters::Creation>(system, json),
            Murdham | BlockDodgeParry => false,
        },
        (Kind::Fight, system) => match system {
            Constitution => log::<osr::combat::constitution::FightState>(json),
            CairnHouse => log::<osr::combat::cairn_house::FightState>(json),
            GodsAndMonsters => log::<osr::combat::gods_and_monsters::FightState>(json),
            Murdham => log::<osr::combat::murdham::EncounterState>(json),
            BlockDodgeParry => false,
        },
        (Kind::Expedition, system) => match system {
            Constitution => log::<osr::play::constitution::State>(json),
            CairnHouse => log::<osr::play::cairn_house::State>(json),
            GodsAndMonsters => log::<osr::play::gods_and_monsters::State>(json),
            Murdham => log::<osr::play::murdham::State>(json),
            BlockDodgeParry => log::<osr::play::block_dodge_parry::State>(json),
        },
        (Kind::Request, _) => request(&like.name, json),
    }
}

/// The fields whose default is not empty, with it: a document may leave
/// them out and read as if it held them.
fn defaults() -> Vec<(&'static str, Value)> {
    vec![
        // A Cairn House Rules health's rules options: the rulebook's.
        ("naturals", Value::from("compare")),
        ("short_rest_fatigue", Value::from("keeps")),
        // A Murdham character's size: a human's.
        ("size", Value::from("medium")),
        // A saved fight or expedition without a version is version 1.
        ("version", Value::from(1)),
        // A Cairn House Rules attack's step: the normal one.
        ("step", Value::from("normal")),
        // A 3d6 Constitution character's concept: the standard one.
        ("concept", Value::from("standard")),
        // A 3d6 Constitution attack's defence: none.
        ("defence", Value::from("none")),
        // A 3d6 Constitution monster's surprise: none.
        ("surprise", Value::from("none")),
        // A Gods & Monsters target's cover (a guard's fields all default):
        // none.
        ("cover", Value::from("none")),
        // A Murdham action's force and a move's pace: the ordinary ones.
        ("force", Value::from("resistible")),
        ("pace", Value::from("normal")),
        // A Cairn House Rules combatant's initiative (a DEX save, once a
        // combat) and DR against spells (it applies).
        ("initiative", Value::from("save")),
        ("initiative", Value::from("once_per_combat")),
        ("spell_dr", Value::from("applies")),
    ]
}

fn accepted<T>(input: &Json) -> Option<T>
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + Debug,
{
    accepted_with(input, &defaults())
}

/// Reads a sheet and gives what it writes.
fn read<T>(json: &Json) -> Option<Value>
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + Debug,
{
    accepted::<T>(json).map(|sheet| serde_json::to_value(&sheet).expect("writes"))
}

fn assert_invariants(system: System, sheet: &Value, input: &Json) {
    if let Err(broken) = sheet_invariants(system, sheet) {
        panic!("an accepted sheet breaks a rule: {broken}: {input}");
    }
}

fn creation<C: Procedure>(system: System, json: &Json) -> bool
where
    Created<C>: serde::Serialize + serde::de::DeserializeOwned + PartialEq + Debug,
    C::Sheet: serde::Serialize,
{
    let Some(record) = accepted::<Created<C>>(json) else {
        return false;
    };
    let sheet = serde_json::to_value(record.sheet()).expect("writes");
    if let Err(broken) = creation_invariants(system, &sheet) {
        panic!("an accepted creation record breaks a rule: {broken}: {json}");
    }
    // Rolled again from its choices on its own faces: the same record.
    let faces = record.faces();
    let mut source = SuppliedFaces::new(&faces);
    let again = Created::<C>::roll(record.choices(), &mut source)
        .unwrap_or_else(|e| panic!("an accepted record does not roll again ({e}): {json}"));
    assert!(source.is_exhausted(), "faces left over: {json}");
    assert_eq!(again, record, "{json}");
    true
}

fn log<M: Machine>(json: &Json) -> bool
where
    Log<M>: serde::Serialize + serde::de::DeserializeOwned + PartialEq + Debug,
{
    let Some(saved) = accepted::<Log<M>>(json) else {
        return false;
    };
    // Stepped again through the public API from its setup, rolling
    // exactly its faces: the same state, commands, faces and events.
    let mut again = Log::<M>::new(saved.setup().clone())
        .unwrap_or_else(|e| panic!("an accepted setup does not start ({e})"));
    let mut source = SuppliedFaces::new(saved.faces());
    for command in saved.commands() {
        if let Err(e) = again.step(command.clone(), &mut source) {
            panic!("an accepted log's command is refused when stepped ({e})");
        }
    }
    assert!(source.is_exhausted(), "an accepted log has faces left over");
    assert!(again == saved, "stepping an accepted log gives another log");
    true
}

fn request(operation: &str, json: &Json) -> bool {
    let text = json.to_string();
    let first = osr_wasm::call(operation, &text);
    let second = osr_wasm::call(operation, &text);
    match (&first, &second) {
        (Ok(a), Ok(b)) => {
            assert_eq!(a, b, "two answers to {operation} {text}");
            assert!(
                serde_json::from_str::<Value>(a).is_ok(),
                "{operation} answers {a}, not JSON"
            );
            true
        }
        (Err(a), Err(b)) => {
            assert_eq!(a.kind, b.kind, "two refusals of {operation} {text}");
            false
        }
        _ => panic!("{operation} {text} is answered once and refused once"),
    }
}

/// The number at `path` (slash-separated keys) of `sheet`.
fn number(sheet: &Value, path: &str) -> Result<i128, String> {
    let value = path
        .split('/')
        .try_fold(sheet, |v, key| v.get(key))
        .ok_or_else(|| format!("{path} is missing"))?;
    match value {
        Value::Number(n) => n
            .as_i64()
            .map(i128::from)
            .or_else(|| n.as_u64().map(i128::from))
            .ok_or_else(|| format!("{path} is {n}, not an integer")),
        Value::String(s) => s
            .parse::<i128>()
            .map_err(|_| format!("{path} is {s:?}, not an integer")),
        other => Err(format!("{path} is {other}, not a number")),
    }
}

/// An amount of money at `path`: a number or a decimal string, never
/// below 0.
fn money(sheet: &Value, path: &str) -> Result<(), String> {
    let value = path
        .split('/')
        .try_fold(sheet, |v, key| v.get(key))
        .ok_or_else(|| format!("{path} is missing"))?;
    let amount = match value {
        Value::Number(n) => n.as_f64(),
        Value::String(s) => s.parse::<f64>().ok(),
        _ => None,
    };
    match amount {
        Some(a) if a >= 0.0 => Ok(()),
        _ => Err(format!("{path} is {value}, not an amount of money")),
    }
}

fn within(sheet: &Value, path: &str, low: i128, high: i128) -> Result<(), String> {
    let n = number(sheet, path)?;
    if (low..=high).contains(&n) {
        Ok(())
    } else {
        Err(format!("{path} is {n}, outside {low}..={high}"))
    }
}

fn at_most(sheet: &Value, path: &str, max: &str) -> Result<(), String> {
    let (n, m) = (number(sheet, path)?, number(sheet, max)?);
    if n <= m {
        Ok(())
    } else {
        Err(format!("{path} is {n}, above {max} {m}"))
    }
}

/// The invariants of the sheet of an accepted creation record of
/// `system`: those of every sheet ([`sheet_invariants`]), and the
/// abilities as creation rolls them.
///
/// # Errors
///
/// The first invariant broken.
pub fn creation_invariants(system: System, sheet: &Value) -> Result<(), String> {
    sheet_invariants(system, sheet)?;
    if system == System::Constitution {
        // rule: TC-4.2 (each ability 3d6: 3 to 18)
        for ability in ["str", "wit", "kno", "wil", "cha"] {
            within(sheet, &format!("abilities/{ability}"), 3, 18)?;
        }
    }
    Ok(())
}

/// The invariants of an accepted sheet of `system`, checked on the JSON it
/// writes, from the rulebooks' numbers.
///
/// # Errors
///
/// The first invariant broken.
pub fn sheet_invariants(system: System, sheet: &Value) -> Result<(), String> {
    match system {
        System::Constitution => {
            // A sheet's scores lie within 1..=20, the range the sheet
            // documents for scores that play moves; at creation they are
            // 3d6 (`creation_invariants`).
            for ability in ["str", "wit", "kno", "wil", "cha"] {
                within(sheet, &format!("abilities/{ability}"), 1, 20)?;
            }
            within(sheet, "health/hp", 0, i128::from(u32::MAX))?;
            within(sheet, "xp", 0, i128::from(u64::MAX))?;
            money(sheet, "coins")?;
        }
        System::CairnHouse => {
            // rule: CH-sheet.create.abilities (3d6 each), CH-sheet.create.hp
            // (1d6 is also the maximum), CH-adv.none (maxima never grow)
            for ability in ["str", "dex", "wil"] {
                within(sheet, &format!("health/{ability}/max"), 3, 18)?;
                within(sheet, &format!("health/{ability}/current"), 0, 18)?;
                at_most(
                    sheet,
                    &format!("health/{ability}/current"),
                    &format!("health/{ability}/max"),
                )?;
            }
            within(sheet, "health/max_hp", 1, 6)?;
            within(sheet, "health/hp", 0, 6)?;
            at_most(sheet, "health/hp", "health/max_hp")?;
            money(sheet, "coins")?;
        }
        System::GodsAndMonsters => {
            // GM-core.abilities states no range: 4d6 keep 3 rolls 3 to 18,
            // a species adjusts them, and a player may choose numbers
            // instead of rolling (GM-sheet.abilities.assign). A sheet reads
            // any score in 1..=30, the contributor table's range.
            for ability in ["cha", "int", "wis", "end", "agi", "str"] {
                within(sheet, &format!("abilities/{ability}"), 1, 30)?;
            }
            within(sheet, "xp", 0, i128::MAX)?;
            money(sheet, "coins")?;
        }
        System::Murdham => {
            for ability in ["str", "agi", "wit"] {
                within(sheet, ability, 0, 20)?;
            }
            within(sheet, "health", 0, i128::MAX)?;
            within(sheet, "corruption", 0, i128::MAX)?;
        }
        System::BlockDodgeParry => {
            // rule: BDP-1.8.5.tracking (a current value never above its maximum)
            for ability in ["str", "dex", "wil"] {
                at_most(
                    sheet,
                    &format!("body/{ability}/current"),
                    &format!("body/{ability}/max"),
                )?;
            }
            at_most(sheet, "hp", "max_hp")?;
            // Ten inventory slots (the system's README).
            let slots: i128 = sheet
                .get("gear")
                .and_then(Value::as_array)
                .map(|gear| {
                    gear.iter()
                        .map(|g| g.get("slots").and_then(Value::as_i64).map_or(0, i128::from))
                        .sum()
                })
                .unwrap_or(0);
            if slots > 10 {
                return Err(format!("the gear takes {slots} slots, more than 10"));
            }
        }
    }
    Ok(())
}
