//! Character sheets: creation by the rules, validation, operations.
//!
//! A sheet travels as its versioned document, `{"system": ..., "version":
//! 1, ...}`, exactly as osr-sheet writes it: the JSON a Rust program stores
//! is the JSON a JavaScript program stores. Every operation reads the
//! document back through osr-sheet's checks (`Sheet::try_from`), so a
//! document of another system, another version or with values the rules
//! refuse is osr-sheet's typed error.

use std::borrow::Cow;

use osr::encumbrance::LoadModel;
use osr::sheet::{
    Header, block_dodge_parry, cairn_house, constitution, gods_and_monsters, murdham,
};
use schemars::generate::Contract;
use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use self::fight::{CombatantFromSheetRequest, CombatantFromSheetResponse, combatant_from_sheet};
use crate::error::Kind;
use crate::operation::declare_operations;
use crate::{ApiError, Dice};

mod bdp;
mod cairn;
mod fight;
mod gm;
mod murd;
mod tc;

declare_operations! {
    /// Creates a character. For `constitution`, `cairn_house` and
    /// `gods_and_monsters` it rolls by the rules from `dice`, with the
    /// player's choices (all optional: a request with only `system` and
    /// `dice` always works); for `murdham` and `block_dodge_parry`, whose
    /// rules give no rolled creation, it builds the sheet from the given
    /// values. Returns the sheet document, the faces used, each step of
    /// the creation and the values the sheet derives.
    "createCharacter" => create_character(CreateCharacterRequest: "CreateCharacterRequest") -> CreateCharacterResponse: "CreateCharacterResponse";
    /// Reads a stored sheet document through osr-sheet's checks (system,
    /// version, every value and the rules between them) and returns it as
    /// written back, with the values the sheet derives (defense, saves,
    /// load, level, ...).
    "readSheet" => read_sheet(ReadSheetRequest: "ReadSheetRequest") -> ReadSheetResponse: "ReadSheetResponse";
    /// Applies one operation of the sheet's system to a stored sheet
    /// (buying, experience, damage, rest, ...), rolling from `dice` where
    /// the rules roll, and returns the new document, what happened and
    /// the faces used. A refused operation leaves nothing changed.
    "applyToSheet" => apply_to_sheet(ApplyToSheetRequest: "ApplyToSheetRequest") -> ApplyToSheetResponse: "ApplyToSheetResponse";
    /// The combatant a sheet fights as, for the `combatants` of its
    /// system's `startFight` setup (3d6 Constitution, Cairn House Rules,
    /// Gods & Monsters and Murdham; Block, Dodge, Parry has no fight).
    /// After the fight, the sheet's `after_fight` operation takes back
    /// what the fight left it.
    "combatantFromSheet" => combatant_from_sheet(CombatantFromSheetRequest: "CombatantFromSheetRequest") -> CombatantFromSheetResponse: "CombatantFromSheetResponse";
}

/// The systems' names, as the documents' `system` key writes them.
const SYSTEMS: &str = "constitution, cairn_house, gods_and_monsters, murdham or block_dodge_parry";

/// A sheet document of any of the five systems, as osr-sheet writes it:
/// `{"system": "cairn_house", "version": 1, ...}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub(crate) struct SheetDocument(Value);

macro_rules! document_schema {
    ($($name:ident => $doc:ty, $text:literal;)*) => {$(
        #[doc = $text]
        pub(crate) struct $name;

        impl JsonSchema for $name {
            fn schema_name() -> Cow<'static, str> {
                stringify!($name).into()
            }

            // The document's own: where a request holds the document
            // type itself (a saved expedition's sheets), it is this one.
            fn schema_id() -> Cow<'static, str> {
                <$doc as JsonSchema>::schema_id()
            }

            fn json_schema(generator: &mut SchemaGenerator) -> Schema {
                <$doc as JsonSchema>::json_schema(generator)
            }
        }
    )*};
}

document_schema! {
    ConstitutionSheetDocument => constitution::SheetDocument, "A 3d6 Constitution sheet document.";
    CairnHouseSheetDocument => cairn_house::SheetDocument, "A Cairn House Rules sheet document.";
    GodsAndMonstersSheetDocument => gods_and_monsters::SheetDocument, "A Gods & Monsters sheet document.";
    MurdhamSheetDocument => murdham::SheetDocument, "A Murdham sheet document.";
    BlockDodgeParrySheetDocument => block_dodge_parry::SheetDocument, "A Block, Dodge, Parry sheet document.";
}

impl JsonSchema for SheetDocument {
    fn schema_name() -> Cow<'static, str> {
        "SheetDocument".into()
    }

    /// Described as it is read, in requests and responses alike: a
    /// document osr-sheet writes is one it reads, and one name keeps one
    /// shape (written, the fields with defaults are always present).
    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        fn one_of(reads: &mut SchemaGenerator) -> [Schema; 5] {
            [
                reads.subschema_for::<ConstitutionSheetDocument>(),
                reads.subschema_for::<CairnHouseSheetDocument>(),
                reads.subschema_for::<GodsAndMonstersSheetDocument>(),
                reads.subschema_for::<MurdhamSheetDocument>(),
                reads.subschema_for::<BlockDodgeParrySheetDocument>(),
            ]
        }
        let one_of = if generator.contract().is_deserialize() {
            one_of(generator)
        } else {
            let mut settings = generator.settings().clone();
            settings.contract = Contract::Deserialize;
            let mut reads = settings.into_generator();
            let one_of = one_of(&mut reads);
            let definitions = generator.definitions_mut();
            for (name, schema) in reads.take_definitions(false) {
                definitions.entry(name).or_insert(schema);
            }
            one_of
        };
        json_schema!({
            "description": "A sheet document of any of the five systems, as osr-sheet writes it: `{\"system\": \"cairn_house\", \"version\": 1, ...}`; its `system` says which.",
            "oneOf": one_of,
        })
    }
}

/// A sheet read through osr-sheet's checks.
#[derive(Debug, Clone)]
pub(crate) enum AnySheet {
    Constitution(Box<constitution::Sheet>),
    CairnHouse(Box<cairn_house::Sheet>),
    GodsAndMonsters(Box<gods_and_monsters::Sheet>),
    Murdham(Box<murdham::Sheet>),
    BlockDodgeParry(Box<block_dodge_parry::Sheet>),
}

/// The document's own fields as the system's document type: a shape
/// serde refuses is `invalid_request`, at its path in the request (the
/// document's own path is `at`).
fn document<T: serde::de::DeserializeOwned>(text: &str, at: &str) -> Result<T, ApiError> {
    let mut json = serde_json::Deserializer::from_str(text);
    osr::core::strict::deserialize(&mut json).map_err(|e| ApiError::located(&e, text, at))
}

impl SheetDocument {
    /// Reads the document, found at the JSON Pointer `at` of the request
    /// (`"/sheet"`), into its system's sheet.
    pub(crate) fn read(self, at: &str) -> Result<AnySheet, ApiError> {
        // Read from its text, where serde_json says how far it read: the
        // value it stopped in is the one refused (`ApiError::located`).
        // Tracking the path as it reads would cost the module 22 kB more
        // (docs/design.md).
        let text = self.0.to_string();
        let header: Header = document(&text, at)?;
        Ok(match header.system.as_str() {
            constitution::SYSTEM => {
                let fields: constitution::SheetDocument = document(&text, at)?;
                AnySheet::Constitution(Box::new(constitution::Sheet::try_from(fields)?))
            }
            cairn_house::SYSTEM => {
                let fields: cairn_house::SheetDocument = document(&text, at)?;
                AnySheet::CairnHouse(Box::new(cairn_house::Sheet::try_from(fields)?))
            }
            gods_and_monsters::SYSTEM => {
                let fields: gods_and_monsters::SheetDocument = document(&text, at)?;
                AnySheet::GodsAndMonsters(Box::new(gods_and_monsters::Sheet::try_from(fields)?))
            }
            murdham::SYSTEM => {
                let fields: murdham::SheetDocument = document(&text, at)?;
                AnySheet::Murdham(Box::new(murdham::Sheet::try_from(fields)?))
            }
            block_dodge_parry::SYSTEM => {
                let fields: block_dodge_parry::SheetDocument = document(&text, at)?;
                AnySheet::BlockDodgeParry(Box::new(block_dodge_parry::Sheet::try_from(fields)?))
            }
            other => {
                return Err(osr::sheet::Error::WrongSystem {
                    expected: SYSTEMS,
                    got: osr::encumbrance::InputText::new(other),
                }
                .into());
            }
        })
    }
}

/// A document as osr-sheet writes it.
fn written<D: Serialize>(document: D) -> Result<SheetDocument, ApiError> {
    serde_json::to_value(document)
        .map(SheetDocument)
        .map_err(|e| ApiError::new(Kind::Internal, e))
}

impl AnySheet {
    /// The sheet's document, as osr-sheet writes it.
    pub(crate) fn document(&self) -> Result<SheetDocument, ApiError> {
        match self {
            Self::Constitution(s) => written(constitution::SheetDocument::from((**s).clone())),
            Self::CairnHouse(s) => written(cairn_house::SheetDocument::from((**s).clone())),
            Self::GodsAndMonsters(s) => {
                written(gods_and_monsters::SheetDocument::from((**s).clone()))
            }
            Self::Murdham(s) => written(murdham::SheetDocument::from((**s).clone())),
            Self::BlockDodgeParry(s) => {
                written(block_dodge_parry::SheetDocument::from((**s).clone()))
            }
        }
    }

    /// What the sheet derives.
    pub(crate) fn derived(&self) -> Result<Derived, ApiError> {
        Ok(match self {
            Self::Constitution(s) => Derived::Constitution(tc::derived(s)?),
            Self::CairnHouse(s) => Derived::CairnHouse(cairn::derived(s)?),
            Self::GodsAndMonsters(s) => Derived::GodsAndMonsters(gm::derived(s)?),
            Self::Murdham(s) => Derived::Murdham(murd::derived(s)?),
            Self::BlockDodgeParry(s) => Derived::BlockDodgeParry(bdp::derived(s)?),
        })
    }
}

/// One step of a creation or an operation: the event's key and the line
/// to show.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub(crate) struct SheetEvent {
    /// The kind of step, as osr-sheet's event tags it (`"ability_rolled"`,
    /// `"bought"`, `"xp_gained"`).
    event: String,
    /// The step as a line of text (`"STR 3d6 = [3, 5, 6] = 14"`).
    text: String,
}

impl SheetEvent {
    /// An osr event: its serde tag and its `Display`.
    pub(crate) fn of<E: Serialize + std::fmt::Display>(event: &E) -> Self {
        let key = serde_json::to_value(event)
            .ok()
            .and_then(|v| v.get("event").and_then(Value::as_str).map(String::from))
            .unwrap_or_default();
        Self {
            event: key,
            text: event.to_string(),
        }
    }

    /// An osr event with no line of its own: its serde tag, and its
    /// fields as the line (`"hp_lost: from 4, to 0"`).
    pub(crate) fn data<E: Serialize>(event: &E) -> Self {
        let value = serde_json::to_value(event).unwrap_or(Value::Null);
        let key = value
            .get("event")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned();
        let fields: Vec<String> = value
            .as_object()
            .into_iter()
            .flatten()
            .filter(|(k, _)| k.as_str() != "event")
            .map(|(k, v)| format!("{} {v}", k.replace('_', " ")))
            .collect();
        let text = if fields.is_empty() {
            key.replace('_', " ")
        } else {
            format!("{}: {}", key.replace('_', " "), fields.join(", "))
        };
        Self { event: key, text }
    }

    /// A step of this crate's own: a key and a line.
    pub(crate) fn new(event: &str, text: impl std::fmt::Display) -> Self {
        Self {
            event: event.into(),
            text: text.to_string(),
        }
    }
}

/// What a sheet derives, never stored: tagged by `system`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case")]
pub(crate) enum Derived {
    /// 3d6 Constitution.
    Constitution(tc::ConstitutionDerived),
    /// Cairn House Rules.
    CairnHouse(cairn::CairnHouseDerived),
    /// Gods & Monsters.
    GodsAndMonsters(gm::GodsAndMonstersDerived),
    /// Murdham.
    Murdham(murd::MurdhamDerived),
    /// Block, Dodge, Parry.
    BlockDodgeParry(bdp::BlockDodgeParryDerived),
}

/// The load a sheet derives, as its system's encumbrance model
/// (osr-encumbrance) assesses it.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub(crate) struct LoadSummary {
    /// The model's own state (`"unencumbered"`, `"within_carry"`,
    /// `"free"`, ...).
    state: String,
    /// The state on the scale every model shares: `"unencumbered"`,
    /// `"encumbered"`, `"heavily_encumbered"` or `"overloaded"`.
    level: String,
    /// What is carried, in the model's unit (stones, units, slots, bulk),
    /// as text (`"3"`, `"2.5"`).
    load: String,
    /// The most that can be carried in the model's highest carrying state,
    /// in the same unit.
    capacity: String,
}

/// A value's serde key (`"within_carry"`), else its display.
fn key<T: Serialize + std::fmt::Display>(value: &T) -> String {
    match serde_json::to_value(value) {
        Ok(Value::String(s)) => s,
        _ => value.to_string(),
    }
}

impl LoadSummary {
    /// From the model's assessment.
    pub(crate) fn of<M>(model: &M) -> Self
    where
        M: LoadModel,
        M::State: Serialize,
    {
        Self {
            state: key(&model.state()),
            level: key(&model.level()),
            load: model.load().to_string(),
            capacity: model.capacity().to_string(),
        }
    }
}

/// A new character, tagged by `system`.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(tag = "system", rename_all = "snake_case")]
#[serde(deny_unknown_fields)]
pub(crate) enum CreateCharacterRequest {
    /// 3d6 Constitution: rolled.
    Constitution(tc::ConstitutionCreate),
    /// Cairn House Rules: rolled.
    CairnHouse(cairn::CairnHouseCreate),
    /// Gods & Monsters: rolled.
    GodsAndMonsters(gm::GodsAndMonstersCreate),
    /// Murdham: from given values.
    Murdham(murd::MurdhamCreate),
    /// Block, Dodge, Parry: from given values.
    BlockDodgeParry(bdp::BlockDodgeParryCreate),
}

/// The new character.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct CreateCharacterResponse {
    /// The sheet document, exactly as osr-sheet writes it.
    sheet: SheetDocument,
    /// The faces used, in order (empty for given values): create again
    /// from them with the same choices to replay.
    faces: Vec<u32>,
    /// Each step of the creation, in order.
    events: Vec<SheetEvent>,
    /// What the sheet derives.
    derived: Derived,
}

/// What a creation gives before it is written.
pub(crate) struct Made {
    sheet: AnySheet,
    faces: Vec<u32>,
    events: Vec<SheetEvent>,
}

fn create_character(request: CreateCharacterRequest) -> Result<CreateCharacterResponse, ApiError> {
    let made = match request {
        CreateCharacterRequest::Constitution(r) => tc::create(r)?,
        CreateCharacterRequest::CairnHouse(r) => cairn::create(&r)?,
        CreateCharacterRequest::GodsAndMonsters(r) => gm::create(r)?,
        CreateCharacterRequest::Murdham(r) => murd::create(&r)?,
        CreateCharacterRequest::BlockDodgeParry(r) => bdp::create(&r)?,
    };
    Ok(CreateCharacterResponse {
        sheet: made.sheet.document()?,
        derived: made.sheet.derived()?,
        faces: made.faces,
        events: made.events,
    })
}

/// A stored sheet to read.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ReadSheetRequest {
    /// The sheet document.
    sheet: SheetDocument,
}

/// The sheet as read.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct ReadSheetResponse {
    /// The document as osr-sheet writes it back (defaults filled in).
    sheet: SheetDocument,
    /// What the sheet derives.
    derived: Derived,
}

fn read_sheet(request: ReadSheetRequest) -> Result<ReadSheetResponse, ApiError> {
    let sheet = request.sheet.read("/sheet")?;
    Ok(ReadSheetResponse {
        sheet: sheet.document()?,
        derived: sheet.derived()?,
    })
}

/// An operation on a stored sheet. Its schema (and so its TypeScript type)
/// pairs each system's sheet with that system's operations alone, so an
/// operation a system does not have is refused where the request is
/// written; the reader refuses it too (`unsupported_operation`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ApplyToSheetRequest {
    /// The sheet document.
    sheet: SheetDocument,
    /// What to do, tagged by `op`: read as an operation of the sheet's
    /// system once the sheet is read.
    operation: Value,
    /// Where the faces come from, for operations that roll.
    #[serde(default)]
    dice: Option<Dice>,
}

impl JsonSchema for ApplyToSheetRequest {
    fn schema_name() -> Cow<'static, str> {
        "ApplyToSheetRequest".into()
    }

    fn json_schema(generator: &mut SchemaGenerator) -> Schema {
        // Each system, its document and its operations.
        let systems = [
            (
                generator.subschema_for::<ConstitutionSheetDocument>(),
                generator.subschema_for::<tc::Operation>(),
            ),
            (
                generator.subschema_for::<CairnHouseSheetDocument>(),
                generator.subschema_for::<cairn::Operation>(),
            ),
            (
                generator.subschema_for::<GodsAndMonstersSheetDocument>(),
                generator.subschema_for::<gm::Operation>(),
            ),
            (
                generator.subschema_for::<MurdhamSheetDocument>(),
                generator.subschema_for::<murd::Operation>(),
            ),
            (
                generator.subschema_for::<BlockDodgeParrySheetDocument>(),
                generator.subschema_for::<bdp::Operation>(),
            ),
        ];
        let mut dice = generator.subschema_for::<Option<Dice>>();
        dice.insert(
            "description".into(),
            "Where the faces come from, for operations that roll.".into(),
        );
        let one_of: Vec<Value> = systems
            .into_iter()
            .map(|(document, operation)| {
                serde_json::json!({
                    "type": "object",
                    "properties": {
                        "sheet": document,
                        "operation": operation,
                        "dice": dice,
                    },
                    "required": ["sheet", "operation"],
                    "additionalProperties": false,
                })
            })
            .collect();
        json_schema!({
            "description": "An operation on a stored sheet: the sheet, one operation its system takes (`op`), and the dice for operations that roll.",
            "oneOf": one_of,
        })
    }
}

/// The changed sheet.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct ApplyToSheetResponse {
    /// The new sheet document, as osr-sheet writes it.
    sheet: SheetDocument,
    /// What happened, in order.
    events: Vec<SheetEvent>,
    /// The faces used, in order (empty when nothing rolled).
    faces: Vec<u32>,
    /// What the new sheet derives.
    derived: Derived,
}

/// An operation's `op` key and the request's dice: what each system's
/// `apply` needs beside the operation itself.
pub(crate) struct Using<'a> {
    key: &'a str,
    dice: Option<&'a Dice>,
}

impl<'a> Using<'a> {
    /// The dice of an operation that rolls.
    pub(crate) fn dice(&self) -> Result<&'a Dice, ApiError> {
        self.dice.ok_or_else(|| {
            ApiError::new(
                Kind::DiceRequired,
                format_args!("the {:?} operation rolls: the request needs dice", self.key),
            )
        })
    }

    /// An operation that does not roll: refuses faces, which would go
    /// unused.
    pub(crate) fn no_dice(&self) -> Result<(), ApiError> {
        match self.dice {
            Some(Dice::Faces(faces)) if !faces.is_empty() => Err(ApiError::new(
                Kind::UnusedFaces,
                format_args!(
                    "the {:?} operation does not roll; {} supplied faces were not used",
                    self.key,
                    faces.len()
                ),
            )),
            _ => Ok(()),
        }
    }
}

/// The operations (`op` keys) each system's sheets take.
const SHEET_OPERATIONS: [&[&str]; 5] = [
    tc::OPERATIONS,
    cairn::OPERATIONS,
    gm::OPERATIONS,
    murd::OPERATIONS,
    bdp::OPERATIONS,
];

/// The request's `operation` as an operation of `system`'s sheets: an
/// `op` another system has is `unsupported_operation`; any other mistake
/// is refused at its path.
fn operation<T: serde::de::DeserializeOwned>(
    value: &Value,
    key: &str,
    system: &str,
    ops: &[&str],
) -> Result<T, ApiError> {
    let elsewhere = SHEET_OPERATIONS.iter().any(|all| all.contains(&key));
    if elsewhere && !ops.contains(&key) {
        return Err(ApiError::new(
            Kind::UnsupportedOperation,
            format_args!("{system} sheets have no {key:?} operation"),
        ));
    }
    document(&value.to_string(), "/operation")
}

/// What an operation gives before it is written.
pub(crate) struct Applied {
    events: Vec<SheetEvent>,
    faces: Vec<u32>,
}

fn apply_to_sheet(request: ApplyToSheetRequest) -> Result<ApplyToSheetResponse, ApiError> {
    // The sheet is this request's own copy: a refusal returns before it is
    // written, so each system's `apply` changes it in place.
    let mut sheet = request.sheet.read("/sheet")?;
    let value = &request.operation;
    let using = Using {
        key: value.get("op").and_then(Value::as_str).unwrap_or_default(),
        dice: request.dice.as_ref(),
    };
    let applied = match &mut sheet {
        AnySheet::Constitution(s) => tc::apply(
            s,
            operation(value, using.key, constitution::SYSTEM, tc::OPERATIONS)?,
            &using,
        )?,
        AnySheet::CairnHouse(s) => cairn::apply(
            s,
            operation(value, using.key, cairn_house::SYSTEM, cairn::OPERATIONS)?,
            &using,
        )?,
        AnySheet::GodsAndMonsters(s) => gm::apply(
            s,
            operation(value, using.key, gods_and_monsters::SYSTEM, gm::OPERATIONS)?,
            &using,
        )?,
        AnySheet::Murdham(s) => murd::apply(
            s,
            operation(value, using.key, murdham::SYSTEM, murd::OPERATIONS)?,
            &using,
        )?,
        AnySheet::BlockDodgeParry(s) => bdp::apply(
            s,
            operation(value, using.key, block_dodge_parry::SYSTEM, bdp::OPERATIONS)?,
            &using,
        )?,
    };
    Ok(ApplyToSheetResponse {
        sheet: sheet.document()?,
        derived: sheet.derived()?,
        events: applied.events,
        faces: applied.faces,
    })
}
